#version 460
// Stable LSD radix argsort of each row (the last axis of a compact IN_DT input, `len` < 2^32
// elements per row), 8 bits per pass, for rows longer than one bitonic block (sort.comp). The
// keys are sort.comp's (the same order, the same ties: stable by position), in as many bits as
// the dtype needs: 8/16/32 for integers, 32 for floats (16-bit ones through float32), 64 for
// 64-bit dtypes (radix_keys.glsl). A row is cut into tiles of TILE elements (4096; 2048 for
// 64-bit keys), 256 invocations a tile (one per digit where digits are handled); one pass is
// three dispatches:
// MODE 0: a workgroup per tile counts its digits -> hist[row][digit][tile].
// MODE 1: exclusive scan of hist over the tiles of each (row, digit), and the row's digit
//         totals; a thread per (row, digit) when rows have few tiles (SCAN_GROUPS 0), else a
//         workgroup per (row, digit).
// MODE 2: a workgroup per tile moves its elements to their places: the row's digit start (a scan
//         of the totals) + the tile's offset for the digit + the element's rank among the
//         tile's earlier elements of that digit. The rank comes from subgroup ballots (8 of
//         them give the lanes with the same digit), counts per subgroup in shared memory, and a
//         scan over the subgroups: element order within the tile is preserved, so the pass is
//         stable. The tile is staged in shared memory in digit order first (keys, then
//         positions), so neighbouring invocations write neighbouring places (each digit's run
//         in a tile is contiguous in the output). FIRST reads the input (positions implicit), LAST writes int64 positions
//         and, when `out_pos` is set, the sorted keys there (radix_values.comp).
// No workgroup waits for another (no forward-progress assumptions): passes meet at dispatch
// boundaries only. Except in the ONESWEEP variant (GPUs with 64-bit atomics: radix_sort_ops.cpp),
// which replaces the histogram and scan dispatches of every pass by two modes, so a pass is one
// dispatch that reads and writes the data once:
// MODE 3: (once per sort) every pass's digit counts of each row, HIST_TILES tiles a workgroup
//         counting in shared memory, then added to totals[pass][row][256].
// MODE 4: MODE 2's scatter with each tile's offsets among the row's earlier tiles from a
//         decoupled look-back: a workgroup takes the next tile number from a counter (so every
//         earlier tile belongs to a running workgroup), ranks its elements, publishes its digit
//         counts, then per digit walks back over the earlier tiles' states until one holds its
//         inclusive prefix, and publishes its own. A state is one 64-bit word: the pass (so one
//         zeroed buffer serves every pass), the flag (AGGREGATE or PREFIX) and the count.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#ifdef ONESWEEP
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_KHR_memory_scope_semantics : require
#endif
#include "common.glsl"

const uint THREADS = 256;  // one per digit
const uint MAX_SUBGROUPS = THREADS / 8;  // the host requires subgroups of at least 8
layout(local_size_x = 256) in;
layout(constant_id = 0) const uint MODE = 0;
layout(constant_id = 1) const uint DESCENDING = 0;
layout(constant_id = 2) const uint FIRST = 0;
layout(constant_id = 3) const uint LAST = 0;
layout(constant_id = 4) const uint SCAN_GROUPS = 0;
// CPU devices (lavapipe) read look-back states by read-modify-writes (lookback_states.glsl).
layout(constant_id = 5) const uint SPIN_RMW = 0;

#include "radix_keys.glsl"

// Tiles of 4096 elements, 2048 for 64-bit keys (radix_sort_ops.cpp's radix_tile): larger tiles
// mean fewer look-back steps and longer runs of a digit per tile (better coalesced writes).
const uint ITEMS = KEY_SIZE == 8 ? 8 : 16;
const uint TILE = THREADS * ITEMS;

layout(push_constant) uniform Push {
  uint64_t in_ptr;   // FIRST: the input; else keys (KEY)
  uint64_t in_pos;   // positions (uint32), unless FIRST
  uint64_t out_ptr;  // keys, or LAST: int64 positions
  uint64_t out_pos;  // positions (uint32); LAST: the sorted keys (KEY), or 0
  uint64_t hist;     // uint32 [rows][256][tiles]
  uint64_t totals;   // uint32 [rows][256]
  uint64_t rows;
  uint64_t len;
  uint64_t tiles;    // per row
  uint64_t base;     // first workgroup of this dispatch
  uint64_t states;   // MODE 4: tile states [rows][tiles][256] (uint64), then one tile counter per pass
  uint shift;        // the pass's digit: bits shift .. shift + 7 of the key (its number: shift / 8)
} pc;

