// Layout handling shared by the elementwise kernels (unary, binary, where, cast, copy).
// Operand 0 is the output, 1..3 the inputs. Each operand's mode is a specialization constant:
// CONTIG (element i of the chunk), SCALAR (one element for all) or STRIDED (offset computed from
// the global index through the shape/strides table at pc.meta). Pointers already include the view
// offset and, for CONTIG operands, the chunk start.
#include "common.glsl"

#define CONTIG 0u
#define SCALAR 1u
#define STRIDED 2u

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const uint MODE0 = CONTIG;
layout(constant_id = 2) const uint MODE1 = CONTIG;
layout(constant_id = 3) const uint MODE2 = CONTIG;
layout(constant_id = 4) const uint MODE3 = CONTIG;
// 1: every operand is a 4-byte dtype, the output and CONTIG inputs are 16-byte aligned, the
// count is a multiple of 4 and nothing is STRIDED. Each thread then moves VEC_UNROLL uvec4s.
layout(constant_id = 5) const uint VEC = 0;

layout(push_constant) uniform Push {
  uint64_t ptr[4];  // out, in0, in1, in2
  uint64_t meta;    // int64 table: shape[rank], then strides[rank] per operand 0..3
  uint64_t start;   // global index of this chunk's first element
  uint count;       // elements in this chunk
  uint rank;
  uint64_t scalar;  // kernel-specific value (fill pattern)
} pc;

const bool ANY_STRIDED = MODE0 == STRIDED || MODE1 == STRIDED || MODE2 == STRIDED || MODE3 == STRIDED;

// Element offsets (in elements, relative to each operand pointer) of global index g.
void strided_offsets(uint64_t g, out int64_t off[4]) {
  Meta m = Meta(pc.meta);
  off[0] = 0; off[1] = 0; off[2] = 0; off[3] = 0;
  uint r = pc.rank;
  for (uint d = r; d-- > 0;) {
    int64_t c = int64_t(next_coordinate(g, uint64_t(m.v[d])));
    // Only STRIDED operands read their strides (the modes are constants, so the tests fold): a
    // copy of a strided view walks one operand, not four.
    if (MODE0 == STRIDED) off[0] += c * m.v[r + d];
    if (MODE1 == STRIDED) off[1] += c * m.v[2 * r + d];
    if (MODE2 == STRIDED) off[2] += c * m.v[3 * r + d];
    if (MODE3 == STRIDED) off[3] += c * m.v[4 * r + d];
  }
}

uint64_t operand_addr(uint k, uint mode, uint i, int64_t off[4], uint size) {
  if (mode == CONTIG) return pc.ptr[k] + uint64_t(i) * size;
  if (mode == SCALAR) return pc.ptr[k];
  return pc.ptr[k] + uint64_t(off[k] * int64_t(size));
}

// Index of this invocation within the chunk, or false when past its end.
bool element_index(out uint i, out int64_t off[4]) {
  i = flat_group() * 256u + gl_LocalInvocationID.x;
  if (i >= pc.count) return false;
  off[0] = 0; off[1] = 0; off[2] = 0; off[3] = 0;
  if (ANY_STRIDED) strided_offsets(pc.start + i, off);
  return true;
}

// Vectorised path. A workgroup covers 256 * VEC_UNROLL uvec4s; step j of a thread takes uvec4
// (group base + j * 256 + thread), so a subgroup's 16-byte accesses are adjacent.
const uint VEC_UNROLL = 4;

uint vec_index(uint j) { return flat_group() * (256u * VEC_UNROLL) + j * 256u + gl_LocalInvocationID.x; }

uvec4 load_words(uint k, uint mode, uint v) {
  if (mode == SCALAR) return uvec4(BufU32(pc.ptr[k]).v[0]);
  return BufVec4(pc.ptr[k] + uint64_t(v) * 16ul).v[0];
}

void store_words(uint v, uvec4 x) { BufVec4(pc.ptr[0] + uint64_t(v) * 16ul).v[0] = x; }
