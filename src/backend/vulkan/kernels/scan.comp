#version 460
// Scan of IN_DT along one axis. The output is `lines` lines (every position but the axis's, in
// row-major order) of `len` elements; line l's output starts at (l / inner) * len * inner +
// l % inner and steps by `inner`, its input at the meta table's offset, stepping by in_step.
// MODE 0: a thread per line walks it (neighbouring threads, neighbouring lines: coalesced when
// the axis is an outer one). MODE 1: a workgroup per line, in tiles of 256 x ITEMS elements:
// each thread scans its ITEMS serially, the workgroup scans the 256 thread totals in shared
// memory, and a carry passes from tile to tile (work-efficient: O(len) combines). MODE 2-4: a
// few long lines, which one workgroup each would leave most of a big GPU idle: reduce, then
// scan, in chunks (three dispatches, no workgroup waits for another).
#ifdef LOOKBACK  // variant scan_lb_: MODE 5/6 (64-bit atomics: the host checks the feature)
#extension GL_EXT_shader_atomic_int64 : require
#endif
#include "common.glsl"
#include "math.glsl"
#include "math_inverse.glsl"
#include "op_ids.gen.glsl"  // SCAN_CUMULATIVE_SUM, ...: kiln::ScanOp

#if IN_DT == DT_F64
#define ACC double
#elif IS_FLOAT(IN_DT)
#define ACC float
#elif IS_UNSIGNED(IN_DT)
#define ACC uint64_t
#define ACC_DT DT_U64
#else
#define ACC int64_t
#define ACC_DT DT_I64
#endif
#if IS_FLOAT(IN_DT)
#define SUM_DT IN_DT
#else
#define SUM_DT ACC_DT
#endif

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const uint MODE = 0;
layout(constant_id = 2) const uint REVERSE = 0;
const uint ITEMS = 8;
const bool WIDE = OP == SCAN_CUMULATIVE_SUM || OP == SCAN_CUMULATIVE_PRODUCT;
#define OUT_ITEM (WIDE ? ITEMSIZE(SUM_DT) : ITEMSIZE(IN_DT))

layout(push_constant) uniform Push {
  uint64_t in_ptr;    // input element [0, ..., 0]
  uint64_t out_ptr;
  uint64_t meta;      // int64: line shape, then the input's strides over it
  uint64_t lines;
  uint64_t len;
  uint64_t inner;     // output stride along the axis
  int64_t in_step;    // input stride along the axis
  uint64_t line_base; // first line (MODE 2/4: line chunk) of this dispatch
  uint64_t partials;  // MODE 2-4: ACC per (line, chunk)
  uint64_t chunk;     // MODE 2-4: positions per chunk, a multiple of 256 x ITEMS
  uint rank;          // dimensions of the line shape
} pc;

bool nan_acc(ACC v) {
#if IS_FLOAT(IN_DT)
  return isnan(v);
#else
  return false;
#endif
}

// a comes before b along the scan.
ACC combine(ACC a, ACC b) {
  switch (OP) {
    case SCAN_CUMULATIVE_SUM: return a + b;
    case SCAN_CUMULATIVE_PRODUCT: return a * b;
    case SCAN_CUMULATIVE_MAX: return (nan_acc(a) || nan_acc(b)) ? a + b : max(a, b);
    case SCAN_CUMULATIVE_MIN: return (nan_acc(a) || nan_acc(b)) ? a + b : min(a, b);
  }
#if IS_FLOAT(IN_DT) && IN_DT != DT_F64
  return logaddexp_f(a, b);  // logcumsumexp (float64: the CPU runs it)
#else
  return a;
#endif
}

int64_t line_offset(uint64_t l) {
  Meta m = Meta(pc.meta);
  int64_t off = 0;
  for (uint d = pc.rank; d-- > 0;) {
    off += int64_t(next_coordinate(l, uint64_t(m.v[d]))) * m.v[pc.rank + d];
  }
  return off;
}

// Position k of the scan is element p of the line: the same, or counted from the end.
uint64_t position(uint64_t k) { return REVERSE == 1 ? pc.len - 1 - k : k; }

ACC load_at(int64_t in_off, uint64_t k) {
  int64_t e = in_off + int64_t(position(k)) * pc.in_step;
  return ACC(LOAD(IN_DT, pc.in_ptr + uint64_t(e * ITEMSIZE(IN_DT))));
}

void store_at(uint64_t out_off, uint64_t k, ACC v) {
  uint64_t addr = pc.out_ptr + (out_off + position(k) * pc.inner) * OUT_ITEM;
  if (WIDE) {
    STORE(SUM_DT, addr, CTYPE(SUM_DT)(v));
  } else {
    STORE(IN_DT, addr, CTYPE(IN_DT)(v));
  }
}

shared ACC s_total[256];

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

#ifdef LOOKBACK
// ---- MODE 5/6: one pass for a few long lines of float accumulators (decoupled look-back).
// MODE 5 zeroes the tile states and the tile counter. MODE 6: each workgroup takes the next tile
// number from the counter, so every tile before it belongs to a workgroup that is already
// running (no wait depends on a workgroup that has not started: the only forward progress it
// needs is that running workgroups keep running). It scans its LB_TILE positions, publishes its
// total (AGGREGATE), looks back over the tiles before it in its line, waiting for each to
// publish, until one holds its inclusive prefix (PREFIX), publishes its own inclusive prefix and
// writes its outputs after the combined prefix. A state is one 64-bit atomic word, flag << 32 |
// value bits, so a value is never seen without its flag. One read and one write of the data.
const uint LB_ITEMS = 16;
const uint LB_TILE = 256 * LB_ITEMS;
const uint64_t AGGREGATE = 1UL << 32, PREFIX = 2UL << 32;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer StateWord { uint64_t v[]; };

