#version 460
// One-pass scan of a few long lines of float accumulators (float32, float16, bfloat16), a
// decoupled look-back (scan_ops.cpp picks it). MODE 0 zeroes the tile states and the tile counter
// (pc.chunk words from pc.partials); MODE 1 scans: each workgroup takes the next tile number from
// the counter, so every tile before it belongs to a workgroup that is already running (no wait
// depends on a workgroup that has not started: the only forward progress it needs is that
// running workgroups keep running). It scans its LB_TILE positions, publishes its total
// (AGGREGATE), looks back over the tiles before it in its line, waiting for each to publish,
// until one holds its inclusive prefix (PREFIX), publishes its own inclusive prefix and writes
// its outputs after the combined prefix. A state is one 64-bit atomic word, flag << 32 | value
// bits, so a value is never seen without its flag; states are read with relaxed atomic loads
// (no read-modify-write round trip; SPIN_RMW below) and written with relaxed atomic stores.
// One read and one write of the data.
// SUBGROUP_LOOKBACK (devices with subgroup ballots and shuffles): the first subgroup looks back
// over a window of gl_SubgroupSize tiles at once, lane i reading tile c-1-i, then combines the
// window up to the nearest PREFIX with shuffles, sliding back a window at a time; the tile is
// scanned in coalesced rows per subgroup. Without it one invocation walks the tiles one by one
// and each invocation scans 32 neighbouring positions.
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_KHR_memory_scope_semantics : require
#ifdef SUBGROUP_LOOKBACK
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#endif
#include "scan_common.glsl"

const uint LB_ITEMS = 32;  // scan_ops.cpp's kLookbackTile is 256 x this
const uint LB_TILE = 256 * LB_ITEMS;
shared uint s_tile;
shared ACC s_prefix;
shared uint s_has_prefix;

// CPU devices (lavapipe) read states by read-modify-writes (lookback_states.glsl).
layout(constant_id = 3) const uint SPIN_RMW = 0;
#include "lookback_states.glsl"

// Tests (KILN_SCAN_PREFIX_EVERY=N, scan_ops.cpp) let only every Nth tile publish its inclusive
// prefix, so look-backs go far back: the window slides, the walk takes many steps.
layout(constant_id = 4) const uint PREFIX_EVERY = 1;

ACC state_value(uint64_t state) { return ACC(uintBitsToFloat(uint(state))); }

#ifdef SUBGROUP_LOOKBACK
// The combined values of tiles 0..c-1 of the line whose tile states start at `base` (c > 0), by
// the whole first subgroup (uniform control flow).
ACC window_lookback(uint64_t base, uint64_t c) {
  uint lane = gl_SubgroupInvocationID, size = gl_SubgroupSize;
  ACC prefix = ACC(0);
  bool have = false;
  for (uint64_t end = c;; end -= size) {  // the window: lane i holds tile end-1-i
    bool valid = uint64_t(lane) < end;
    uint64_t addr = base + (valid ? end - 1 - uint64_t(lane) : 0UL) * 8UL;
    uint64_t state = 0;
    uint first = size;  // the nearest lane holding a PREFIX (tile 0 always does)
    bool ready = false;
    while (!ready) {
      [[unroll]] for (uint k = 0; k < WAIT_READS; ++k) {
        if (!ready) {
          if (valid) state = load_state(addr);  // the whole window again: PREFIXes may have come
          uvec4 prefixes = subgroupBallot(valid && (state >> 32) == 2UL);
          first = subgroupBallotBitCount(prefixes) > 0u ? subgroupBallotFindLSB(prefixes) : size;
          // Ready when every tile from this one back to the nearest PREFIX has published.
          ready = subgroupBallotBitCount(subgroupBallot(valid && (state >> 32) == 0UL && lane <= first)) == 0u;
        }
      }
    }
    uint last = first < size ? first : uint(min(uint64_t(size), end)) - 1u;
    // Lane i ends with tiles i..last combined (the later tile on the right): a tree of shuffles.
    ACC x = state_value(state);
    for (uint d = 1; d < size; d <<= 1) {
      ACC earlier = subgroupShuffle(x, min(lane + d, size - 1u));
      if (lane + d <= last) x = combine(earlier, x);
    }
    ACC window = subgroupBroadcastFirst(x);
    prefix = have ? combine(window, prefix) : window;
    have = true;
    if (first < size || end <= uint64_t(size)) break;
  }
  return prefix;
}

