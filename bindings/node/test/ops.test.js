'use strict';
// Ops against values computed in JS.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertClose, withTensors } = require('./support');

const { Tensor } = kiln;
const A = [1.5, -2, 3.25, 4, 0.5, 6];
const B = [2, 0.5, -1, 8, 3, 0.25];
const f32 = (values) => values.map(Math.fround);

function pair(track) {
  const a = track(Tensor.fromArray(A, { shape: [2, 3] }));
  const b = track(Tensor.fromArray(B, { shape: [2, 3] }));
  return [a, b];
}

test('elementwise arithmetic matches JS', () => withTensors((track) => {
  const [a, b] = pair(track);
  const flat = (t) => Array.from(track(t).toTypedArray());
  assert.deepEqual(flat(a.add(b)), f32(A.map((x, k) => x + B[k])));
  assert.deepEqual(flat(a.sub(b)), f32(A.map((x, k) => x - B[k])));
  assert.deepEqual(flat(a.mul(b)), f32(A.map((x, k) => x * B[k])));
  assert.deepEqual(flat(a.div(b)), f32(A.map((x, k) => Math.fround(x) / Math.fround(B[k]))));
  assert.deepEqual(flat(a.maximum(b)), f32(A.map((x, k) => Math.max(x, B[k]))));
  assert.deepEqual(flat(a.neg()), f32(A.map((x) => -x)));
  assert.deepEqual(flat(a.abs()), f32(A.map(Math.abs)));
  assertClose(flat(b.sqrt()), B.map(Math.sqrt), 1e-6);
  assertClose(flat(a.exp()), A.map(Math.exp), 1e-6);
  assertClose(flat(a.tanh()), A.map(Math.tanh), 1e-6);
}));

test('comparisons give bool tensors', () => withTensors((track) => {
  const [a, b] = pair(track);
  const lt = track(a.lt(b));
  assert.equal(lt.dtype, 'bool');
  assert.deepEqual(lt.toArray().flat(), A.map((x, k) => x < B[k]));
  assert.deepEqual(track(a.eq(a)).toArray().flat(), A.map(() => true));
}));

test('JS numbers broadcast as scalars of the tensor dtype', () => withTensors((track) => {
  const i = track(Tensor.fromArray([1, 2, 3], { dtype: 'int32' }));
  const r = track(i.mul(10).add(-1));
  assert.equal(r.dtype, 'int32');
  assert.deepEqual(r.toArray(), [9, 19, 29]);
  const big = track(Tensor.fromArray([2n ** 60n]).add(1n));
  assert.deepEqual(big.toArray(), [2n ** 60n + 1n]);
}));

test('broadcasting a row over a matrix', () => withTensors((track) => {
  const [a] = pair(track);
  const row = track(Tensor.fromArray([10, 20, 30]));
  const r = track(a.add(row));
  assert.deepEqual(r.shape, [2, 3]);
  assert.deepEqual(Array.from(r.toTypedArray()), f32(A.map((x, k) => x + [10, 20, 30][k % 3])));
}));

test('reductions over axes, with and without keepdims', () => withTensors((track) => {
  const [a] = pair(track);
  const rows = [A.slice(0, 3), A.slice(3)];
  const rowSums = rows.map((r) => r.reduce((x, y) => x + y));
  assert.deepEqual(track(a.sum([1])).toArray(), f32(rowSums));
  assert.deepEqual(track(a.sum(1, { keepdims: true })).shape, [2, 1]);
  assert.deepEqual(track(a.sum()).toArray(), Math.fround(rowSums[0] + rowSums[1]));
  assert.deepEqual(track(a.max(0)).toArray(), f32([0, 1, 2].map((k) => Math.max(rows[0][k], rows[1][k]))));
  assertClose([track(a.mean()).item()], [A.reduce((x, y) => x + y) / 6], 1e-6);
  const arg = track(a.argmax(1));
  // int64 indices come back as plain numbers (exact below 2^53); BigInts on request.
  assert.deepEqual(arg.toArray(), rows.map((r) => r.indexOf(Math.max(...r))));
  assert.deepEqual(arg.toArray({ bigint: true }), rows.map((r) => BigInt(r.indexOf(Math.max(...r)))));
  assert.equal(typeof track(a.argmin()).item(), 'number');
  assert.throws(() => arg.toArray({ bigInt: true }), TypeError);
}));

test('shape ops: reshape, transpose, expandDims, squeeze, flip', () => withTensors((track) => {
  const [a] = pair(track);
  const r = track(a.reshape([3, 2]));
  assert.deepEqual(r.shape, [3, 2]);
  assert.deepEqual(r.toArray(), [[A[0], A[1]], [A[2], A[3]], [A[4], A[5]]]);
  const t = track(a.transpose());
  assert.deepEqual(t.shape, [3, 2]);
  assert.deepEqual(t.toArray(), [[A[0], A[3]], [A[1], A[4]], [A[2], A[5]]]);
  const e = track(a.expandDims(0));
  assert.deepEqual(e.shape, [1, 2, 3]);
  assert.deepEqual(track(e.squeeze()).shape, [2, 3]);
  assert.deepEqual(track(a.flip(1)).toArray(), [A.slice(0, 3).reverse(), A.slice(3).reverse()]);
}));

