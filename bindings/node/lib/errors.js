'use strict';
// The one error class of the binding. It needs nothing from the library, so that the generated
// layer (capi.gen.js) can throw it without a require cycle.

/**
 * A Kiln call failed, or a tensor was used after release().
 * - status: the status name without the KILN_STATUS_ prefix, e.g. 'SHAPE_MISMATCH'
 * - code: the kiln_status value, e.g. 3
 * - function: the C function that failed (or the JS method, for checks made here)
 * - message: kiln_last_error()'s text
 */
class KilnError extends Error {
  constructor(status, code, message, fn) {
    super(message);
    this.name = 'KilnError';
    this.status = status;
    this.code = code;
    this.function = fn;
  }
}

module.exports = { KilnError };
