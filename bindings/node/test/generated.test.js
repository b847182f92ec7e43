'use strict';
// capi.gen.js covers the spec: every function is declared or listed as skipped, and the enum
// values match. Read from the spec file (abi/kiln.api.resolved.gen.json: the spec with the op
// table's functions merged in), not from the generator's code.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { kiln } = require('./support');

const specPath = path.join(__dirname, '..', '..', '..', 'abi', 'kiln.api.resolved.gen.json');
const spec = JSON.parse(fs.readFileSync(specPath, 'utf8'));
const { capi } = kiln;

test('every spec function is a function of capi or in SKIPPED', () => {
  for (const fn of spec.functions) {
    const declared = typeof capi[fn.name] === 'function' && typeof capi.raw[fn.name] === 'function';
    assert.ok(declared || fn.name in capi.SKIPPED, `${fn.name} is neither declared nor skipped`);
  }
  assert.deepEqual(capi.VERSION, spec.version);
});

test('enum values match the spec', () => {
  for (const e of spec.enums) {
    const cls = e.name.split('_').slice(1).map((p) => p[0].toUpperCase() + p.slice(1)).join('');
    const values = Object.values(capi[cls]).sort((x, y) => x - y);
    assert.deepEqual(values, e.values.map((v) => v.value).sort((x, y) => x - y), e.name);
    for (const v of e.values) assert.equal(capi[`${cls}Doc`][v.value], v.doc);
  }
});

test('struct sizes agree with the library', () => {
  const info = { struct_size: capi.koffi.sizeof(capi.kiln_device_info) };
  capi.kiln_device_get_info(kiln.Device.find('cpu').handle, info);
  assert.equal(info.label, 'cpu');
  assert.equal(info.index, 0);
  assert.equal(info.kind, capi.DeviceKind.CPU);
});
