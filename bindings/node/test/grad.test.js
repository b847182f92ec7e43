'use strict';
// kiln.grad, valueAndGrad, vjp, jvp and stopGradient against hand-computed derivatives and
// central finite differences in float64.

const test = require('node:test');
const assert = require('node:assert/strict');
const { kiln, assertClose, assertKilnError } = require('./support');

const t = (values, shape) => kiln.Tensor.fromArray(values, { shape, dtype: 'float64' });
const flat = (x) => Array.from(x.toTypedArray());

// Pseudo-random values in [-1, 1) from a fixed sequence.
function random(count, seed) {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648) * 2 - 1;
  });
}

// Central differences of the scalar fn(...args) along each element of args[which] (flat values).
function finiteDifferences(fn, values, shapes, which) {
  const h = 1e-6;
  const at = (moved) => kiln.tidy(() => fn(...values.map((v, i) => t(i === which ? moved : v, shapes[i]))).item());
  return values[which].map((_, i) => {
    const plus = [...values[which]];
    const minus = [...values[which]];
    plus[i] += h;
    minus[i] -= h;
    return (at(plus) - at(minus)) / (2 * h);
  });
}

const sinSquare = (x) => x.sin().mul(x.square()).sum();
const tanhLoss = (x, w, b) => x.matmul(w).add(b).tanh().square().mean();

test('grad matches the hand derivative and finite differences', () => kiln.tidy(() => {
  const x = random(6, 1);
  const g = flat(kiln.grad(sinSquare)(t(x, [2, 3])));
  assertClose(g, x.map((v) => Math.cos(v) * v * v + 2 * v * Math.sin(v)), 1e-12);
  assertClose(g, finiteDifferences(sinSquare, [x], [[2, 3]], 0), 1e-6);
}));

test('valueAndGrad of chosen arguments, arrays of tensors and auxiliary outputs', () => kiln.tidy(() => {
  const values = [random(12, 2), random(6, 3), random(2, 4)];
  const shapes = [[4, 3], [3, 2], [2]];
  const [x, w, b] = values.map((v, i) => t(v, shapes[i]));
  const [loss, [gb, gw]] = kiln.valueAndGrad(tanhLoss, [2, 1])(x, w, b);
  assertClose(flat(loss), flat(tanhLoss(x, w, b)), 1e-12);
  assert.deepEqual(gb.shape, [2]);
  assertClose(flat(gb), finiteDifferences(tanhLoss, values, shapes, 2), 1e-6);
  assertClose(flat(gw), finiteDifferences(tanhLoss, values, shapes, 1), 1e-6);
  // Parameters as one array argument; the gradient has its structure.
  const [value, [dw, db]] = kiln.valueAndGrad(([w2, b2], x2) => tanhLoss(x2, w2, b2))([w, b], x);
  assert.equal(value.ndim, 0);
  assertClose(flat(dw), flat(gw), 1e-12);
  assertClose(flat(db), flat(gb), 1e-12);
  // fn returning [loss, aux]: the value is both, only the loss is differentiated.
  const [[l, aux], g] = kiln.valueAndGrad((a, c) => {
    const y = a.mul(c);
    return [y.sum(), y];
  })(t([1, 2], [2]), t([3, 5], [2]));
  assert.deepEqual([flat(l), flat(aux), flat(g)], [[13], [3, 10], [3, 5]]);
}));

// [exp(a) * b, sum(a * sin(b))]
const twoInTwoOut = (a, b) => [a.exp().mul(b), a.mul(b.sin()).sum()];