KEY load_key(uint64_t at) {
  return FIRST != 0u ? input_key(pc.in_ptr + at * ITEMSIZE(IN_DT)) : KEY_BUF(pc.in_ptr + at * KEY_SIZE).v[0];
}
uint load_pos(uint64_t at, uint pos) { return FIRST != 0u ? pos : BufU32(pc.in_pos + at * 4UL).v[0]; }
uint digit_of(KEY k) { return uint(k >> pc.shift) & 0xffu; }

// The lanes of `lanes` whose digit equals d (eight ballots, one per digit bit; NVIDIA's
// one-instruction match, subgroupPartitionNV, made the passes slower on an H100).
uvec4 same_digit(uint d, uvec4 lanes) {
  uvec4 mask = lanes;
  [[unroll]] for (uint b = 0; b < 8u; ++b) {
    bool bit = ((d >> b) & 1u) != 0u;
    uvec4 ballot = subgroupBallot(bit);
    mask &= bit ? ballot : ~ballot;
  }
  return mask;
}

// Scatter's shared words: first each subgroup's digit counts, two 16-bit counts a word
// ([MAX_SUBGROUPS][128]: a tile's count of one digit is at most TILE, 4096), then the tile's
// keys and then its positions in digit order on their way out.
const uint COUNT_WORDS = MAX_SUBGROUPS * 128;
const uint STAGE_WORDS = TILE * (KEY_SIZE / 4);
shared uint s_mem[max(COUNT_WORDS, STAGE_WORDS)];
#define s_count s_mem
shared uint s_digit[256];
shared uint s_local[256];  // scatter: where each digit's run starts within the tile
shared uint s_run[256];    // scatter: each digit's count in the tile

// Subgroup sg's count (or, after the ranking, offset) of digit d.
uint subgroup_count(uint sg, uint d) { return (s_count[sg * 128u + d / 2u] >> (16u * (d & 1u))) & 0xffffu; }

// Element j of this invocation in its tile: subgroup chunks in order, rounds of one element per
// lane within a chunk, so (subgroup, round, lane) order is element order.
uint tile_index(uint j) {
  return gl_SubgroupID * gl_SubgroupSize * ITEMS + j * gl_SubgroupSize + gl_SubgroupInvocationID;
}

void histogram(uint64_t tile) {
  uint64_t row = tile / pc.tiles, t = tile % pc.tiles;
  uint lid = gl_LocalInvocationID.x;
  s_digit[lid] = 0u;
  barrier();
  uint64_t first = t * TILE;
  // Every load first, so that a subgroup has all its ITEMS loads in flight at once: the ballot
  // loop below would otherwise wait out a memory latency per round.
  uint digits[ITEMS];
  [[unroll]] for (uint j = 0; j < ITEMS; ++j) {
    uint64_t pos = first + tile_index(j);
    digits[j] = pos < pc.len ? digit_of(load_key(row * pc.len + pos)) : 0u;
  }
  for (uint j = 0; j < ITEMS; ++j) {
    bool valid = first + tile_index(j) < pc.len;
    uint d = digits[j];
    uvec4 mask = same_digit(d, subgroupBallot(valid));
    // One shared atomic per distinct digit of the round (its lowest lane adds the count).
    if (valid && subgroupBallotExclusiveBitCount(mask) == 0u) atomicAdd(s_digit[d], subgroupBallotBitCount(mask));
  }
  barrier();
  for (uint d = lid; d < 256u; d += THREADS) BufU32(pc.hist + ((row * 256UL + d) * pc.tiles + t) * 4UL).v[0] = s_digit[d];
}

shared uint s_scan[MAX_SUBGROUPS];

// Inclusive scan of one value per invocation over the workgroup: within each subgroup, then the
// subgroups' totals through shared memory (two barriers); `total` receives the sum of all.
uint workgroup_scan(uint v, out uint total) {
  uint inclusive = subgroupInclusiveAdd(v);
  if (gl_SubgroupInvocationID == gl_SubgroupSize - 1u) s_scan[gl_SubgroupID] = inclusive;
  barrier();
  uint before = 0;
  total = 0;
  for (uint s = 0; s < gl_NumSubgroups; ++s) {
    uint t = s_scan[s];
    if (s < gl_SubgroupID) before += t;
    total += t;
  }
  barrier();  // the next call rewrites s_scan
  return before + inclusive;
}

