'use strict';
// kiln.tidy(fn): releases every Tensor made while fn runs, except those fn returns (as
// TensorFlow.js's tf.tidy does). It is the answer for synchronous loops: FinalizationRegistry
// callbacks run only when the event loop turns, so a loop that forgets release() holds every
// result until it returns (64 forgotten 32 MiB results hold 2 GiB).

const scopes = []; // one Set of Tensors per tidy() running, innermost last

/** Called by the Tensor constructor: the innermost running tidy() owns the new tensor. */
function track(tensor) {
  if (scopes.length) scopes[scopes.length - 1].add(tensor);
}

// Tensors of `scope` found in `value`: itself, or inside arrays and plain objects.
function returned(value, scope, found = new Set()) {
  if (scope.has(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => returned(v, scope, found));
  else if (value && Object.getPrototypeOf(value) === Object.prototype) {
    Object.values(value).forEach((v) => returned(v, scope, found));
  }
  return found;
}

/** Runs fn() and releases the Tensors made meanwhile that its result does not hold (a Tensor,
 *  or arrays and plain objects of them); those it returns belong to the enclosing tidy(), if
 *  any. When fn throws, every Tensor it made is released. fn must be synchronous. */
function tidy(fn) {
  if (typeof fn !== 'function') throw new TypeError('kiln.tidy: expected a function');
  const scope = new Set();
  scopes.push(scope);
  let result;
  let kept = new Set();
  try {
    result = fn();
    if (result && typeof result.then === 'function') {
      throw new TypeError('kiln.tidy: fn returned a promise; tidy is for synchronous code');
    }
    kept = returned(result, scope);
  } finally {
    scopes.pop();
    for (const tensor of scope) {
      if (kept.has(tensor)) track(tensor);
      else tensor.release();
    }
  }
  return result;
}

module.exports = { tidy, track };
