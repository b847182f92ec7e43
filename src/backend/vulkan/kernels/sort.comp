#version 460
// Argsort of each row (the last axis of a compact IN_DT input, `len` elements per row), stable:
// elements compare by (key, position); padding sentinels have the largest key and position, so
// a real element whose key equals theirs still comes first.
// MODE 0: a workgroup per block of BLOCK elements of a row sorts (key, position) pairs in shared
// memory with a bitonic network (pads with sentinels). A row of one block writes the int64
// positions; longer rows write keys and positions to scratch.
// MODE 1: one merge pass of sorted runs of `width` pairs, a thread per element: its place in the
// merged run is its place in its own run plus the number of pairs of the partner run that come
// before it (a binary search). The last pass (FINAL) writes int64 positions.
// Keys (sort_key below and cpu/argsort.cpp agree on the order, not the bits): unsigned integers
// as they are, signed ones with the sign bit flipped, floats as the IEEE order of their bits
// with -0.0 as +0.0 and every NaN as the largest key; descending complements the key (NaN
// first).
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint MODE = 0;
layout(constant_id = 1) const uint DESCENDING = 0;
layout(constant_id = 2) const uint FINAL = 0;

const uint BLOCK = 1024;
const uint PER_THREAD = BLOCK / 256;
const uint64_t SENTINEL_KEY = 0xffffffffffffffffUL;
const uint SENTINEL_POS = 0xffffffffu;

layout(push_constant) uniform Push {
  uint64_t in_ptr;     // MODE 0: the input; MODE 1: keys (uint64), then positions (uint32) at in_pos
  uint64_t in_pos;
  uint64_t out_ptr;    // int64 positions (a row of one block, or FINAL), else keys
  uint64_t out_pos;    // MODE 0/1 scratch positions
  uint64_t rows;
  uint64_t len;
  uint64_t width;      // MODE 1: run length being merged
  uint64_t base;       // first block (MODE 0) or element (MODE 1) of this dispatch
} pc;

uint64_t sort_key(uint64_t addr) {
#if IN_DT == DT_F64
  uint64_t b = BufU64(addr).v[0];
  if ((b & 0x7fffffffffffffffUL) > 0x7ff0000000000000UL) return DESCENDING != 0u ? 0UL : SENTINEL_KEY;
  if ((b & 0x7fffffffffffffffUL) == 0) b = 0;
  uint64_t k = (b >> 63) != 0 ? ~b : b | 0x8000000000000000UL;
#elif IS_FLOAT(IN_DT)
  float f = LOAD(IN_DT, addr);
  if (isnan(f)) return DESCENDING != 0u ? 0UL : SENTINEL_KEY;
  uint b = f == 0.0 ? 0u : floatBitsToUint(f);
  uint64_t k = uint64_t((b >> 31) != 0u ? ~b : b | 0x80000000u);
#elif IS_SIGNED(IN_DT)
  uint64_t k = uint64_t(int64_t(LOAD(IN_DT, addr))) ^ 0x8000000000000000UL;
#else
  uint64_t k = uint64_t(LOAD(IN_DT, addr));
#endif
  return DESCENDING != 0u ? ~k : k;
}

uint64_t key_at(uint64_t base, uint64_t i) { return BufU64(base + i * 8UL).v[0]; }
uint pos_at(uint64_t base, uint64_t i) { return BufU32(base + i * 4UL).v[0]; }

bool before(uint64_t ka, uint pa, uint64_t kb, uint pb) { return ka < kb || (ka == kb && pa < pb); }

shared uint64_t s_key[BLOCK];
shared uint s_pos[BLOCK];

void block_sort() {
  uint64_t blocks_per_row = (pc.len + BLOCK - 1) / BLOCK;
  uint64_t block = pc.base + flat_group();
  if (block >= pc.rows * blocks_per_row) return;
  uint64_t row = block / blocks_per_row;
  uint first = uint(block % blocks_per_row) * BLOCK;
  uint t = gl_LocalInvocationID.x;
  for (uint j = 0; j < PER_THREAD; ++j) {
    uint i = j * 256u + t;
    uint pos = first + i;
    if (uint64_t(pos) < pc.len) {
      s_key[i] = sort_key(pc.in_ptr + (row * pc.len + pos) * ITEMSIZE(IN_DT));
      s_pos[i] = pos;
    } else {
      s_key[i] = SENTINEL_KEY;
      s_pos[i] = SENTINEL_POS;
    }
  }
  barrier();
  for (uint size = 2; size <= BLOCK; size <<= 1) {
    for (uint stride = size >> 1; stride > 0; stride >>= 1) {
      for (uint j = 0; j < PER_THREAD / 2; ++j) {
        uint c = j * 256u + t;  // comparator c of BLOCK / 2
        uint lo = 2u * stride * (c / stride) + c % stride;
        uint hi = lo + stride;
        bool ascending = (lo & size) == 0u;
        uint64_t klo = s_key[lo], khi = s_key[hi];
        uint plo = s_pos[lo], phi = s_pos[hi];
        if (before(khi, phi, klo, plo) == ascending) {
          s_key[lo] = khi; s_key[hi] = klo;
          s_pos[lo] = phi; s_pos[hi] = plo;
        }
      }
      barrier();
    }
  }
  for (uint j = 0; j < PER_THREAD; ++j) {
    uint i = j * 256u + t;
    uint64_t at = row * pc.len + first + i;
    if (uint64_t(first + i) >= pc.len) continue;
    if (blocks_per_row == 1) {
      BufI64(pc.out_ptr + at * 8UL).v[0] = int64_t(s_pos[i]);
    } else {
      BufU64(pc.out_ptr + at * 8UL).v[0] = s_key[i];
      BufU32(pc.out_pos + at * 4UL).v[0] = s_pos[i];
    }
  }
}

void merge_pass() {
  uint64_t e = pc.base + uint64_t(flat_group()) * 256u + gl_LocalInvocationID.x;
  if (e >= pc.rows * pc.len) return;
  uint64_t row = e / pc.len, pos = e % pc.len;
  uint64_t start = pos / (2 * pc.width) * (2 * pc.width);
  uint64_t mid = min(start + pc.width, pc.len), end = min(start + 2 * pc.width, pc.len);
  uint64_t row_at = row * pc.len;
  uint64_t key = key_at(pc.in_ptr, row_at + pos);
  uint p = pos_at(pc.in_pos, row_at + pos);
  bool left = pos < mid;
  uint64_t lo = left ? mid : start, hi = left ? end : mid;  // the partner run
  uint64_t own = left ? pos - start : pos - mid;
  // Count the partner run's pairs that come before this one.
  uint64_t a = lo, b = hi;
  while (a < b) {
    uint64_t m = (a + b) / 2;
    if (before(key_at(pc.in_ptr, row_at + m), pos_at(pc.in_pos, row_at + m), key, p)) a = m + 1; else b = m;
  }
  uint64_t dest = row_at + start + own + (a - lo);
  if (FINAL != 0u) {
    BufI64(pc.out_ptr + dest * 8UL).v[0] = int64_t(p);
  } else {
    BufU64(pc.out_ptr + dest * 8UL).v[0] = key;
    BufU32(pc.out_pos + dest * 4UL).v[0] = p;
  }
}

void main() {
  if (MODE == 0u) block_sort(); else merge_pass();
}
