'use strict';
// Creating tensors from host data and reading them back, for several dtypes.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertKilnError, withTensors } = require('./support');

const { Tensor } = kiln;

test('typed arrays round-trip with the dtype they imply', () => withTensors((track) => {
  const cases = [
    [new Float32Array([1.5, -2.25, 3e-3, 1e30]), 'float32'],
    [new Float64Array([Math.PI, -1e-300, 2 ** 60]), 'float64'],
    [new Int8Array([-128, 0, 127]), 'int8'],
    [new Int16Array([-32768, 12345]), 'int16'],
    [new Int32Array([-(2 ** 31), 7, 2 ** 31 - 1]), 'int32'],
    [new BigInt64Array([-(2n ** 63n), 2n ** 53n + 1n, 2n ** 63n - 1n]), 'int64'],
    [new Uint8Array([0, 200, 255]), 'uint8'],
    [new Uint16Array([65535, 1]), 'uint16'],
    [new Uint32Array([2 ** 32 - 1, 3]), 'uint32'],
    [new BigUint64Array([2n ** 64n - 1n, 5n]), 'uint64'],
  ];
  for (const [data, dtype] of cases) {
    const t = track(Tensor.fromTypedArray(data));
    assert.equal(t.dtype, dtype);
    assert.deepEqual(t.shape, [data.length]);
    const back = t.toTypedArray();
    assert.equal(back.constructor, data.constructor, dtype);
    assert.deepEqual(back, data, dtype);
  }
}));

test('a shape and a dtype can be given; toArray nests the values', () => withTensors((track) => {
  const t = track(Tensor.fromTypedArray(new Int32Array([1, 2, 3, 4, 5, 6]), { shape: [3, 2] }));
  assert.deepEqual(t.shape, [3, 2]);
  assert.equal(t.ndim, 2);
  assert.equal(t.size, 6);
  assert.equal(t.nbytes, 24);
  assert.deepEqual(t.toArray(), [[1, 2], [3, 4], [5, 6]]);
}));

test('nested JS arrays give their shape; booleans give bool, BigInts int64', () => withTensors((track) => {
  const f = track(Tensor.fromArray([[1, 2, 3], [4, 5, 6]]));
  assert.equal(f.dtype, 'float32');
  assert.deepEqual(f.shape, [2, 3]);
  assert.deepEqual(f.toArray(), [[1, 2, 3], [4, 5, 6]]);

  const b = track(Tensor.fromArray([true, false, true]));
  assert.equal(b.dtype, 'bool');
  assert.deepEqual(b.toArray(), [true, false, true]);
  assert.deepEqual(b.toTypedArray(), new Uint8Array([1, 0, 1]));

  const i = track(Tensor.fromArray([[1n], [-(2n ** 62n)]]));
  assert.equal(i.dtype, 'int64');
  assert.deepEqual(i.toArray(), [[1n], [-(2n ** 62n)]]); // not all exact as numbers: all BigInts
  assert.deepEqual(track(Tensor.fromArray([1n, -(2n ** 53n)])).toArray(), [1, -(2 ** 53)]);

  const u = track(Tensor.fromArray([0, 250], { dtype: 'uint8' }));
  assert.deepEqual(u.toArray(), [0, 250]);
}));

test('float16 and bfloat16 take numbers and give raw bits or numbers back', () => withTensors((track) => {
  const h = track(Tensor.fromArray([1, -2, 0.5, 65504], { dtype: 'float16' }));
  assert.equal(h.dtype, 'float16');
  assert.deepEqual(h.toTypedArray(), new Uint16Array([0x3c00, 0xc000, 0x3800, 0x7bff]));
  assert.deepEqual(h.toArray(), [1, -2, 0.5, 65504]);

  const bf = track(Tensor.fromArray([1, -3.5, 256], { dtype: 'bfloat16' }));
  assert.deepEqual(bf.toTypedArray(), new Uint16Array([0x3f80, 0xc060, 0x4380]));
  assert.deepEqual(bf.toArray(), [1, -3.5, 256]);

  // Raw bits in, values through the library and back.
  const raw = track(Tensor.fromTypedArray(new Uint16Array([0x4000, 0x4200]), { dtype: 'float16' }));
  assert.deepEqual(track(raw.astype('float32')).toArray(), [2, 3]);
}));

test('0-d and empty tensors', () => withTensors((track) => {
  const scalar = track(Tensor.fromArray([7], { shape: [], dtype: 'int32' }));
  assert.deepEqual(scalar.shape, []);
  assert.equal(scalar.toArray(), 7);
  assert.equal(scalar.item(), 7);

  const empty = track(Tensor.fromTypedArray(new Float32Array(0), { shape: [0, 3] }));
  assert.deepEqual(empty.shape, [0, 3]);
  assert.equal(empty.toTypedArray().length, 0);
  assert.deepEqual(empty.toArray(), []);
}));

test('library-made tensors: zeros, ones, full, arange, eye', () => withTensors((track) => {
  assert.deepEqual(track(kiln.zeros([2], { dtype: 'int16' })).toArray(), [0, 0]);
  assert.deepEqual(track(kiln.ones([2, 1], { dtype: 'float64' })).toArray(), [[1], [1]]);
  assert.deepEqual(track(kiln.full([3], 2.5)).toArray(), [2.5, 2.5, 2.5]);
  assert.deepEqual(track(kiln.arange(1, 2, 0.25)).toArray(), [1, 1.25, 1.5, 1.75]);
  assert.deepEqual(track(kiln.eye(2, 3, 1, { dtype: 'int32' })).toArray(), [[0, 1, 0], [0, 0, 1]]);
}));

test('device accessors', () => withTensors((track) => {
  const t = track(kiln.zeros([1], { device: 'cpu' }));
  assert.equal(t.device.label, 'cpu');
  assert.equal(t.device.kind, 'cpu');
  assert.ok(t.device.equals(kiln.Device.find('cpu')));
  assert.ok(kiln.Device.all().length >= 1);
  assert.equal(kiln.Device.all()[0].label, 'cpu');
  assert.ok(kiln.Device.default().label.length > 0);
}));

test('host data that does not fit the shape or dtype is refused before the library sees it', () => {
  assertKilnError(() => Tensor.fromTypedArray(new Float32Array(5), { shape: [2, 3] }), 'SHAPE_MISMATCH');
  assert.throws(() => Tensor.fromTypedArray(new Float32Array(2), { dtype: 'int32' }), TypeError);
  assert.throws(() => Tensor.fromTypedArray([1, 2]), TypeError);
  assert.throws(() => Tensor.fromArray([1, 2], { dtype: 'complex64' }), TypeError);
  assert.throws(() => Tensor.fromArray([[1, 2], [3]]), RangeError);
  assert.throws(() => kiln.zeros([2, -1]), TypeError);
  assert.throws(() => new Tensor(), TypeError);
});

test('JSON.stringify and iteration give the values', () => withTensors((track) => {
  const m = track(Tensor.fromArray([[1, 2], [3, 4]], { dtype: 'int32' }));
  assert.equal(JSON.stringify(m), '[[1,2],[3,4]]');
  assert.equal(JSON.stringify({ t: track(Tensor.fromArray([2n ** 60n, 5n])) }), '{"t":["1152921504606846976",5]}');
  assert.deepEqual([...m], [[1, 2], [3, 4]]);
  assert.deepEqual(Array.from(track(Tensor.fromArray([1.5, 2.5]))), [1.5, 2.5]);
  assert.throws(() => [...track(Tensor.fromArray([1], { shape: [] }))], TypeError);
}));
