'use strict';
// Function transformations, as MLX has them: kiln.grad, kiln.valueAndGrad, kiln.vjp, kiln.jvp.
//
//   const loss = ([w, b], x, y) => x.matmul(w).add(b).sub(y).square().mean();
//   const step = kiln.valueAndGrad(loss);        // gradients with respect to argument 0
//   const [value, [dw, db]] = step([w, b], x, y);
//
// Arguments are Tensors or (nested) arrays of them. fn is traced once per signature (shapes,
// dtypes, devices and array structure) on placeholders, its graph captured
// (kiln_function_create), and Kiln derives the gradient graph in C (kiln_function_value_and_grad,
// _vjp, _jvp); calls then build that graph on the arguments in one C call. Results are lazy. fn
// must not read values while it builds (reading a placeholder throws). Transformed functions may
// be called inside fn, which gives second-order derivatives.

const capi = require('./capi.gen');
const { Tensor, handleOf, int64s } = require('./tensor');
const { dtypeOf } = require('./dtypes');
const { tidy } = require('./tidy');

// Derived functions go with the cache that holds them.
const functions = new FinalizationRegistry((handles) => handles.forEach((f) => capi.raw.kiln_function_release(f)));

// The structure of an argument (a string) and its tensors, appended to leaves.
function flatten(arg, leaves, who) {
  if (Array.isArray(arg)) return `[${arg.map((a) => flatten(a, leaves, who)).join(',')}]`;
  handleOf(arg, who); // a live Tensor, else a TypeError or INVALID_HANDLE
  leaves.push(arg);
  return `${arg.shape}|${arg.dtype}|${arg.device.handle}`;
}

// The tree of `arg`'s shape with tensors taken in order from the iterator leaves.
function unflatten(arg, leaves) {
  return Array.isArray(arg) ? arg.map((a) => unflatten(a, leaves)) : leaves.next().value;
}

function outputsOf(result, who) {
  const outputs = [];
  flatten(result, outputs, `${who}: the function's result`);
  if (!outputs.length) throw new TypeError(`${who}: the function must return a Tensor or an array of them`);
  return outputs;
}

/** fn's derived functions, one per signature of its arguments. */
class Traced {
  constructor(fn, who, derive) {
    if (typeof fn !== 'function') throw new TypeError(`${who}: expected a function`);
    Object.assign(this, { fn, who, derive, cache: new Map(), handles: [] });
    functions.register(this, this.handles);
  }

  /** { derived, outputs (fn's result, for its structure), inputCount, outputCount, leaves }. */
  lookup(args) {
    const leaves = [];
    const spans = []; // the flat inputs of each argument, for argnums
    const key = args.map((a) => {
      const first = leaves.length;
      const structure = flatten(a, leaves, this.who);
      spans.push(Array.from({ length: leaves.length - first }, (_, i) => first + i));
      return structure;
    }).join(';');
    let found = this.cache.get(key);
    if (!found) {
      found = tidy(() => this.trace(args, leaves, spans));
      this.cache.set(key, found);
    }
    return { ...found, leaves };
  }

  trace(args, leaves, spans) {
    const placeholders = leaves.map((t) => {
      const out = [null];
      capi.kiln_placeholder(int64s(t.shape), t.ndim, dtypeOf(t.dtype).code, t.device.handle, out);
      return Tensor.fromHandle(out[0]);
    });
    const it = placeholders[Symbol.iterator]();
    const result = this.fn(...args.map((a) => unflatten(a, it)));
    const outputs = outputsOf(result, this.who);
    const captured = [null];
    capi.kiln_function_create(placeholders.map((p) => p.handle), placeholders.length,
      outputs.map((o) => handleOf(o, this.who)), outputs.length, captured);
    this.handles.push(captured[0]);
    const derived = [null];
    this.derive(captured[0], derived, spans);
    this.handles.push(derived[0]);
    const arity = [[0], [0]];
    capi.kiln_function_arity(derived[0], arity[0], arity[1]);
    const structure = Array.isArray(result) ? result.map(() => null) : null;
    return { derived: derived[0], structure, inputCount: leaves.length, outputCount: outputs.length,
      resultCount: Number(arity[1][0]) };
  }

