// Threefry-2x32 with 20 rounds (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3",
// SC 2011; the generator of JAX and Nx.Random): a counter-based generator, so word i of a
// stream depends only on the key and i, and every device computes the same bits.
// kernels/random.comp is the GLSL twin of this function.
#pragma once

#include <cstdint>

namespace kiln {

struct ThreefryBlock {
  uint32_t x0, x1;
};

inline ThreefryBlock threefry2x32(uint32_t k0, uint32_t k1, uint32_t c0, uint32_t c1) {
  constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {k0, k1, 0x1BD11BDAu ^ k0 ^ k1};
  uint32_t x0 = c0 + ks[0], x1 = c1 + ks[1];
  for (int r = 0; r < 20; ++r) {
    x0 += x1;
    x1 = (x1 << kRotations[r % 8]) | (x1 >> (32 - kRotations[r % 8]));
    x1 ^= x0;
    if (r % 4 == 3) {  // key injection s after every four rounds
      const uint32_t s = static_cast<uint32_t>((r + 1) / 4);
      x0 += ks[s % 3];
      x1 += ks[(s + 1) % 3] + s;
    }
  }
  return {x0, x1};
}

// Word i of the stream for key (k0, k1): block i / 2 (its low and high 32 bits as the counter),
// lane i % 2.
inline uint32_t threefry_word(uint32_t k0, uint32_t k1, uint64_t i) {
  const uint64_t block = i >> 1;
  ThreefryBlock b = threefry2x32(k0, k1, static_cast<uint32_t>(block), static_cast<uint32_t>(block >> 32));
  return (i & 1) ? b.x1 : b.x0;
}

}  // namespace kiln
