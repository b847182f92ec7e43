#include "backend/vulkan/spirv_denorms.h"

namespace kiln::vulkan {

namespace {

// SPIR-V numbers (the unified specification, sections 3.x).
constexpr uint32_t kMagic = 0x07230203;
constexpr uint32_t kOpCapability = 17;
constexpr uint32_t kOpEntryPoint = 15;
constexpr uint32_t kOpExecutionMode = 16;
constexpr uint32_t kOpExecutionModeId = 331;
constexpr uint32_t kCapabilityDenormPreserve = 4464;
constexpr uint32_t kCapabilityDenormFlushToZero = 4465;
constexpr uint32_t kModeDenormPreserve = 4459;
constexpr uint32_t kModeDenormFlushToZero = 4460;
constexpr size_t kHeaderWords = 5;

uint32_t instruction(uint32_t word_count, uint32_t opcode) { return word_count << 16 | opcode; }

}  // namespace

std::vector<uint32_t> with_denorms_preserved(const uint32_t* words, size_t count, uint32_t widths) {
  std::vector<uint32_t> unchanged(words, words + count);
  if (widths == 0 || count < kHeaderWords || words[0] != kMagic || words[1] < 0x00010400) return unchanged;

  // The module's layout is fixed: capabilities first, ..., entry points, then execution modes.
  size_t after_capabilities = kHeaderWords, after_entry_points = 0;
  std::vector<uint32_t> entry_points;
  for (size_t at = kHeaderWords; at < count;) {
    const uint32_t length = words[at] >> 16, opcode = words[at] & 0xffff;
    if (length == 0 || at + length > count) return unchanged;  // malformed: leave it to the driver
    if (opcode == kOpCapability && length == 2) {
      if (words[at + 1] == kCapabilityDenormPreserve || words[at + 1] == kCapabilityDenormFlushToZero) return unchanged;
      after_capabilities = at + length;
    } else if (opcode == kOpEntryPoint && length >= 3) {
      entry_points.push_back(words[at + 2]);
      after_entry_points = at + length;
    } else if (opcode == kOpExecutionMode || opcode == kOpExecutionModeId) {
      if (length >= 3 && (words[at + 2] == kModeDenormPreserve || words[at + 2] == kModeDenormFlushToZero)) return unchanged;
    }
    at += length;
  }
  if (entry_points.empty()) return unchanged;

  std::vector<uint32_t> modes;
  for (uint32_t entry : entry_points) {
    for (uint32_t width : {16u, 32u, 64u}) {
      const uint32_t bit = width == 16 ? kDenorm16 : width == 32 ? kDenorm32 : kDenorm64;
      if (!(widths & bit)) continue;
      modes.insert(modes.end(), {instruction(4, kOpExecutionMode), entry, kModeDenormPreserve, width});
    }
  }
  std::vector<uint32_t> out;
  out.reserve(count + 2 + modes.size());
  out.insert(out.end(), words, words + after_capabilities);
  out.insert(out.end(), {instruction(2, kOpCapability), kCapabilityDenormPreserve});
  out.insert(out.end(), words + after_capabilities, words + after_entry_points);
  out.insert(out.end(), modes.begin(), modes.end());
  out.insert(out.end(), words + after_entry_points, words + count);
  return out;
}

}  // namespace kiln::vulkan
