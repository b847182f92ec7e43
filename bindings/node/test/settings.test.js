'use strict';
// Process-wide switches and device queries.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertKilnError, withTensors } = require('./support');

test('debug flags round-trip', () => {
  const saved = kiln.debugFlags();
  try {
    kiln.setDebugFlags(['BOUNDS']);
    assert.deepEqual(kiln.debugFlags(), ['BOUNDS']);
    kiln.setDebugFlags(['BOUNDS', 'NAN']);
    assert.deepEqual(kiln.debugFlags(), ['BOUNDS', 'NAN']);
    kiln.setDebugFlags([]);
    assert.deepEqual(kiln.debugFlags(), []);
    assert.throws(() => kiln.setDebugFlags(['SPEED']), TypeError);
    assertKilnError(() => kiln.capi.kiln_debug_set_flags(1 << 20), 'INVALID_ARGUMENT');
  } finally {
    kiln.setDebugFlags(saved);
  }
});

test('fallback policy round-trips', () => {
  const saved = kiln.fallbackPolicy();
  try {
    kiln.setFallbackPolicy('ERROR');
    assert.equal(kiln.fallbackPolicy(), 'ERROR');
    kiln.setFallbackPolicy('ALLOW');
    assert.equal(kiln.fallbackPolicy(), 'ALLOW');
  } finally {
    kiln.setFallbackPolicy(saved);
  }
});

test('the CPU runs ops natively and has no fallbacks', () => {
  const cpu = kiln.Device.find('cpu');
  assert.equal(cpu.opSupport('exp', 'float32'), 'NATIVE');
  assert.deepEqual(cpu.fallbacks(), []);
  assertKilnError(() => cpu.opSupport('no_such_op', 'float32'), 'INVALID_ARGUMENT');
});

test('the BOUNDS check turns index clamping into INDEX_OUT_OF_RANGE', () => withTensors((track) => {
  const saved = kiln.debugFlags();
  const x = track(kiln.Tensor.fromArray([10, 20, 30], { dtype: 'int32' }));
  try {
    kiln.setDebugFlags([]);
    assert.deepEqual(track(x.take([5])).toArray(), [30]); // clamped to the last element
    kiln.setDebugFlags(['BOUNDS']);
    const taken = track(x.take([5]));
    assertKilnError(() => taken.eval(), 'INDEX_OUT_OF_RANGE');
  } finally {
    kiln.setDebugFlags(saved);
  }
}));

test('the NAN check fails a reduction that produces NaN with NON_FINITE', () => withTensors((track) => {
  const saved = kiln.debugFlags();
  const x = track(kiln.Tensor.fromArray([1, NaN]));
  try {
    kiln.setDebugFlags(['NAN']);
    const s = track(x.sum());
    assertKilnError(() => s.eval(), 'NON_FINITE');
  } finally {
    kiln.setDebugFlags(saved);
  }
}));

test('info() is the kiln-info report', () => {
  const { major, minor, patch } = kiln.version();
  const text = kiln.info();
  assert.ok(text.startsWith(`Kiln ${major}.${minor}.${patch}\n`), text);
  assert.match(text, /cpu.*\n  driver: kiln-cpu, version /);
  assert.match(text, /falls back to the CPU: /);
});
