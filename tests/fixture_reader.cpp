#include "fixture_reader.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kiln_test {

namespace {

struct DTypeEntry {
  const char* name;
  kiln_dtype dtype;
  size_t bytes;
};

const DTypeEntry kDTypes[] = {
    {"bool", KILN_DTYPE_BOOL, 1},         {"int8", KILN_DTYPE_INT8, 1},         {"int16", KILN_DTYPE_INT16, 2},
    {"int32", KILN_DTYPE_INT32, 4},       {"int64", KILN_DTYPE_INT64, 8},       {"uint8", KILN_DTYPE_UINT8, 1},
    {"uint16", KILN_DTYPE_UINT16, 2},     {"uint32", KILN_DTYPE_UINT32, 4},     {"uint64", KILN_DTYPE_UINT64, 8},
    {"float16", KILN_DTYPE_FLOAT16, 2},   {"bfloat16", KILN_DTYPE_BFLOAT16, 2}, {"float32", KILN_DTYPE_FLOAT32, 4},
    {"float64", KILN_DTYPE_FLOAT64, 8},   {"complex64", KILN_DTYPE_COMPLEX64, 8}, {"complex128", KILN_DTYPE_COMPLEX128, 16},
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

using Words = std::vector<std::string_view>;

// Walks the file in place: ASCII lines split into words, and raw payloads of known length.
class Cursor {
 public:
  Cursor(const uint8_t* data, size_t size)
      : begin_(reinterpret_cast<const char*>(data)), pos_(begin_), end_(begin_ + size) {}

  bool done() const { return pos_ >= end_; }

  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("op fixtures, byte " + std::to_string(pos_ - begin_) + ": " + what);
  }

  // The next line's words (reusing `out`); fails on an empty line.
  void words(Words& out) {
    out.clear();
    const char* nl = static_cast<const char*>(std::memchr(pos_, '\n', static_cast<size_t>(end_ - pos_)));
    if (nl == nullptr) fail("unterminated line");
    const char* p = pos_;
    while (p < nl) {
      while (p < nl && *p == ' ') ++p;
      const char* start = p;
      while (p < nl && *p != ' ') ++p;
      if (p > start) out.emplace_back(start, static_cast<size_t>(p - start));
    }
    if (out.empty()) fail("empty line");
    pos_ = nl + 1;
  }

  const uint8_t* payload(size_t n) {
    if (static_cast<size_t>(end_ - pos_) < n + 1) fail("payload runs past the end of the file");
    const uint8_t* out = reinterpret_cast<const uint8_t*>(pos_);
    pos_ += n;
    if (*pos_ != '\n') fail("payload not followed by a newline");
    ++pos_;
    return out;
  }

  int64_t integer(std::string_view word) const {
    std::string s(word);
    errno = 0;
    char* end = nullptr;
    long long v = std::strtoll(s.c_str(), &end, 10);
    if (errno != 0 || end == s.c_str() || *end != '\0') fail("bad integer '" + s + "'");
    return static_cast<int64_t>(v);
  }

  double real(std::string_view word) const {
    std::string s(word);
    char* end = nullptr;
    double v = std::strtod(s.c_str(), &end);
    if (end == s.c_str() || *end != '\0') fail("bad number '" + s + "'");
    return v;
  }

  kiln_dtype dtype(std::string_view word) const {
    for (const DTypeEntry& e : kDTypes) {
      if (word == e.name) return e.dtype;
    }
    fail("unknown dtype '" + std::string(word) + "'");
  }

  kiln_status status(std::string_view word) const {
    for (const auto& s : kStatuses) {
      if (word == s.first) return s.second;
    }
    fail("unknown status '" + std::string(word) + "'");
  }

 private:
  const char* begin_;
  const char* pos_;
  const char* end_;
};

void expect_words(const Cursor& c, const Words& w, size_t at_least) {
  if (w.size() < at_least) c.fail("'" + std::string(w[0]) + "' needs " + std::to_string(at_least - 1) + " fields");
}

// "DTYPE [LAYOUT] NDIM D... NBYTES" starting at w[first], then the payload.
FixtureTensor read_tensor(Cursor& c, const Words& w, size_t first, bool with_layout) {
  FixtureTensor t;
  t.present = true;
  size_t i = first;
  expect_words(c, w, i + (with_layout ? 4 : 3));
  t.dtype = c.dtype(w[i++]);
  if (with_layout) t.layout = std::string(w[i++]);
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
  t.nbytes = static_cast<size_t>(nbytes);
  t.data = c.payload(t.nbytes);
  return t;
}

// Maps the file read-only: a process touches only the pages it parses, not the large payloads.
void map_file(const std::string& path, OpFixtures& out) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error("cannot open op fixtures at " + path + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd, &st) != 0 || st.st_size <= 0) {
    ::close(fd);
    throw std::runtime_error("cannot read op fixtures at " + path);
  }
  void* p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED) throw std::runtime_error("cannot map op fixtures at " + path + ": " + std::strerror(errno));
  out.data = static_cast<const uint8_t*>(p);
  out.size = static_cast<size_t>(st.st_size);
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

bool is_complex_dtype(kiln_dtype dtype) { return dtype == KILN_DTYPE_COMPLEX64 || dtype == KILN_DTYPE_COMPLEX128; }

kiln_dtype complex_part_dtype(kiln_dtype dtype) {
  return dtype == KILN_DTYPE_COMPLEX128 ? KILN_DTYPE_FLOAT64 : KILN_DTYPE_FLOAT32;
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

OpFixtures::~OpFixtures() {
  if (data != nullptr) ::munmap(const_cast<uint8_t*>(data), size);
}

std::unique_ptr<OpFixtures> read_op_fixtures(const std::string& path) {
  auto fixtures = std::make_unique<OpFixtures>();
  map_file(path, *fixtures);
  Cursor c(fixtures->data, fixtures->size);
  Words w;
  c.words(w);
  if (w.size() != 2 || w[0] != "KILN-OP-FIXTURES" || w[1] != "1") c.fail("not a version 1 op fixture file");
  c.words(w);
  if (w.size() != 2 || w[0] != "count") c.fail("expected 'count N'");
  const int64_t count = c.integer(w[1]);

  std::vector<OpCase>& cases = fixtures->cases;
  cases.reserve(static_cast<size_t>(count));
  while (!c.done()) {
    c.words(w);
    if (w[0] != "case" || w.size() != 2) c.fail("expected 'case NAME'");
    OpCase oc;
    oc.name = std::string(w[1]);
    bool ended = false, has_result = false, has_tol = false;
    while (!ended) {
      c.words(w);
      const std::string_view key = w[0];
      if (key == "op") {
        expect_words(c, w, 2);
        oc.op = std::string(w[1]);
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
        oc.ints[std::string(w[1])] = list;
      } else if (key == "real") {
        expect_words(c, w, 3);
        oc.reals[std::string(w[1])] = c.real(w[2]);
      } else if (key == "dtype") {
        expect_words(c, w, 3);
        oc.dtypes[std::string(w[1])] = c.dtype(w[2]);
      } else if (key == "flag") {
        expect_words(c, w, 3);
        oc.flags[std::string(w[1])] = c.integer(w[2]) != 0;
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
        c.fail("unknown key '" + std::string(key) + "'");
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
  return fixtures;
}

}  // namespace kiln_test