  /** The derived function's results on these tensors, as Tensors. */
  call(found, tensors) {
    const results = new Array(found.resultCount).fill(null);
    capi.kiln_function_call(found.derived, tensors.map((t) => handleOf(t, this.who)), tensors.length, results,
      results.length);
    return results.map((h) => Tensor.fromHandle(h));
  }
}

// fn's value in the shape fn returned it: a Tensor, or an array of them.
function valueOf(found, tensors) {
  return found.structure === null ? tensors[0] : tensors;
}

/** A function returning [fn's value, the gradient of its loss]: fn returns a 0-d float Tensor
 *  (the loss) or an array whose first item is. The gradient is with respect to argument argnums
 *  (a number), or an array of gradients for an array of argnums; each has its argument's
 *  structure (an array of tensors gives an array of gradients). */
function valueAndGrad(fn, argnums = 0) {
  const single = !Array.isArray(argnums);
  const nums = single ? [argnums] : argnums;
  const traced = new Traced(fn, 'kiln.valueAndGrad', (f, out, spans) => {
    const wrt = nums.flatMap((n) => spans[n]);
    capi.kiln_function_value_and_grad(f, wrt.length ? BigUint64Array.from(wrt, BigInt) : null, wrt.length, out);
  });
  return (...args) => {
    if (!nums.length) throw new RangeError('kiln.valueAndGrad: argnums is empty');
    for (const n of nums) {
      if (!Number.isInteger(n) || n < 0 || n >= args.length) {
        throw new RangeError(`kiln.valueAndGrad: argnum ${n} out of range for ${args.length} arguments`);
      }
    }
    const found = traced.lookup(args);
    const results = traced.call(found, found.leaves);
    const rest = results.slice(found.outputCount)[Symbol.iterator]();
    const grads = nums.map((n) => unflatten(args[n], rest));
    return [valueOf(found, results.slice(0, found.outputCount)), single ? grads[0] : grads];
  };
}

/** A function returning the gradient of fn's loss (valueAndGrad without the value). */
function grad(fn, argnums = 0) {
  const both = valueAndGrad(fn, argnums);
  return (...args) => {
    const [value, grads] = both(...args);
    [value].flat().forEach((t) => t.release());
    return grads;
  };
}

const caches = { vjp: new WeakMap(), jvp: new WeakMap() };

function transform(fn, primals, vectors, who, derive, perOutput) {
  if (!Array.isArray(primals) || !Array.isArray(vectors)) {
    throw new TypeError(`kiln.${who}: primals and the vectors are arrays of Tensors`);
  }
  let traced = caches[who].get(fn);
  if (!traced) {
    traced = new Traced(fn, `kiln.${who}`, derive);
    caches[who].set(fn, traced);
  }
  const found = traced.lookup(primals);
  const expected = perOutput ? found.outputCount : found.inputCount;
  if (vectors.length !== expected) {
    throw new RangeError(`kiln.${who}: ${vectors.length} vectors given, ${expected} expected`);
  }
  const results = traced.call(found, [...found.leaves, ...vectors]);
  return [results.slice(0, found.outputCount), results.slice(found.outputCount)];
}

/** [fn's outputs, the cotangents of primals]: fn takes the Tensors of primals and returns a
 *  Tensor or an array of them; cotangents has one Tensor per output. */
function vjp(fn, primals, cotangents) {
  return transform(fn, primals, cotangents, 'vjp', capi.kiln_function_vjp, true);
}

/** [fn's outputs, the tangents of its outputs]: tangents has one Tensor per primal. */
function jvp(fn, primals, tangents) {
  return transform(fn, primals, tangents, 'jvp', capi.kiln_function_jvp, false);
}

/** x, through which no gradient passes (a view: nothing is copied). */
function stopGradient(x) {
  const out = [null];
  capi.kiln_stop_gradient(handleOf(x, 'kiln.stopGradient'), out);
  return Tensor.fromHandle(out[0]);
}

/** x.stopGradient(): kiln.stopGradient(x). */
Tensor.prototype.stopGradient = function stopGradientMethod() {
  return stopGradient(this);
};

module.exports = { grad, valueAndGrad, vjp, jvp, stopGradient };
