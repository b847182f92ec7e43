#version 460
// The sorted values of a radix sort from its sorted keys (radix_sort.comp writes them in its
// last pass when a take_along_axis of the sorted tensor follows: radix_sort_ops.cpp), a
// workgroup per TILE elements: the key transform undone, so sort's values need no gather of
// the input through the positions. Keys that lost bits (floats' zeros and NaNs, which keep
// their sign and payload, and float16's subnormals) read their element of the input through its
// position instead.
#include "common.glsl"

const uint THREADS = 128;
const uint ITEMS = 16;
const uint TILE = THREADS * ITEMS;
layout(local_size_x = 128) in;
layout(constant_id = 0) const uint DESCENDING = 0;
#include "radix_keys.glsl"

layout(push_constant) uniform Push {
  uint64_t keys;       // KEY [rows][len]
  uint64_t positions;  // int64 [rows][len]: the argsort
  uint64_t out_ptr;    // IN_DT [rows][len]
  uint64_t source;     // the input, compact [rows][len]
  uint64_t rows;
  uint64_t len;
  uint64_t base;       // first workgroup of this dispatch
} pc;

// Writes sorted element i from its key.
void sorted_value(uint64_t i, KEY key) {
  bool exact;
  KEY bits = element_bits(key, exact);
  const uint64_t size = ITEMSIZE(IN_DT);
  uint64_t dest = pc.out_ptr + i * size;
  if (!exact) {
    uint64_t row = i / pc.len;
    uint64_t from = pc.source + (row * pc.len + uint64_t(BufI64(pc.positions + i * 8UL).v[0])) * size;
#if KEY_SIZE == 8
    bits = BufU64(from).v[0];
#else
    bits = size == 4 ? BufU32(from).v[0] : size == 2 ? uint(BufU16(from).v[0]) : uint(BufU8(from).v[0]);
#endif
  }
#if KEY_SIZE == 8
  BufU64(dest).v[0] = bits;
#else
  if (size == 4) BufU32(dest).v[0] = bits;
  else if (size == 2) BufU16(dest).v[0] = uint16_t(bits);
  else BufU8(dest).v[0] = uint8_t(bits);
#endif
}


void main() {
  // Every key load first: the stores could alias them, so they would not be hoisted.
  uint64_t first = (pc.base + uint64_t(flat_group())) * TILE + gl_LocalInvocationID.x, n = pc.rows * pc.len;
  KEY keys[ITEMS];
  [[unroll]] for (uint j = 0; j < ITEMS; ++j) {
    uint64_t i = first + j * THREADS;
    keys[j] = i < n ? KEY_BUF(pc.keys + i * KEY_SIZE).v[0] : KEY(0);
  }
  for (uint j = 0; j < ITEMS; ++j) {
    if (first + j * THREADS < n) sorted_value(first + j * THREADS, keys[j]);
  }
}
