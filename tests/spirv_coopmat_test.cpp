// coopmat_nv_to_khr (src/backend/vulkan/spirv_coopmat.h) on the real tensor-core kernels, compiled
// at build time as the library compiles them. Debian 12's SPIRV-Tools predate the KHR extension,
// so the result is checked by structure: every NV instruction is gone, each KHR type carries the
// use its multiply-adds give it, loads and stores carry the layout their boolean said, and every
// other instruction is unchanged and in order. Running the rewritten kernels needs a device with
// the KHR extension: the matmul fixtures do that on the GPU machine (docs/benchmarks.md).
#include "backend/vulkan/spirv_coopmat.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#ifdef KILN_COOPMAT_TEST_KERNELS

namespace {

using kiln::vulkan::coopmat_nv_to_khr;

const std::vector<uint32_t> kMatmul = {
#include "matmul.inc"
};
const std::vector<uint32_t> kMatmulTransposedB = {
#include "matmul_bt.inc"
};
const std::vector<uint32_t> kMatmulConv = {  // the implicit convolution's B
#include "matmul_conv.inc"
};
const std::vector<uint32_t> kMatmulInt8 = {
#include "matmul_i8.inc"
};
const std::vector<uint32_t> kAttention = {
#include "attention.inc"
};
const std::vector<uint32_t> kLayoutProbe = {  // coopmat_layout.comp
#include "layout_probe.inc"
};
const std::vector<uint32_t> kConv = {
#include "conv.inc"
};
const std::vector<uint32_t> kRuntimeArray = {  // coopmat_runtime_array.comp
#include "runtime_array.inc"
};

struct Module {
  std::vector<std::vector<uint32_t>> instructions;  // opcode, then the operands
  uint32_t bound = 0;
};

Module parse(const std::vector<uint32_t>& words) {
  Module m;
  m.bound = words.at(3);
  for (size_t at = 5; at < words.size();) {
    const uint32_t length = words[at] >> 16;
    EXPECT_GT(length, 0u);
    if (length == 0 || at + length > words.size()) break;
    m.instructions.emplace_back(words.begin() + at, words.begin() + at + length);
    m.instructions.back()[0] &= 0xffff;
    at += length;
  }
  return m;
}

std::vector<std::string> extensions(const Module& m) {
  std::vector<std::string> names;
  for (const auto& in : m.instructions) {
    if (in[0] != 10) continue;
    std::string s(reinterpret_cast<const char*>(in.data() + 1), (in.size() - 1) * 4);
    names.push_back(s.substr(0, s.find('\0')));
  }
  return names;
}

std::vector<uint32_t> capabilities(const Module& m) {
  std::vector<uint32_t> out;
  for (const auto& in : m.instructions) {
    if (in[0] == 17) out.push_back(in[1]);
  }
  return out;
}

// The value of each 32-bit OpConstant, and each OpTypeFloat's width and encoding (-1: none).
std::map<uint32_t, uint32_t> constants(const Module& m) {
  std::map<uint32_t, uint32_t> out;
  for (const auto& in : m.instructions) {
    if (in[0] == 43 && in.size() == 4) out[in[2]] = in[3];
  }
  return out;
}

struct FloatType {
  uint32_t width;
  int64_t encoding;
};
std::map<uint32_t, FloatType> float_types(const Module& m) {
  std::map<uint32_t, FloatType> out;
  for (const auto& in : m.instructions) {
    if (in[0] == 22) out[in[1]] = {in[2], in.size() > 3 ? int64_t{in[3]} : -1};
  }
  return out;
}

// Each KHR cooperative-matrix type: component, rows, columns (values) and use.
struct FragmentType {
  uint32_t component, rows, columns, use;
};
std::map<uint32_t, FragmentType> fragment_types(const Module& m) {
  auto value = constants(m);
  std::map<uint32_t, FragmentType> out;
  for (const auto& in : m.instructions) {
    if (in[0] == 4456) out[in[1]] = {in[2], value.at(in[4]), value.at(in[5]), value.at(in[6])};
  }
  return out;
}

bool has_nv_instruction(const Module& m) {
  for (const auto& in : m.instructions) {
    if (in[0] >= 5358 && in[0] <= 5362) return true;
    if (in[0] == 17 && in[1] == 5357) return true;
  }
  return false;
}

size_t count_opcode(const Module& m, uint32_t opcode) {
  size_t n = 0;
  for (const auto& in : m.instructions) n += in[0] == opcode;
  return n;
}

// The instructions the rewrite leaves alone, in order, with the result type of each fragment
// value and variable blanked (the rewrite gives those the KHR type of their use).
std::vector<std::vector<uint32_t>> untouched(const Module& m) {
  std::set<uint32_t> fragment_types;
  for (const auto& in : m.instructions) {
    if (in[0] == 5358 || in[0] == 4456) fragment_types.insert(in[1]);
    if (in[0] == 32 && fragment_types.count(in[3])) fragment_types.insert(in[1]);  // pointers to them
  }
  std::vector<std::vector<uint32_t>> out;
  for (const auto& in : m.instructions) {
    const bool coopmat = (in[0] >= 5358 && in[0] <= 5362) || (in[0] >= 4456 && in[0] <= 4460);
    const bool header = in[0] == 17 || in[0] == 10 || in[0] == 43 || in[0] == 22;
    const bool naming = in[0] == 5 || in[0] == 6 || in[0] == 71 || in[0] == 72;
    if (coopmat || header || (in[0] == 32 && fragment_types.count(in[1]))) continue;
    out.push_back(in);
    if (!naming && in.size() >= 3 && fragment_types.count(in[1])) out.back()[1] = 0;
  }
  return out;
}

void expect_rewritten(const std::vector<uint32_t>& nv, bool bfloat16, bool transposed_b) {
  auto result = coopmat_nv_to_khr(nv.data(), nv.size(), bfloat16);
  ASSERT_FALSE(result.words.empty()) << result.error;
  const Module before = parse(nv), after = parse(result.words);
  EXPECT_FALSE(has_nv_instruction(after));
  EXPECT_GT(after.bound, before.bound + (bfloat16 ? 3 : 2));
  for (const auto& in : after.instructions) {  // every new id lies under the new bound
    if (in[0] == 43 || in[0] == 22 || in[0] == 32 || in[0] == 4456) {
      EXPECT_LT(in[in[0] == 43 ? 2 : 1], after.bound);
    }
  }
  EXPECT_EQ(untouched(after), untouched(before));

  const auto caps = capabilities(after);
  EXPECT_NE(std::find(caps.begin(), caps.end(), 6022u), caps.end());  // CooperativeMatrixKHR
  EXPECT_EQ(std::find(caps.begin(), caps.end(), 5116u) != caps.end(), bfloat16);  // BFloat16TypeKHR
  EXPECT_EQ(std::find(caps.begin(), caps.end(), 5118u) != caps.end(), bfloat16);  // BFloat16CooperativeMatrixKHR
  const auto names = extensions(after);
  EXPECT_NE(std::find(names.begin(), names.end(), "SPV_KHR_cooperative_matrix"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "SPV_NV_cooperative_matrix"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "SPV_KHR_bfloat16") != names.end(), bfloat16);

  // A (M x K), B (K x N) and the accumulator are 16x16; the kernel's one float16 NV type becomes
  // an A and a B type, both bfloat16 (OpTypeFloat 16 with the BFloat16KHR encoding, 0) exactly
  // when asked; the float32 one the accumulator.
  const auto floats = float_types(after);
  const auto fragments = fragment_types(after);
  ASSERT_EQ(fragments.size(), 3u);
  std::map<uint32_t, int> uses;
  for (const auto& [id, f] : fragments) {
    uses[f.use]++;
    const FloatType component = floats.at(f.component);
    EXPECT_EQ(f.rows * 100 + f.columns, 1616u);
    EXPECT_EQ(component.width, f.use == 2 ? 32u : 16u);
    if (f.use != 2) {
      EXPECT_EQ(component.encoding, bfloat16 ? 0 : -1);
    }
  }
  EXPECT_EQ(uses, (std::map<uint32_t, int>{{0, 1}, {1, 1}, {2, 1}}));

  // Loads: the layout operand (a constant, before the stride) is column-major exactly for B
  // read transposed; the staging stores are row-major. Multiply-adds keep their count.
  const auto value = constants(after);
  size_t column_major = 0;
  for (const auto& in : after.instructions) {
    if (in[0] == 4457) {
      const uint32_t layout = value.at(in[4]);
      EXPECT_LE(layout, 1u);
      column_major += layout;
      if (layout == 1) {
        EXPECT_EQ(fragments.at(in[1]).use, 1u);
      }
    }
    if (in[0] == 4458) {
      EXPECT_EQ(value.at(in[3]), 0u);
    }
  }
  EXPECT_EQ(column_major > 0, transposed_b);
  EXPECT_EQ(count_opcode(after, 4459), count_opcode(before, 5361));
  EXPECT_GT(count_opcode(after, 4459), 0u);
  EXPECT_EQ(count_opcode(after, 4457), count_opcode(before, 5359));
  EXPECT_EQ(count_opcode(after, 4458), count_opcode(before, 5360));
}

TEST(SpirvCoopmat, MatmulKernelBecomesKhr) { expect_rewritten(kMatmul, false, false); }

TEST(SpirvCoopmat, TransposedBLoadsBecomeColumnMajorLayouts) { expect_rewritten(kMatmulTransposedB, false, true); }

// Attention reads K as a transposed B and works on its fragments' elements (S's, O's, and P's
// A fragments built element by element); its fragments flow as the matmul's do.
TEST(SpirvCoopmat, AttentionKernelBecomesKhr) { expect_rewritten(kAttention, false, true); }

// The layout probe reads an accumulator's and an A operand's elements.
TEST(SpirvCoopmat, LayoutProbeBecomesKhr) { expect_rewritten(kLayoutProbe, false, false); }

// The implicit convolution (CONV_B) differs from the transposed-B kernel only in how it
// addresses B's vectors; its fragments flow the same way, in float16 and bfloat16.
TEST(SpirvCoopmat, ImplicitConvolutionKernelBecomesKhr) {
  expect_rewritten(kMatmulConv, false, true);
  expect_rewritten(kMatmulConv, true, true);
}

TEST(SpirvCoopmat, BFloat16RetypesAAndBOnly) {
  expect_rewritten(kMatmul, true, false);
  expect_rewritten(kMatmulTransposedB, true, true);
}

// NV takes an integer product's signedness from its types, KHR from operand flags: the int8
// kernel's multiply-adds say A, B, C and the result signed (0x1 | 0x2 | 0x4 | 0x8), and its types
// are 16x32 int8 A, 32x16 int8 B and a 16x16 int32 accumulator.
TEST(SpirvCoopmat, Int8MultiplyAddsSayTheirOperandsAreSigned) {
  auto result = coopmat_nv_to_khr(kMatmulInt8.data(), kMatmulInt8.size(), false);
  ASSERT_FALSE(result.words.empty()) << result.error;
  const Module before = parse(kMatmulInt8), after = parse(result.words);
  EXPECT_FALSE(has_nv_instruction(after));
  EXPECT_EQ(untouched(after), untouched(before));
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> ints;  // id -> width, signedness
  for (const auto& in : after.instructions) {
    if (in[0] == 21) ints[in[1]] = {in[2], in[3]};
  }
  std::map<uint32_t, uint32_t> shapes;  // use -> rows * 100 + columns, checked with the component
  for (const auto& [id, f] : fragment_types(after)) {
    EXPECT_EQ(ints.at(f.component), std::make_pair(f.use == 2 ? 32u : 8u, 1u));
    shapes[f.use] = f.rows * 100 + f.columns;
  }
  EXPECT_EQ(shapes, (std::map<uint32_t, uint32_t>{{0, 1632}, {1, 3216}, {2, 1616}}));
  size_t products = 0;
  for (const auto& in : after.instructions) {
    if (in[0] != 4459) continue;
    ++products;
    ASSERT_EQ(in.size(), 7u);
    EXPECT_EQ(in[6], 0xfu);
  }
  EXPECT_EQ(products, count_opcode(before, 5361));
  // The float16 kernel's products carry no operand flags.
  auto half = parse(coopmat_nv_to_khr(kMatmul.data(), kMatmul.size(), false).words);
  for (const auto& in : half.instructions) {
    if (in[0] == 4459) {
      EXPECT_EQ(in.size(), 6u);
    }
  }
}

TEST(SpirvCoopmat, RefusesKernelsWhoseFragmentsItCannotFollow) {
  // A fragment array indexed at run time stays in a variable; the convolution kernel converts its
  // accumulators to float16 fragments: both stay on the NV extension.
  auto array = coopmat_nv_to_khr(kRuntimeArray.data(), kRuntimeArray.size(), false);
  EXPECT_TRUE(array.words.empty());
  EXPECT_NE(array.error.find("array or struct"), std::string::npos) << array.error;
  auto conv = coopmat_nv_to_khr(kConv.data(), kConv.size(), false);
  EXPECT_TRUE(conv.words.empty());
  EXPECT_NE(conv.error.find("does not follow"), std::string::npos) << conv.error;
}

TEST(SpirvCoopmat, RefusesModulesItCannotRead) {
  // Cut at the first instruction boundary past the middle, then an instruction longer than what
  // is left (cut mid-instruction, the cut one could swallow it).
  size_t cut = 5;  // after the header
  while (cut < kMatmul.size() / 2) cut += kMatmul[cut] >> 16;
  std::vector<uint32_t> truncated(kMatmul.begin(), kMatmul.begin() + static_cast<long>(cut));
  truncated.push_back(0xffff0000u | 17);
  EXPECT_TRUE(coopmat_nv_to_khr(truncated.data(), truncated.size(), false).words.empty());
  const uint32_t not_spirv[] = {1, 2, 3, 4, 5, 6};
  EXPECT_TRUE(coopmat_nv_to_khr(not_spirv, 6, false).words.empty());
  EXPECT_TRUE(coopmat_nv_to_khr(nullptr, 0, false).words.empty());
  // A module without cooperative matrices: nothing to rewrite, said so.
  const uint32_t empty_module[] = {0x07230203, 0x00010500, 0, 5, 0, 2u << 16 | 17, 1};
  auto result = coopmat_nv_to_khr(empty_module, 7, false);
  EXPECT_TRUE(result.words.empty());
  EXPECT_NE(result.error.find("no cooperative-matrix type"), std::string::npos);
}

TEST(SpirvCoopmat, DamagedModulesAreRefusedOrRewrittenNeverOverrun) {
  // Truncations and flipped words anywhere (run under ASan by make test-asan): the rewrite reads
  // only inside the module and says why it refused.
  uint64_t state = 12345;
  auto next = [&state] { return state = state * 6364136223846793005ull + 1442695040888963407ull; };
  for (int trial = 0; trial < 400; ++trial) {
    std::vector<uint32_t> damaged = trial % 2 ? kMatmul : kMatmulTransposedB;
    if (trial % 3 == 0) damaged.resize(5 + next() % (damaged.size() - 5));
    for (int flips = 0; flips < 1 + trial % 4; ++flips) {
      const size_t at = 5 + next() % (damaged.size() - 5);
      damaged[at] = trial % 5 == 0 ? static_cast<uint32_t>(next()) : damaged[at] ^ (1u << (next() % 32));
    }
    auto result = coopmat_nv_to_khr(damaged.data(), damaged.size(), trial % 7 == 0);
    EXPECT_TRUE(!result.words.empty() || !result.error.empty());
  }
}

}  // namespace

#endif  // KILN_COOPMAT_TEST_KERNELS
