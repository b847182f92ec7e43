// Which element of a 16x16 tensor-core fragment each invocation of a subgroup holds. The
// cooperative-matrix extensions leave it to the implementation; attention_coopmat.comp's softmax
// works on S's elements in registers, so the backend runs coopmat_layout.comp once per device
// (VulkanBackend::check_fragment_layout), reads the mapping from its answer, and passes it to
// that kernel as specialization constants (where the answer has not the shape the kernel needs,
// the kernel stays off).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::vulkan {

// coopmat_layout.comp's output: for lane 0..31 and element 0..7, the accumulator's element at
// [lane * 8 + i] and the float16 A operand's at [256 + lane * 8 + i], each holding 16 row + column
// of the probed matrix; [512 ..] is the product, unused.
constexpr size_t kLayoutProbeFloats = 768;

// The shape the kernel needs, as the tensor cores' fragments have it: accumulator element i of
// invocation `lane` is at row lane / 4 + (8 if bit i of high_rows), column 2 (lane % 4) +
// columns[i] (4 bits each), so a quad of invocations holds two whole rows; elements 2t and 2t + 1
// are neighbours in one row; and A operand element j is, in every invocation, at the place of
// accumulator element a_from_accumulator[j] (3 bits each), so P's A fragment is S's elements.
struct FragmentLayout {
  uint32_t high_rows = 0;
  uint32_t columns = 0;
  uint32_t a_from_accumulator = 0;
};

// Reads the layout from the probe's answer: empty when it has that shape, else the first thing
// that does not fit.
std::string read_fragment_layout(const std::vector<float>& probed, FragmentLayout* layout);

}  // namespace kiln::vulkan
