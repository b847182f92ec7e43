#version 460
// Reduction of IN_DT over the reduced axes. The input is seen as [outer][inner]: `outer` outputs
// (kept axes, row-major) each reducing `inner` elements (reduced axes, row-major). Each work item
// reduces one chunk of one output's range; with more than one chunk per output a first pass
// writes partials ([outer][chunks], accumulator type) and a second pass (SOURCE = 1) finishes.
#include "common.glsl"

#if IN_DT == DT_F64
#define ACC_DT DT_F64
#elif IS_FLOAT(IN_DT)
#define ACC_DT DT_F32
#elif IS_UNSIGNED(IN_DT)
#define ACC_DT DT_U64
#else
#define ACC_DT DT_I64
#endif
#if IN_DT == DT_F64
#define ACC double
#elif IS_FLOAT(IN_DT)
#define ACC float
#elif IS_UNSIGNED(IN_DT)
#define ACC uint64_t
#else
#define ACC int64_t
#endif
// Sum/Prod result dtype (kiln::sum_result_type).
#if IS_FLOAT(IN_DT)
#define SUM_DT IN_DT
#else
#define SUM_DT ACC_DT
#endif

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const uint SOURCE = 0;   // 0: the input tensor, 1: partials
layout(constant_id = 2) const uint FINAL = 1;    // 1: write the output dtype, 0: write partials
layout(constant_id = 3) const uint WG_MODE = 0;  // 0: a thread per item, 1: a workgroup per item
// 1 (workgroup mode, first pass, 4-byte dtype, not an arg reduction): each output's reduced
// range is contiguous and 16-byte aligned, and is read as uvec4s.
layout(constant_id = 4) const uint VEC = 0;
// 1 (thread mode, float32 sum/prod/max/min, COLS4 below): a thread takes 4 neighbouring outputs.
layout(constant_id = 5) const uint COLS4 = 0;

#include "op_ids.gen.glsl"  // REDUCE_SUM, ...: kiln::ReduceOp
const bool ARG = OP == REDUCE_ARGMAX || OP == REDUCE_ARGMIN;

layout(push_constant) uniform Push {
  uint64_t in_ptr;    // input view (offset applied) or partial values
  uint64_t in_idx;    // partial indices (arg reductions, SOURCE = 1)
  uint64_t out_ptr;   // output or partial values
  uint64_t out_idx;   // partial indices (arg reductions, FINAL = 0)
  uint64_t meta;      // int64: kept shape, kept strides, reduced shape, reduced strides
  uint64_t outer;
  uint64_t inner;
  uint64_t item_base;  // first work item of this dispatch
  uint chunks;
  uint rank_kept;
  uint rank_red;
} pc;

struct Acc { ACC v; int64_t i; };  // i: index of v in the reduced range, -1 for "empty"

Acc identity() {
  Acc a;
  a.i = -1;
  switch (OP) {
    case REDUCE_PROD: case REDUCE_ALL: a.v = ACC(1); break;
#if IS_FLOAT(IN_DT)
    case REDUCE_MAX: a.v = ACC(-1.0 / 0.0); break;
    case REDUCE_MIN: a.v = ACC(1.0 / 0.0); break;
#elif IS_UNSIGNED(IN_DT)
    case REDUCE_MIN: a.v = ~ACC(0); break;
#else
    case REDUCE_MAX: a.v = ACC(int64_t(1) << 63); break;
    case REDUCE_MIN: a.v = ~ACC(int64_t(1) << 63); break;
#endif
    default: a.v = ACC(0);
  }
  return a;
}

bool is_nan(ACC v) {
#if IS_FLOAT(IN_DT)
  return isnan(v);
#else
  return false;
#endif
}

Acc combine(Acc a, Acc b) {
  switch (OP) {
    case REDUCE_SUM: a.v += b.v; return a;
    case REDUCE_PROD: a.v *= b.v; return a;
    case REDUCE_MAX: a.v = (is_nan(a.v) || is_nan(b.v)) ? a.v + b.v : max(a.v, b.v); return a;
    case REDUCE_MIN: a.v = (is_nan(a.v) || is_nan(b.v)) ? a.v + b.v : min(a.v, b.v); return a;
    case REDUCE_ALL: a.v = ACC(a.v != ACC(0) && b.v != ACC(0)); return a;
    case REDUCE_ANY: a.v = ACC(a.v != ACC(0) || b.v != ACC(0)); return a;
  }
  // Arg reductions: a NaN is the extreme; ties go to the first index.
  if (b.i < 0) return a;
  if (a.i < 0) return b;
  bool take_b;
  if (is_nan(a.v) || is_nan(b.v)) {
    take_b = is_nan(b.v) && (!is_nan(a.v) || b.i < a.i);
  } else {
    bool better = OP == REDUCE_ARGMAX ? b.v > a.v : b.v < a.v;
    take_b = better || (b.v == a.v && b.i < a.i);
  }
  return take_b ? b : a;
}