test('matmul matches a JS matrix product', () => withTensors((track) => {
  const m = [[1, 2, 3], [4, 5, 6]];
  const n = [[7, 8], [9, 10], [11, 12]];
  const expected = m.map((row) => n[0].map((_, j) => row.reduce((acc, x, k) => acc + x * n[k][j], 0)));
  const product = track(track(Tensor.fromArray(m)).matmul(track(Tensor.fromArray(n))));
  assert.deepEqual(product.toArray(), expected);
}));

test('astype, where, clip, concatenate, stack', () => withTensors((track) => {
  const x = track(Tensor.fromArray([-1.7, 0.2, 2.9]));
  assert.deepEqual(track(x.astype('int32')).toArray(), [-1, 0, 2]);
  const cond = track(Tensor.fromArray([true, false, true]));
  assert.deepEqual(track(kiln.where(cond, x, 0)).toArray(), f32([-1.7, 0, 2.9]));
  assert.deepEqual(track(x.clip(-1, 1)).toArray(), [-1, Math.fround(0.2), 1]);
  const cat = track(kiln.concatenate([x, x]));
  assert.deepEqual(cat.shape, [6]);
  assert.deepEqual(track(kiln.stack([x, x], 0)).shape, [2, 3]);
}));

test('take picks elements along an axis', () => withTensors((track) => {
  const x = track(Tensor.fromArray([[1, 2, 3], [4, 5, 6]], { dtype: 'int32' }));
  assert.deepEqual(track(x.take([2, 0], 1)).toArray(), [[3, 1], [6, 4]]);
  assert.deepEqual(track(x.take([-1], 0)).toArray(), [[4, 5, 6]]);
}));

test('ops are lazy until eval; one eval computes several tensors', () => withTensors((track) => {
  const [a, b] = pair(track);
  const sum = track(a.add(b));
  const prod = track(a.mul(b));
  assert.equal(sum.isEvaluated, false);
  kiln.eval(sum, prod);
  assert.equal(sum.isEvaluated, true);
  assert.equal(prod.isEvaluated, true);
  const later = track(a.sub(b));
  assert.equal(later.eval(), later);
  assert.equal(later.isEvaluated, true);
}));

test('function forms match the methods', () => withTensors((track) => {
  const [a, b] = pair(track);
  assert.deepEqual(track(kiln.add(a, b)).toArray(), track(a.add(b)).toArray());
  assert.deepEqual(track(kiln.sum(a, [0])).toArray(), track(a.sum([0])).toArray());
  assert.deepEqual(track(kiln.multiply(a, 2)).toArray(), track(a.mul(2)).toArray());
}));

test('plain numbers follow the C API weak-scalar rule (docs/dtypes.md)', () => withTensors((track) => {
  const cases = [
    [Tensor.fromArray([1], { dtype: 'int32' }), (t) => t.add(0.5), 'float32', [1.5]],
    [Tensor.fromArray([1], { dtype: 'float16' }), (t) => t.add(2.0), 'float16', [3]],
    [Tensor.fromArray([1], { dtype: 'int8' }), (t) => t.add(3), 'int8', [4]],
    [Tensor.fromArray([true]), (t) => t.add(2), 'int64', [3]],
    [Tensor.fromArray([1], { dtype: 'float64' }), (t) => t.add(0.1), 'float64', [1.1]],
    [Tensor.fromArray([2], { dtype: 'int16' }), (t) => kiln.sub(t, 5n), 'int16', [-3]],
  ];
  for (const [x, op, dtype, values] of cases) {
    const r = track(op(track(x)));
    assert.equal(r.dtype, dtype);
    assert.deepEqual(r.toArray(), values);
  }
  const u8 = track(Tensor.fromArray([1], { dtype: 'uint8' }));
  assert.throws(() => u8.add(300), (e) => e.status === 'INVALID_ARGUMENT' && /300 is out of range .*uint8/.test(e.message));
}));

test('every unary, binary and reduce op of the op table is a method and a function', () => {
  for (const [name] of kiln.capi.OPS) {
    const camel = name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
    assert.equal(typeof Tensor.prototype[camel], 'function', camel);
    assert.equal(typeof kiln[camel], 'function', camel);
  }
});

test('the math ops added through the op table match JS', () => withTensors((track) => {
  const x = [0.25, -0.5, 0.75, 0.1];
  const t = track(Tensor.fromArray(x));
  const flat = (u) => Array.from(track(u).toTypedArray());
  assertClose(flat(t.asin()), x.map(Math.asin), 1e-6);
  assertClose(flat(t.atanh()), x.map(Math.atanh), 1e-6);
  assertClose(flat(t.cbrt()), x.map(Math.cbrt), 1e-6);
  assertClose(flat(t.log2()), x.map(Math.log2), 1e-6);
  assertClose(flat(t.exp2()), x.map((v) => 2 ** v), 1e-6);
  assertClose(flat(track(t.erfInv()).erf()), x, 1e-6);
  assertClose(flat(t.hypot(t)), x.map((v) => Math.hypot(v, v)), 1e-6);
  assert.deepEqual(flat(t.trunc()), f32(x.map(Math.trunc)));
}));

test('pad adds constant elements on each axis', () => withTensors((track) => {
  const t = track(Tensor.fromArray([1, 2], { shape: [1, 2] }));
  const p = track(t.pad([1, 0], [0, 1], 9));
  assert.deepEqual(p.shape, [2, 3]);
  assert.deepEqual(p.toArray(), [[9, 9, 9], [1, 2, 9]]);
}));
