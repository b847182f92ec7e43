'use strict';
// Devices: the CPU (device 0) and Vulkan GPUs. Device handles live for the whole process, so
// Device needs no release.

const capi = require('./capi.gen');
const { dtypeOf } = require('./dtypes');

const KIND_NAMES = { [capi.DeviceKind.CPU]: 'cpu', [capi.DeviceKind.VULKAN]: 'vulkan' };

class Device {
  #handle;
  #info = null;

  /** Wraps a kiln_device handle (a BigInt); use Device.default(), Device.find() or Device.all(). */
  constructor(handle) {
    if (typeof handle !== 'bigint') throw new TypeError('Device wraps a kiln_device handle; use Device.find(label)');
    this.#handle = handle;
  }

  /** The kiln_device handle, for calls through kiln.capi. */
  get handle() {
    return this.#handle;
  }

  /** The device that tensors go to when none is named (KILN_DEVICE picks it at load). */
  static default() {
    const out = [null];
    capi.kiln_device_default(out);
    return new Device(out[0]);
  }

  /** The device with a label such as 'cpu' or 'vulkan:0'. */
  static find(label) {
    const out = [null];
    capi.kiln_device_find(label, out);
    return new Device(out[0]);
  }

  static all() {
    const count = [0];
    capi.kiln_device_count(count);
    return Array.from({ length: count[0] }, (_, index) => {
      const out = [null];
      capi.kiln_device_get(index, out);
      return new Device(out[0]);
    });
  }

  /** Makes this device the default for new tensors. */
  makeDefault() {
    capi.kiln_device_set_default(this.#handle);
  }

  /** Everything kiln_device_get_info reports, as a plain object (read once, then cached). */
  info() {
    if (!this.#info) {
      const info = { struct_size: capi.koffi.sizeof(capi.kiln_device_info) };
      capi.kiln_device_get_info(this.#handle, info);
      this.#info = Object.freeze(info);
    }
    return this.#info;
  }

  get label() {
    return this.info().label;
  }

  get name() {
    return this.info().name;
  }

  /** 'cpu' or 'vulkan' (the enum value's number for a kind this binding does not know). */
  get kind() {
    return KIND_NAMES[this.info().kind] ?? this.info().kind;
  }

  get index() {
    return this.info().index;
  }

  /** How this device runs an op (its C name without kiln_, e.g. 'exp') on a dtype: 'NATIVE',
   *  'FALLBACK' (on the CPU) or 'NONE'. */
  opSupport(op, dtype) {
    const out = [0];
    capi.kiln_device_op_support(this.#handle, op, dtypeOf(dtype).code, out);
    return capi.OpSupportName[out[0]] ?? out[0];
  }

  /** The [op, dtype name] pairs that run on the CPU instead of this device. */
  fallbacks() {
    const count = [0];
    capi.kiln_device_fallback_count(this.#handle, count);
    return Array.from({ length: count[0] }, (_, index) => {
      const op = [null];
      const dtype = [0];
      capi.kiln_device_fallback_get(this.#handle, index, op, dtype);
      return [op[0], capi.DtypeDoc[dtype[0]] ?? dtype[0]];
    });
  }

  /** Memory held by tensors: { activeBytes, peakBytes, cachedBytes, limitBytes } (numbers). */
  memoryStats() {
    const stats = { struct_size: capi.koffi.sizeof(capi.kiln_memory_stats) };
    capi.kiln_device_memory_stats(this.#handle, stats);
    return {
      activeBytes: Number(stats.active_bytes),
      peakBytes: Number(stats.peak_bytes),
      cachedBytes: Number(stats.cached_bytes),
      limitBytes: Number(stats.limit_bytes),
    };
  }

  equals(other) {
    return other instanceof Device && other.#handle === this.#handle;
  }

  toString() {
    return this.label;
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `Device(${this.label})`;
  }
}

module.exports = { Device };
