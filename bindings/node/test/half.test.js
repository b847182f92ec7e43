'use strict';
// The float16/bfloat16 conversions against known bit patterns.

const test = require('node:test');
const assert = require('node:assert/strict');
const half = require('../lib/half');

test('float16 bits', () => {
  const cases = [[1, 0x3c00], [-2, 0xc000], [65504, 0x7bff], [0.1, 0x2e66], [2 ** -24, 0x0001],
    [1e-8, 0x0000], [65520, 0x7c00], [-Infinity, 0xfc00], [6.1e-5, 0x03ff]];
  for (const [value, bits] of cases) assert.equal(half.toFloat16Bits(value), bits, `${value}`);
  assert.equal(half.fromFloat16Bits(0x3555), 0.333251953125);
  assert.equal(half.fromFloat16Bits(0x0001), 2 ** -24);
  assert.ok(Number.isNaN(half.fromFloat16Bits(half.toFloat16Bits(NaN))));
});

test('bfloat16 bits', () => {
  const cases = [[1, 0x3f80], [-3.5, 0xc060], [0.1, 0x3dcd], [Infinity, 0x7f80]];
  for (const [value, bits] of cases) assert.equal(half.toBfloat16Bits(value), bits, `${value}`);
  assert.equal(half.fromBfloat16Bits(0x4049), 3.140625);
  assert.ok(Number.isNaN(half.fromBfloat16Bits(half.toBfloat16Bits(NaN))));
});
