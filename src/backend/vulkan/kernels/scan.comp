#version 460
// Scan of IN_DT along one axis. The output is `lines` lines (every position but the axis's, in
// row-major order) of `len` elements; line l's output starts at (l / inner) * len * inner +
// l % inner and steps by `inner`, its input at the meta table's offset, stepping by in_step.
// MODE 0: a thread per line walks it (neighbouring threads, neighbouring lines: coalesced when
// the axis is an outer one). MODE 1: a workgroup per line, in tiles of 256 x ITEMS elements:
// each thread scans its ITEMS serially, the workgroup scans the 256 thread totals in shared
// memory, and a carry passes from tile to tile (work-efficient: O(len) combines). MODE 2-4: a
// few long lines, which one workgroup each would leave most of a big GPU idle: reduce, then
// scan, in chunks (three dispatches, no workgroup waits for another). Float lines on GPUs take
// scan_lookback.comp instead.
#include "scan_common.glsl"

// The scanned ACC partials of MODE 2/3/4 (one per chunk of a line), as raw ACC.
#if IN_DT == DT_F64
#define ACC_BUF BufF64
#elif IS_FLOAT(IN_DT)
#define ACC_BUF BufF32
#elif IS_UNSIGNED(IN_DT)
#define ACC_BUF BufU64
#else
#define ACC_BUF BufI64
#endif
#define ACC_SIZE (IS_FLOAT(IN_DT) && IN_DT != DT_F64 ? 4 : 8)

// Scans positions [first, end) of a line in tiles of 256 x ITEMS, after `carry` when has_carry;
// with REDUCE_ONLY, stores nothing and returns the combination of the range (else the last
// prefix). Work-efficient: each thread scans its ITEMS serially, the workgroup scans the 256
// thread totals in shared memory, a carry passes from tile to tile.
ACC scan_range(int64_t in_off, uint64_t out_off, uint64_t first, uint64_t end, bool has_carry, ACC carry,
               bool reduce_only) {
  uint lid = gl_LocalInvocationID.x;
  for (uint64_t tile = first; tile < end; tile += 256 * ITEMS) {
    uint64_t begin = tile + uint64_t(lid) * ITEMS;
    uint64_t stop = min(begin + ITEMS, end);
    ACC v[ITEMS];
    // Contiguous, aligned float32 runs move as two 16-byte vectors each way (the workgroup modes
    // scan innermost axes: the output run is contiguous too).
    uint64_t in_addr = pc.in_ptr + uint64_t(in_off + int64_t(begin)) * 4UL, out_addr = pc.out_ptr + (out_off + begin) * 4UL;
    bool vec = IN_DT == DT_F32 && pc.in_step == 1 && stop == begin + ITEMS && ((in_addr | out_addr) & 15UL) == 0;
    if (REVERSE != 0 || OUT_ITEM != 4) vec = false;  // (apart: glslang cannot fold spec-constant && chains)
    if (begin < stop) {
      if (vec) {
        uvec4 a = BufVec4(in_addr).v[0], b = BufVec4(in_addr + 16UL).v[0];
        for (uint e = 0; e < 4u; ++e) v[e] = ACC(uintBitsToFloat(a[e])), v[4 + e] = ACC(uintBitsToFloat(b[e]));
        for (uint j = 1; j < ITEMS; ++j) v[j] = combine(v[j - 1], v[j]);
      } else {
        v[0] = load_at(in_off, begin);
        for (uint j = 1; j < ITEMS; ++j) {
          if (begin + j < stop) v[j] = combine(v[j - 1], load_at(in_off, begin + j));
        }
      }
      s_total[lid] = v[uint(stop - begin) - 1];
    }
    barrier();
    // Inclusive scan of the thread totals; threads past the end hold nothing that any thread
    // with elements reads (they come after it), nor is their total carried (the tile is short).
    for (uint d = 1; d < 256; d <<= 1) {
      ACC before = lid >= d ? s_total[lid - d] : ACC(0);
      barrier();
      if (lid >= d && begin < stop) s_total[lid] = combine(before, s_total[lid]);
      barrier();
    }
    if (begin < stop && !reduce_only) {
      bool has_prefix = has_carry || lid > 0;
      ACC prefix = lid > 0 ? s_total[lid - 1] : carry;
      if (lid > 0 && has_carry) prefix = combine(carry, prefix);
      for (uint j = 0; j < ITEMS; ++j) v[j] = has_prefix ? combine(prefix, v[j]) : v[j];
      if (vec) {
        BufVec4(out_addr).v[0] = uvec4(floatBitsToUint(float(v[0])), floatBitsToUint(float(v[1])),
                                       floatBitsToUint(float(v[2])), floatBitsToUint(float(v[3])));
        BufVec4(out_addr + 16UL).v[0] = uvec4(floatBitsToUint(float(v[4])), floatBitsToUint(float(v[5])),
                                              floatBitsToUint(float(v[6])), floatBitsToUint(float(v[7])));
      } else {
        for (uint j = 0; j < ITEMS; ++j) {
          if (begin + j < stop) store_at(out_off, begin + j, v[j]);
        }
      }
    }
    // The tile's total: the last thread that holds elements.
    ACC total = s_total[uint(min(uint64_t(255), (end - tile - 1) / ITEMS))];
    carry = has_carry ? combine(carry, total) : total;
    has_carry = true;
    barrier();  // s_total is rewritten by the next tile
  }
  return carry;
}

