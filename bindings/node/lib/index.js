'use strict';
// The kiln package: lazy tensors on the CPU or a Vulkan GPU, over libkiln.so.1.
//
//   const kiln = require('kiln');
//   const a = kiln.tensor([[1, 2, 3], [4, 5, 6]]);   // float32, shape [2, 3]
//   const s = a.mul(a).sum([1]);                     // lazy
//   console.log(s.toArray());                        // [14, 77]
//   a.release(); s.release();                        // or leave it to the garbage collector
//
// kiln.grad, kiln.valueAndGrad, kiln.vjp and kiln.jvp transform functions of Tensors (lib/grad.js).
// kiln.capi is the generated thin layer: every C function, enum and struct of the spec.

const capi = require('./capi.gen');
const { KilnError } = require('./errors');
const { Device } = require('./device');
const { DTYPES } = require('./dtypes');
const { Tensor, evalTensors } = require('./tensor');
const ops = require('./ops');
const creation = require('./creation');
const settings = require('./settings');
const telemetry = require('./telemetry');
const { tidy } = require('./tidy');
const gradients = require('./grad');

/** The loaded library's version, e.g. { major: 1, minor: 2, patch: 0 }. */
function version() {
  const [major, minor, patch] = [[0], [0], [0]];
  capi.kiln_version(major, minor, patch);
  return { major: major[0], minor: minor[0], patch: patch[0] };
}

/** What Kiln sees on this machine, the text `kiln-info` prints (kiln_info_report): library
 *  version, devices with their drivers, memory heaps, features, limits, pipeline cache and CPU
 *  fallbacks. The first thing to look at when a device or driver is not the one expected. */
function info() {
  const text = [null];
  capi.kiln_info_report(text);
  return text[0];
}

module.exports = {
  Tensor,
  Device,
  KilnError,
  DTYPES,
  version,
  info,
  tidy,
  eval: evalTensors,
  ...creation,
  ...ops,
  ...settings,
  ...gradients,
  telemetry,
  Status: capi.Status,
  DebugFlag: capi.DebugFlag,
  FallbackPolicy: capi.FallbackPolicy,
  capi,
};