shared uint s_tile;
shared ACC s_prefix;
shared uint s_has_prefix;

uint64_t read_state(uint64_t addr) {
  uint64_t state = 0;
  // llvmpipe (lavapipe) ends a shader's loops after 65535 rounds in all (its guard against hung
  // shaders), which cut waits short there and lost prefixes: each round reads up to 64 times,
  // unrolled (no loop), so a wait there may last 4 M reads. Other drivers simply spin.
  while ((state >> 32) == 0) {
    [[unroll]] for (uint k = 0; k < 64u; ++k) {
      if ((state >> 32) == 0) state = atomicAdd(StateWord(addr).v[0], 0UL);
    }
  }
  return state;
}

void lookback_scan() {
  uint lid = gl_LocalInvocationID.x;
  uint64_t chunks = (pc.len + LB_TILE - 1) / LB_TILE, tiles = pc.lines * chunks;
  if (uint64_t(flat_group()) >= tiles) return;  // the grid's padding: takes no tile
  if (lid == 0) s_tile = uint(atomicAdd(StateWord(pc.partials + tiles * 8UL).v[0], 1UL));
  barrier();
  uint64_t id = uint64_t(s_tile);
  uint64_t l = id / chunks, c = id % chunks;
  int64_t in_off = line_offset(l);
  uint64_t out_off = l * pc.len;
  uint64_t begin = c * LB_TILE + uint64_t(lid) * LB_ITEMS, stop = min(begin + LB_ITEMS, pc.len);
  ACC v[LB_ITEMS];
  uint64_t in_addr = pc.in_ptr + uint64_t(in_off + int64_t(begin)) * 4UL, out_addr = pc.out_ptr + (out_off + begin) * 4UL;
  bool vec = IN_DT == DT_F32 && pc.in_step == 1 && stop == begin + LB_ITEMS && ((in_addr | out_addr) & 15UL) == 0;
  if (REVERSE != 0 || OUT_ITEM != 4) vec = false;
  if (begin < stop) {
    if (vec) {
      [[unroll]] for (uint q = 0; q < LB_ITEMS / 4; ++q) {
        uvec4 w = BufVec4(in_addr + q * 16UL).v[0];
        for (uint e = 0; e < 4u; ++e) v[q * 4 + e] = ACC(uintBitsToFloat(w[e]));
      }
    } else {
      for (uint j = 0; j < LB_ITEMS; ++j) {
        if (begin + j < stop) v[j] = load_at(in_off, begin + j);
      }
    }
    for (uint j = 1; j < LB_ITEMS; ++j) {
      if (begin + j < stop) v[j] = combine(v[j - 1], v[j]);
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
  ACC total = s_total[uint(min(uint64_t(255), (pc.len - c * LB_TILE - 1) / LB_ITEMS))];
  if (lid == 0) {
    StateWord own = StateWord(pc.partials + (l * chunks + c) * 8UL);
    atomicExchange(own.v[0], (c == 0 ? PREFIX : AGGREGATE) | uint64_t(floatBitsToUint(float(total))));
    ACC prefix = ACC(0);
    for (uint64_t j = c; j-- > 0;) {
      uint64_t state = read_state(pc.partials + (l * chunks + j) * 8UL);
      ACC value = ACC(uintBitsToFloat(uint(state)));
      prefix = j + 1 == c ? value : combine(value, prefix);  // value comes before what was combined
      if ((state >> 32) == 2UL) break;
    }
    if (c > 0) atomicExchange(own.v[0], PREFIX | uint64_t(floatBitsToUint(float(combine(prefix, total)))));
    s_prefix = prefix;
    s_has_prefix = c > 0 ? 1u : 0u;
  }
  barrier();
  if (begin < stop) {
    bool has_carry = s_has_prefix != 0u;
    ACC carry = s_prefix;
    bool has_prefix = has_carry || lid > 0;
    ACC prefix = lid > 0 ? s_total[lid - 1] : carry;
    if (lid > 0 && has_carry) prefix = combine(carry, prefix);
    for (uint j = 0; j < LB_ITEMS; ++j) v[j] = has_prefix ? combine(prefix, v[j]) : v[j];
    if (vec) {
      [[unroll]] for (uint q = 0; q < LB_ITEMS / 4; ++q) {
        BufVec4(out_addr + q * 16UL).v[0] = uvec4(floatBitsToUint(float(v[q * 4])), floatBitsToUint(float(v[q * 4 + 1])),
                                                  floatBitsToUint(float(v[q * 4 + 2])), floatBitsToUint(float(v[q * 4 + 3])));
      }
    } else {
      for (uint j = 0; j < LB_ITEMS; ++j) {
        if (begin + j < stop) store_at(out_off, begin + j, v[j]);
      }
    }
  }
}
#endif

void main() {
  uint lid = gl_LocalInvocationID.x;
#ifdef LOOKBACK
  if (MODE == 5) {  // zero the states and, after them, the tile counter (pc.chunk words)
    uint64_t i = uint64_t(flat_group()) * 256 + lid;
    if (i < pc.chunk) StateWord(pc.partials + i * 8UL).v[0] = 0UL;
    return;
  }
  if (MODE == 6) {
    lookback_scan();
    return;
  }
#endif
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
