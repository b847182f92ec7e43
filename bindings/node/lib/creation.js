'use strict';
// Tensors made by the library rather than from host data. `device` is a Device, a label such
// as 'cpu', or omitted for the default device.

const capi = require('./capi.gen');
const { Tensor, adopt, int64s, deviceHandle } = require('./tensor');
const { dtypeOf } = require('./dtypes');
const { elementCount } = require('./shapes');

function checkedShape(shape, what) {
  elementCount(shape, what);
  return int64s(shape);
}

function full(shape, value, { dtype = 'float32', device } = {}) {
  return adopt(capi.kiln_full, checkedShape(shape, 'kiln.full'), shape.length, value, dtypeOf(dtype).code, deviceHandle(device));
}

function zeros(shape, { dtype = 'float32', device } = {}) {
  return adopt(capi.kiln_zeros, checkedShape(shape, 'kiln.zeros'), shape.length, dtypeOf(dtype).code, deviceHandle(device));
}

function ones(shape, { dtype = 'float32', device } = {}) {
  return adopt(capi.kiln_ones, checkedShape(shape, 'kiln.ones'), shape.length, dtypeOf(dtype).code, deviceHandle(device));
}

/** Values start, start + step, ... below stop, as numpy.arange. */
function arange(start, stop, step = 1, { dtype = 'float32', device } = {}) {
  return adopt(capi.kiln_arange, start, stop, step, dtypeOf(dtype).code, deviceHandle(device));
}

/** An n x m matrix with ones on diagonal k. */
function eye(n, m = n, k = 0, { dtype = 'float32', device } = {}) {
  return adopt(capi.kiln_eye, n, m, k, dtypeOf(dtype).code, deviceHandle(device));
}

/** A Tensor from a typed array or a (nested) JS array; see Tensor.fromTypedArray/fromArray. */
function tensor(data, options) {
  return ArrayBuffer.isView(data) ? Tensor.fromTypedArray(data, options) : Tensor.fromArray(data, options);
}

module.exports = { full, zeros, ones, arange, eye, tensor };
