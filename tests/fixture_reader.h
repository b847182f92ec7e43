// Reads the op reference cases that tools/fixtures/make_op_fixtures.py writes (the format is
// described at the top of that script): per case, the op, its parameters, its inputs with the
// layout to feed them in, and the expected result or error status.
#pragma once

#include <kiln/kiln.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace kiln_test {

struct FixtureTensor {
  bool present = false;  // false for an absent optional operand (passed as NULL)
  kiln_dtype dtype = KILN_DTYPE_FLOAT32;
  std::string layout = "-";  // "-" or steps joined by '+': transposed, flipped, strided, offset
  std::vector<int64_t> shape;
  const uint8_t* data = nullptr;  // row-major, little-endian; points into OpFixtures' mapping
  size_t nbytes = 0;
};

struct IntList {
  bool null = false;  // pass NULL
  std::vector<int64_t> values;
};

struct OpCase {
  std::string name;  // e.g. "add/int8/broadcast_2x3_3"
  std::string op;    // the C function without "kiln_"
  std::vector<kiln_dtype> needs;
  std::map<std::string, IntList> ints;
  std::map<std::string, double> reals;
  std::map<std::string, kiln_dtype> dtypes;
  std::map<std::string, bool> flags;
  std::vector<FixtureTensor> inputs;
  bool expect_error = false;
  kiln_status error = KILN_STATUS_OK;
  FixtureTensor expected;
  bool exact_bits = false;  // compare bytes; otherwise values with atol + rtol * |want| for floats
  double atol = 0.0;
  double rtol = 0.0;
};

// The file stays mapped for the object's life; tensors point into it.
struct OpFixtures {
  OpFixtures() = default;
  OpFixtures(const OpFixtures&) = delete;
  OpFixtures& operator=(const OpFixtures&) = delete;
  ~OpFixtures();
  const uint8_t* data = nullptr;
  size_t size = 0;
  std::vector<OpCase> cases;
};

// Throws std::runtime_error naming the line when the file is missing or malformed. Fast enough
// to run at the start of every test process (ctest runs each case in a process of its own).
std::unique_ptr<OpFixtures> read_op_fixtures(const std::string& path);

const char* dtype_name(kiln_dtype dtype);
size_t dtype_bytes(kiln_dtype dtype);
bool is_float_dtype(kiln_dtype dtype);
bool is_complex_dtype(kiln_dtype dtype);
kiln_dtype complex_part_dtype(kiln_dtype dtype);  // complex64 -> float32, complex128 -> float64

// Case names as GoogleTest accepts them: every character other than [A-Za-z0-9] becomes '_'.
std::string sanitize_test_name(const std::string& name);

}  // namespace kiln_test
