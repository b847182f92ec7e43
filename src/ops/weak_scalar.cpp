#include "ops/weak_scalar.h"

#include <cstring>
#include <limits>
#include <string>

#include "core/error.h"
#include "core/narrow_dtype.h"
#include "core/scalar.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

NodePtr weak_constant(Device& device, const WeakScalar& weak, DType dtype, const void* element) {
  NodePtr node = constant(device, dtype, {}, element);
  node->weak = weak;
  return node;
}

// The integer range of an integer dtype, as int64 (uint64's top is checked apart).
template <typename Int>
bool fits(int64_t v) {
  if (v < 0) return std::numeric_limits<Int>::is_signed && v >= static_cast<int64_t>(std::numeric_limits<Int>::min());
  return static_cast<uint64_t>(v) <= static_cast<uint64_t>(std::numeric_limits<Int>::max());
}

bool int_fits(int64_t v, DType dtype) {
  switch (dtype) {
    case DType::Int8: return fits<int8_t>(v);
    case DType::Int16: return fits<int16_t>(v);
    case DType::Int32: return fits<int32_t>(v);
    case DType::Int64: return true;
    case DType::UInt8: return fits<uint8_t>(v);
    case DType::UInt16: return fits<uint16_t>(v);
    case DType::UInt32: return fits<uint32_t>(v);
    case DType::UInt64: return v >= 0;
    case DType::Int2: case DType::Int4: case DType::UInt2: case DType::UInt4:
      return v >= narrow_int_min(dtype) && v <= narrow_int_max(dtype);
    default: return true;
  }
}

// One element of `dtype` holding the integer exactly (integers) or rounded (floats).
void store_int(int64_t v, DType dtype, unsigned char* element) {
  if (!is_integer(dtype)) return store_scalar(static_cast<double>(v), dtype, element);
  std::memcpy(element, &v, itemsize(dtype));  // little-endian: the low bytes are the narrow value
}

}  // namespace

NodePtr weak_int(Device& device, int64_t value) {
  WeakScalar weak;
  weak.integer = value;
  return weak_constant(device, weak, DType::Int64, &value);
}

NodePtr weak_float(Device& device, double value) {
  WeakScalar weak;
  weak.is_float = true;
  weak.real = value;
  unsigned char element[8];
  store_scalar(value, DType::Float32, element);
  return weak_constant(device, weak, DType::Float32, element);
}

NodePtr resolve_weak(const NodePtr& x, const NodePtr& other, const char* op) {
  if (!x->weak || other->weak) return x;
  WeakScalar& weak = *x->weak;
  const DType near = other->dtype;
  const DType dtype = weak.is_float ? (is_floating(near) || is_complex(near) ? near : DType::Float32)
                                    : (is_bool(near) ? DType::Int64 : near);
  if (weak.constant && weak.constant->dtype == dtype) return weak.constant;  // made before: the same value
  unsigned char element[16];  // complex128's two parts
  if (weak.is_float) {
    store_scalar(weak.real, dtype, element);
  } else {
    if (!int_fits(weak.integer, dtype)) {
      fail(Status::InvalidArgument, std::string(op) + ": the number " + std::to_string(weak.integer) +
                                        " is out of range for the other operand's dtype " + dtype_name(dtype));
    }
    store_int(weak.integer, dtype, element);
  }
  weak.constant = constant(*x->device, dtype, {}, element);
  return weak.constant;
}

}  // namespace kiln::ops
