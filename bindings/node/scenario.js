'use strict';
// The cross-language scenario of bindings/SCENARIO.md; stdout must equal bindings/scenario.expected.

const assert = require('node:assert');
const kiln = require('./lib');

const list = (tensor) => Array.from(tensor.toTypedArray(), (v) => String(v)).join(',');

const { major, minor, patch } = kiln.version();
console.log(`version=${major}.${minor}.${patch}`);

const a = kiln.Tensor.fromTypedArray(new Float32Array([1, 2, 3, 4, 5, 6]), { shape: [2, 3] });
console.log(`a shape=[${a.shape}] dtype=${a.dtype}`);

const b = kiln.arange(0, 3, 1, { dtype: 'float32' });
const ab = a.add(b);
const c = ab.mul(a);
const s = c.sum([1], { keepdims: false });
const i = s.astype('int32');
kiln.eval(c, s, i);

console.log(`c=[${list(c)}]`);
console.log(`s shape=[${s.shape}] dtype=${s.dtype}`);
console.log(`s=[${list(s)}]`);
console.log(`i dtype=${i.dtype} i=[${list(i)}]`);

try {
  a.reshape([4]);
  assert.fail('reshape of a [2,3] tensor to [4] succeeded');
} catch (err) {
  if (!(err instanceof kiln.KilnError)) throw err;
  assert.ok(err.message.length > 0, 'the error message is empty');
  console.log(`error=${err.status}`);
}

for (const t of [a, b, ab, c, s, i]) t.release();
