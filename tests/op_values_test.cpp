// Every op against reference values computed by NumPy (tools/fixtures/make_op_fixtures.py): one
// test per case, run on kiln_device_default() through the public C API only. Inputs are fed in
// the layout the case asks for (transposed, flipped, strided, offset views), results are checked
// for dtype, shape and values, and expected failures for their status and a message.
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "fixture_reader.h"
#include "op_table.gen.h"

#ifndef KILN_OP_FIXTURES
#error "KILN_OP_FIXTURES must name the fixture file (tests/CMakeLists.txt defines it)"
#endif

namespace {

using kiln_test::FixtureTensor;
using kiln_test::IntList;
using kiln_test::OpCase;

struct Loaded {
  std::unique_ptr<kiln_test::OpFixtures> fixtures;
  std::vector<OpCase> none;
  std::string error;
  const std::vector<OpCase>& cases() const { return fixtures ? fixtures->cases : none; }
};

// Read once per process, before the tests are registered (their names come from the file).
const Loaded& loaded() {
  static const Loaded data = [] {
    Loaded l;
    try {
      l.fixtures = kiln_test::read_op_fixtures(KILN_OP_FIXTURES);
    } catch (const std::exception& e) {
      l.error = e.what();
    }
    return l;
  }();
  return data;
}

std::string status_text(kiln_status s) { return kiln_status_string(s); }

// Holds every tensor handle a test receives and releases them all at the end.
class Handles {
 public:
  Handles() = default;
  Handles(const Handles&) = delete;
  Handles& operator=(const Handles&) = delete;
  ~Handles() {
    for (auto it = held_.rbegin(); it != held_.rend(); ++it) {
      EXPECT_EQ(kiln_tensor_release(*it), KILN_STATUS_OK) << "releasing a tensor: " << kiln_last_error();
    }
  }
  kiln_tensor keep(kiln_tensor t) {
    if (t != nullptr) held_.push_back(t);
    return t;
  }

