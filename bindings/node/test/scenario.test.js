'use strict';
// The cross-language scenario: scenario.js's stdout must equal bindings/scenario.expected.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

test('scenario.js prints bindings/scenario.expected byte for byte', () => {
  const expected = fs.readFileSync(path.join(__dirname, '..', '..', 'scenario.expected'), 'utf8');
  const actual = execFileSync(process.execPath, [path.join(__dirname, '..', 'scenario.js')], { encoding: 'utf8' });
  assert.equal(actual, expected);
});
