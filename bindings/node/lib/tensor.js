'use strict';
// Tensor: a JS object that owns one reference to a lazy Kiln tensor.

const util = require('node:util');
const capi = require('./capi.gen');
const { KilnError } = require('./errors');
const { Device } = require('./device');
const { dtypeOf, dtypeOfCode, dtypeOfTypedArray } = require('./dtypes');
const { nest, inferShape, flatten, elementCount } = require('./shapes');
const { track } = require('./tidy');

// The safety net for tensors nobody released: the handle goes when the object is collected.
// The raw call: a finalizer must not throw, and the status of a release there helps no one.
const forgotten = new FinalizationRegistry((handle) => capi.raw.kiln_tensor_release(handle));

// Only this module makes Tensors from handles; Tensor.fromHandle is the public door.
const OWN = Symbol('own');

let handleOf; // (tensor, what) -> its live handle; set in the class's static block

class Tensor {
  #handle;
  #shape = null;
  #dtype = null;

  constructor(token, handle) {
    if (token !== OWN) {
      throw new TypeError('use Tensor.fromArray, Tensor.fromTypedArray, kiln.zeros... to make a Tensor');
    }
    this.#handle = handle;
    forgotten.register(this, handle, this);
    track(this);
  }

  static {
    handleOf = (tensor, what) => {
      if (!(tensor instanceof Tensor)) throw new TypeError(`${what}: expected a Tensor, got ${describe(tensor)}`);
      if (tensor.#handle === null) {
        throw new KilnError('INVALID_HANDLE', capi.Status.INVALID_HANDLE,
          `${what}: the tensor was released and cannot be used`, what);
      }
      return tensor.#handle;
    };
  }

  /** Takes ownership of one reference to a kiln_tensor handle (a BigInt from kiln.capi). */
  static fromHandle(handle) {
    if (typeof handle !== 'bigint') throw new TypeError(`Tensor.fromHandle: expected a BigInt handle, got ${describe(handle)}`);
    return new Tensor(OWN, handle);
  }

  /** A tensor of the elements of a typed array, copied. Options: shape (default [length]),
   *  dtype (default from the array: Float32Array -> float32...; float16/bfloat16 take a
   *  Uint16Array of raw bits, bool a Uint8Array of 0/1) and device (default: Device.default()). */
  static fromTypedArray(data, { shape = [data?.length], dtype, device } = {}) {
    if (!ArrayBuffer.isView(data) || data instanceof DataView) {
      throw new TypeError(`Tensor.fromTypedArray: expected a typed array, got ${describe(data)}`);
    }
    const type = dtype === undefined ? dtypeOfTypedArray(data) : dtypeOf(dtype);
    if (!(data instanceof type.TypedArray)) {
      throw new TypeError(`Tensor.fromTypedArray: dtype ${type.name} takes a ${type.TypedArray.name}, got ${data.constructor.name}`);
    }
    const count = elementCount(shape, 'Tensor.fromTypedArray');
    if (count !== data.length) {
      // Checked here: the library cannot know the buffer's length and would read past it.
      throw new KilnError('SHAPE_MISMATCH', capi.Status.SHAPE_MISMATCH,
        `Tensor.fromTypedArray: shape [${shape}] holds ${count} elements but the array has ${data.length}`,
        'Tensor.fromTypedArray');
    }
    return adopt(capi.kiln_tensor_create, data.length ? data : null, type.code, int64s(shape), shape.length,
      deviceHandle(device));
  }

  /** A tensor of JS values: numbers, booleans or BigInts, flat (give `shape`) or nested arrays
   *  (the shape is inferred). Options: shape, dtype (default float32; bool for booleans, int64
   *  for BigInts), device. float16/bfloat16 values are numbers, rounded to nearest even. */
  static fromArray(values, { shape, dtype, device } = {}) {
    if (!Array.isArray(values)) throw new TypeError(`Tensor.fromArray: expected an array, got ${describe(values)}`);
    const flat = flatten(values);
    const type = dtypeOf(dtype ?? defaultDtype(flat));
    const data = type.TypedArray.from(flat, type.encode);
    return Tensor.fromTypedArray(data, { shape: shape ?? inferShape(values), dtype: type, device });
  }

  // ---- lifetime ----

  /** Releases the handle now (the primary way to free a tensor; the garbage collector only
   *  backs it up). Calling it again does nothing; any other use afterwards throws a KilnError
   *  with status INVALID_HANDLE. */
  release() {
    const handle = this.#handle;
    if (handle === null) return;
    this.#handle = null;
    forgotten.unregister(this);
    capi.kiln_tensor_release(handle);
  }

  [Symbol.dispose]() {
    this.release();
  }

  get released() {
    return this.#handle === null;
  }

  /** The kiln_tensor handle, borrowed: valid while this Tensor is alive and not released. */
  get handle() {
    return handleOf(this, 'Tensor.handle');
  }

  /** Another Tensor sharing this one's node (tensors are immutable); release each. */
  clone() {
    const handle = handleOf(this, 'Tensor.clone');
    capi.kiln_tensor_retain(handle);
    return new Tensor(OWN, handle);
  }

  // ---- metadata (never evaluates) ----