 private:
  std::vector<kiln_tensor> held_;
};

// ---- Op dispatch --------------------------------------------------------------------------

// The unary, binary, reduce and scan ops come from abi/ops.json (op_table.gen.h); the others have
// their own signatures and a branch each in call_op.
template <class Entry, size_t N>
auto find_op(const Entry (&table)[N], const std::string& name) -> decltype(table[0].fn) {
  for (const Entry& e : table) {
    if (name == e.name) return e.fn;
  }
  return nullptr;
}

// Thrown when a case lacks something the op needs: a fixture bug, reported as a failure.
struct BadCase : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const IntList& ints(const OpCase& c, const char* key) {
  auto it = c.ints.find(key);
  if (it == c.ints.end()) throw BadCase(std::string("case has no int list '") + key + "'");
  return it->second;
}

// A pointer for a list parameter: NULL only when the case says so (an empty list is non-NULL).
const int64_t* ptr(const IntList& list) {
  static const int64_t kEmpty = 0;
  if (list.null) return nullptr;
  return list.values.empty() ? &kEmpty : list.values.data();
}

int64_t one_int(const OpCase& c, const char* key) {
  const IntList& l = ints(c, key);
  if (l.null || l.values.size() != 1) throw BadCase(std::string("int list '") + key + "' must hold one value");
  return l.values[0];
}

double real(const OpCase& c, const char* key) {
  auto it = c.reals.find(key);
  if (it == c.reals.end()) throw BadCase(std::string("case has no real '") + key + "'");
  return it->second;
}

kiln_dtype dtype_param(const OpCase& c, const char* key) {
  auto it = c.dtypes.find(key);
  if (it == c.dtypes.end()) throw BadCase(std::string("case has no dtype '") + key + "'");
  return it->second;
}

bool flag(const OpCase& c, const char* key) {
  auto it = c.flags.find(key);
  if (it == c.flags.end()) throw BadCase(std::string("case has no flag '") + key + "'");
  return it->second;
}

void need_inputs(const std::vector<kiln_tensor>& in, size_t n, const OpCase& c) {
  if (in.size() != n) {
    throw BadCase(c.op + " takes " + std::to_string(n) + " inputs, the case gives " + std::to_string(in.size()));
  }
}

#include "linalg_call.h"

kiln_status call_op(const OpCase& c, const std::vector<kiln_tensor>& in, kiln_device device, kiln_tensor* out) {
  const std::string& op = c.op;
  if (op.rfind("linalg_", 0) == 0) return call_linalg(c, in, out);
  if (auto fn = find_op(kiln_test::kUnaryOps, op)) {
    need_inputs(in, 1, c);
    return fn(in[0], out);
  }
  if (auto fn = find_op(kiln_test::kBinaryOps, op)) {
    need_inputs(in, 2, c);
    return fn(in[0], in[1], out);
  }
  if (auto fn = find_op(kiln_test::kReduceOps, op)) {
    need_inputs(in, 1, c);
    const IntList& axes = ints(c, "axes");
    return fn(in[0], ptr(axes), axes.values.size(), flag(c, "keepdims"), out);
  }
  if (auto fn = find_op(kiln_test::kScanOps, op)) {
    need_inputs(in, 1, c);
    return fn(in[0], one_int(c, "axis"), flag(c, "reverse"), out);
  }
  if (op == "softmax" || op == "log_softmax") {
    need_inputs(in, 1, c);
    const IntList& axes = ints(c, "axes");
    return (op == "softmax" ? kiln_softmax : kiln_log_softmax)(in[0], ptr(axes), axes.values.size(), out);
  }
  if (op == "var" || op == "std") {
    need_inputs(in, 1, c);
    const IntList& axes = ints(c, "axes");
    auto fn = op == "var" ? kiln_var : kiln_std;
    return fn(in[0], ptr(axes), axes.values.size(), real(c, "ddof"), flag(c, "keepdims"), out);
  }
  if (op == "random_permutation") {
    need_inputs(in, 1, c);
    return kiln_random_permutation(in[0], one_int(c, "n"), out);
  }
  if (op == "pad_general") {
    need_inputs(in, 1, c);
    const IntList &low = ints(c, "low"), &high = ints(c, "high"), &interior = ints(c, "interior");
    if (low.values.size() != high.values.size() || low.values.size() != interior.values.size()) {
      throw BadCase("pad_general: low, high and interior differ in length");
    }
    return kiln_pad_general(in[0], ptr(low), ptr(high), ptr(interior), low.values.size(), real(c, "value"), out);
  }
  if (op == "dynamic_slice") {
    need_inputs(in, 2, c);
    const IntList& sizes = ints(c, "sizes");
    return kiln_dynamic_slice(in[0], in[1], ptr(sizes), sizes.values.size(), out);
  }
  if (op == "dynamic_update_slice") {
    need_inputs(in, 3, c);
    return kiln_dynamic_update_slice(in[0], in[1], in[2], out);
  }
  if (op.rfind("random_", 0) == 0) {
    need_inputs(in, 1, c);
    const IntList& shape = ints(c, "shape");
    const size_t ndim = shape.values.size();
    if (op == "random_bits") return kiln_random_bits(in[0], ptr(shape), ndim, dtype_param(c, "dtype"), out);
    if (op == "random_normal") return kiln_random_normal(in[0], ptr(shape), ndim, dtype_param(c, "dtype"), out);
    if (op == "random_uniform") {
      return kiln_random_uniform(in[0], ptr(shape), ndim, real(c, "low"), real(c, "high"), dtype_param(c, "dtype"), out);
    }
    if (op == "random_randint") {
      return kiln_random_randint(in[0], ptr(shape), ndim, one_int(c, "low"), one_int(c, "high"), dtype_param(c, "dtype"), out);
    }
    if (op == "random_bernoulli") return kiln_random_bernoulli(in[0], real(c, "p"), ptr(shape), ndim, out);
  }
  if (op == "matmul") {
    need_inputs(in, 2, c);
    return kiln_matmul(in[0], in[1], out);
  }
  if (op == "dot_general") {
    need_inputs(in, 2, c);
    const IntList &ca = ints(c, "contract_a"), &ba = ints(c, "batch_a"), &cb = ints(c, "contract_b"), &bb = ints(c, "batch_b");
    return kiln_dot_general(in[0], ptr(ca), ca.values.size(), ptr(ba), ba.values.size(), in[1], ptr(cb), cb.values.size(),
                            ptr(bb), bb.values.size(), out);
  }
  if (op == "leaky_relu" || op == "elu") {
    need_inputs(in, 1, c);
    return (op == "elu" ? kiln_elu : kiln_leaky_relu)(in[0], real(c, "param"), out);
  }
  if (op == "where") {
    need_inputs(in, 3, c);
    return kiln_where(in[0], in[1], in[2], out);
  }
  if (op == "clip") {
    need_inputs(in, 3, c);
    return kiln_clip(in[0], in[1], in[2], out);
  }
  if (op == "astype") {
    need_inputs(in, 1, c);
    return kiln_astype(in[0], dtype_param(c, "dtype"), out);
  }
  if (op == "bitcast") {
    need_inputs(in, 1, c);
    return kiln_bitcast(in[0], dtype_param(c, "dtype"), out);
  }
  if (op == "reshape" || op == "broadcast_to") {
    need_inputs(in, 1, c);
    const IntList& shape = ints(c, "shape");
    auto fn = op == "reshape" ? kiln_reshape : kiln_broadcast_to;
    return fn(in[0], ptr(shape), shape.values.size(), out);
  }
  if (op == "transpose" || op == "expand_dims" || op == "squeeze" || op == "flip") {
    need_inputs(in, 1, c);
    const IntList& axes = ints(c, "axes");
    auto fn = op == "transpose" ? kiln_transpose
              : op == "expand_dims" ? kiln_expand_dims
              : op == "squeeze" ? kiln_squeeze
                                : kiln_flip;
    return fn(in[0], ptr(axes), axes.values.size(), out);
  }
  if (op == "stop_gradient") {
    need_inputs(in, 1, c);
    return kiln_stop_gradient(in[0], out);
  }
  if (op == "slice") {
    need_inputs(in, 1, c);
    const IntList &start = ints(c, "start"), &stop = ints(c, "stop"), &step = ints(c, "step");
    if (stop.values.size() != start.values.size() || (!step.null && step.values.size() != start.values.size())) {
      throw BadCase("slice: start, stop and step differ in length");
    }
    return kiln_slice(in[0], ptr(start), ptr(stop), ptr(step), start.values.size(), out);
  }
  if (op == "concatenate" || op == "stack") {
    auto fn = op == "concatenate" ? kiln_concatenate : kiln_stack;
    return fn(in.data(), in.size(), one_int(c, "axis"), out);
  }
  if (op == "take") {
    need_inputs(in, 2, c);
    return kiln_take(in[0], in[1], one_int(c, "axis"), out);
  }
  if (op == "take_along_axis") {
    need_inputs(in, 2, c);
    return kiln_take_along_axis(in[0], in[1], one_int(c, "axis"), out);
  }
  if (op == "gather") {
    need_inputs(in, 2, c);
    const IntList& axes = ints(c, "axes");
    return kiln_gather(in[0], in[1], ptr(axes), axes.values.size(), out);
  }
  if (op == "indexed_add" || op == "indexed_put") {
    need_inputs(in, 3, c);
    const IntList& axes = ints(c, "axes");
    auto fn = op == "indexed_add" ? kiln_indexed_add : kiln_indexed_put;
    return fn(in[0], in[1], in[2], ptr(axes), axes.values.size(), out);
  }
  if (op == "argwhere") {
    need_inputs(in, 1, c);
    return kiln_argwhere(in[0], out);
  }
  if (op == "argsort" || op == "sort") {
    need_inputs(in, 1, c);
    return (op == "sort" ? kiln_sort : kiln_argsort)(in[0], one_int(c, "axis"), flag(c, "descending"), out);
  }
  if (op == "conv") {
    need_inputs(in, 2, c);
    const IntList &s = ints(c, "strides"), &lo = ints(c, "padding_low"), &hi = ints(c, "padding_high");
    const IntList &di = ints(c, "input_dilation"), &dk = ints(c, "kernel_dilation"), &groups = ints(c, "groups");
    if (groups.values.size() != 2) throw BadCase("conv: groups must hold feature and batch group sizes");
    return kiln_conv(in[0], in[1], ptr(s), ptr(lo), ptr(hi), ptr(di), ptr(dk), static_cast<size_t>(one_int(c, "nspatial")),
                     groups.values[0], groups.values[1], out);
  }
  if (op.rfind("window_scatter_", 0) == 0) {
    need_inputs(in, 2, c);
    const IntList &w = ints(c, "window"), &s = ints(c, "strides"), &lo = ints(c, "padding_low"), &hi = ints(c, "padding_high");
    auto fn = op == "window_scatter_max" ? kiln_window_scatter_max : kiln_window_scatter_min;
    return fn(in[0], in[1], real(c, "init"), ptr(w), ptr(s), ptr(lo), ptr(hi), w.values.size(), out);
  }
  if (op.rfind("window_", 0) == 0) {
    need_inputs(in, 1, c);
    const IntList &w = ints(c, "window"), &s = ints(c, "strides"), &lo = ints(c, "padding_low"), &hi = ints(c, "padding_high");
    const IntList& dl = ints(c, "dilation");
    auto fn = op == "window_sum" ? kiln_window_sum : op == "window_product" ? kiln_window_product
              : op == "window_max" ? kiln_window_max : kiln_window_min;
    return fn(in[0], ptr(w), ptr(s), ptr(lo), ptr(hi), ptr(dl), w.values.size(), out);
  }
  if (op == "searchsorted") {
    need_inputs(in, 2, c);
    return kiln_searchsorted(in[0], in[1], flag(c, "right"), out);
  }
  if (op == "unique") {  // three results: "output" says which the case checks
    need_inputs(in, 1, c);
    const int64_t want = one_int(c, "output");
    if (want < 0 || want > 2) throw BadCase("unique: output must be 0, 1 or 2");
    kiln_tensor results[3] = {nullptr, nullptr, nullptr};
    kiln_status status = kiln_unique(in[0], &results[0], &results[1], &results[2]);
    if (status != KILN_STATUS_OK) return status;
    for (int64_t i = 0; i < 3; ++i) {
      if (i != want) {
        EXPECT_EQ(kiln_tensor_release(results[i]), KILN_STATUS_OK);
      }
    }
    *out = results[want];
    return status;
  }
  if (op == "top_k") {  // two results: the case checks one, "indices" says which
    need_inputs(in, 1, c);
    kiln_tensor values = nullptr, indices = nullptr;
    kiln_status status = kiln_top_k(in[0], one_int(c, "k"), &values, &indices);
    if (status != KILN_STATUS_OK) return status;
    const bool want_indices = flag(c, "indices");
    EXPECT_EQ(kiln_tensor_release(want_indices ? values : indices), KILN_STATUS_OK);
    *out = want_indices ? indices : values;
    return status;
  }
  if (op == "rms_norm") {
    need_inputs(in, 2, c);
    return kiln_rms_norm(in[0], in[1], real(c, "eps"), out);
  }
  if (op == "layer_norm") {
    need_inputs(in, 3, c);
    return kiln_layer_norm(in[0], in[1], in[2], real(c, "eps"), out);
  }
  if (op == "scaled_dot_product_attention") {
    need_inputs(in, 4, c);
    return kiln_scaled_dot_product_attention(in[0], in[1], in[2], real(c, "scale"), in[3], flag(c, "causal"), out);
  }
  if (op == "fft" || op == "rfft" || op == "irfft") {
    need_inputs(in, 1, c);
    const IntList &axes = ints(c, "axes"), &lengths = ints(c, "lengths");
    const size_t naxes = axes.null ? lengths.values.size() : axes.values.size();
    const auto norm = static_cast<kiln_fft_norm>(one_int(c, "norm"));
    if (op == "fft") return kiln_fft(in[0], ptr(axes), naxes, ptr(lengths), norm, flag(c, "inverse"), out);
    return (op == "rfft" ? kiln_rfft : kiln_irfft)(in[0], ptr(axes), naxes, ptr(lengths), norm, out);
  }
  if (op == "pad") {
    need_inputs(in, 1, c);
    const IntList &before = ints(c, "before"), &after = ints(c, "after");
    if (before.values.size() != after.values.size()) throw BadCase("pad: before and after differ in length");
    return kiln_pad(in[0], ptr(before), ptr(after), before.values.size(), real(c, "value"), out);
  }
  if (op == "full" || op == "zeros" || op == "ones") {
    need_inputs(in, 0, c);
    const IntList& shape = ints(c, "shape");
    if (op == "full") return kiln_full(ptr(shape), shape.values.size(), real(c, "value"), dtype_param(c, "dtype"), device, out);
    auto fn = op == "zeros" ? kiln_zeros : kiln_ones;
    return fn(ptr(shape), shape.values.size(), dtype_param(c, "dtype"), device, out);
  }
  if (op == "arange") {
    need_inputs(in, 0, c);
    return kiln_arange(real(c, "start"), real(c, "stop"), real(c, "step"), dtype_param(c, "dtype"), device, out);
  }
  if (op == "eye") {
    need_inputs(in, 0, c);
    return kiln_eye(one_int(c, "n"), one_int(c, "m"), one_int(c, "k"), dtype_param(c, "dtype"), device, out);
  }
  throw BadCase("unknown op '" + op + "'");
}

// ---- Inputs -------------------------------------------------------------------------------

// Applies one layout step (see make_op_fixtures.py); on failure records it and returns nullptr.
kiln_tensor layout_step(kiln_tensor x, const std::string& step, Handles& handles) {
  size_t ndim = 0;
  EXPECT_EQ(kiln_tensor_ndim(x, &ndim), KILN_STATUS_OK);
  kiln_tensor y = nullptr;
  kiln_status s;
  if (step == "transposed") {
    s = kiln_transpose(x, nullptr, 0, &y);
  } else if (step == "flipped") {
    s = kiln_flip(x, nullptr, 0, &y);
  } else if (step == "strided" || step == "offset") {
    if (ndim == 0) throw BadCase("layout '" + step + "' on a 0-d input");
    std::vector<int64_t> start(ndim, 0), stop(ndim, std::numeric_limits<int64_t>::max()), stride(ndim, 1);
    size_t naxes = ndim;
    if (step == "strided") {
      stride[ndim - 1] = 2;
    } else {
      start[0] = 1;
      naxes = 1;
    }
    s = kiln_slice(x, start.data(), stop.data(), stride.data(), naxes, &y);
  } else if (step.rfind("bcast", 0) == 0) {
    if (ndim == 0) throw BadCase("layout '" + step + "' on a 0-d input");
    std::vector<int64_t> shape(ndim);
    EXPECT_EQ(kiln_tensor_shape(x, shape.data(), ndim), KILN_STATUS_OK);
    shape[0] = std::stoll(step.substr(5));
    s = kiln_broadcast_to(x, shape.data(), ndim, &y);
  } else {
    throw BadCase("unknown layout step '" + step + "'");
  }
  EXPECT_EQ(s, KILN_STATUS_OK) << "making the '" << step << "' input view failed: " << status_text(s) << ": "
                               << kiln_last_error();
  return s == KILN_STATUS_OK ? handles.keep(y) : nullptr;
}

kiln_tensor make_input(const FixtureTensor& t, kiln_device device, Handles& handles) {
  kiln_tensor x = nullptr;
  kiln_status s = kiln_tensor_create(t.nbytes == 0 ? nullptr : t.data, t.dtype,
                                     t.shape.empty() ? nullptr : t.shape.data(), t.shape.size(), device, &x);
  EXPECT_EQ(s, KILN_STATUS_OK) << "kiln_tensor_create(" << kiln_test::dtype_name(t.dtype) << ") failed: " << kiln_last_error();
  if (s != KILN_STATUS_OK) return nullptr;
  handles.keep(x);
  if (t.layout == "-") return x;
  std::stringstream steps(t.layout);
  for (std::string step; std::getline(steps, step, '+');) {
    x = layout_step(x, step, handles);
    if (x == nullptr) return nullptr;
  }
  return x;
}

// ---- Comparison ---------------------------------------------------------------------------

double half_to_double(uint16_t h) {
  const int sign = (h >> 15) & 1, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  double v;
  if (exp == 0) {
    v = std::ldexp(static_cast<double>(mant), -24);
  } else if (exp == 31) {
    v = mant ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  } else {
    v = std::ldexp(static_cast<double>(mant | 0x400), exp - 25);
  }
  return sign ? -v : v;
}

double float_value(kiln_dtype dtype, const uint8_t* p) {
  switch (dtype) {
    case KILN_DTYPE_FLOAT16: {
      uint16_t h;
      std::memcpy(&h, p, 2);
      return half_to_double(h);
    }
    case KILN_DTYPE_BFLOAT16: {
      uint16_t b;
      std::memcpy(&b, p, 2);
      uint32_t bits = static_cast<uint32_t>(b) << 16;
      float f;
      std::memcpy(&f, &bits, 4);
      return f;
    }
    case KILN_DTYPE_FLOAT32: {
      float f;
      std::memcpy(&f, p, 4);
      return f;
    }
    default: {
      double d;
      std::memcpy(&d, p, 8);
      return d;
    }
  }
}

std::string element_text(kiln_dtype dtype, const uint8_t* p) {
  std::ostringstream out;
  out.precision(17);
  switch (dtype) {
    case KILN_DTYPE_BOOL: out << "bool(" << static_cast<int>(p[0]) << ")"; break;
    case KILN_DTYPE_INT8: out << static_cast<int>(static_cast<int8_t>(p[0])); break;
    case KILN_DTYPE_UINT8: out << static_cast<int>(p[0]); break;
    case KILN_DTYPE_INT16: { int16_t v; std::memcpy(&v, p, 2); out << v; break; }
    case KILN_DTYPE_UINT16: { uint16_t v; std::memcpy(&v, p, 2); out << v; break; }
    case KILN_DTYPE_INT32: { int32_t v; std::memcpy(&v, p, 4); out << v; break; }
    case KILN_DTYPE_UINT32: { uint32_t v; std::memcpy(&v, p, 4); out << v; break; }
    case KILN_DTYPE_INT64: { int64_t v; std::memcpy(&v, p, 8); out << v; break; }
    case KILN_DTYPE_UINT64: { uint64_t v; std::memcpy(&v, p, 8); out << v; break; }
    default: {
      out << float_value(dtype, p);
      size_t n = kiln_test::dtype_bytes(dtype);
      out << " [0x";
      static const char* hex = "0123456789abcdef";
      for (size_t i = n; i-- > 0;) out << hex[p[i] >> 4] << hex[p[i] & 15];
      out << "]";
    }
  }
  return out.str();
}

std::string index_text(size_t flat, const std::vector<int64_t>& shape) {
  std::vector<int64_t> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    int64_t extent = shape[d] > 0 ? shape[d] : 1;
    idx[d] = static_cast<int64_t>(flat % static_cast<size_t>(extent));
    flat /= static_cast<size_t>(extent);
  }
  std::string s = "[";
  for (size_t d = 0; d < idx.size(); ++d) s += (d ? "," : "") + std::to_string(idx[d]);
  return s + "]";
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "(";
  for (size_t d = 0; d < shape.size(); ++d) s += (d ? ", " : "") + std::to_string(shape[d]);
  if (shape.size() == 1) s += ",";
  return s + ")";
}

