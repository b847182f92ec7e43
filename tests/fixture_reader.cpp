#include "fixture_reader.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kiln_test {

namespace {

struct DTypeEntry {
  const char* name;
  kiln_dtype dtype;
  size_t bytes;
};

const DTypeEntry kDTypes[] = {
    {"bool", KILN_DTYPE_BOOL, 1},         {"int8", KILN_DTYPE_INT8, 1},       {"int16", KILN_DTYPE_INT16, 2},
    {"int32", KILN_DTYPE_INT32, 4},       {"int64", KILN_DTYPE_INT64, 8},     {"uint8", KILN_DTYPE_UINT8, 1},
    {"uint16", KILN_DTYPE_UINT16, 2},     {"uint32", KILN_DTYPE_UINT32, 4},   {"uint64", KILN_DTYPE_UINT64, 8},
    {"float16", KILN_DTYPE_FLOAT16, 2},   {"bfloat16", KILN_DTYPE_BFLOAT16, 2}, {"float32", KILN_DTYPE_FLOAT32, 4},
    {"float64", KILN_DTYPE_FLOAT64, 8},
};

const std::pair<const char*, kiln_status> kStatuses[] = {
    {"OK", KILN_STATUS_OK},
    {"INVALID_ARGUMENT", KILN_STATUS_INVALID_ARGUMENT},
    {"INVALID_HANDLE", KILN_STATUS_INVALID_HANDLE},
    {"SHAPE_MISMATCH", KILN_STATUS_SHAPE_MISMATCH},
    {"UNSUPPORTED_DTYPE", KILN_STATUS_UNSUPPORTED_DTYPE},
    {"UNSUPPORTED", KILN_STATUS_UNSUPPORTED},
    {"OUT_OF_MEMORY", KILN_STATUS_OUT_OF_MEMORY},
    {"DEVICE_ERROR", KILN_STATUS_DEVICE_ERROR},
    {"INDEX_OUT_OF_RANGE", KILN_STATUS_INDEX_OUT_OF_RANGE},
    {"INTERNAL", KILN_STATUS_INTERNAL},
};

// Walks the file: ASCII lines and raw payloads of known length.
class Cursor {
 public:
  explicit Cursor(std::string data) : data_(std::move(data)) {}

  bool done() const { return pos_ >= data_.size(); }
  size_t line() const { return line_; }

  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("op fixtures, line " + std::to_string(line_) + ": " + what);
  }

  std::vector<std::string> words() {
    size_t end = data_.find('\n', pos_);
    if (end == std::string::npos) fail("unterminated line");
    std::vector<std::string> out;
    std::istringstream in(data_.substr(pos_, end - pos_));
    for (std::string w; in >> w;) out.push_back(w);
    pos_ = end + 1;
    ++line_;
    if (out.empty()) fail("empty line");
    return out;
  }

  std::vector<uint8_t> payload(size_t n) {
    if (data_.size() - pos_ < n + 1) fail("payload runs past the end of the file");
    std::vector<uint8_t> out(data_.begin() + static_cast<std::ptrdiff_t>(pos_),
                             data_.begin() + static_cast<std::ptrdiff_t>(pos_ + n));
    pos_ += n;
    if (data_[pos_] != '\n') fail("payload not followed by a newline");
    ++pos_;
    ++line_;
    return out;
  }

  int64_t integer(const std::string& word) const {
    errno = 0;
    char* end = nullptr;
    long long v = std::strtoll(word.c_str(), &end, 10);
    if (errno != 0 || end == word.c_str() || *end != '\0') fail("bad integer '" + word + "'");
    return static_cast<int64_t>(v);
  }

  double real(const std::string& word) const {
    char* end = nullptr;
    double v = std::strtod(word.c_str(), &end);
    if (end == word.c_str() || *end != '\0') fail("bad number '" + word + "'");
    return v;
  }

  kiln_dtype dtype(const std::string& word) const {
    for (const DTypeEntry& e : kDTypes) {
      if (word == e.name) return e.dtype;
    }
    fail("unknown dtype '" + word + "'");
  }

  kiln_status status(const std::string& word) const {
    for (const auto& s : kStatuses) {
      if (word == s.first) return s.second;
    }
    fail("unknown status '" + word + "'");
  }

 private:
  std::string data_;
  size_t pos_ = 0;
  size_t line_ = 1;
};

void expect_words(const Cursor& c, const std::vector<std::string>& w, size_t at_least) {
  if (w.size() < at_least) c.fail("'" + w[0] + "' needs " + std::to_string(at_least - 1) + " fields");
}