// Offset (elements) of output o's first element, and of reduced element r from there.
int64_t table_offset(uint64_t idx, uint base, uint rank) {
  Meta m = Meta(pc.meta);
  if (rank == 1) return int64_t(idx) * m.v[base + 1];
  int64_t off = 0;
  for (uint d = rank; d-- > 0;) {
    off += int64_t(next_coordinate(idx, uint64_t(m.v[base + d]))) * m.v[base + rank + d];
  }
  return off;
}

Acc element(uint64_t o, uint64_t r, int64_t base_off) {
  Acc a;
  a.i = int64_t(r);
  if (SOURCE == 1) {
    uint64_t k = o * pc.inner + r;  // partial rows hold `inner` values
    a.v = BUF(ACC_DT)(pc.in_ptr + k * ITEMSIZE(ACC_DT)).v[0];
    if (ARG) a.i = BufI64(pc.in_idx + k * 8).v[0];
    return a;
  }
  int64_t off = base_off + table_offset(r, 2 * pc.rank_kept, pc.rank_red);
  CTYPE(IN_DT) x = LOAD(IN_DT, pc.in_ptr + uint64_t(off * ITEMSIZE(IN_DT)));
  a.v = (OP == REDUCE_ALL || OP == REDUCE_ANY) ? ACC(x != CTYPE(IN_DT)(0)) : ACC(x);
  return a;
}

void write_result(uint64_t o, uint chunk, Acc a) {
  if (FINAL == 0) {
    uint64_t k = o * pc.chunks + chunk;
    BUF(ACC_DT)(pc.out_ptr + k * ITEMSIZE(ACC_DT)).v[0] = a.v;
    if (ARG) BufI64(pc.out_idx + k * 8).v[0] = a.i;
    return;
  }
  switch (OP) {
    case REDUCE_SUM: case REDUCE_PROD: STORE(SUM_DT, pc.out_ptr + o * ITEMSIZE(SUM_DT), CTYPE(SUM_DT)(a.v)); break;
    case REDUCE_MAX: case REDUCE_MIN: STORE(IN_DT, pc.out_ptr + o * ITEMSIZE(IN_DT), CTYPE(IN_DT)(a.v)); break;
    case REDUCE_ALL: case REDUCE_ANY: STORE(DT_BOOL, pc.out_ptr + o, uint(a.v != ACC(0))); break;
    default: BufI64(pc.out_ptr + o * 8).v[0] = max(a.i, int64_t(0));
  }
}

#if IS_WORD(IN_DT)
Acc value_acc(uint word) {
  CTYPE(IN_DT) x = FROM_WORD(IN_DT, word);
  Acc a;
  a.i = 0;
  a.v = (OP == REDUCE_ALL || OP == REDUCE_ANY) ? ACC(x != CTYPE(IN_DT)(0)) : ACC(x);
  return a;
}

Acc combine4(Acc acc, uvec4 w) {
  [[unroll]] for (uint e = 0; e < 4; ++e) acc = combine(acc, value_acc(w[e]));
  return acc;
}

// This thread's share of one chunk, read as uvec4s (chunks are whole uvec4s here); the chunk
// holding the range's last inner % 4 elements reads those singly.
Acc reduce_vec(uint chunk, int64_t base_off, uint lid) {
  uint64_t base = pc.in_ptr + uint64_t(base_off) * 4ul;
  uint64_t whole = pc.inner / 4ul;
  uint64_t len4 = ((pc.inner + pc.chunks - 1) / pc.chunks + 3) / 4;
  uint64_t b4 = uint64_t(chunk) * len4;
  uint64_t e4 = min(whole, b4 + len4);
  Acc acc = identity(), acc2 = identity();
  uint64_t v = b4 + lid;
  for (; v + 768 < e4; v += 1024) {  // four loads in flight per thread
    uvec4 w0 = BufVec4(base + v * 16).v[0];
    uvec4 w1 = BufVec4(base + (v + 256) * 16).v[0];
    uvec4 w2 = BufVec4(base + (v + 512) * 16).v[0];
    uvec4 w3 = BufVec4(base + (v + 768) * 16).v[0];
    acc = combine4(combine4(acc, w0), w1);
    acc2 = combine4(combine4(acc2, w2), w3);
  }
  for (; v < e4; v += 256) acc = combine4(acc, BufVec4(base + v * 16).v[0]);
  uint64_t tail = whole * 4 + lid;
  if (lid < 4 && tail < pc.inner && whole >= b4 && whole < b4 + len4) {
    acc = combine(acc, value_acc(BufU32(base + tail * 4).v[0]));
  }
  return combine(acc, acc2);
}
#else
Acc reduce_vec(uint chunk, int64_t base_off, uint lid) { return identity(); }  // never used
#endif