bool close_enough(double want, double got, double atol, double rtol) {
  if (std::isnan(want)) return std::isnan(got);
  if (std::isinf(want)) return got == want;
  if (!std::isfinite(got)) return false;
  return std::fabs(got - want) <= atol + rtol * std::fabs(want);  // -0 == +0
}

// A complex element: each part within atol + rtol * |want| (the modulus: a part much smaller
// than the other is as exact as the larger one's rounding allows, not relative to itself).
bool complex_close_enough(kiln_dtype part, const uint8_t* w, const uint8_t* g, double atol, double rtol) {
  const size_t n = kiln_test::dtype_bytes(part);
  double wr = float_value(part, w), wi = float_value(part, w + n);
  double gr = float_value(part, g), gi = float_value(part, g + n);
  double modulus = std::hypot(wr, wi);
  double scale = std::isfinite(modulus) ? rtol * modulus : 0.0;
  return close_enough(wr, gr, atol + scale, 0.0) && close_enough(wi, gi, atol + scale, 0.0);
}

std::string complex_text(kiln_dtype part, const uint8_t* p) {
  return "(" + element_text(part, p) + ", " + element_text(part, p + kiln_test::dtype_bytes(part)) + ")";
}

bool default_device_is_cpu() {
  kiln_device device = nullptr;
  kiln_device_info info{};
  info.struct_size = sizeof info;
  return kiln_device_default(&device) == KILN_STATUS_OK && kiln_device_get_info(device, &info) == KILN_STATUS_OK &&
         info.kind == KILN_DEVICE_CPU;
}

