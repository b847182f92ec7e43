'use strict';
// Failing calls throw KilnError with the status name, its code and kiln_last_error()'s message.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertKilnError, withTensors } = require('./support');

const { Tensor } = kiln;

test('incompatible shapes: SHAPE_MISMATCH', () => withTensors((track) => {
  const a = track(Tensor.fromArray([[1, 2, 3], [4, 5, 6]]));
  const err = assertKilnError(() => a.reshape([4]), 'SHAPE_MISMATCH');
  assert.equal(err.code, 3);
  assert.equal(err.function, 'kiln_reshape');
  assert.match(err.message, /4/);
  // Named as this package names it, the library's text once, the C function last.
  assert.match(err.message, /^kiln\.reshape: \(2, 3\) has 6 elements.* \[kiln_reshape\]$/);
  const add = assertKilnError(() => a.add(track(Tensor.fromArray([1, 2, 3, 4]))), 'SHAPE_MISMATCH');
  assert.ok(add.message.startsWith('kiln.add: ') && !add.message.includes('add: add:'), add.message);
  const { jsName } = require('../lib/errors');
  assert.equal(jsName('kiln_tensor_eval'), 'Tensor.eval');
  assert.equal(jsName('kiln_floor_divide'), 'kiln.floorDivide');
  const b = track(Tensor.fromArray([1, 2]));
  assertKilnError(() => a.add(b), 'SHAPE_MISMATCH');
  assertKilnError(() => a.matmul(a), 'SHAPE_MISMATCH');
}));

test('an axis out of range: INDEX_OUT_OF_RANGE', () => withTensors((track) => {
  const a = track(Tensor.fromArray([1, 2, 3]));
  assertKilnError(() => a.sum([5]), 'INDEX_OUT_OF_RANGE');
}));

test('a bad argument: INVALID_ARGUMENT', () => {
  assertKilnError(() => kiln.arange(0, 1, 0), 'INVALID_ARGUMENT');
  assertKilnError(() => kiln.Device.find('no-such-device:7'), 'INVALID_ARGUMENT');
});

test('the thin layer checks statuses too; a bogus handle is INVALID_HANDLE', () => {
  const err = assertKilnError(() => kiln.capi.kiln_tensor_release(12345n), 'INVALID_HANDLE');
  assert.equal(err.function, 'kiln_tensor_release');
  assert.equal(kiln.capi.raw.kiln_tensor_release(12345n), kiln.Status.INVALID_HANDLE);
  assert.equal(kiln.capi.kiln_status_string(kiln.Status.SHAPE_MISMATCH), 'KILN_STATUS_SHAPE_MISMATCH');
});

test('a later success leaves earlier errors alone', () => withTensors((track) => {
  const a = track(Tensor.fromArray([1, 2]));
  assertKilnError(() => a.reshape([3]), 'SHAPE_MISMATCH');
  assert.deepEqual(track(a.reshape([2, 1])).shape, [2, 1]);
}));

test('reduction options: a boolean or { keepdims / keepDims }; anything else throws', () => withTensors((track) => {
  const a = track(Tensor.fromArray([[1, 2], [3, 4]]));
  assert.deepEqual(track(a.sum([1], true)).shape, [2, 1]);
  assert.deepEqual(track(a.sum([1], { keepDims: true })).shape, [2, 1]);
  assert.deepEqual(track(a.sum([1], { keepdims: true })).toArray(), [[3], [7]]);
  assert.deepEqual(track(a.sum([1], false)).toArray(), [3, 7]);
  assert.throws(() => a.sum([1], { keep: true }), { name: 'TypeError', message: /unknown option\(s\) keep/ });
  assert.throws(() => a.max(0, { keepdims: 'yes' }), { name: 'TypeError', message: /boolean/ });
  assert.throws(() => a.mean(0, 1), { name: 'TypeError', message: /keepdims/ });
  assert.throws(() => kiln.sum(a, [0], { axis: 1 }), TypeError);
}));

test('integers a dtype cannot hold throw RangeError, never wrap around', () => withTensors((track) => {
  assert.throws(() => Tensor.fromArray([300], { dtype: 'uint8' }), { name: 'RangeError', message: /300 is out of range for uint8/ });
  assert.throws(() => Tensor.fromArray([-1], { dtype: 'uint8' }), RangeError);
  assert.throws(() => Tensor.fromArray([128], { dtype: 'int8' }), RangeError);
  assert.throws(() => Tensor.fromArray([2 ** 31], { dtype: 'int32' }), RangeError);
  assert.throws(() => Tensor.fromArray([2n ** 64n], { dtype: 'uint64' }), RangeError);
  assert.throws(() => Tensor.fromArray([-(2n ** 63n) - 1n], { dtype: 'int64' }), RangeError);
  assert.deepEqual(track(Tensor.fromArray([0, 255], { dtype: 'uint8' })).toArray(), [0, 255]);
  assert.deepEqual(track(Tensor.fromArray([-128, 127], { dtype: 'int8' })).toArray(), [-128, 127]);
  assert.deepEqual(track(Tensor.fromArray([2n ** 64n - 1n], { dtype: 'uint64' })).toArray(), [2n ** 64n - 1n]);
}));

test('a KILN_DEVICE naming no device makes device selection fail (INVALID_ARGUMENT)', () => {
  const { execFileSync } = require('node:child_process');
  const script = "const kiln = require('.'); try { kiln.Device.default(); console.log('no error'); } " +
    "catch (e) { console.log(e.status + ' ' + e.message); }";
  for (const value of ['gpu', 'vulkan0', 'vulkan:99']) {
    const out = execFileSync(process.execPath, ['-e', script], {
      encoding: 'utf8', cwd: require('node:path').join(__dirname, '..'), env: { ...process.env, KILN_DEVICE: value },
    });
    assert.match(out, new RegExp(`^INVALID_ARGUMENT .*KILN_DEVICE="${value}" names no device`), out);
  }
});
