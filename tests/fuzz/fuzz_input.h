// Reads the fuzzer's bytes as the arguments of C API calls. Running out of bytes yields zeros,
// so every input is a valid program. Integers come from a mix of small values, the boundary
// values where arithmetic overflows, and raw 64-bit patterns.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace kiln_fuzz {

class Input {
 public:
  Input(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  bool done() const { return pos_ >= size_; }

  uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  uint64_t raw64() {
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v = (v << 8) | byte();
    return v;
  }

  // 0 .. n-1 (n > 0).
  size_t pick(size_t n) { return byte() % n; }

  // Mostly small, sometimes a boundary value, sometimes anything.
  int64_t integer() {
    static const int64_t kBoundaries[] = {0,
                                          1,
                                          2,
                                          -1,
                                          -2,
                                          INT64_MAX,
                                          INT64_MIN,
                                          INT64_MAX - 1,
                                          INT64_MAX / 2,
                                          int64_t{1} << 31,
                                          int64_t{1} << 32,
                                          int64_t{1} << 55,
                                          int64_t{1} << 56,
                                          (int64_t{1} << 56) + 1,
                                          int64_t{1} << 61,
                                          int64_t{1} << 62,
                                          -(int64_t{1} << 62)};
    uint8_t mode = byte();
    if (mode < 160) return mode % 8;
    if (mode < 200) return -static_cast<int64_t>(mode % 4) - 1;
    if (mode < 240) return kBoundaries[byte() % (sizeof kBoundaries / sizeof kBoundaries[0])];
    return static_cast<int64_t>(raw64());
  }

  double real() {
    static const double kSpecial[] = {0.0,    -0.0,    1.0,     -1.0,     0.5,       1e300,  -1e300,  1e-310,       3.0e38,
                                      65504., NAN,     INFINITY, -INFINITY, 9.3e18, -9.3e18, 1.8446744e19, 4.5e15};
    uint8_t mode = byte();
    if (mode < 128) return static_cast<double>(static_cast<int>(mode) - 64);
    if (mode < 224) return kSpecial[byte() % (sizeof kSpecial / sizeof kSpecial[0])];
    uint64_t bits = raw64();  // NaNs and infinities included
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace kiln_fuzz
