'use strict';
// The one error class of the binding. It needs nothing from the library, so that the generated
// layer (capi.gen.js) can throw it without a require cycle.

const camel = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/** What this package calls C function `fn`: kiln_add -> kiln.add, kiln_tensor_eval ->
 *  Tensor.eval, kiln_device_find -> Device.find. */
function jsName(fn) {
  const short = fn.replace(/^kiln_/, '');
  for (const [prefix, owner] of [['tensor_', 'Tensor.'], ['device_', 'Device.']]) {
    if (short.startsWith(prefix)) return owner + camel(short.slice(prefix.length));
  }
  return `kiln.${camel(short)}`;
}

/** A library message ("kiln_add: cannot broadcast ...") as this package shows it:
 *  "kiln.add: cannot broadcast ... [kiln_add]". Other messages stay as they are. */
function describe(message, fn) {
  const lead = `${fn}: `;
  if (typeof fn !== 'string' || !fn.startsWith('kiln_') || !message.startsWith(lead)) return message;
  return `${jsName(fn)}: ${message.slice(lead.length)} [${fn}]`;
}

/**
 * A Kiln call failed, or a tensor was used after release().
 * - status: the status name without the KILN_STATUS_ prefix, e.g. 'SHAPE_MISMATCH'
 * - code: the kiln_status value, e.g. 3
 * - function: the C function that failed (or the JS method, for checks made here)
 * - message: kiln_last_error()'s text, led by this package's name for the call
 *   ('kiln.reshape: (2, 3) has 6 elements, (4,) needs 4 [kiln_reshape]')
 */
class KilnError extends Error {
  constructor(status, code, message, fn) {
    super(describe(message, fn));
    this.name = 'KilnError';
    this.status = status;
    this.code = code;
    this.function = fn;
  }
}

module.exports = { KilnError, jsName };