// "DTYPE [LAYOUT] NDIM D... NBYTES" starting at w[first], then the payload.
FixtureTensor read_tensor(Cursor& c, const std::vector<std::string>& w, size_t first, bool with_layout) {
  FixtureTensor t;
  t.present = true;
  size_t i = first;
  expect_words(c, w, i + (with_layout ? 4 : 3));
  t.dtype = c.dtype(w[i++]);
  if (with_layout) t.layout = w[i++];
  int64_t ndim = c.integer(w[i++]);
  if (ndim < 0 || w.size() != i + static_cast<size_t>(ndim) + 1) c.fail("tensor line has the wrong number of fields");
  size_t count = 1;
  for (int64_t d = 0; d < ndim; ++d) {
    int64_t extent = c.integer(w[i++]);
    if (extent < 0) c.fail("negative extent");
    t.shape.push_back(extent);
    count *= static_cast<size_t>(extent);
  }
  int64_t nbytes = c.integer(w[i]);
  if (nbytes < 0 || static_cast<size_t>(nbytes) != count * dtype_bytes(t.dtype)) {
    c.fail("payload size " + std::to_string(nbytes) + " does not match the shape and dtype");
  }
  t.bytes = c.payload(static_cast<size_t>(nbytes));
  return t;
}

}  // namespace

const char* dtype_name(kiln_dtype dtype) {
  for (const DTypeEntry& e : kDTypes) {
    if (e.dtype == dtype) return e.name;
  }
  return "invalid";
}

size_t dtype_bytes(kiln_dtype dtype) {
  for (const DTypeEntry& e : kDTypes) {
    if (e.dtype == dtype) return e.bytes;
  }
  return 0;
}

bool is_float_dtype(kiln_dtype dtype) {
  return dtype == KILN_DTYPE_FLOAT16 || dtype == KILN_DTYPE_BFLOAT16 || dtype == KILN_DTYPE_FLOAT32 ||
         dtype == KILN_DTYPE_FLOAT64;
}

std::string sanitize_test_name(const std::string& name) {
  std::string out = name;
  for (char& ch : out) {
    bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    if (!alnum) ch = '_';
  }
  return out;
}

std::vector<OpCase> read_op_fixtures(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error("cannot open op fixtures at " + path);
  std::ostringstream contents;
  contents << file.rdbuf();
  Cursor c(contents.str());

  std::vector<std::string> w = c.words();
  if (w.size() != 2 || w[0] != "KILN-OP-FIXTURES" || w[1] != "1") c.fail("not a version 1 op fixture file");
  w = c.words();
  if (w.size() != 2 || w[0] != "count") c.fail("expected 'count N'");
  const int64_t count = c.integer(w[1]);

  std::vector<OpCase> cases;
  cases.reserve(static_cast<size_t>(count));
  while (!c.done()) {
    w = c.words();
    if (w[0] != "case" || w.size() != 2) c.fail("expected 'case NAME'");
    OpCase oc;
    oc.name = w[1];
    bool ended = false, has_result = false, has_tol = false;
    while (!ended) {
      w = c.words();
      const std::string& key = w[0];
      if (key == "op") {
        expect_words(c, w, 2);
        oc.op = w[1];
      } else if (key == "needs") {
        for (size_t i = 1; i < w.size(); ++i) oc.needs.push_back(c.dtype(w[i]));
      } else if (key == "ints") {
        expect_words(c, w, 3);
        IntList list;
        if (w[2] == "null") {
          list.null = true;
        } else {
          int64_t n = c.integer(w[2]);
          if (n < 0 || w.size() != static_cast<size_t>(n) + 3) c.fail("ints: wrong number of values");
          for (int64_t i = 0; i < n; ++i) list.values.push_back(c.integer(w[3 + static_cast<size_t>(i)]));
        }
        oc.ints[w[1]] = list;
      } else if (key == "real") {
        expect_words(c, w, 3);
        oc.reals[w[1]] = c.real(w[2]);
      } else if (key == "dtype") {
        expect_words(c, w, 3);
        oc.dtypes[w[1]] = c.dtype(w[2]);
      } else if (key == "flag") {
        expect_words(c, w, 3);
        oc.flags[w[1]] = c.integer(w[2]) != 0;
      } else if (key == "input") {
        expect_words(c, w, 2);
        if (w[1] == "none") {
          oc.inputs.emplace_back();
        } else {
          oc.inputs.push_back(read_tensor(c, w, 1, true));
        }
      } else if (key == "expect") {
        oc.expected = read_tensor(c, w, 1, false);
        has_result = true;
      } else if (key == "error") {
        expect_words(c, w, 2);
        oc.expect_error = true;
        oc.error = c.status(w[1]);
        has_result = true;
      } else if (key == "tol") {
        expect_words(c, w, 2);
        if (w[1] == "bits") {
          oc.exact_bits = true;
        } else if (w[1] == "values" && w.size() == 4) {
          oc.atol = c.real(w[2]);
          oc.rtol = c.real(w[3]);
        } else {
          c.fail("bad tol line");
        }
        has_tol = true;
      } else if (key == "end") {
        ended = true;
      } else {
        c.fail("unknown key '" + key + "'");
      }
    }
    if (oc.op.empty() || !has_result) c.fail("case " + oc.name + " lacks an op or a result");
    if (!oc.expect_error && !has_tol) c.fail("case " + oc.name + " lacks a tolerance");
    cases.push_back(std::move(oc));
  }
  if (static_cast<int64_t>(cases.size()) != count) {
    throw std::runtime_error("op fixtures: header promises " + std::to_string(count) + " cases, file holds " +
                             std::to_string(cases.size()));
  }
  return cases;
}

}  // namespace kiln_test
