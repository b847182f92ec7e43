// Kernel launch for RandomBits (random.comp): a workgroup per kBlocksPerGroup Threefry blocks.
#include <algorithm>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct RandomPush {  // random.comp's push constants
  uint64_t key_ptr, out_ptr, words, block_base;
  int64_t key_stride;
};

constexpr uint64_t kBlocksPerGroup = 1024;  // random.comp: 256 threads x 2 blocks x ROUNDS
constexpr uint64_t kBlocksPerDispatch = uint64_t{1} << 30;

}  // namespace

void run_random_bits(Recorder& rec, const Node& node) {
  const Node& key = *node.inputs.at(0);
  const bool unit = node.dtype == DType::Float32;  // uniform [0, 1) (random.comp's UNIT)
  if ((node.dtype != DType::UInt32 && !unit) || key.dtype != DType::UInt32 || key.size() != 2) {
    fail(Status::Internal, "Vulkan: random_bits expects a uint32 key of two words and gives uint32 or float32");
  }
  RandomPush push{};
  push.key_ptr = element_address(key);
  push.key_stride = key.strides.at(0);
  push.out_ptr = element_address(node);
  push.words = static_cast<uint64_t>(node.size());
  const uint64_t blocks = (push.words + 1) / 2;
  const std::vector<Access> accesses = {storage_access(key, false), storage_access(node, true)};
  for (uint64_t base = 0; base < blocks; base += kBlocksPerDispatch) {
    const uint64_t count = std::min(kBlocksPerDispatch, blocks - base);
    push.block_base = base;
    rec.dispatch("random_bits", {unit ? 1u : 0u}, &push, sizeof(push), (count + kBlocksPerGroup - 1) / kBlocksPerGroup,
                 accesses);
  }
}

}  // namespace kiln::vulkan