void main() {
  uint lid = gl_LocalInvocationID.x;
  if (MODE >= 2) {
    // Long lines in chunks of pc.chunk positions: MODE 2 reduces each (line, chunk) to
    // partials[line][chunk], MODE 3 scans each line's partials in place (a workgroup per line),
    // MODE 4 scans each chunk after the partials of the chunks before it.
    uint64_t chunks = (pc.len + pc.chunk - 1) / pc.chunk;
    uint64_t g = pc.line_base + uint64_t(flat_group());
    if (MODE == 3) {
      if (g >= pc.lines) return;
      uint64_t at = pc.partials + g * chunks * ACC_SIZE;
      ACC carry = ACC(0);
      for (uint64_t tile = 0; tile < chunks; tile += 256 * ITEMS) {
        uint64_t begin = tile + uint64_t(lid) * ITEMS, stop = min(begin + ITEMS, chunks);
        ACC v[ITEMS];
        if (begin < stop) {
          v[0] = ACC_BUF(at + begin * ACC_SIZE).v[0];
          for (uint j = 1; j < ITEMS; ++j) {
            if (begin + j < stop) v[j] = combine(v[j - 1], ACC_BUF(at + (begin + j) * ACC_SIZE).v[0]);
          }
          s_total[lid] = v[uint(stop - begin) - 1];
        }
        barrier();
        for (uint d = 1; d < 256; d <<= 1) {
          ACC before = lid >= d ? s_total[lid - d] : ACC(0);
          barrier();
          if (lid >= d && begin < stop) s_total[lid] = combine(before, s_total[lid]);
          barrier();
        }
        if (begin < stop) {
          bool has_prefix = tile > 0 || lid > 0;
          ACC prefix = lid > 0 ? s_total[lid - 1] : carry;
          if (lid > 0 && tile > 0) prefix = combine(carry, prefix);
          for (uint j = 0; j < ITEMS; ++j) {
            if (begin + j < stop) ACC_BUF(at + (begin + j) * ACC_SIZE).v[0] = has_prefix ? combine(prefix, v[j]) : v[j];
          }
        }
        ACC total = s_total[uint(min(uint64_t(255), (chunks - tile - 1) / ITEMS))];
        carry = tile > 0 ? combine(carry, total) : total;
        barrier();
      }
      return;
    }
    if (g >= pc.lines * chunks) return;  // a whole workgroup leaves together
    uint64_t l = g / chunks, c = g % chunks;
    int64_t in_off = line_offset(l);
    uint64_t out_off = (l / pc.inner) * pc.len * pc.inner + l % pc.inner;
    uint64_t first = c * pc.chunk, end = min(first + pc.chunk, pc.len);
    uint64_t part = pc.partials + (l * chunks + c) * ACC_SIZE;
    if (MODE == 2) {
      ACC total = scan_range(in_off, out_off, first, end, false, ACC(0), true);
      if (lid == 0) ACC_BUF(part).v[0] = total;
    } else {
      ACC carry = c > 0 ? ACC_BUF(part - ACC_SIZE).v[0] : ACC(0);
      scan_range(in_off, out_off, first, end, c > 0, carry, false);
    }
    return;
  }
  uint64_t l = pc.line_base + (MODE == 1 ? uint64_t(flat_group()) : uint64_t(flat_group()) * 256 + lid);
  if (l >= pc.lines) return;  // MODE 1: a whole workgroup leaves together
  int64_t in_off = line_offset(l);
  uint64_t out_off = (l / pc.inner) * pc.len * pc.inner + l % pc.inner;
  if (MODE == 0) {
    ACC acc = load_at(in_off, 0);
    store_at(out_off, 0, acc);
    // 16 positions per round, unrolled: llvmpipe ends a shader's loops after 65535 rounds (a
    // guard against hung shaders), which truncated outer-axis scans longer than that on lavapipe.
    for (uint64_t k = 1; k < pc.len; k += 16) {
      [[unroll]] for (uint u = 0; u < 16u; ++u) {
        if (k + u < pc.len) {
          acc = combine(acc, load_at(in_off, k + u));
          store_at(out_off, k + u, acc);
        }
      }
    }
    return;
  }
  scan_range(in_off, out_off, 0, pc.len, false, ACC(0), false);
}