#else
uint64_t read_state(uint64_t addr) {
  uint64_t state = 0;
  while ((state >> 32) == 0) {
    [[unroll]] for (uint k = 0; k < WAIT_READS; ++k) {
      if ((state >> 32) == 0) state = load_state(addr);
    }
  }
  return state;
}

// The combined values of tiles 0..c-1 of the line whose tile states start at `base` (c > 0), by
// one invocation, a tile at a time.
ACC serial_lookback(uint64_t base, uint64_t c) {
  ACC prefix = ACC(0);
  for (uint64_t j = c; j-- > 0;) {
    uint64_t state = read_state(base + j * 8UL);
    ACC value = state_value(state);
    prefix = j + 1 == c ? value : combine(value, prefix);  // value comes before what was combined
    if ((state >> 32) == 2UL) break;
  }
  return prefix;
}
#endif

// Publishes the tile's total, looks back (whichever way this variant does), publishes the
// inclusive prefix and leaves the combined earlier tiles in s_prefix (s_has_prefix: c > 0).
void publish_and_look_back(uint64_t l, uint64_t c, uint64_t chunks, ACC total) {
  uint64_t base = pc.partials + l * chunks * 8UL, own = base + c * 8UL;
  uint64_t total_bits = uint64_t(floatBitsToUint(float(total)));
#ifdef SUBGROUP_LOOKBACK
  if (gl_SubgroupID == 0) {
    if (subgroupElect()) store_state(own, (c == 0 ? PREFIX : AGGREGATE) | total_bits);
    ACC prefix = c > 0 ? window_lookback(base, c) : ACC(0);
    if (subgroupElect()) {
#else
  if (gl_LocalInvocationID.x == 0) {
    store_state(own, (c == 0 ? PREFIX : AGGREGATE) | total_bits);
    ACC prefix = c > 0 ? serial_lookback(base, c) : ACC(0);
    {
#endif
      if (c > 0 && c % PREFIX_EVERY == 0) store_state(own, PREFIX | uint64_t(floatBitsToUint(float(combine(prefix, total)))));
      s_prefix = prefix;
      s_has_prefix = c > 0 ? 1u : 0u;
    }
  }
  barrier();
}

// The tile number from the counter (every earlier one is taken by a running workgroup).
uint take_tile(uint64_t tiles) {
  if (gl_LocalInvocationID.x == 0) s_tile = uint(atomicAdd(StateWord(pc.partials + tiles * 8UL).v[0], 1UL));
  barrier();
  return s_tile;
}

#ifndef SUBGROUP_LOOKBACK
// Invocation i scans positions 32i..32i+31 of the tile, then the 256 totals in shared memory.
void lookback_scan() {
  uint lid = gl_LocalInvocationID.x;
  uint64_t chunks = (pc.len + LB_TILE - 1) / LB_TILE, tiles = pc.lines * chunks;
  if (uint64_t(flat_group()) >= tiles) return;  // the grid's padding: takes no tile
  uint64_t id = uint64_t(take_tile(tiles));
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
  publish_and_look_back(l, c, chunks, total);
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
#else
shared ACC s_subgroup[256 / 8];  // the host requires subgroups of at least 8
shared ACC s_tile_total;

// Subgroup g scans positions [g, g + 1) x LB_ITEMS x S of the tile (S = gl_SubgroupSize) in
// LB_ITEMS / 4 rows of 4 x S: lane i holds positions 4i..4i+3 of each row, so a row is one
// coalesced 16-byte load or store per lane. Rows are scanned by shuffles, one after the other;
// then each subgroup's total after those before it (shared memory), the look-back, the outputs.
// Full subgroups are assumed (256 / gl_NumSubgroups invocations each), as the radix sort does.
void lookback_scan() {
  const uint ROWS = LB_ITEMS / 4;
  uint lane = gl_SubgroupInvocationID, size = gl_SubgroupSize, sg = gl_SubgroupID;
  uint64_t chunks = (pc.len + LB_TILE - 1) / LB_TILE, tiles = pc.lines * chunks;
  if (uint64_t(flat_group()) >= tiles) return;  // the grid's padding: takes no tile
  uint64_t id = uint64_t(take_tile(tiles));
  uint64_t l = id / chunks, c = id % chunks;
  int64_t in_off = line_offset(l);
  uint64_t out_off = l * pc.len;
  uint64_t seg = c * LB_TILE + uint64_t(sg) * size * LB_ITEMS, first = seg + uint64_t(lane) * 4UL;
  uint64_t tile_end = min((c + 1) * LB_TILE, pc.len);
  uint64_t in_addr = pc.in_ptr + uint64_t(in_off + int64_t(c * LB_TILE)) * 4UL, out_addr = pc.out_ptr + (out_off + c * LB_TILE) * 4UL;
  bool vec = IN_DT == DT_F32 && pc.in_step == 1 && tile_end == (c + 1) * LB_TILE && ((in_addr | out_addr) & 15UL) == 0;
  if (REVERSE != 0 || OUT_ITEM != 4) vec = false;
  ACC v[LB_ITEMS];
  [[unroll]] for (uint q = 0; q < ROWS; ++q) {
    uint64_t p = first + uint64_t(q) * size * 4UL;  // position of v[4q]
    if (vec) {
      uvec4 w = BufVec4(pc.in_ptr + uint64_t(in_off + int64_t(p)) * 4UL).v[0];
      for (uint e = 0; e < 4u; ++e) v[q * 4 + e] = ACC(uintBitsToFloat(w[e]));
    } else {
      for (uint e = 0; e < 4u; ++e) v[q * 4 + e] = p + e < tile_end ? load_at(in_off, p + e) : ACC(0);
    }
  }
  // Within the subgroup: each lane's 4, the lanes of a row (Hillis-Steele by shuffles), then the
  // rows after one another. Positions past the line's end hold garbage, which only flows to
  // later positions (no identity is needed: logcumsumexp and the rest have none in common).
  ACC carry = ACC(0);
  [[unroll]] for (uint q = 0; q < ROWS; ++q) {
    for (uint e = 1; e < 4u; ++e) v[q * 4 + e] = combine(v[q * 4 + e - 1], v[q * 4 + e]);
    ACC x = v[q * 4 + 3];
    for (uint d = 1; d < size; d <<= 1) {
      ACC earlier = subgroupShuffle(x, lane >= d ? lane - d : 0u);
      if (lane >= d) x = combine(earlier, x);
    }
    ACC before = subgroupShuffle(x, lane > 0u ? lane - 1u : 0u);  // lanes before this one in the row
    if (q > 0 && lane > 0) before = combine(carry, before);
    if (q > 0 || lane > 0) {
      ACC pre = lane > 0 ? before : carry;
      for (uint e = 0; e < 4u; ++e) v[q * 4 + e] = combine(pre, v[q * 4 + e]);
    }
    ACC row = subgroupShuffle(x, size - 1u);
    carry = q > 0 ? combine(carry, row) : row;
  }
  if (subgroupElect()) s_subgroup[sg] = carry;
  barrier();
  bool has_before = sg > 0;
  ACC before = s_subgroup[0];
  for (uint g = 1; g < sg; ++g) before = combine(before, s_subgroup[g]);
  // The invocation holding the line's last position in the tile publishes the tile's total.
  uint64_t last = tile_end - 1;
  [[unroll]] for (uint q = 0; q < ROWS; ++q) {
    uint64_t p = first + uint64_t(q) * size * 4UL;
    for (uint e = 0; e < 4u; ++e) {
      if (p + e == last) s_tile_total = has_before ? combine(before, v[q * 4 + e]) : v[q * 4 + e];
    }
  }
  barrier();
  publish_and_look_back(l, c, chunks, s_tile_total);
  bool has_carry = s_has_prefix != 0u;
  if (has_carry) before = has_before ? combine(s_prefix, before) : s_prefix;
  has_before = has_before || has_carry;
  [[unroll]] for (uint q = 0; q < ROWS; ++q) {
    uint64_t p = first + uint64_t(q) * size * 4UL;
    for (uint e = 0; e < 4u; ++e) v[q * 4 + e] = has_before ? combine(before, v[q * 4 + e]) : v[q * 4 + e];
    if (vec) {
      BufVec4(pc.out_ptr + (out_off + p) * 4UL).v[0] = uvec4(floatBitsToUint(float(v[q * 4])), floatBitsToUint(float(v[q * 4 + 1])),
                                                            floatBitsToUint(float(v[q * 4 + 2])), floatBitsToUint(float(v[q * 4 + 3])));
    } else {
      for (uint e = 0; e < 4u; ++e) {
        if (p + e < tile_end) store_at(out_off, p + e, v[q * 4 + e]);
      }
    }
  }
}
#endif

void main() {
  uint lid = gl_LocalInvocationID.x;
  if (MODE == 0) {
    uint64_t i = uint64_t(flat_group()) * 256 + lid;
    if (i < pc.chunk) StateWord(pc.partials + i * 8UL).v[0] = 0UL;
    return;
  }
  lookback_scan();
}
