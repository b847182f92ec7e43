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
