'use strict';
// Process-wide switches: debug checks and the CPU fallback policy.

const capi = require('./capi.gen');

/** The debug checks in force, as names: e.g. ['BOUNDS', 'NAN']. */
function debugFlags() {
  const bits = [0];
  capi.kiln_debug_get_flags(bits);
  return Object.entries(capi.DebugFlag).filter(([, bit]) => bits[0] & bit).map(([name]) => name);
}

/** Switches the debug checks: names from kiln.DebugFlag ('BOUNDS', 'NAN'); [] turns all off. */
function setDebugFlags(names) {
  const bits = names.reduce((acc, name) => {
    const bit = capi.DebugFlag[name];
    if (bit === undefined) throw new TypeError(`unknown debug flag ${name}; one of ${Object.keys(capi.DebugFlag).join(', ')}`);
    return acc | bit;
  }, 0);
  capi.kiln_debug_set_flags(bits);
}

/** 'ALLOW' (ops a device lacks run on the CPU) or 'ERROR'. */
function fallbackPolicy() {
  const out = [0];
  capi.kiln_fallback_get_policy(out);
  return capi.FallbackPolicyName[out[0]] ?? out[0];
}

function setFallbackPolicy(name) {
  const value = capi.FallbackPolicy[name];
  if (value === undefined) throw new TypeError(`unknown fallback policy ${name}; one of ${Object.keys(capi.FallbackPolicy).join(', ')}`);
  capi.kiln_fallback_set_policy(value);
}

module.exports = { debugFlags, setDebugFlags, fallbackPolicy, setFallbackPolicy };
