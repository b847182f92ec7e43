'use strict';
// Element types: the name of each (the doc of its kiln_dtype value in the spec, e.g. 'float32'),
// its code, size and the JS typed array its elements travel in.

const capi = require('./capi.gen');
const half = require('./half');

// How each dtype's elements look in JS. float16 and bfloat16 travel as raw bits (Uint16Array);
// toArray() decodes them to numbers. bool travels as Uint8Array of 0/1.
// Integers a dtype cannot hold are a RangeError (as in the Python binding and NumPy 2), never
// wrapped around by the typed array.
function integerIn(name, bits, signed, big) {
  const low = signed ? -(2n ** BigInt(bits - 1)) : 0n;
  const high = (signed ? 2n ** BigInt(bits - 1) : 2n ** BigInt(bits)) - 1n;
  return (v) => {
    const whole = typeof v === 'number' && Number.isFinite(v) ? BigInt(Math.trunc(v)) : v;
    if (typeof whole === 'bigint' && (whole < low || whole > high)) {
      throw new RangeError(`${v} is out of range for ${name} (${low}..${high})`);
    }
    return big ? BigInt(v) : v;
  };
}

function NoTypedArray(name, hint) {
  const refuse = () => {
    throw new TypeError(`kiln: ${name} tensors have no JS typed array in this binding${hint}`);
  };
  return class { constructor() { refuse(); } static from() { refuse(); } };
}
const ComplexUnsupported = (name) => NoTypedArray(name, '');
// float8 and the 2- and 4-bit integers compute in float32 / int8 / uint8 inside Kiln: their
// values travel as that type (astype both ways).
const NarrowUnsupported = (name, via) => NoTypedArray(name, `: astype to or from ${via}`);
// Bits per element of the packed sub-byte integers (kiln_dtype_size refuses them).
const SUB_BYTE_BITS = { int2: 2, int4: 4, uint2: 2, uint4: 4 };

const HOST = {
  bool: { array: Uint8Array, encode: (v) => (v ? 1 : 0), decode: (v) => v !== 0 },
  int8: { array: Int8Array, encode: integerIn('int8', 8, true) },
  int16: { array: Int16Array, encode: integerIn('int16', 16, true) },
  int32: { array: Int32Array, encode: integerIn('int32', 32, true) },
  int64: { array: BigInt64Array, encode: integerIn('int64', 64, true, true) },
  uint8: { array: Uint8Array, encode: integerIn('uint8', 8, false) },
  uint16: { array: Uint16Array, encode: integerIn('uint16', 16, false) },
  uint32: { array: Uint32Array, encode: integerIn('uint32', 32, false) },
  uint64: { array: BigUint64Array, encode: integerIn('uint64', 64, false, true) },
  float16: { array: Uint16Array, encode: half.toFloat16Bits, decode: half.fromFloat16Bits },
  bfloat16: { array: Uint16Array, encode: half.toBfloat16Bits, decode: half.fromBfloat16Bits },
  float32: { array: Float32Array },
  float64: { array: Float64Array },
  // No JS typed array holds a complex element: such tensors work (ops, dtype, shape) but are not
  // made from or read into JS arrays by this binding yet.
  complex64: { array: ComplexUnsupported('complex64') },
  complex128: { array: ComplexUnsupported('complex128') },
  float8_e5m2: { array: NarrowUnsupported('float8_e5m2', 'float32') },
  float8_e4m3fn: { array: NarrowUnsupported('float8_e4m3fn', 'float32') },
  int2: { array: NarrowUnsupported('int2', 'int8') },
  int4: { array: NarrowUnsupported('int4', 'int8') },
  uint2: { array: NarrowUnsupported('uint2', 'uint8') },
  uint4: { array: NarrowUnsupported('uint4', 'uint8') },
};

/** One frozen descriptor per dtype the spec lists, keyed by name. */
const DTYPES = Object.freeze(Object.fromEntries(Object.entries(capi.Dtype).map(([, code]) => {
  const name = capi.DtypeDoc[code];
  const host = HOST[name];
  if (!host) throw new Error(`kiln: dtype ${name} (${code}) has no JS mapping in dtypes.js`);
  const size = [0];
  if (SUB_BYTE_BITS[name]) size[0] = SUB_BYTE_BITS[name] / 8;
  else capi.kiln_dtype_size(code, size);
  return [name, Object.freeze({
    name,
    code,
    itemsize: size[0], // bytes; a fraction for the packed 2- and 4-bit integers
    TypedArray: host.array,
    encode: host.encode ?? ((v) => v), // JS value -> typed array element
    decode: host.decode ?? ((v) => v), // typed array element -> JS value
  })];
})));

const BY_CODE = new Map(Object.values(DTYPES).map((d) => [d.code, d]));

// The dtype a typed array means when none is given (Uint8Array is uint8, Uint16Array uint16).
const BY_ARRAY = new Map([
  [Int8Array, 'int8'], [Int16Array, 'int16'], [Int32Array, 'int32'], [BigInt64Array, 'int64'],
  [Uint8Array, 'uint8'], [Uint16Array, 'uint16'], [Uint32Array, 'uint32'], [BigUint64Array, 'uint64'],
  [Float32Array, 'float32'], [Float64Array, 'float64'],
]);

/** The descriptor of a dtype given by name ('float32') or descriptor; TypeError otherwise. */
function dtypeOf(value) {
  const found = typeof value === 'string' ? DTYPES[value] : BY_CODE.get(value?.code);
  if (!found || (typeof value === 'object' && found !== value)) {
    throw new TypeError(`unknown dtype ${String(value?.name ?? value)}; one of: ${Object.keys(DTYPES).join(', ')}`);
  }
  return found;
}

function dtypeOfCode(code) {
  const found = BY_CODE.get(code);
  if (!found) throw new TypeError(`the library returned dtype code ${code}, which this binding does not know`);
  return found;
}

/** The dtype a typed array holds unless told otherwise. */
function dtypeOfTypedArray(data) {
  const name = BY_ARRAY.get(data.constructor);
  if (!name) throw new TypeError(`${data.constructor.name} has no Kiln dtype; use one of ${[...BY_ARRAY.keys()].map((c) => c.name).join(', ')}`);
  return DTYPES[name];
}

module.exports = { DTYPES, dtypeOf, dtypeOfCode, dtypeOfTypedArray };
