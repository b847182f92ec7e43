'use strict';
// float16 and bfloat16 have no JS typed array: tensors of them travel as Uint16Array raw bits.
// These convert between those bits and JS numbers, rounding to nearest even like the library.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

function float32Bits(x) {
  f32[0] = x;
  return u32[0];
}

function bitsFloat32(bits) {
  u32[0] = bits;
  return f32[0];
}

/** IEEE binary16 bits of x (through float32, as NumPy's float32 -> float16). */
function toFloat16Bits(x) {
  const b = float32Bits(x);
  const sign = (b >>> 16) & 0x8000;
  const exp = (b >>> 23) & 0xff;
  let mant = b & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0); // infinity, or a quiet NaN
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00; // too large: infinity
  if (e <= 0) { // a subnormal half (or zero): units of 2^-24
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    return sign | roundShift(mant, shift);
  }
  // A carry out of the mantissa bumps the exponent, up to infinity: what rounding should do.
  return sign | roundShift((e << 23) | mant, 13);
}

/** value >> shift, rounded to nearest even. */
function roundShift(value, shift) {
  let kept = value >>> shift;
  const rest = value & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  if (rest > half || (rest === half && (kept & 1))) kept += 1;
  return kept;
}

function fromFloat16Bits(h) {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 0x1f) return mant ? NaN : sign * Infinity;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

/** bfloat16 bits of x: the top half of its float32, rounded to nearest even. */
function toBfloat16Bits(x) {
  const b = float32Bits(x);
  if ((b & 0x7fffffff) > 0x7f800000) return (b >>> 16) | 0x40; // keep NaN a (quiet) NaN
  return ((b + 0x7fff + ((b >>> 16) & 1)) >>> 16) & 0xffff;
}

function fromBfloat16Bits(h) {
  return bitsFloat32((h << 16) >>> 0);
}

module.exports = { toFloat16Bits, fromFloat16Bits, toBfloat16Bits, fromBfloat16Bits };
