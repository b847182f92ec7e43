// A random permutation from a Threefry key, as sorting random keys (JAX and Nx.Random shuffle
// this way): the stable argsort of n uint64 random words. Everything stays on the device, and
// random_bits and argsort give the same result on every device, so the permutation does too.
#include "core/shape.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr random_permutation(const NodePtr& key, int64_t n) {
  const char* op = "random_permutation";
  checked_count(n, op, "n");
  // 64-bit sort keys: equal keys (ties, left in position order) are vanishingly rare.
  return argsort(random_bits(key, {n}, DType::UInt64, op), 0, false);
}

}  // namespace kiln::ops