void scan_tiles() {
  if (SCAN_GROUPS == 0u) {
    uint64_t line = pc.base + uint64_t(flat_group()) * THREADS + gl_LocalInvocationID.x;
    if (line >= pc.rows * 256UL) return;
    uint64_t at = pc.hist + line * pc.tiles * 4UL;
    uint run = 0;
    // Eight tiles' loads at a time before their stores (a load after a store to the same
    // buffer would wait for it: one memory latency per tile).
    for (uint64_t t0 = 0; t0 < pc.tiles; t0 += 8UL) {
      uint c[8];
      [[unroll]] for (uint j = 0; j < 8u; ++j) c[j] = t0 + j < pc.tiles ? BufU32(at + (t0 + j) * 4UL).v[0] : 0u;
      [[unroll]] for (uint j = 0; j < 8u; ++j) {
        if (t0 + j < pc.tiles) BufU32(at + (t0 + j) * 4UL).v[0] = run;
        run += c[j];
      }
    }
    BufU32(pc.totals + line * 4UL).v[0] = run;
    return;
  }
  uint64_t line = pc.base + uint64_t(flat_group());
  if (line >= pc.rows * 256UL) return;  // the whole workgroup leaves together
  uint64_t at = pc.hist + line * pc.tiles * 4UL;
  uint lid = gl_LocalInvocationID.x;
  uint carry = 0;
  for (uint64_t chunk = 0; chunk < pc.tiles; chunk += TILE) {
    uint64_t begin = chunk + uint64_t(lid) * ITEMS;
    uint c[ITEMS];
    uint own = 0;
    for (uint j = 0; j < ITEMS; ++j) {
      c[j] = begin + j < pc.tiles ? BufU32(at + (begin + j) * 4UL).v[0] : 0u;
      own += c[j];
    }
    uint total;
    uint run = carry + workgroup_scan(own, total) - own;
    for (uint j = 0; j < ITEMS; ++j) {
      if (begin + j < pc.tiles) BufU32(at + (begin + j) * 4UL).v[0] = run;
      run += c[j];
    }
    carry += total;
  }
  if (lid == 0u) BufU32(pc.totals + line * 4UL).v[0] = carry;
}

const uint KEY_PASSES = IS_WIDE(IN_DT) ? 8u : IS_FLOAT(IN_DT) ? 4u : BITWIDTH(IN_DT) == 1 ? 1u : BITWIDTH(IN_DT) / 8u;
const uint HIST_TILES = 8;

// MODE 3: digit counts of every pass over HIST_TILES tiles of one row (workgroup `group`).
void global_histogram(uint64_t group) {
  const uint64_t groups_per_row = (pc.tiles + HIST_TILES - 1) / HIST_TILES;
  uint64_t row = group / groups_per_row, first_tile = (group % groups_per_row) * HIST_TILES;
  uint lid = gl_LocalInvocationID.x;
  for (uint i = lid; i < KEY_PASSES * 256u; i += THREADS) s_mem[i] = 0u;
  barrier();
  for (uint64_t t = first_tile; t < min(pc.tiles, first_tile + HIST_TILES); ++t) {
    KEY keys[ITEMS];
    [[unroll]] for (uint j = 0; j < ITEMS; ++j) {
      uint64_t pos = t * TILE + j * THREADS + lid;
      keys[j] = pos < pc.len ? input_key(pc.in_ptr + (row * pc.len + pos) * ITEMSIZE(IN_DT)) : KEY(0);
    }
    for (uint j = 0; j < ITEMS; ++j) {
      if (t * TILE + j * THREADS + lid >= pc.len) continue;
      for (uint p = 0; p < KEY_PASSES; ++p) atomicAdd(s_mem[p * 256u + (uint(keys[j] >> (8u * p)) & 0xffu)], 1u);
    }
  }
  barrier();
  for (uint i = lid; i < KEY_PASSES * 256u; i += THREADS) {
    uint pass = i / 256u, d = i % 256u;
    if (s_mem[i] != 0u) atomicAdd(BufU32(pc.totals + ((pass * pc.rows + row) * 256UL + d) * 4UL).v[0], s_mem[i]);
  }
}