void check_result(const OpCase& c, kiln_tensor out) {
  const FixtureTensor& want = c.expected;
  kiln_dtype dtype;
  ASSERT_EQ(kiln_tensor_dtype(out, &dtype), KILN_STATUS_OK) << kiln_last_error();
  ASSERT_EQ(dtype, want.dtype) << "result dtype is " << kiln_test::dtype_name(dtype) << ", expected "
                               << kiln_test::dtype_name(want.dtype);
  size_t ndim = 0;
  ASSERT_EQ(kiln_tensor_ndim(out, &ndim), KILN_STATUS_OK) << kiln_last_error();
  std::vector<int64_t> shape(ndim);
  ASSERT_EQ(kiln_tensor_shape(out, ndim ? shape.data() : nullptr, ndim), KILN_STATUS_OK) << kiln_last_error();
  ASSERT_EQ(shape, want.shape) << "result shape is " << shape_text(shape) << ", expected " << shape_text(want.shape);
  size_t nbytes = 0;
  ASSERT_EQ(kiln_tensor_nbytes(out, &nbytes), KILN_STATUS_OK) << kiln_last_error();
  ASSERT_EQ(nbytes, want.nbytes);
  std::vector<uint8_t> got(nbytes);
  kiln_status s = kiln_tensor_read(out, nbytes ? got.data() : nullptr, nbytes);
  if ((s == KILN_STATUS_UNSUPPORTED || s == KILN_STATUS_UNSUPPORTED_DTYPE) && !default_device_is_cpu()) {
    // A GPU backend may refuse what it cannot compute exactly (never answer wrongly); the CPU may not.
    GTEST_SKIP() << "device refuses: " << kiln_last_error();
  }
  ASSERT_EQ(s, KILN_STATUS_OK) << "kiln_tensor_read: " << status_text(s) << ": " << kiln_last_error();

  const size_t item = kiln_test::dtype_bytes(dtype);
  const size_t count = item ? nbytes / item : 0;
  const bool complex = kiln_test::is_complex_dtype(dtype);
  const bool as_values = !c.exact_bits && (kiln_test::is_float_dtype(dtype) || complex);
  const kiln_dtype part = complex ? kiln_test::complex_part_dtype(dtype) : dtype;
  size_t bad = 0;
  std::ostringstream report;
  for (size_t i = 0; i < count; ++i) {
    const uint8_t* g = got.data() + i * item;
    const uint8_t* w = want.data + i * item;
    bool ok = !as_values  ? std::memcmp(g, w, item) == 0
              : complex ? complex_close_enough(part, w, g, c.atol, c.rtol)
                        : close_enough(float_value(dtype, w), float_value(dtype, g), c.atol, c.rtol);
    if (ok) continue;
    if (++bad <= 10) {
      report << "\n  at " << index_text(i, shape) << ": expected "
             << (complex ? complex_text(part, w) : element_text(dtype, w)) << ", got "
             << (complex ? complex_text(part, g) : element_text(dtype, g));
    }
  }
  if (bad > 0) {
    std::ostringstream rule;
    rule.precision(3);
    if (c.exact_bits) {
      rule << "bit-exact";
    } else if (as_values) {
      rule << "atol " << c.atol << ", rtol " << c.rtol;
    } else {
      rule << "exact";
    }
    ADD_FAILURE() << bad << " of " << count << " elements differ (" << kiln_test::dtype_name(dtype) << " "
                  << shape_text(shape) << ", " << rule.str() << ")" << report.str() << (bad > 10 ? "\n  ..." : "");
  }
}

