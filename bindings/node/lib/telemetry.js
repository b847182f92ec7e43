'use strict';
// Telemetry: a JS function called for every Kiln event (eval, read, transfer, fallback...).
// The library calls it synchronously on the thread of the Kiln call that caused the event; from
// JS that is the main thread, inside that call.

const capi = require('./capi.gen');
const { Device } = require('./device');

const { koffi } = capi;
const EVENT = capi.kiln_telemetry_event;

// Subscriptions stay reachable while active, even if the caller drops the object: the library
// holds the registered callback's address.
const active = new Set();

/** One event as a plain object with camelCase fields and enum names ('EVAL', 'STOP', 'OK'). */
function decodeEvent(address) {
  const raw = decodeStruct(address);
  return {
    kind: capi.EventKindName[raw.kind] ?? raw.kind,
    phase: capi.EventPhaseName[raw.phase] ?? raw.phase,
    id: raw.id,
    parentId: raw.parent_id,
    timestampNs: raw.timestamp_ns,
    durationNs: raw.duration_ns,
    device: raw.device ? new Device(raw.device) : null,
    bytes: raw.bytes,
    count: raw.count,
    name: raw.name,
    status: raw.status === undefined ? undefined : (capi.StatusName[raw.status] ?? raw.status),
  };
}

/** The fields the library's struct_size covers (an older library may send a shorter struct). */
function decodeStruct(address) {
  const size = Number(koffi.decode(address, 'size_t'));
  if (size >= koffi.sizeof(EVENT)) return koffi.decode(address, EVENT);
  const fields = {};
  for (const [name, member] of Object.entries(EVENT.members)) {
    if (member.offset + koffi.sizeof(member.type) <= size) {
      fields[name] = koffi.decode(address, member.offset, member.type);
    }
  }
  return fields;
}

class Subscription {
  #id;
  #callback;

  constructor(id, callback) {
    this.#id = id;
    this.#callback = callback;
    active.add(this);
  }

  get active() {
    return this.#callback !== null;
  }

  /** Stops the calls; the listener is not called again once this returns. Idempotent. */
  unsubscribe() {
    if (this.#callback === null) return;
    capi.kiln_telemetry_unsubscribe(this.#id);
    koffi.unregister(this.#callback);
    this.#callback = null;
    active.delete(this);
  }

  [Symbol.dispose]() {
    this.unsubscribe();
  }
}

/** Calls listener(event) for every telemetry event until the Subscription's unsubscribe().
 *  An exception thrown by the listener cannot cross the C library: it is rethrown from a
 *  microtask, where it surfaces as an uncaught exception. */
function subscribe(listener) {
  if (typeof listener !== 'function') throw new TypeError('kiln.telemetry.subscribe takes a function');
  const callback = koffi.register((address) => {
    try {
      listener(decodeEvent(address));
    } catch (err) {
      queueMicrotask(() => {
        throw err;
      });
    }
  }, capi.kiln_telemetry_callback);
  const id = [0];
  try {
    capi.kiln_telemetry_subscribe(callback, null, id);
  } catch (err) {
    koffi.unregister(callback);
    throw err;
  }
  return new Subscription(id[0], callback);
}

module.exports = { subscribe, Subscription };
