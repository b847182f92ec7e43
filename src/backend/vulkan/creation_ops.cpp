// Kernel launches for Arange (arange.comp) and Assemble (a fill, then a strided copy of each
// input into its placement).
#include <cmath>
#include <cstring>
#include <limits>

#include "backend/vulkan/ops.h"
#include "core/error.h"
#include "core/half.h"
#include "core/scalar.h"

namespace kiln::vulkan {

namespace {

constexpr uint64_t kChunk = uint64_t{1} << 30;

// The bit pattern of `value` converted to `dtype` with the Cast rules (saturating, NaN -> 0).
uint64_t fill_bits(double value, DType dtype) {
  auto saturate = [&](double lo, double hi) -> double {
    if (std::isnan(value)) return 0;
    return std::trunc(std::fmin(std::fmax(value, lo), hi));
  };
  uint64_t bits = 0;
  switch (dtype) {
    case DType::Bool: bits = value != 0; break;
    case DType::Int8: bits = static_cast<uint8_t>(static_cast<int8_t>(saturate(-128, 127))); break;
    case DType::Int16: bits = static_cast<uint16_t>(static_cast<int16_t>(saturate(-32768, 32767))); break;
    case DType::Int32: bits = static_cast<uint32_t>(static_cast<int32_t>(saturate(-2147483648.0, 2147483647.0))); break;
    case DType::Int64:
      if (std::isnan(value)) bits = 0;
      else if (value >= 9223372036854775808.0) bits = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
      else if (value <= -9223372036854775808.0) bits = static_cast<uint64_t>(std::numeric_limits<int64_t>::min());
      else bits = static_cast<uint64_t>(static_cast<int64_t>(value));
      break;
    case DType::UInt8: bits = static_cast<uint8_t>(saturate(0, 255)); break;
    case DType::UInt16: bits = static_cast<uint16_t>(saturate(0, 65535)); break;
    case DType::UInt32: bits = static_cast<uint32_t>(saturate(0, 4294967295.0)); break;
    case DType::UInt64:
      if (std::isnan(value) || value <= 0) bits = 0;
      else if (value >= 18446744073709551616.0) bits = std::numeric_limits<uint64_t>::max();
      else bits = static_cast<uint64_t>(value);
      break;
    // Through float rounded to odd: one correct rounding from double, as the CPU does.
    case DType::Float16: bits = float_to_half_bits(narrow_to_float_odd(value)); break;
    case DType::BFloat16: bits = float_to_bfloat16_bits(narrow_to_float_odd(value)); break;
    case DType::Float32: bits = float_bits(static_cast<float>(value)); break;
    case DType::Float64: std::memcpy(&bits, &value, 8); break;
    case DType::Complex64:
    case DType::Complex128:  // no complex kernel node is ever built (ops/complex.h)
      fail(Status::Internal, "fill: complex dtypes have no kernels");
    case DType::Float8E5M2:
    case DType::Float8E4M3FN:
    case DType::Int2:
    case DType::Int4:
    case DType::UInt2:
    case DType::UInt4: {  // one byte, as the host conversion gives it (ops/narrow.cpp widens fills)
      uint8_t byte = 0;
      store_scalar(value, dtype, &byte);
      bits = byte;
      break;
    }
  }
  return bits;
}

}  // namespace

void run_arange(Recorder& rec, const Node& node, bool float64) {
  uint64_t n = static_cast<uint64_t>(node.size());
  // Push constants of arange.comp: out_ptr, start_index, then start and step in the compute
  // type (double, or float without shaderFloat64), then the count.
  unsigned char push[48] = {};
  uint64_t out = element_address(node);
  std::string kernel = std::string("arange_") + (float64 ? "12_" : "11_") + dtype_tag(node.dtype);
  for (uint64_t start = 0; start < n; start += kChunk) {
    uint32_t count = static_cast<uint32_t>(std::min(kChunk, n - start));
    uint64_t ptr = out + start * itemsize(node.dtype);
    std::memcpy(push, &ptr, 8);
    std::memcpy(push + 8, &start, 8);
    size_t end;
    if (float64) {
      std::memcpy(push + 16, &node.params.start, 8);
      std::memcpy(push + 24, &node.params.step, 8);
      std::memcpy(push + 32, &count, 4);
      end = 40;
    } else {
      float s = static_cast<float>(node.params.start), d = static_cast<float>(node.params.step);
      std::memcpy(push + 16, &s, 4);
      std::memcpy(push + 20, &d, 4);
      std::memcpy(push + 24, &count, 4);
      end = 28;
    }
    rec.dispatch(kernel, {}, push, end, (count + 255) / 256, {storage_access(node, true)});
  }
}

void run_assemble(Recorder& rec, const Node& node) {
  Strides out_strides = contiguous_strides(node.shape);
  uint64_t out = element_address(node);
  size_t size = itemsize(node.dtype);
  if (node.params.has_fill) {
    launch_elementwise(rec, "copy_" + dtype_tag(same_size_unsigned(node.dtype)), 1, node.shape,
                       {Operand{out, out_strides, size}}, {storage_access(node, true)},
                       fill_bits(node.params.fill, node.dtype));
  }
  if (node.params.placements.size() != node.inputs.size()) fail(Status::Internal, "Vulkan: assemble placements mismatch");
  // Spaced placements (pad_general's interior padding): neighbours land `step` positions apart.
  const Shape& step = node.params.placement_step;
  if (!step.empty() && step.size() != node.shape.size()) fail(Status::Internal, "Vulkan: assemble placement steps of the wrong rank");
  auto extent = [&](size_t i, size_t d) {
    int64_t n = node.inputs[i]->shape[d];
    return n == 0 ? 0 : (n - 1) * (step.empty() ? 1 : step[d]) + 1;
  };
  Strides spaced = out_strides;
  for (size_t d = 0; d < step.size(); ++d) spaced[d] *= step[d];
  // Placements that overlap no earlier one share a write tag: no barrier between them (only
  // after the fill). An overlapping one is ordered after everything before it.
  auto boxes_overlap = [&](size_t i, size_t j) {
    for (size_t d = 0; d < node.shape.size(); ++d) {
      int64_t a0 = node.params.placements[i][d], a1 = a0 + extent(i, d);
      int64_t b0 = node.params.placements[j][d], b1 = b0 + extent(j, d);
      if (a1 <= b0 || b1 <= a0) return false;
    }
    return true;
  };
  for (size_t i = 0; i < node.inputs.size(); ++i) {
    const Node& in = *node.inputs[i];
    const Shape& at = node.params.placements[i];
    if (at.size() != node.shape.size() || in.shape.size() != node.shape.size()) {
      fail(Status::Internal, "Vulkan: assemble placement rank mismatch");
    }
    int64_t offset = 0;
    for (size_t d = 0; d < at.size(); ++d) {
      if (at[d] < 0 || at[d] + extent(i, d) > node.shape[d] || (!step.empty() && step[d] < 1)) {
        fail(Status::Internal, "Vulkan: assemble placement out of range");
      }
      offset += at[d] * out_strides[d];
    }
    std::string kernel = in.dtype == node.dtype ? "copy_" + dtype_tag(same_size_unsigned(in.dtype))
                                                : "cast_" + dtype_tag(in.dtype) + "_" + dtype_tag(node.dtype);
    bool disjoint = true;
    for (size_t j = 0; j < i && disjoint; ++j) disjoint = !boxes_overlap(i, j);
    launch_elementwise(rec, kernel, 0, in.shape,
                       {Operand{out + offset * size, spaced, size}, Operand{element_address(in), in.strides, itemsize(in.dtype)}},
                       {storage_access(node, true, disjoint ? &node : nullptr), storage_access(in, false)});
  }
}

}  // namespace kiln::vulkan
