// RandomBits: uint32 word i of the Threefry-2x32 stream of the key (core/threefry.h), or, for a
// float32 node, uniform's [0, 1) float made from it.
#include <cstring>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "core/threefry.h"

namespace kiln::cpu {

void run_random_bits(Node& node) {
  const char* op = "random_bits";
  if (node.inputs.size() != 1 || (node.dtype != DType::UInt32 && node.dtype != DType::Float32)) {
    fail(Status::Internal, "random_bits: expects a key, gives uint32 (or float32 in [0, 1))");
  }
  check_input_dtype(node, 0, DType::UInt32, op);
  const Node& key = *node.inputs[0];
  if (key.size() != 2) fail(Status::Internal, "random_bits: the key has two words");
  const auto* k = reinterpret_cast<const uint32_t*>(node_data(key, op));
  const uint32_t k0 = k[0], k1 = k[key.strides.at(0)];
  if (node.dtype == DType::Float32) {  // uniform's recipe: top 23 bits under 1.0's exponent, minus 1
    auto* out = reinterpret_cast<float*>(node_data(node, op));
    parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        const uint32_t bits = (threefry_word(k0, k1, static_cast<uint64_t>(i)) >> 9) | 0x3f800000u;
        float f;
        std::memcpy(&f, &bits, 4);
        out[i] = f - 1.0f;
      }
    });
    return;
  }
  auto* out = reinterpret_cast<uint32_t*>(node_data(node, op));
  parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) out[i] = threefry_word(k0, k1, static_cast<uint64_t>(i));
  });
}

}  // namespace kiln::cpu
