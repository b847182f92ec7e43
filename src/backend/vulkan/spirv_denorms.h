#pragma once
// Denormal floats kept, not flushed to zero, in every kernel where the device allows it.
//
// Without an explicit mode a Vulkan driver may flush denormal inputs and results to zero (NVIDIA's
// does: log2 of 1e-40 came out -inf and a float16 -6e-8 lost its sign), while the CPU device and
// NumPy keep them. The shaders are compiled once for every device, so the mode is added at
// pipeline creation, to the SPIR-V words, for the widths the device offers DenormPreserve for
// (shaderDenormPreserveFloat16/32/64 of Vulkan 1.2). SPIR-V 1.4+ has float controls in core, so
// only the capability and the execution mode are inserted.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace kiln::vulkan {

// Bit per float width the mode is wanted for.
enum DenormWidth : uint32_t { kDenorm16 = 1, kDenorm32 = 2, kDenorm64 = 4 };

// The module with OpCapability DenormPreserve and OpExecutionMode DenormPreserve <width> for each
// width in `widths` added to every entry point; the words as given when `widths` is 0, or when the
// module is not SPIR-V 1.4 or later or already sets a denormal mode (it then keeps its own).
std::vector<uint32_t> with_denorms_preserved(const uint32_t* words, size_t count, uint32_t widths);

}  // namespace kiln::vulkan
