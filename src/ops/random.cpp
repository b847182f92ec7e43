// Random numbers from explicit keys: random_bits is one RandomBits kernel (Threefry-2x32 words,
// core/threefry.h); uniform, normal, randint and bernoulli are built from those bits as JAX and
// Nx.Random build them, so every device gives the same values for the same key.
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

void check_key(const NodePtr& key, const char* op) {
  if (key->dtype != DType::UInt32 || key->shape != Shape{2}) {
    fail(Status::InvalidArgument, std::string(op) + ": the key must be a uint32 tensor of shape [2], not " +
                                      dtype_name(key->dtype) + " " + shape_string(key->shape));
  }
}

// The first n uint32 words of the key's stream.
NodePtr words(const NodePtr& key, int64_t n, const char* op) {
  check_key(key, op);
  return make_kernel(op, OpKind::RandomBits, DType::UInt32, {n}, *key->device, {key});
}

NodePtr unsigned_scalar(Device& device, DType dtype, uint64_t value) {
  unsigned char element[8];
  std::memcpy(element, &value, 8);  // little-endian: the low bytes hold a narrower value
  return constant(device, dtype, {}, element);
}

bool fits(DType dtype, int64_t v) {
  const int bits = static_cast<int>(itemsize(dtype)) * 8;
  if (is_unsigned_int(dtype)) return v >= 0 && (bits == 64 || v < (int64_t{1} << bits));
  return bits == 64 || (v >= -(int64_t{1} << (bits - 1)) && v < (int64_t{1} << (bits - 1)));
}

// Uniform in [0, 1) of a float dtype: the top mantissa-width bits under the exponent of 1.0
// give [1, 2); minus 1.
NodePtr unit_uniform(const NodePtr& key, const Shape& shape, DType dtype, const char* op) {
  int mantissa = 0;
  uint64_t one = 0;
  switch (dtype) {
    case DType::Float16: mantissa = 10, one = 0x3c00; break;
    case DType::BFloat16: mantissa = 7, one = 0x3f80; break;
    case DType::Float32: mantissa = 23, one = 0x3f800000; break;
    case DType::Float64: mantissa = 52, one = 0x3ff0000000000000; break;
    default: fail(Status::UnsupportedDType, std::string(op) + ": needs a float dtype, not " + dtype_name(dtype));
  }
  const DType bits = same_size_unsigned(dtype);
  Device& device = *key->device;
  if (dtype == DType::Float32) {
    // The same recipe in one kernel: a float32 RandomBits node computes it per word, so a
    // bandwidth-bound uniform writes its result once instead of bits, then floats.
    check_key(key, op);
    return reshape(make_kernel(op, OpKind::RandomBits, DType::Float32, {element_count(shape)}, device, {key}), shape);
  }
  NodePtr b = random_bits(key, shape, bits, op);
  NodePtr m = binary(BinaryOp::RightShift, b, unsigned_scalar(device, bits, itemsize(dtype) * 8 - mantissa));
  NodePtr f = bitcast(binary(BinaryOp::BitwiseOr, m, unsigned_scalar(device, bits, one)), dtype);
  return binary(BinaryOp::Subtract, f, full(device, {}, 1.0, dtype));
}

}  // namespace

NodePtr random_bits(const NodePtr& key, const Shape& shape, DType dtype, const char* op) {
  check_shape(shape, op);  // the shared rule first: then 2 * n below cannot overflow
  const int64_t n = element_count(shape);
  if (n == 0 && dtype == DType::UInt64) {
    // No bits to draw; the (..., 2) word pairs could not describe (0, INT64_MAX), so none are built.
    check_key(key, op);
    return full(*key->device, shape, 0.0, dtype);
  }
  switch (dtype) {
    case DType::UInt32: return reshape(words(key, n, op), shape);
    case DType::UInt8: case DType::UInt16: return reshape(astype(words(key, n, op), dtype), shape);
    case DType::UInt64: {
      Shape pairs = shape;
      pairs.push_back(2);
      return reshape(bitcast(reshape(words(key, 2 * n, op), pairs), DType::UInt64), shape);
    }
    default: fail(Status::UnsupportedDType, std::string(op) + ": bits come as an unsigned dtype, not " + dtype_name(dtype));
  }
}

NodePtr random_uniform(const NodePtr& key, const Shape& shape, double low, double high, DType dtype) {
  const char* op = "random_uniform";
  NodePtr u = unit_uniform(key, shape, dtype, op);
  if (low == 0.0 && high == 1.0) return u;  // u * 1 + 0, at least 0: u itself, bit for bit
  Device& device = *key->device;
  NodePtr lo = full(device, {}, low, dtype);
  NodePtr scaled = binary(BinaryOp::Multiply, u, full(device, {}, high - low, dtype));
  return binary(BinaryOp::Maximum, binary(BinaryOp::Add, scaled, lo), lo);
}

NodePtr random_normal(const NodePtr& key, const Shape& shape, DType dtype) {
  const char* op = "random_normal";
  if (!is_floating(dtype)) fail(Status::UnsupportedDType, std::string(op) + ": needs a float dtype, not " + dtype_name(dtype));
  // sqrt(2) erfinv(u) for u uniform in (-1, 1); 16-bit floats compute in float32.
  const DType work = itemsize(dtype) == 2 ? DType::Float32 : dtype;
  const double above_minus_one =
      work == DType::Float32 ? static_cast<double>(std::nextafter(-1.0f, 0.0f)) : std::nextafter(-1.0, 0.0);
  NodePtr u = random_uniform(key, shape, above_minus_one, 1.0, work);
  NodePtr z = binary(BinaryOp::Multiply, unary(UnaryOp::ErfInv, u), full(*key->device, {}, std::sqrt(2.0), work));
  return astype(z, dtype);
}

NodePtr random_randint(const NodePtr& key, const Shape& shape, int64_t low, int64_t high, DType dtype) {
  const char* op = "random_randint";
  if (!is_integer(dtype)) fail(Status::UnsupportedDType, std::string(op) + ": needs an integer dtype, not " + dtype_name(dtype));
  if (low >= high) fail(Status::InvalidArgument, std::string(op) + ": low must be below high");
  if (!fits(dtype, low) || !fits(dtype, high - 1)) {
    fail(Status::InvalidArgument, std::string(op) + ": [low, high) lies outside " + dtype_name(dtype));
  }
  // (bits mod span) + low, in wrapping 64-bit arithmetic; the bias is at most span / 2^64.
  Device& device = *key->device;
  const uint64_t span = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
  NodePtr r = binary(BinaryOp::Remainder, random_bits(key, shape, DType::UInt64, op), unsigned_scalar(device, DType::UInt64, span));
  r = binary(BinaryOp::Add, r, unsigned_scalar(device, DType::UInt64, static_cast<uint64_t>(low)));
  return astype(bitcast(r, DType::Int64), dtype);
}

NodePtr random_bernoulli(const NodePtr& key, double p, const Shape& shape) {
  NodePtr u = unit_uniform(key, shape, DType::Float32, "random_bernoulli");
  return binary(BinaryOp::Less, u, full(*key->device, {}, p, DType::Float32));
}

}  // namespace kiln::ops
