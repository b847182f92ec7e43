'use strict';
// Telemetry events reach a JS listener through a registered koffi callback.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, withTensors } = require('./support');

test('an eval emits a start and a stop event with the same id', () => withTensors((track) => {
  const events = [];
  const subscription = kiln.telemetry.subscribe((event) => events.push(event));
  try {
    const a = track(kiln.Tensor.fromArray([1, 2, 3]));
    const b = track(a.mul(a));
    b.eval();
    b.toTypedArray();
  } finally {
    subscription.unsubscribe();
  }
  const evals = events.filter((e) => e.kind === 'EVAL');
  const start = evals.find((e) => e.phase === 'START');
  const stop = evals.find((e) => e.phase === 'STOP');
  assert.ok(start && stop, `expected EVAL start and stop events, got ${JSON.stringify(events, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`);
  assert.equal(start.id, stop.id);
  assert.equal(stop.status, 'OK');
  assert.equal(typeof stop.name, 'string');
  assert.ok(events.some((e) => e.kind === 'READ'), 'expected a READ event for toTypedArray');
  assert.equal(subscription.active, false);
}));

test('no events reach a listener after unsubscribe', () => withTensors((track) => {
  let calls = 0;
  const subscription = kiln.telemetry.subscribe(() => {
    calls += 1;
  });
  subscription.unsubscribe();
  subscription.unsubscribe(); // idempotent
  track(track(kiln.ones([4])).add(1)).eval();
  assert.equal(calls, 0);
}));

test('the listener must be a function', () => {
  assert.throws(() => kiln.telemetry.subscribe(42), TypeError);
});
