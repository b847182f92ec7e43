'use strict';
// Shapes of nested JS arrays, and the nesting of flat values back into them.

/** The element count of a shape; TypeError for extents that are not non-negative integers. */
function elementCount(shape, what) {
  if (!Array.isArray(shape) || !shape.every((d) => Number.isInteger(Number(d)) && Number(d) >= 0)) {
    throw new TypeError(`${what}: a shape is an array of non-negative integers, got ${JSON.stringify(shape)}`);
  }
  return shape.reduce((n, d) => n * Number(d), 1);
}

/** [[1, 2, 3], [4, 5, 6]] -> [2, 3]; ragged nesting is a RangeError. */
function inferShape(values) {
  if (!Array.isArray(values)) return [];
  const inner = values.length ? inferShape(values[0]) : [];
  for (const item of values) {
    if (JSON.stringify(inferShape(item)) !== JSON.stringify(inner)) {
      throw new RangeError('ragged nested arrays: every row must have the same shape');
    }
  }
  return [values.length, ...inner];
}

function flatten(values) {
  return Array.isArray(values) ? values.flat(Infinity) : [values];
}

/** Flat values in row-major order -> nested arrays of `shape`; [] gives the single value. */
function nest(flat, shape) {
  if (shape.length === 0) return flat[0];
  const build = (offset, axis) => {
    const rows = [];
    const stride = shape.slice(axis + 1).reduce((n, d) => n * d, 1);
    for (let i = 0; i < shape[axis]; i += 1) {
      rows.push(axis === shape.length - 1 ? flat[offset + i] : build(offset + i * stride, axis + 1));
    }
    return rows;
  };
  return build(0, 0);
}

module.exports = { elementCount, inferShape, flatten, nest };
