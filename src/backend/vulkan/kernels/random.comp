#version 460
// RandomBits: uint32 word i of the Threefry-2x32 (20 rounds) stream of the key, as
// core/threefry.h computes it: block i / 2 as the counter (low, high), lane i % 2. UNIT: the
// float32 uniform in [0, 1) instead, (word >> 9 | bits of 1.0) - 1 (random.cpp's recipe).
// A thread makes two blocks, four words, stored as one 16-byte vector where the output allows
// (the generator is 20 rounds of integer work per two words: the vector store keeps the
// memory side to one instruction per thread), in ROUNDS rounds (each round's stores of a
// subgroup contiguous): the key loads and index arithmetic are shared by more words.
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint UNIT = 0;

layout(push_constant) uniform Push {
  uint64_t key_ptr;   // two uint32 words, key_stride apart
  uint64_t out_ptr;
  uint64_t words;
  uint64_t block_base;  // first block of this dispatch (even)
  int64_t key_stride;
} pc;

uint rotl(uint x, int r) { return (x << r) | (x >> (32 - r)); }

uvec2 threefry2x32(uint k0, uint k1, uint c0, uint c1) {
  const int rot[8] = int[8](13, 15, 26, 6, 17, 29, 16, 24);
  uint ks[3] = uint[3](k0, k1, 0x1BD11BDAu ^ k0 ^ k1);
  uint x0 = c0 + ks[0], x1 = c1 + ks[1];
  [[unroll]] for (int r = 0; r < 20; ++r) {
    x0 += x1;
    x1 = rotl(x1, rot[r % 8]);
    x1 ^= x0;
    if (r % 4 == 3) {
      uint s = uint((r + 1) / 4);
      x0 += ks[s % 3];
      x1 += ks[(s + 1) % 3] + s;
    }
  }
  return uvec2(x0, x1);
}

uint finish(uint w) { return UNIT != 0u ? floatBitsToUint(uintBitsToFloat((w >> 9) | 0x3f800000u) - 1.0) : w; }

const uint ROUNDS = 2;  // random_ops.cpp's kBlocksPerGroup = 256 * 2 * ROUNDS

void main() {
  uint64_t group_block = pc.block_base + uint64_t(flat_group()) * (512 * ROUNDS);
  if (group_block * 2 >= pc.words) return;
  uint k0 = BufU32(pc.key_ptr).v[0];
  uint k1 = BufU32(pc.key_ptr + uint64_t(pc.key_stride * 4)).v[0];
  [[unroll]] for (uint r = 0; r < ROUNDS; ++r) {
    uint64_t block = group_block + r * 512 + gl_LocalInvocationID.x * 2;
    uint64_t first = block * 2;
    if (first >= pc.words) break;
    uvec2 a = threefry2x32(k0, k1, uint(block), uint(block >> 32));
    uvec2 b = threefry2x32(k0, k1, uint(block + 1), uint((block + 1) >> 32));
    uvec4 w = uvec4(finish(a.x), finish(a.y), finish(b.x), finish(b.y));
    uint64_t addr = pc.out_ptr + first * 4;
    if (first + 4 <= pc.words && (addr & 15UL) == 0) {
      BufVec4(addr).v[0] = w;
      continue;
    }
    for (uint j = 0; j < 4u; ++j) {
      if (first + j < pc.words) BufU32(addr + j * 4).v[0] = w[j];
    }
  }
}
