// Tile states of a decoupled look-back (scan_lookback.comp, radix_sort.comp's ONESWEEP): one
// 64-bit word per state, flag << 32 | value in the low bits (AGGREGATE: the tile's own value,
// PREFIX: its inclusive prefix), so a value is never seen without its flag. Read with relaxed
// atomic loads (no read-modify-write round trip) and written with relaxed atomic stores. The
// includer enables GL_EXT_shader_atomic_int64 and GL_KHR_memory_scope_semantics and declares
// SPIN_RMW first: CPU devices (lavapipe) read states by read-modify-writes, since a plain atomic
// load there is so quick that WAIT_READS x 65535 of them may end before a descheduled
// predecessor thread publishes.
const uint64_t AGGREGATE = 1UL << 32, PREFIX = 2UL << 32;
// llvmpipe (lavapipe) ends a shader's loops after 65535 rounds in all (its guard against hung
// shaders), which cut waits short there and lost prefixes: each round of a wait reads up to
// WAIT_READS times, unrolled (no loop), so a wait there may last 4 M reads. Other drivers spin.
const uint WAIT_READS = 64;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer StateWord { uint64_t v[]; };

uint64_t load_state(uint64_t addr) {
  if (SPIN_RMW != 0) return atomicAdd(StateWord(addr).v[0], 0UL);
  return atomicLoad(StateWord(addr).v[0], gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
}

void store_state(uint64_t addr, uint64_t state) {
  atomicStore(StateWord(addr).v[0], state, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
}
