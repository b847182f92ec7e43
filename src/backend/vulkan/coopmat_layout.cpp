#include "backend/vulkan/coopmat_layout.h"

namespace kiln::vulkan {

namespace {

std::string element_name(const char* fragment, uint32_t lane, uint32_t i) {
  return std::string(fragment) + " element " + std::to_string(i) + " of lane " + std::to_string(lane);
}

}  // namespace

std::string read_fragment_layout(const std::vector<float>& probed, FragmentLayout* layout) {
  if (probed.size() < 512) return "the probe wrote " + std::to_string(probed.size()) + " values";
  FragmentLayout found;
  std::vector<bool> seen(256, false);
  for (uint32_t lane = 0; lane < 32; ++lane) {
    for (uint32_t i = 0; i < 8; ++i) {
      const float value = probed[lane * 8 + i];
      const bool in_range = value >= 0.0f && value < 256.0f;  // false for NaN too: no cast of it
      const int place = in_range ? static_cast<int>(value) : -1;
      if (!in_range || static_cast<float>(place) != value || seen[place]) {
        return element_name("accumulator", lane, i) + " holds " + std::to_string(value);
      }
      seen[place] = true;
      const int row = place / 16 - static_cast<int>(lane / 4), column = place % 16 - static_cast<int>(2 * (lane % 4));
      if (lane == 0) {
        if ((row != 0 && row != 8) || column < 0 || column > 9) {
          return element_name("accumulator", lane, i) + " is at row " + std::to_string(place / 16) + ", column " +
                 std::to_string(place % 16);
        }
        found.high_rows |= (row == 8 ? 1u : 0u) << i;
        found.columns |= static_cast<uint32_t>(column) << (4 * i);
      }
      const int want_row = (found.high_rows >> i & 1u) ? 8 : 0;
      const int want_column = static_cast<int>(found.columns >> (4 * i) & 15u);
      if (row != want_row || column != want_column) {
        return element_name("accumulator", lane, i) + " is not where lane 0's says (rows by quad, columns by lane % 4)";
      }
    }
  }
  for (uint32_t i = 0; i < 8; i += 2) {
    if ((found.high_rows >> i & 1u) != (found.high_rows >> (i + 1) & 1u) ||
        (found.columns >> (4 * (i + 1)) & 15u) != (found.columns >> (4 * i) & 15u) + 1) {
      return "accumulator elements " + std::to_string(i) + " and " + std::to_string(i + 1) + " are not row neighbours";
    }
  }
  for (uint32_t j = 0; j < 8; ++j) {
    uint32_t source = 8;
    for (uint32_t i = 0; i < 8; ++i) {
      if (probed[256 + j] == probed[i]) source = i;
    }
    if (source == 8) return element_name("A operand", 0, j) + " is at no place of the lane's accumulator elements";
    found.a_from_accumulator |= source << (3 * j);
    for (uint32_t lane = 1; lane < 32; ++lane) {
      if (probed[256 + lane * 8 + j] != probed[lane * 8 + source]) {
        return element_name("A operand", lane, j) + " is not at accumulator element " + std::to_string(source) +
               "'s place";
      }
    }
  }
  *layout = found;
  return {};
}

}  // namespace kiln::vulkan
