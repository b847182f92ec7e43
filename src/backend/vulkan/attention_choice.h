// Which Vulkan attention kernel runs a node: attention_coopmat.comp (float16 on the tensor
// cores) where the device and the operands allow it, attention.comp otherwise. Pure functions of
// plain facts, tested without such a device (tests/attention_choice_test.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "backend/vulkan/matmul_choice.h"
#include "core/dtype.h"

namespace kiln::vulkan {

enum class AttentionKernel { Portable, CoopmatFloat16 };

// q, k, v as the kernel sees them: strides in elements over (batch, head, position, D), byte
// addresses, the head size D, the query and key lengths and whether a mask is added.
struct AttentionLayout {
  DType dtype = DType::Float32;
  int64_t dim = 0;
  int64_t queries = 0, keys = 0;
  bool has_mask = false;
  std::vector<int64_t> q_strides, k_strides, v_strides;
  uint64_t q_address = 0, k_address = 0, v_address = 0;
};

// attention_coopmat.comp's shared arrays at D = 128 (the kernel checks the number), under the
// 48 KiB NVIDIA's drivers offer.
constexpr uint64_t kCoopmatAttentionSharedBytes = 34816;
// Its queries per workgroup (BQ).
constexpr int64_t kCoopmatAttentionQueries = 128;
// The heads whose workgroups it orders together, heaviest causal blocks first (GROUP_HEADS). On an
// H200, causal [8, 16, 2048, 128] took 0.809 ms a head at a time, 0.772 with 8, 0.774 with 16,
// 0.761-0.765 with 32 (their K and V, 32 MiB, within its 50 MiB L2; docs/benchmarks.md, session 21).
constexpr uint32_t kCoopmatAttentionGroupHeads = 32;

// The matmul's conditions (NVIDIA, the 16x16x16 float16 shape, subgroups of 32, KILN_COOPMAT
// not off) plus room for the attention kernel's shared arrays and the subgroup shuffle
// operations it uses in compute shaders (VkPhysicalDeviceVulkan11Properties).
inline bool coopmat_attention_usable(const CoopmatFacts& f, bool subgroup_shuffle) {
  return coopmat_float16_usable(f) && subgroup_shuffle && f.shared_memory_bytes >= kCoopmatAttentionSharedBytes;
}

// The extension the kernel runs through (None: it may not run): float16 matmul's, so KHR where
// the device lists the 16x16x16 shape there. Through KHR (the SPIR-V rewrite, spirv_coopmat.h)
// the same kernel took 1.11 ms where NV took 1.37 on an H200 (docs/benchmarks.md, session 13).
inline CoopmatApi attention_coopmat_api(const CoopmatFacts& f, bool subgroup_shuffle) {
  if (!coopmat_attention_usable(f, subgroup_shuffle)) return CoopmatApi::None;
  return matmul_coopmat_support(f).float16 == CoopmatApi::KHR ? CoopmatApi::KHR : CoopmatApi::NV;
}

// The most queries or keys the kernel takes: its block loop counts keys in 32-bit ints, past the
// last block too.
constexpr int64_t kCoopmatAttentionMaxLength = (int64_t{1} << 30);

// The kernel reads q, k, v rows as 16-byte vectors (stride 1 along D, the other strides multiples
// of 8 elements, 16-byte aligned addresses) and has variants for D = 64 and 128 only; masks stay
// with the portable kernel.
inline AttentionKernel choose_attention_kernel(const AttentionLayout& l, bool coopmat_attention) {
  if (!coopmat_attention || l.dtype != DType::Float16 || l.has_mask || (l.dim != 64 && l.dim != 128) ||
      l.queries > kCoopmatAttentionMaxLength || l.keys > kCoopmatAttentionMaxLength) {
    return AttentionKernel::Portable;
  }
  for (const auto* strides : {&l.q_strides, &l.k_strides, &l.v_strides}) {
    if (strides->size() != 4 || !rows_of_vectors(*strides, 3, 8)) return AttentionKernel::Portable;
  }
  if (l.q_address % 16 != 0 || l.k_address % 16 != 0 || l.v_address % 16 != 0) return AttentionKernel::Portable;
  return AttentionKernel::CoopmatFloat16;
}

// attention_split.comp (flash-decoding) for at most this many queries: the other kernels give a
// (batch, head) one workgroup of 16 or 128 query rows, so a decoder's step (one query, 12 heads,
// 1024 keys) ran as 12 workgroups: 253 us on an H100 (docs/benchmarks.md, session 32).
constexpr int64_t kSplitAttentionMaxQueries = 4;
inline bool split_attention_fits(int64_t queries) { return queries <= kSplitAttentionMaxQueries; }
// Its threads a workgroup, which is also the keys it scores at a time (CHUNK).
constexpr int64_t kSplitAttentionThreads = 128;
// At most this many splits a query row (more keys make longer splits): the partials and the
// combination's loop stay small.
constexpr int64_t kSplitAttentionMaxSplits = 64;
// Keys per split: whole chunks, as few as make at most kSplitAttentionMaxSplits splits.
inline int64_t split_attention_keys(int64_t keys) {
  const int64_t chunks = std::max<int64_t>(1, (keys + kSplitAttentionThreads - 1) / kSplitAttentionThreads);
  return kSplitAttentionThreads * ((chunks + kSplitAttentionMaxSplits - 1) / kSplitAttentionMaxSplits);
}

}  // namespace kiln::vulkan
