'use strict';
// The ops as Tensor methods (a.add(b), a.sum([1])) and as functions (kiln.add(a, b)). Every op is
// lazy: it returns a new Tensor at once, computed on eval() or when read.

const capi = require('./capi.gen');
const { Tensor, adopt, handleOf, int64s, deviceHandle } = require('./tensor');
const { dtypeOf } = require('./dtypes');

// The long names NumPy users look for, and the short ones these methods have always had.
const ALIASES = { negative: 'neg', subtract: 'sub', multiply: 'mul', divide: 'div', power: 'pow',
  remainder: 'mod', floorDivide: 'floorDiv', equal: 'eq', notEqual: 'ne', less: 'lt',
  lessEqual: 'le', greater: 'gt', greaterEqual: 'ge' };

// method name -> C function for every unary (x -> out), binary ((a, b) -> out, broadcasting; b may
// be a JS number), reduce ((x, axes, naxes, keepdims) -> out) and scan ((x, axis, reverse) -> out)
// op in abi/ops.json.
const UNARY = {};
const BINARY = { matmul: 'kiln_matmul' };
const REDUCTIONS = {};
const SCANS = {};
for (const [name, family] of capi.OPS) {
  const camel = name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
  const table = { unary: UNARY, binary: BINARY, reduce: REDUCTIONS, scan: SCANS }[family];
  table[ALIASES[camel] ?? camel] = `kiln_${name}`;
}

// method name -> C function, for (x, int64 list, count) -> out. transpose() and squeeze() with no
// axes pass NULL: reverse the axes, drop every axis of extent 1.
const WITH_LIST = {
  reshape: 'kiln_reshape', transpose: 'kiln_transpose', broadcastTo: 'kiln_broadcast_to',
  expandDims: 'kiln_expand_dims', squeeze: 'kiln_squeeze', flip: 'kiln_flip',
};

const INT64_LIMIT = 2 ** 63;

/** A plain JS value as the C API's weak scalar on `device` (docs/dtypes.md, "Plain numbers"):
 *  integral numbers and BigInts are weak ints, other numbers weak floats, so int32 + 0.5 is
 *  float32 1.5 and int8 + 3 stays int8, as in every binding. A boolean is a bool tensor. */
function weakScalar(value, device) {
  const where = deviceHandle(device);
  if (typeof value === 'boolean') return Tensor.fromArray([value], { shape: [], dtype: 'bool', device });
  if (typeof value === 'bigint') {
    if (value < -(2n ** 63n) || value >= 2n ** 63n) {
      return Tensor.fromArray([value], { shape: [], dtype: 'uint64', device });  // only uint64 holds it
    }
    return adopt(capi.kiln_weak_scalar_int, value, where);
  }
  if (Number.isInteger(value) && Math.abs(value) < INT64_LIMIT) return adopt(capi.kiln_weak_scalar_int, BigInt(value), where);
  return adopt(capi.kiln_weak_scalar_float, value, where);
}

/** A Tensor operand as a handle; a JS number (or BigInt, or boolean) becomes a weak scalar on
 *  `like`'s device, released by the caller through `temps`. */
function operand(value, like, what, temps) {
  if (value instanceof Tensor) return handleOf(value, what);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    const scalar = weakScalar(value, like.device);
    temps.push(scalar);
    return scalar.handle;
  }
  throw new TypeError(`${what}: expected a Tensor or a number, got ${value?.constructor?.name ?? value}`);
}

/** Runs a C op on tensor/scalar operands; scalars made here are released at once (the new
 *  tensor holds its own references to its inputs). */
function apply(fnName, what, like, operands, ...rest) {
  const temps = [];
  try {
    const handles = operands.map((v) => operand(v, like, what, temps));
    return adopt(capi[fnName], ...handles, ...rest);
  } finally {
    temps.forEach((t) => t.release());
  }
}

for (const [method, fnName] of Object.entries(UNARY)) {
  Tensor.prototype[method] = function unary() {
    return apply(fnName, `Tensor.${method}`, this, [this]);
  };
}

for (const [method, fnName] of Object.entries(BINARY)) {
  Tensor.prototype[method] = function binary(other) {
    handleOf(this, `Tensor.${method}`);
    return apply(fnName, `Tensor.${method}`, this, [this, other]);
  };
}

/** A reduction's keepdims from its second argument: a boolean, or { keepdims } / { keepDims };
 *  anything else (an unknown option, a non-boolean) is a TypeError, never silently ignored. */