#ifdef ONESWEEP
#include "lookback_states.glsl"  // here the pass sits above the flag: bits 34 up

// This pass's tag in a state word (bits 34 up); states of earlier passes read as unpublished.
uint64_t pass_tag() { return uint64_t(pc.shift / 8u + 1u) << 34; }

// The state at addr once its tile has published it in this pass.
uint64_t read_state(uint64_t addr) {
  uint64_t state = 0;
  while ((state >> 34) != (pass_tag() >> 34)) {
    [[unroll]] for (uint k = 0; k < WAIT_READS; ++k) {
      if ((state >> 34) != (pass_tag() >> 34)) state = load_state(addr);
    }
  }
  return state;
}

// How many elements of digit d the row's tiles before t hold (t > 0), from their states at
// base + tile * 256 * 8.
uint count_before(uint64_t base, uint64_t t) {
  uint before = 0;
  for (uint64_t j = t; j-- > 0;) {
    uint64_t state = read_state(base + j * 2048UL);
    before += uint(state);
    if ((state & PREFIX) != 0UL) break;
  }
  return before;
}

shared uint64_t s_tile_number;

// The next tile number from this pass's counter.
uint64_t take_tile() {
  if (gl_LocalInvocationID.x == 0u) {
    uint64_t counter = pc.states + (pc.rows * pc.tiles * 256UL + pc.shift / 8u) * 8UL;
    s_tile_number = atomicAdd(StateWord(counter).v[0], 1UL);
  }
  barrier();
  return s_tile_number;
}
#endif

