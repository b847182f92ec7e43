'use strict';
// release(), use after release, and the garbage-collector safety net.

const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { kiln, assertKilnError, withTensors } = require('./support');

const { Tensor } = kiln;

test('release frees the handle; a second release does nothing', () => {
  const t = Tensor.fromArray([1, 2, 3]);
  const { handle } = t;
  assert.equal(t.released, false);
  t.release();
  assert.equal(t.released, true);
  t.release();
  // The library agrees that the handle is gone.
  assert.equal(kiln.capi.raw.kiln_tensor_retain(handle), kiln.Status.INVALID_HANDLE);
});

test('every use after release throws INVALID_HANDLE instead of crashing', () => withTensors((track) => {
  const t = Tensor.fromArray([[1, 2], [3, 4]]);
  const live = track(Tensor.fromArray([[1, 1], [1, 1]]));
  t.release();
  const uses = {
    shape: () => t.shape,
    dtype: () => t.dtype,
    device: () => t.device,
    toTypedArray: () => t.toTypedArray(),
    toArray: () => t.toArray(),
    eval: () => t.eval(),
    add: () => t.add(live),
    asOperand: () => live.add(t),
    sum: () => t.sum(),
    reshape: () => t.reshape([4]),
    handle: () => t.handle,
    clone: () => t.clone(),
    evalMany: () => kiln.eval(live, t),
    concatenate: () => kiln.concatenate([live, t]),
  };
  for (const [name, use] of Object.entries(uses)) {
    const err = assertKilnError(use, 'INVALID_HANDLE');
    assert.match(err.message, /released/, name);
  }
  assert.equal(String(t), 'Tensor(released)');
}));

test('results outlive their released inputs', () => {
  const a = Tensor.fromArray([1, 2, 3]);
  const b = Tensor.fromArray([10, 20, 30]);
  const c = a.add(b);
  a.release();
  b.release();
  assert.deepEqual(c.toArray(), [11, 22, 33]);
  c.release();
});

test('clone is a second reference: releasing one leaves the other usable', () => {
  const a = Tensor.fromArray([5, 6]);
  const b = a.clone();
  a.release();
  assert.deepEqual(b.toArray(), [5, 6]);
  b.release();
});

test('Symbol.dispose releases', () => {
  const t = Tensor.fromArray([1]);
  t[Symbol.dispose]();
  assert.equal(t.released, true);
});

test('a forgotten tensor is released after garbage collection', () => {
  const script = path.join(__dirname, 'fixtures', 'forgotten_tensor.js');
  const out = execFileSync(process.execPath, ['--expose-gc', script], { encoding: 'utf8' });
  const { before, held, after } = JSON.parse(out);
  assert.ok(held >= before + 4 * (1 << 20), `the tensor should hold 4 MiB: ${out}`);
  assert.ok(after < held, `collecting the tensor should give its memory back: ${out}`);
});

test('release gives the device memory back at once, and a loop of released tensors stays flat', () => {
  const device = kiln.Device.default();
  const before = device.memoryStats().activeBytes;
  const x = Tensor.fromTypedArray(new Float32Array(1 << 16));
  const y = x.add(x);
  y.eval();
  assert.ok(device.memoryStats().activeBytes >= before + 2 * (1 << 18), 'live tensors hold memory');
  x.release();
  y.release();
  assert.equal(device.memoryStats().activeBytes, before);
  for (let i = 0; i < 200; i += 1) {
    const input = Tensor.fromTypedArray(new Float32Array(1 << 12));
    const r = input.add(1);
    r.eval();
    input.release();
    r.release();
  }
  assert.equal(device.memoryStats().activeBytes, before);
});

test('tidy releases what its function made, except what it returns', () => {
  const outer = kiln.tidy(() => {
    const a = Tensor.fromArray([1, 2, 3]);
    const inner = kiln.tidy(() => {
      const b = a.add(1);
      const c = b.mul(2);
      return { c, rest: [b.sub(1)] }; // c and the array's tensor are kept, b is released
    });
    assert.equal(inner.c.released, false);
    assert.deepEqual(inner.c.toArray(), [4, 6, 8]);
    assert.deepEqual(inner.rest[0].toArray(), [1, 2, 3]);
    return inner.c; // a and inner.rest[0] are released now
  });
  assert.deepEqual(outer.toArray(), [4, 6, 8]);
  outer.release();
  let made;
  assert.throws(() => kiln.tidy(() => { made = Tensor.fromArray([1]); throw new Error('boom'); }), /boom/);
  assert.equal(made.released, true);
  assert.throws(() => kiln.tidy(async () => 1), /synchronous/);
});

test('a synchronous loop inside tidy stays bounded (finalizers would wait for the event loop)', () => {
  const device = kiln.Device.default();
  const active = () => device.memoryStats().activeBytes;
  const before = active();
  let peak = before;
  for (let i = 0; i < 64; i++) { // 32 MiB results: 2 GiB if none were released
    kiln.tidy(() => {
      kiln.zeros([8 * 1024 * 1024]).add(1).eval();
    });
    peak = Math.max(peak, active());
  }
  assert.ok(peak <= before + 64 * 1024 * 1024, `peaked at ${peak} (${before} before)`);
});
