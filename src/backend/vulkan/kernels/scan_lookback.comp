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
// bits, so a value is never seen without its flag. One read and one write of the data.
#extension GL_EXT_shader_atomic_int64 : require
#include "scan_common.glsl"

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

void main() {
  uint lid = gl_LocalInvocationID.x;
  if (MODE == 0) {
    uint64_t i = uint64_t(flat_group()) * 256 + lid;
    if (i < pc.chunk) StateWord(pc.partials + i * 8UL).v[0] = 0UL;
    return;
  }
  lookback_scan();
}
