'use strict';
// Process-wide switches and device queries.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertKilnError } = require('./support');

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
