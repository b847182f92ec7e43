#pragma once
// Tensor-core kernels written for VK_NV_cooperative_matrix, run through VK_KHR_cooperative_matrix.
//
// Debian 12's glslang (12.0) compiles GL_NV_cooperative_matrix only: GL_KHR_cooperative_matrix
// came in glslang 13 and bfloat16 (GL_EXT_bfloat16) in 15. The two SPIR-V extensions differ
// in a few encodings, so a kernel is compiled against the NV one and its words are rewritten at
// pipeline creation:
//   - a KHR type carries a Use (A, B or accumulator), an NV type does not: one NV type can hold
//     A and B fragments alike (16x16 float16 does in a 16x16x16 product). So every fragment
//     value, with the variables and phis it flows through, is followed to the multiply-add
//     operands it reaches, and each NV type becomes one KHR type per use (pointer types to it
//     likewise). A fragment that reaches two uses, or is converted, or sits in an array or struct,
//     is refused: the kernel stays on the NV extension.
//   - loads and stores take a layout constant (RowMajor/ColumnMajor) before the stride instead of
//     a boolean after it; the multiply-add changes opcode, and where its operands are signed
//     integers (the int8 kernel) gains KHR's operand flags, since NV takes signedness from the
//     types and KHR from those flags;
//   - the capability and the extension name are the KHR ones.
// With `bfloat16_inputs`, the float16 A and B fragment types become bfloat16 (SPV_KHR_bfloat16):
// the kernel moves A and B as raw 16-bit words, so the same source serves both dtypes.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace kiln::vulkan {

struct CoopmatRewrite {
  std::vector<uint32_t> words;  // empty when the module could not be rewritten
  std::string error;            // why, then
};

CoopmatRewrite coopmat_nv_to_khr(const uint32_t* words, size_t count, bool bfloat16_inputs);

}  // namespace kiln::vulkan
