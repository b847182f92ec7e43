// with_denorms_preserved (src/backend/vulkan/spirv_denorms.h) adds the float-controls capability
// and execution modes to a SPIR-V module: checked on a small compute module, by structure and, when
// spirv-val was found at configure time (and is still there), by the SPIR-V validator for Vulkan 1.2.
#include "backend/vulkan/spirv_denorms.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using kiln::vulkan::with_denorms_preserved;

uint32_t op(uint32_t words, uint32_t opcode) { return words << 16 | opcode; }

// void main() {} as a GLCompute entry point, SPIR-V 1.5: ids 1 main, 2 void, 3 void().
std::vector<uint32_t> empty_compute_module(uint32_t version = 0x00010500) {
  return {0x07230203, version, 0, 5, 0,
          op(2, 17), 1,                                      // OpCapability Shader
          op(3, 14), 0, 1,                                   // OpMemoryModel Logical GLSL450
          op(5, 15), 5, 1, 0x6e69616d, 0,                    // OpEntryPoint GLCompute %1 "main"
          op(6, 16), 1, 17, 1, 1, 1,                         // OpExecutionMode %1 LocalSize 1 1 1
          op(2, 19), 2,                                      // %2 = OpTypeVoid
          op(3, 33), 3, 2,                                   // %3 = OpTypeFunction %2
          op(5, 54), 2, 1, 0, 3,                             // %1 = OpFunction %2 None %3
          op(2, 248), 4,                                     // OpLabel %4
          op(1, 253),                                        // OpReturn
          op(1, 56)};                                        // OpFunctionEnd
}

// Each instruction as its opcode followed by its operands.
std::vector<std::vector<uint32_t>> instructions(const std::vector<uint32_t>& m) {
  std::vector<std::vector<uint32_t>> out;
  for (size_t at = 5; at < m.size();) {
    uint32_t length = m[at] >> 16;
    out.emplace_back(m.begin() + at, m.begin() + at + length);
    out.back()[0] &= 0xffff;
    at += length;
  }
  return out;
}

void expect_valid(const std::vector<uint32_t>& m) {
#ifdef KILN_SPIRV_VAL
  if (access(KILN_SPIRV_VAL, X_OK) != 0) return;  // a packed test binary run on another machine
  std::string path = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/kiln_denorms_test.spv";
  FILE* f = std::fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr);
  std::fwrite(m.data(), sizeof(uint32_t), m.size(), f);
  std::fclose(f);
  std::string command = std::string(KILN_SPIRV_VAL) + " --target-env vulkan1.2 " + path;
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::remove(path.c_str());
#else
  (void)m;
#endif
}

TEST(SpirvDenorms, AddsCapabilityAndModesInTheirSections) {
  std::vector<uint32_t> m = empty_compute_module();
  expect_valid(m);
  std::vector<uint32_t> patched = with_denorms_preserved(m.data(), m.size(), kiln::vulkan::kDenorm16 | kiln::vulkan::kDenorm32);
  auto in = instructions(patched);
  ASSERT_EQ(in.size(), instructions(m).size() + 3);
  EXPECT_EQ(in[0], (std::vector<uint32_t>{17, 1}));
  EXPECT_EQ(in[1], (std::vector<uint32_t>{17, 4464}));  // OpCapability DenormPreserve
  EXPECT_EQ(in[2][0], 14u);                             // the memory model, then the entry point
  EXPECT_EQ(in[3][0], 15u);
  EXPECT_EQ(in[4], (std::vector<uint32_t>{16, 1, 4459, 16}));  // OpExecutionMode %1 DenormPreserve 16
  EXPECT_EQ(in[5], (std::vector<uint32_t>{16, 1, 4459, 32}));
  EXPECT_EQ(in[6], (std::vector<uint32_t>{16, 1, 17, 1, 1, 1}));
  expect_valid(patched);
}

TEST(SpirvDenorms, LeavesModulesItCannotOrNeedNotChange) {
  std::vector<uint32_t> m = empty_compute_module();
  EXPECT_EQ(with_denorms_preserved(m.data(), m.size(), 0), m);  // the device offers no width
  std::vector<uint32_t> old = empty_compute_module(0x00010300);  // SPIR-V 1.3: needs the extension
  EXPECT_EQ(with_denorms_preserved(old.data(), old.size(), kiln::vulkan::kDenorm32), old);
  std::vector<uint32_t> once = with_denorms_preserved(m.data(), m.size(), kiln::vulkan::kDenorm32);
  EXPECT_EQ(with_denorms_preserved(once.data(), once.size(), kiln::vulkan::kDenorm32), once);  // has a mode
  std::vector<uint32_t> truncated(m.begin(), m.end() - 3);
  truncated[truncated.size() - 1] = op(9, 56);  // an instruction running past the end
  EXPECT_EQ(with_denorms_preserved(truncated.data(), truncated.size(), kiln::vulkan::kDenorm32), truncated);
  std::vector<uint32_t> not_spirv = {1, 2, 3};
  EXPECT_EQ(with_denorms_preserved(not_spirv.data(), not_spirv.size(), kiln::vulkan::kDenorm32), not_spirv);
}

}  // namespace
