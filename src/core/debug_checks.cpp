#include "core/debug_checks.h"

#include <cmath>
#include <cstring>
#include <string>

#include "core/error.h"
#include "core/half.h"
#include "core/host_read.h"

namespace kiln {

bool needs_bounds_check(const Node& node) { return node.kind == OpKind::Take; }

void check_bounds(const Node& node) {
  const Node& x = *node.inputs.at(0);
  const Node& indices = *node.inputs.at(1);
  if (indices.dtype != DType::Int64 || !indices.contiguous()) fail(Status::Internal, "take: indices must be compact int64");
  const int64_t axis = node.params.axes.at(0);
  const int64_t n = x.shape.at(static_cast<size_t>(axis));
  HostBytes bytes(indices);
  const char* first = bytes.first_element(indices);
  for (int64_t i = 0; i < indices.size(); ++i) {
    int64_t index;
    std::memcpy(&index, first + i * 8, 8);
    if (index < -n || index >= n) {
      fail(Status::IndexOutOfRange, std::string(op_name(node)) + ": index " + std::to_string(index) +
                                        " is out of range for axis " + std::to_string(axis) + " of size " +
                                        std::to_string(n) + " (KILN_DEBUG=bounds)");
    }
  }
}

bool needs_finite_check(const Node& node) {
  const bool checked = node.kind == OpKind::Matmul || node.kind == OpKind::Reduce || node.kind == OpKind::Norm ||
                       node.kind == OpKind::Attention;
  return checked && is_floating(node.dtype);
}

namespace {

bool finite_at(const char* p, DType dtype) {
  switch (dtype) {
    case DType::Float16: {
      uint16_t h;
      std::memcpy(&h, p, 2);
      return (h & 0x7C00u) != 0x7C00u;
    }
    case DType::BFloat16: {
      uint16_t b;
      std::memcpy(&b, p, 2);
      return (b & 0x7F80u) != 0x7F80u;
    }
    case DType::Float32: {
      float f;
      std::memcpy(&f, p, 4);
      return std::isfinite(f);
    }
    case DType::Float64: {
      double d;
      std::memcpy(&d, p, 8);
      return std::isfinite(d);
    }
    default: return true;
  }
}

}  // namespace

void check_finite(const Node& node) {
  if (!node.contiguous()) fail(Status::Internal, "finite check of a non-contiguous kernel output");
  HostBytes bytes(node);
  const char* first = bytes.first_element(node);
  const size_t size = itemsize(node.dtype);
  for (int64_t i = 0; i < node.size(); ++i) {
    if (!finite_at(first + i * size, node.dtype)) {
      fail(Status::NonFinite, std::string(op_name(node)) + " produced a NaN or infinity at flat index " +
                                  std::to_string(i) + " of its " + dtype_name(node.dtype) + " result (KILN_DEBUG=nan)");
    }
  }
}

}  // namespace kiln