function keepdimsOf(options, what) {
  if (options === undefined || typeof options === 'boolean') return options ?? false;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${what}: the second argument is keepdims (a boolean) or { keepdims }, got ${String(options)}`);
  }
  const unknown = Object.keys(options).filter((k) => k !== 'keepdims' && k !== 'keepDims');
  if (unknown.length) throw new TypeError(`${what}: unknown option(s) ${unknown.join(', ')} (known: keepdims)`);
  const value = options.keepdims ?? options.keepDims ?? false;
  if (typeof value !== 'boolean') throw new TypeError(`${what}: keepdims must be a boolean, got ${String(value)}`);
  return value;
}

for (const [method, fnName] of Object.entries(REDUCTIONS)) {
  /** axes: a number, an array, or undefined for all axes; keepdims (a boolean, or
   *  { keepdims: true }) keeps them as extent 1. */
  Tensor.prototype[method] = function reduce(axes, options) {
    const keepdims = keepdimsOf(options, `Tensor.${method}`);
    const list = axes === undefined || axes === null ? null : int64s([axes].flat());
    return apply(fnName, `Tensor.${method}`, this, [this], list, list ? list.length : 0, keepdims);
  };
}

for (const [method, fnName] of Object.entries(SCANS)) {
  /** Along one axis (default 0); reverse scans from the end of the axis. */
  Tensor.prototype[method] = function scan(axis = 0, { reverse = false } = {}) {
    return apply(fnName, `Tensor.${method}`, this, [this], axis, reverse);
  };
}

for (const [method, fnName] of Object.entries(WITH_LIST)) {
  Tensor.prototype[method] = function withList(...values) {
    const list = values.flat();
    const useNull = list.length === 0 && (method === 'transpose' || method === 'squeeze');
    return apply(fnName, `Tensor.${method}`, this, [this], useNull ? null : int64s(list), list.length);
  };
}

for (const [alias, method] of Object.entries(ALIASES)) {
  Tensor.prototype[alias] = Tensor.prototype[method];
}

Object.assign(Tensor.prototype, {
  /** The values converted to another dtype (floats to ints saturate). */
  astype(dtype) {
    return apply('kiln_astype', 'Tensor.astype', this, [this], dtypeOf(dtype).code);
  },

  /** The same bits read as another dtype of the same size. */
  bitcast(dtype) {
    return apply('kiln_bitcast', 'Tensor.bitcast', this, [this], dtypeOf(dtype).code);
  },

  clip(lo, hi) {
    return apply('kiln_clip', 'Tensor.clip', this, [this, lo, hi]);
  },

  /** Elements at integer `indices` (a Tensor or an array of integers) along `axis`, as numpy.take. */
  take(indices, axis = 0) {
    const idx = Array.isArray(indices) ? Tensor.fromArray(indices, { dtype: 'int64', device: this.device }) : indices;
    try {
      return apply('kiln_take', 'Tensor.take', this, [this, idx], axis);
    } finally {
      if (idx !== indices) idx.release();
    }
  },

  /** Elements start:stop:step on each axis (arrays with one entry per axis, as C's kiln_slice). */
  slice(start, stop, step = start.map(() => 1)) {
    return apply('kiln_slice', 'Tensor.slice', this, [this], int64s(start), int64s(stop), int64s(step), start.length);
  },

  /** Pads with `value`: before[i] and after[i] elements on axis i (one entry per axis). */
  pad(before, after, value = 0) {
    return apply('kiln_pad', 'Tensor.pad', this, [this], int64s(before), int64s(after), before.length, value);
  },

  /** A copy on another device (a Device or a label such as 'vulkan:0'). */
  to(device) {
    return adopt(capi.kiln_tensor_to_device, handleOf(this, 'Tensor.to'), deviceHandle(device));
  },
});

/** cond ? x : y elementwise; x and y may be numbers (of the other's dtype). */
function where(cond, x, y) {
  const like = x instanceof Tensor ? x : y;
  return apply('kiln_where', 'kiln.where', like, [cond, x, y]);
}

function joined(fnName, what, tensors, axis) {
  const handles = tensors.map((t) => handleOf(t, what));
  return adopt(capi[fnName], handles, handles.length, axis);
}

const concatenate = (tensors, axis = 0) => joined('kiln_concatenate', 'kiln.concatenate', tensors, axis);
const stack = (tensors, axis = 0) => joined('kiln_stack', 'kiln.stack', tensors, axis);

// Every method also as a function of its first operand: kiln.add(a, b), kiln.sum(x, [1]).
const functions = Object.fromEntries(
  [...Object.keys(UNARY), ...Object.keys(BINARY), ...Object.keys(REDUCTIONS), ...Object.keys(SCANS),
    ...Object.keys(WITH_LIST), ...Object.keys(ALIASES), 'astype', 'bitcast', 'clip', 'take', 'slice', 'pad']
    .map((name) => [name, (x, ...args) => Tensor.prototype[name].call(x, ...args)]),
);

module.exports = { ...functions, where, concatenate, stack };