test('vjp and jvp agree, and match the hand derivative', () => kiln.tidy(() => {
  const [a, b, u0, u1, v0] = [5, 6, 7, 8, 9].map((seed) => random(4, seed));
  const v1 = random(1, 10)[0];
  const primals = [t(a, [4]), t(b, [4])];
  const [outs, tangents] = kiln.jvp(twoInTwoOut, primals, [t(u0, [4]), t(u1, [4])]);
  assert.equal(outs.length, 2);
  const [, cotangents] = kiln.vjp(twoInTwoOut, primals, [t(v0, [4]), t([v1], [])]);
  const dot = (p, q) => p.reduce((s, v, i) => s + v * q[i], 0);
  const left = dot(v0, flat(tangents[0])) + v1 * tangents[1].item();
  const right = dot(flat(cotangents[0]), u0) + dot(flat(cotangents[1]), u1);
  assert.ok(Math.abs(left - right) < 1e-12, `${left} vs ${right}`);
  assertClose(flat(cotangents[0]), a.map((x, i) => v0[i] * Math.exp(x) * b[i] + v1 * Math.sin(b[i])), 1e-12);
}));

test('second order through nested grad, and a Hessian-vector product', () => kiln.tidy(() => {
  // f = sum(x^3 + x * y): df/dx = 3x^2 + y; the gradient of sum(df/dx) is (6x, 1).
  const first = kiln.grad((x, y) => x.pow(3).add(x.mul(y)).sum());
  const [gx, gy] = kiln.grad((x, y) => first(x, y).sum(), [0, 1])(t([0.5, -1, 2], [3]), t([1, 2, 3], [3]));
  assertClose(flat(gx), [3, -6, 12], 1e-12);
  assertClose(flat(gy), [1, 1, 1], 1e-12);
  // jvp of the gradient along v against finite differences of the gradient.
  const values = [random(6, 11), random(9, 12), random(3, 13)];
  const shapes = [[2, 3], [3, 3], [3]];
  const v = random(9, 14);
  const gradW = kiln.grad(tanhLoss, 1);
  const args = values.map((x, i) => t(x, shapes[i]));
  const [, [hv]] = kiln.jvp(gradW, args, [t(Array(6).fill(0), [2, 3]), t(v, [3, 3]), t([0, 0, 0], [3])]);
  const h = 1e-5;
  const at = (s) => flat(gradW(args[0], t(values[1].map((x, i) => x + s * v[i]), [3, 3]), args[2]));
  const [plus, minus] = [at(h), at(-h)];
  assertClose(flat(hv), plus.map((p, i) => (p - minus[i]) / (2 * h)), 1e-6);
}));

test('stopGradient blocks the gradient', () => kiln.tidy(() => {
  // d/dx sum(x * stop_gradient(x)) = x, not 2x.
  assert.deepEqual(flat(kiln.grad((x) => x.mul(x.stopGradient()).sum())(t([1, -3], [2]))), [1, -3]);
  assert.deepEqual(flat(kiln.stopGradient(t([4], [1]))), [4]);
}));

test('traces once per signature', () => kiln.tidy(() => {
  let traces = 0;
  const g = kiln.grad((x) => {
    traces += 1;
    return x.square().sum();
  });
  for (let i = 0; i < 3; i += 1) assert.deepEqual(flat(g(t([1, 2], [2]))), [2, 4]);
  assert.equal(traces, 1);
  g(t([3], [1]));
  g(kiln.Tensor.fromArray([1.5], { dtype: 'float32' }));
  assert.equal(traces, 3);
}));

test('errors', () => kiln.tidy(() => {
  const x = t([1, 2], [2]);
  assertKilnError(() => kiln.grad((y) => y.square())(x), 'INVALID_ARGUMENT'); // not a 0-d loss
  assert.throws(() => kiln.grad(() => {
    throw new Error('mine');
  })(x), /mine/);
  assertKilnError(() => kiln.grad((y) => y.sum().add(y.toArray()[0]))(x), 'INVALID_ARGUMENT'); // reads a placeholder
  assert.throws(() => kiln.grad(sinSquare, 1)(x), RangeError);
  assert.throws(() => kiln.vjp((y) => y.square(), [x], []), RangeError);
  assert.throws(() => kiln.jvp((y) => y.square(), [x], [x, x]), RangeError);
  assert.throws(() => kiln.vjp(() => [], [x], []), TypeError);
  assert.throws(() => kiln.grad(sinSquare)([1, 2]), TypeError);
  assert.throws(() => kiln.vjp((y) => y.square(), [x], [t([1, 2, 3], [3])]), kiln.KilnError);
}));