  /** The extents, e.g. [2, 3]. A fresh array each time. */
  get shape() {
    const handle = handleOf(this, 'Tensor.shape');
    if (this.#shape === null) {
      const ndim = [0];
      capi.kiln_tensor_ndim(handle, ndim);
      const dims = new BigInt64Array(ndim[0]);
      capi.kiln_tensor_shape(handle, dims, dims.length);
      this.#shape = Array.from(dims, Number);
    }
    return [...this.#shape];
  }

  get ndim() {
    return this.shape.length;
  }

  get size() {
    return this.shape.reduce((n, d) => n * d, 1);
  }

  /** The dtype's name, e.g. 'float32'. */
  get dtype() {
    return this.#dtypeInfo().name;
  }

  get itemsize() {
    return this.#dtypeInfo().itemsize;
  }

  get nbytes() {
    return this.size * this.itemsize;
  }

  get device() {
    const out = [null];
    capi.kiln_tensor_device(handleOf(this, 'Tensor.device'), out);
    return new Device(out[0]);
  }

  get isEvaluated() {
    const out = [false];
    capi.kiln_tensor_is_evaluated(handleOf(this, 'Tensor.isEvaluated'), out);
    return out[0];
  }

  #dtypeInfo() {
    const handle = handleOf(this, 'Tensor.dtype');
    if (this.#dtype === null) {
      const out = [0];
      capi.kiln_tensor_dtype(handle, out);
      this.#dtype = dtypeOfCode(out[0]);
    }
    return this.#dtype;
  }

  // ---- evaluation and reading ----

  /** Computes the tensor (and what it needs) now; returns this. */
  eval() {
    evalTensors(this);
    return this;
  }

  /** The elements, row-major, in the dtype's typed array (evaluates). float16 and bfloat16
   *  give raw bits in a Uint16Array, bool a Uint8Array of 0/1. */
  toTypedArray() {
    const handle = handleOf(this, 'Tensor.toTypedArray');
    const type = this.#dtypeInfo();
    const data = new type.TypedArray(this.size);
    capi.kiln_tensor_read(handle, data.length ? data : null, data.byteLength);
    return data;
  }

  /** The values as nested JS arrays of numbers or booleans (bool); a 0-d tensor gives its value.
   *  int64 and uint64 give numbers when every value is exact as one (|v| <= 2^53: indices from
   *  argmax, counts), else BigInts throughout; `{ bigint: true }` asks for BigInts always. */
  toArray({ bigint = false, ...rest } = {}) {
    rejectUnknownOptions(rest, 'Tensor.toArray');
    const flat = Array.from(this.toTypedArray(), this.#dtypeInfo().decode);
    return nest(bigint ? flat : numbersIfExact(flat), this.shape);
  }

  /** The value of a one-element tensor: a number (a BigInt for a 64-bit integer beyond 2^53, or
   *  with `{ bigint: true }`), or a boolean. */
  item({ bigint = false, ...rest } = {}) {
    rejectUnknownOptions(rest, 'Tensor.item');
    if (this.size !== 1) throw new RangeError(`Tensor.item: the tensor has ${this.size} elements, not 1`);
    const value = this.#dtypeInfo().decode(this.toTypedArray()[0]);
    return bigint ? value : numbersIfExact([value])[0];
  }

  /** JSON.stringify(tensor): the nested values; 64-bit integers as numbers where exact, else
   *  as decimal strings (JSON has no BigInt). */
  toJSON() {
    return JSON.parse(JSON.stringify(this.toArray(), (_, v) => (typeof v === 'bigint' ? jsonInteger(v) : v)));
  }

  /** for (const row of tensor): the values along the first axis (nested arrays for n-d). */
  * [Symbol.iterator]() {
    if (this.shape.length === 0) throw new TypeError('Tensor: a 0-d tensor is not iterable; use item()');
    yield* this.toArray();
  }

  toString() {
    if (this.released) return 'Tensor(released)';
    return `Tensor(${JSON.stringify(this.toArray(), (_, v) => (typeof v === 'bigint' ? `${v}` : v))}, ` +
      `shape=[${this.shape}], dtype=${this.dtype})`;
  }

  [util.inspect.custom]() {
    return this.toString();
  }
}

// BigInts as numbers when all of them are exact as numbers; anything else unchanged.
function numbersIfExact(values) {
  const exact = (v) => typeof v !== 'bigint' || (v >= -(2n ** 53n) && v <= 2n ** 53n);
  return values.every(exact) ? values.map((v) => (typeof v === 'bigint' ? Number(v) : v)) : values;
}

function rejectUnknownOptions(rest, where) {
  const unknown = Object.keys(rest);
  if (unknown.length) throw new TypeError(`${where}: unknown option ${unknown.join(', ')}; the one option is bigint`);
}

function jsonInteger(v) {
  return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : `${v}`;
}

/** Computes several tensors in one call (shared work is done once). */
function evalTensors(...tensors) {
  const handles = tensors.flat().map((t) => handleOf(t, 'kiln.eval'));
  capi.kiln_tensor_eval(handles, handles.length);
}

/** Calls a C function whose last parameter receives a new tensor, and owns that tensor. */
function adopt(fn, ...args) {
  const out = [null];
  fn(...args, out);
  return new Tensor(OWN, out[0]);
}

function deviceHandle(device) {
  if (device === undefined || device === null) return Device.default().handle;
  if (device instanceof Device) return device.handle;
  if (typeof device === 'string') return Device.find(device).handle;
  throw new TypeError(`expected a Device or a label such as 'cpu', got ${describe(device)}`);
}

function int64s(values) {
  return BigInt64Array.from(values, (v) => BigInt(v));
}

function defaultDtype(flat) {
  if (flat.length && flat.every((v) => typeof v === 'boolean')) return 'bool';
  if (flat.length && flat.every((v) => typeof v === 'bigint')) return 'int64';
  return 'float32';
}

function describe(value) {
  if (value === null || value === undefined) return String(value);
  return value.constructor?.name ?? typeof value;
}

module.exports = { Tensor, adopt, handleOf, evalTensors, deviceHandle, int64s };