#if IN_DT == DT_F32
// COLS4: one kept axis, contiguous, its extent a multiple of 4 and 16-byte aligned, and one
// reduced axis striding by whole uvec4s (an axis-0 sum of a row-major matrix). A thread reads one
// uvec4 (4 outputs' elements) per reduced element, four reduced elements' loads in flight; each
// output still combines its elements in order. Partials (FINAL = 0) are written [chunks][outer],
// so the stores are uvec4s too and the second pass is the same kernel over that matrix.
void reduce_cols4(uint64_t item) {
  const uint64_t quads = pc.outer / 4;
  const uint64_t q = item % quads;
  const uint64_t chunk = item / quads;
  const uint64_t len = (pc.inner + pc.chunks - 1) / pc.chunks;
  const uint64_t begin = chunk * len, end = min(pc.inner, begin + len);
  const uint64_t step = uint64_t(Meta(pc.meta).v[2 * pc.rank_kept + pc.rank_red]) * 4;  // bytes
  uint64_t at = pc.in_ptr + q * 16 + begin * step;
  Acc acc[4];
  [[unroll]] for (uint e = 0; e < 4; ++e) acc[e] = identity();
  uint64_t r = begin;
  for (; r + 4 <= end; r += 4, at += 4 * step) {
    uvec4 w[4];
    [[unroll]] for (uint k = 0; k < 4; ++k) w[k] = BufVec4(at + k * step).v[0];
    [[unroll]] for (uint k = 0; k < 4; ++k) {
      [[unroll]] for (uint e = 0; e < 4; ++e) acc[e] = combine(acc[e], value_acc(w[k][e]));
    }
  }
  for (; r < end; ++r, at += step) {
    uvec4 w = BufVec4(at).v[0];
    [[unroll]] for (uint e = 0; e < 4; ++e) acc[e] = combine(acc[e], value_acc(w[e]));
  }
  if (FINAL == 0) {
    BufVec4(pc.out_ptr + (chunk * pc.outer + q * 4) * 4).v[0] =
        uvec4(floatBitsToUint(acc[0].v), floatBitsToUint(acc[1].v), floatBitsToUint(acc[2].v), floatBitsToUint(acc[3].v));
  } else {
    [[unroll]] for (uint e = 0; e < 4; ++e) write_result(q * 4 + e, 0, acc[e]);
  }
}
#else
void reduce_cols4(uint64_t item) {}  // never used
#endif

shared ACC s_v[256];
shared int64_t s_i[256];

void main() {
  uint lid = gl_LocalInvocationID.x;
  uint64_t item = pc.item_base + (WG_MODE == 1 ? uint64_t(flat_group()) : uint64_t(flat_group()) * 256 + lid);
  uint64_t items = pc.outer * pc.chunks;
  if (COLS4 == 1) {
    if (item < items / 4) reduce_cols4(item);
    return;
  }
  if (WG_MODE == 0 && item >= items) return;
  // Thread mode: neighbouring threads take neighbouring outputs (coalesced when the kept axis
  // is innermost). Workgroup mode: neighbouring threads take neighbouring reduced elements.
  uint64_t o = WG_MODE == 1 ? item / pc.chunks : item % pc.outer;
  uint chunk = uint(WG_MODE == 1 ? item % pc.chunks : item / pc.outer);
  uint64_t len = (pc.inner + pc.chunks - 1) / pc.chunks;
  uint64_t begin = uint64_t(chunk) * len;
  uint64_t end = min(pc.inner, begin + len);
  int64_t base_off = SOURCE == 1 ? 0 : table_offset(o, 0, pc.rank_kept);
  Acc acc = identity();
  if (WG_MODE == 0) {
    for (uint64_t r = begin; r < end; ++r) acc = combine(acc, element(o, r, base_off));
    write_result(o, chunk, acc);
    return;
  }
  if (VEC == 1) {
    acc = reduce_vec(chunk, base_off, lid);
  } else {
    for (uint64_t r = begin + lid; r < end; r += 256) acc = combine(acc, element(o, r, base_off));
  }
  s_v[lid] = acc.v;
  s_i[lid] = acc.i;
  barrier();
  for (uint s = 128; s > 0; s >>= 1) {
    if (lid < s) {
      Acc a = Acc(s_v[lid], s_i[lid]);
      Acc b = Acc(s_v[lid + s], s_i[lid + s]);
      a = combine(a, b);
      s_v[lid] = a.v;
      s_i[lid] = a.i;
    }
    barrier();
  }
  if (lid == 0) write_result(o, chunk, Acc(s_v[0], s_i[0]));
}