void scatter(uint64_t tile) {
  uint64_t row = tile / pc.tiles, t = tile % pc.tiles;
  uint lid = gl_LocalInvocationID.x;  // also the digit this invocation looks after
  // The tile's elements first (every load in flight at once: the ranking loop's ballots and
  // barriers would otherwise wait out a memory latency per round), with the digit offsets.
  uint64_t first = t * TILE;
  KEY keys[ITEMS];
  uint pos[ITEMS], rank[ITEMS];
  [[unroll]] for (uint j = 0; j < ITEMS; ++j) {
    uint p = uint(first) + tile_index(j);
    if (uint64_t(p) < pc.len) {
      keys[j] = load_key(row * pc.len + p);
      pos[j] = load_pos(row * pc.len + p, p);
    }
  }
  // Where digit lid's elements of this tile go: the row's exclusive scan of the digit totals
  // plus the tile's exclusive offset among the row's tiles (MODE 4: found after the ranking).
  uint total = BufU32(pc.totals + (row * 256UL + lid) * 4UL).v[0];
  uint tiles_before = MODE == 2u ? BufU32(pc.hist + ((row * 256UL + lid) * pc.tiles + t) * 4UL).v[0] : 0u;
  for (uint i = lid; i < gl_NumSubgroups * 128u; i += THREADS) s_count[i] = 0u;
  uint unused;
  uint start = workgroup_scan(total, unused) - total;  // its barriers publish s_count's zeros
  // Each element's rank among the subgroup's earlier elements of its digit: the lanes of the
  // round with the same digit (ballots) and the subgroup's running count of the digit (its
  // lowest lane adds the round's count; the word's other digit may be added in the same round).
  uint sg = gl_SubgroupID;
  for (uint j = 0; j < ITEMS; ++j) {
    uint p = uint(first) + tile_index(j);
    bool valid = uint64_t(p) < pc.len;
    uint d = valid ? digit_of(keys[j]) : 0u;
    uvec4 mask = same_digit(d, subgroupBallot(valid));
    uint before = subgroupBallotExclusiveBitCount(mask);
    uint prior = valid ? subgroup_count(sg, d) : 0u;
    subgroupMemoryBarrierShared();
    subgroupBarrier();
    if (valid && before == 0u) atomicAdd(s_count[sg * 128u + d / 2u], subgroupBallotBitCount(mask) << (16u * (d & 1u)));
    subgroupMemoryBarrierShared();
    subgroupBarrier();
    rank[j] = prior + before;
  }
  barrier();
  // Each digit's count per subgroup -> the subgroup's exclusive offset within the digit's run
  // in the tile (both digits of a word at once: offsets stay below 2^16), and the runs' lengths.
  if (lid < 128u) {
    uint run = 0;
    for (uint s = 0; s < gl_NumSubgroups; ++s) {
      uint c = s_count[s * 128u + lid];
      s_count[s * 128u + lid] = run;
      run += c;
    }
    s_run[2u * lid] = run & 0xffffu;
    s_run[2u * lid + 1u] = run >> 16;
  }
  barrier();
  uint run = s_run[lid];
#ifdef ONESWEEP
  if (MODE == 4u) {  // publish the tile's count of digit lid, look back, publish its prefix
    uint64_t base = pc.states + ((row * pc.tiles) * 256UL + lid) * 8UL;
    const uint64_t flag = t == 0 ? PREFIX : AGGREGATE;
    store_state(base + t * 2048UL, pass_tag() | flag | uint64_t(run));
    if (t > 0) {
      tiles_before = count_before(base, t);
      store_state(base + t * 2048UL, pass_tag() | PREFIX | uint64_t(tiles_before + run));
    }
  }
#endif
  s_digit[lid] = start + tiles_before;
  uint unused_total;
  s_local[lid] = workgroup_scan(run, unused_total) - run;
  barrier();
  // Each element's place in the tile, sorted by digit (stable), then through shared memory so
  // that consecutive invocations write consecutive places of a run (coalesced writes): the keys
  // first, then the positions (half the shared memory of both at once).
  uint place[ITEMS];
  uint count = uint(min(uint64_t(TILE), pc.len - first));
  for (uint j = 0; j < ITEMS; ++j) {
    uint p = uint(first) + tile_index(j);
    if (uint64_t(p) >= pc.len) continue;
    uint d = digit_of(keys[j]);
    place[j] = s_local[d] + subgroup_count(sg, d) + rank[j];
  }
  barrier();  // s_count's words become the staging area
  for (uint j = 0; j < ITEMS; ++j) {
    if (uint64_t(first) + tile_index(j) >= pc.len) continue;
#if KEY_SIZE == 8
    s_mem[2u * place[j]] = uint(keys[j]);
    s_mem[2u * place[j] + 1u] = uint(keys[j] >> 32);
#else
    s_mem[place[j]] = keys[j];
#endif
  }
  barrier();
  uint64_t dest[ITEMS];  // where the tile's place lid + k THREADS goes in the row
  [[unroll]] for (uint k = 0; k < ITEMS; ++k) {
    uint i = lid + k * THREADS;
    if (i >= count) continue;
#if KEY_SIZE == 8
    KEY key = uint64_t(s_mem[2u * i]) | (uint64_t(s_mem[2u * i + 1u]) << 32);
#else
    KEY key = s_mem[i];
#endif
    uint d = digit_of(key);
    dest[k] = row * pc.len + uint64_t(s_digit[d] + (i - s_local[d]));
    if (LAST == 0u) KEY_BUF(pc.out_ptr + dest[k] * KEY_SIZE).v[0] = key;
    else if (pc.out_pos != 0UL) KEY_BUF(pc.out_pos + dest[k] * KEY_SIZE).v[0] = key;
  }
  barrier();
  for (uint j = 0; j < ITEMS; ++j) {
    if (uint64_t(first) + tile_index(j) < pc.len) s_mem[place[j]] = pos[j];
  }
  barrier();
  [[unroll]] for (uint k = 0; k < ITEMS; ++k) {
    uint i = lid + k * THREADS;
    if (i >= count) continue;
    uint position = s_mem[i];
    if (LAST != 0u) BufI64(pc.out_ptr + dest[k] * 8UL).v[0] = int64_t(position);
    else BufU32(pc.out_pos + dest[k] * 4UL).v[0] = position;
  }
}

void main() {
  if (MODE == 1u) {
    scan_tiles();
    return;
  }
  if (MODE == 3u) {
    uint64_t group = pc.base + uint64_t(flat_group());
    if (group < pc.rows * ((pc.tiles + HIST_TILES - 1) / HIST_TILES)) global_histogram(group);
    return;
  }
  uint64_t tile = pc.base + uint64_t(flat_group());
  if (tile >= pc.rows * pc.tiles) return;  // the whole workgroup leaves together (the grid's padding)
#ifdef ONESWEEP
  if (MODE == 4u) tile = take_tile();
#endif
  if (MODE == 0u) histogram(tile); else scatter(tile);
}