// ---- The tests ----------------------------------------------------------------------------

class OpValues : public ::testing::TestWithParam<size_t> {};

void run_case(const OpCase& c, kiln_device device);

TEST_P(OpValues, MatchesReference) {
  const OpCase& c = loaded().cases().at(GetParam());
  kiln_device device = nullptr;
  ASSERT_EQ(kiln_device_default(&device), KILN_STATUS_OK) << kiln_last_error();
  kiln_device_info info{};
  info.struct_size = sizeof info;
  ASSERT_EQ(kiln_device_get_info(device, &info), KILN_STATUS_OK) << kiln_last_error();
  // A dtype the device has no kernels for still works through CPU fallbacks, unless they are off.
  kiln_fallback_policy policy = KILN_FALLBACK_ALLOW;
  ASSERT_EQ(kiln_fallback_get_policy(&policy), KILN_STATUS_OK);
  for (kiln_dtype d : c.needs) {
    if (!(info.dtype_mask & (1u << static_cast<unsigned>(d))) && policy == KILN_FALLBACK_ERROR) {
      GTEST_SKIP() << "device " << (info.label ? info.label : "?") << " has no " << kiln_test::dtype_name(d)
                   << " kernels and fallbacks are off";
    }
  }
  SCOPED_TRACE("case " + c.name + " (kiln_" + c.op + ")");
  kiln_memory_stats before{};
  before.struct_size = sizeof before;
  ASSERT_EQ(kiln_device_memory_stats(device, &before), KILN_STATUS_OK) << kiln_last_error();
  run_case(c, device);
  // Every handle is released by now: the device holds no more tensor memory than before.
  kiln_memory_stats after{};
  after.struct_size = sizeof after;
  ASSERT_EQ(kiln_device_memory_stats(device, &after), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(after.active_bytes, before.active_bytes) << "tensor memory still held after every handle was released";
}

void run_case(const OpCase& c, kiln_device device) {
  Handles handles;
  std::vector<kiln_tensor> inputs;
  for (const FixtureTensor& t : c.inputs) {
    if (!t.present) {
      inputs.push_back(nullptr);
      continue;
    }
    kiln_tensor x = make_input(t, device, handles);
    ASSERT_NE(x, nullptr) << "could not build an input";
    inputs.push_back(x);
  }

  kiln_tensor out = nullptr;
  kiln_status status = KILN_STATUS_INTERNAL;
  try {
    status = call_op(c, inputs, device, &out);
  } catch (const BadCase& e) {
    FAIL() << "malformed case: " << e.what();
  }
  handles.keep(out);

  if (c.expect_error) {
    EXPECT_EQ(status, c.error) << "expected " << status_text(c.error) << ", got " << status_text(status)
                               << (status != KILN_STATUS_OK ? std::string(": ") + kiln_last_error() : std::string());
    if (status != KILN_STATUS_OK) {
      EXPECT_STRNE(kiln_last_error(), "") << "a failing call must leave a message";
      EXPECT_EQ(out, nullptr) << "a failing call must set its out-handle to NULL";
    }
    return;
  }
  ASSERT_EQ(status, KILN_STATUS_OK) << status_text(status) << ": " << kiln_last_error();
  ASSERT_NE(out, nullptr);
  check_result(c, out);
}

std::string case_name(const ::testing::TestParamInfo<size_t>& info) {
  return kiln_test::sanitize_test_name(loaded().cases().at(info.param).name);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, OpValues, ::testing::Range<size_t>(0, loaded().cases().size()), case_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(OpValues);

// The fixture file loads, and every op of the op table (abi/ops.json) has cases. ctest runs this
// once per device, so an op without fixtures fails on every device.
TEST(OpValuesFixture, CoversEveryOp) {
  ASSERT_EQ(loaded().error, "");
  std::map<std::string, size_t> per_op;
  for (const OpCase& c : loaded().cases()) ++per_op[c.op];
  for (const kiln_test::OpEntry& op : kiln_test::kAllOps) {
    EXPECT_GT(per_op[op.name], 0u) << "no cases for kiln_" << op.name << " (" << op.family << ")";
  }
  std::set<std::string> names;
  for (const OpCase& c : loaded().cases()) {
    EXPECT_TRUE(names.insert(kiln_test::sanitize_test_name(c.name)).second) << "duplicate case name " << c.name;
  }
}

}  // namespace
