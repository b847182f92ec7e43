#version 460
// Scatter of `count` update rows of `width` elements into a copy of base ([rows, width]); row
// numbers are clamped into the rows (the ops layer leaves a single addressed axis's unclamped):
// MODE 0: out = base (raw words of IN_DT's size), a thread per element; MODE 5: the same in
// 16-byte vectors, a thread per vector, where addresses and size allow.
// MODE 1 (put): winner[r] = -1 for every row r.
// MODE 2 (put): winner[row[m]] = max m (atomicMax), a thread per update row.
// MODE 3 (put): out[row[m], j] = updates[m, j] where winner[row[m]] == m: the last update wins.
// MODE 4 (add): out[row[m], j] += updates[m, j] with atomics, a thread per update element
// (int32/uint32/int64/uint64 atomicAdd; float32 atomicAdd where the device has it (variant
// scatter_fadd_), else, as float64, a compare-and-swap loop on the bits, so
// the order of float additions, and their rounding, may vary from run to run).
#if IN_DT == 4 || IN_DT == 8 || IN_DT == 12  // int64, uint64, float64: 64-bit atomics
#extension GL_EXT_shader_atomic_int64 : require
#endif
#ifdef FLOAT_ATOMIC_ADD  // float32 add through VK_EXT_shader_atomic_float (the host checks the feature)
#extension GL_EXT_shader_atomic_float : require
#endif
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint MODE = 0;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t base_ptr;     // MODE 0
  uint64_t rows_ptr;     // int64 row numbers, one per update row
  uint64_t updates_ptr;
  uint64_t winner_ptr;   // int32 per output row (put)
  uint64_t total;        // threads of this pass
  uint64_t width;
  uint64_t first;        // first thread of this dispatch
  uint64_t rows;         // output rows: row numbers are clamped into [0, rows - 1]
} pc;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer AtomI32 { int v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer AtomU32 { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer AtomF32 { float v[]; };
#if IS_WIDE(IN_DT)
layout(buffer_reference, std430, buffer_reference_align = 8) buffer AtomI64 { int64_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer AtomU64 { uint64_t v[]; };
#endif

void copy_element(uint64_t from, uint64_t to) {
#if IN_DT == DT_U8
  BufU8(to).v[0] = BufU8(from).v[0];
#elif IN_DT == DT_U16
  BufU16(to).v[0] = BufU16(from).v[0];
#elif !IS_WIDE(IN_DT)
  BufU32(to).v[0] = BufU32(from).v[0];
#else
  BufU64(to).v[0] = BufU64(from).v[0];
#endif
}

void add_element(uint64_t e, uint64_t from) {
#if IN_DT == DT_I32
  atomicAdd(AtomI32(pc.out_ptr + e * 4UL).v[0], BufI32(from).v[0]);
#elif IN_DT == DT_U32
  atomicAdd(AtomU32(pc.out_ptr + e * 4UL).v[0], BufU32(from).v[0]);
#elif IN_DT == DT_I64
  atomicAdd(AtomI64(pc.out_ptr + e * 8UL).v[0], BufI64(from).v[0]);
#elif IN_DT == DT_U64
  atomicAdd(AtomU64(pc.out_ptr + e * 8UL).v[0], BufU64(from).v[0]);
#elif IN_DT == DT_F32 && defined(FLOAT_ATOMIC_ADD)
  atomicAdd(AtomF32(pc.out_ptr + e * 4UL).v[0], BufF32(from).v[0]);
#elif IN_DT == DT_F32
  float add = BufF32(from).v[0];
  AtomU32 word = AtomU32(pc.out_ptr + e * 4UL);
  uint seen = word.v[0];
  for (;;) {
    uint want = floatBitsToUint(uintBitsToFloat(seen) + add);
    uint was = atomicCompSwap(word.v[0], seen, want);
    if (was == seen) break;
    seen = was;
  }
#elif IN_DT == DT_F64
  double add = BufF64(from).v[0];
  AtomU64 word = AtomU64(pc.out_ptr + e * 8UL);
  uint64_t seen = word.v[0];
  for (;;) {
    uint64_t want = doubleBitsToUint64(uint64BitsToDouble(seen) + add);
    uint64_t was = atomicCompSwap(word.v[0], seen, want);
    if (was == seen) break;
    seen = was;
  }
#endif
}

void main() {
  uint64_t t = pc.first + uint64_t(flat_group()) * 256u + gl_LocalInvocationID.x;
  if (t >= pc.total) return;
  const uint64_t size = ITEMSIZE(IN_DT);
  if (MODE == 5u) {  // out = base in 16-byte vectors (both aligned, the size a multiple of 16)
    BufVec4(pc.out_ptr + t * 16UL).v[0] = BufVec4(pc.base_ptr + t * 16UL).v[0];
  } else if (MODE == 0u) {
    copy_element(pc.base_ptr + t * size, pc.out_ptr + t * size);
  } else if (MODE == 1u) {
    AtomI32(pc.winner_ptr + t * 4UL).v[0] = -1;
  } else if (MODE == 2u) {
    int64_t row = clamp(BufI64(pc.rows_ptr + t * 8UL).v[0], 0L, int64_t(pc.rows) - 1L);
    atomicMax(AtomI32(pc.winner_ptr + uint64_t(row) * 4UL).v[0], int(t));
  } else {
    uint64_t m = pc.width == 1 ? t : t / pc.width, j = pc.width == 1 ? 0 : t % pc.width;  // no 64-bit division per element for single columns
    int64_t row = clamp(BufI64(pc.rows_ptr + m * 8UL).v[0], 0L, int64_t(pc.rows) - 1L);
    uint64_t e = uint64_t(row) * pc.width + j;
    if (MODE == 3u) {
      if (AtomI32(pc.winner_ptr + uint64_t(row) * 4UL).v[0] == int(m)) copy_element(pc.updates_ptr + t * size, pc.out_ptr + e * size);
    } else {
      add_element(e, pc.updates_ptr + t * size);
    }
  }
}
