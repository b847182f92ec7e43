'use strict';
// Helpers shared by the tests.

const assert = require('node:assert/strict');
const kiln = require('..');

/** Asserts that fn throws a KilnError with this status, a matching code and a message. */
function assertKilnError(fn, status) {
  let caught = null;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  assert.ok(caught, `expected a KilnError ${status}, nothing was thrown`);
  assert.ok(caught instanceof kiln.KilnError, `expected a KilnError, got ${caught}`);
  assert.ok(caught instanceof Error);
  assert.equal(caught.status, status, caught.message);
  assert.equal(caught.code, kiln.Status[status]);
  assert.ok(caught.message.length > 0, 'empty error message');
  return caught;
}

/** Asserts two flat lists of numbers agree within a relative tolerance (NaN matches NaN). */
function assertClose(actual, expected, rtol = 1e-6) {
  assert.equal(actual.length, expected.length, `lengths differ: ${actual} vs ${expected}`);
  for (let k = 0; k < expected.length; k += 1) {
    if (Number.isNaN(expected[k])) {
      assert.ok(Number.isNaN(actual[k]), `element ${k}: ${actual[k]} != NaN`);
      continue;
    }
    const tol = rtol * Math.max(1, Math.abs(expected[k]));
    assert.ok(Math.abs(actual[k] - expected[k]) <= tol, `element ${k}: ${actual[k]} != ${expected[k]} (tol ${tol})`);
  }
}

/** Runs body(track) and releases every tensor it tracked, even when it throws. */
function withTensors(body) {
  const made = [];
  const track = (t) => {
    made.push(t);
    return t;
  };
  try {
    return body(track);
  } finally {
    made.forEach((t) => t.release());
  }
}

module.exports = { kiln, assertKilnError, assertClose, withTensors };
