// Tensor creation, ops, views, device transfers, evals, reads, borrows and metadata, with
// arguments from the fuzzer's bytes (valid, boundary and garbage alike).
#include <kiln/kiln.h>

#include <cstring>
#include <vector>

#include "fuzz_contract.h"
#include "fuzz_session.h"

namespace kiln_fuzz {

namespace {

using Unary = kiln_status (*)(kiln_tensor, kiln_tensor*);
using Binary = kiln_status (*)(kiln_tensor, kiln_tensor, kiln_tensor*);
using Reduce = kiln_status (*)(kiln_tensor, const int64_t*, size_t, bool, kiln_tensor*);
using ShapeArg = kiln_status (*)(kiln_tensor, const int64_t*, size_t, kiln_tensor*);

const Unary kUnary[] = {kiln_negative, kiln_abs,   kiln_sign,  kiln_exp,         kiln_log,         kiln_log1p,  kiln_expm1,
                        kiln_sqrt,     kiln_rsqrt, kiln_square, kiln_sin,        kiln_cos,         kiln_tan,    kiln_tanh,
                        kiln_sigmoid,  kiln_erf,   kiln_floor, kiln_ceil,        kiln_round,       kiln_logical_not,
                        kiln_bitwise_not, kiln_isnan, kiln_isinf, kiln_isfinite, kiln_tensor_copy, kiln_stop_gradient};
const Binary kBinary[] = {kiln_add,         kiln_subtract,   kiln_multiply,    kiln_divide,      kiln_floor_divide,
                          kiln_remainder,   kiln_power,      kiln_maximum,     kiln_minimum,     kiln_atan2,
                          kiln_equal,       kiln_not_equal,  kiln_less,        kiln_less_equal,  kiln_greater,
                          kiln_greater_equal, kiln_logical_and, kiln_logical_or, kiln_logical_xor, kiln_bitwise_and,
                          kiln_bitwise_or,  kiln_bitwise_xor, kiln_left_shift,  kiln_right_shift, kiln_matmul};
const Reduce kReduce[] = {kiln_sum, kiln_prod, kiln_max, kiln_min, kiln_mean, kiln_all, kiln_any, kiln_argmax, kiln_argmin};
const ShapeArg kShapeArg[] = {kiln_reshape, kiln_broadcast_to, kiln_transpose, kiln_expand_dims, kiln_squeeze, kiln_flip};

template <typename T, size_t N>
constexpr size_t count_of(const T (&)[N]) {
  return N;
}

// A dtype: usually a valid one, sometimes any int (the C API takes any int where an enum is).
kiln_dtype dtype(Input& in) {
  uint8_t b = in.byte();
  int32_t v = b < 240 ? b % 13 : static_cast<int32_t>(in.integer());
  kiln_dtype d;
  std::memcpy(&d, &v, sizeof d);
  return d;
}

size_t dtype_size(kiln_dtype d) {
  size_t n = 0;
  return kiln_dtype_size(d, &n) == KILN_STATUS_OK ? n : 0;
}

// An array of integers and its length (usually 0..4, sometimes up to 70, past the rank limit).
struct Ints {
  std::vector<int64_t> values;
  size_t length = 0;
  const int64_t* data(Input& in) const { return in.pick(32) == 0 ? nullptr : values.data(); }
};

Ints ints(Input& in) {
  Ints r;
  uint8_t b = in.byte();
  r.length = b < 240 ? b % 5 : b % 71;
  r.values.resize(r.length + 1);
  for (size_t i = 0; i < r.length; ++i) r.values[i] = r.length > 8 ? 1 : in.integer();
  return r;
}

// The number of elements of a valid shape, or -1 when the fuzzer itself cannot tell it safely.
int64_t elements(const Ints& shape) {
  __int128 n = 1;
  for (size_t i = 0; i < shape.length; ++i) {
    if (shape.values[i] < 0) return -1;
    n *= shape.values[i];
    if (n > (__int128{1} << 62)) return -1;
  }
  return static_cast<int64_t>(n);
}

void create(Session& s) {
  Input& in = s.in;
  kiln_dtype d = dtype(in);
  Ints shape = ints(in);
  const int64_t* dims = shape.data(in);
  int64_t n = dims || shape.length == 0 ? elements(shape) : -1;
  size_t item = dtype_size(d);
  // Host data only where the fuzzer knows its size: a larger valid shape gets NULL, which Kiln
  // must refuse rather than read.
  std::vector<uint8_t> bytes;
  const void* data = nullptr;
  if (n >= 0 && n <= kSmallElements && item > 0) {
    bytes.resize(static_cast<size_t>(n) * item + 1);
    for (uint8_t& b : bytes) b = in.byte();
    data = bytes.data();
  }
  kiln_tensor out = nullptr;
  if (KF_CALL_OUT(kiln_tensor_create(data, d, dims, shape.length, s.any_device(), &out), out) == KILN_STATUS_OK) {
    s.keep(out, true);
  }
}

void fill(Session& s) {
  Input& in = s.in;
  Ints shape = ints(in);
  const int64_t* dims = shape.data(in);  // one read per statement: the input's order is fixed
  kiln_dtype d = dtype(in);
  kiln_device device = s.any_device();
  kiln_tensor out = nullptr;
  kiln_status status;
  switch (in.pick(5)) {
    case 0: status = KF_CALL_OUT(kiln_zeros(dims, shape.length, d, device, &out), out); break;
    case 1: status = KF_CALL_OUT(kiln_ones(dims, shape.length, d, device, &out), out); break;
    case 2: {
      double value = in.real();
      status = KF_CALL_OUT(kiln_full(dims, shape.length, value, d, device, &out), out);
      break;
    }
    case 3: {
      double start = in.real(), stop = in.real(), step = in.real();
      status = KF_CALL_OUT(kiln_arange(start, stop, step, d, device, &out), out);
      break;
    }
    default: {
      int64_t n = in.integer(), m = in.integer(), k = in.integer();
      status = KF_CALL_OUT(kiln_eye(n, m, k, d, device, &out), out);
      break;
    }
  }
  if (status == KILN_STATUS_OK) s.keep(out, true);
}

void unary(Session& s) {
  Unary f = kUnary[s.in.pick(count_of(kUnary))];
  bool small;
  kiln_tensor x = s.tensor(&small), out = nullptr;
  if (KF_CALL_OUT(f(x, &out), out) == KILN_STATUS_OK) s.keep(out, small);
}

void binary(Session& s) {
  Binary f = kBinary[s.in.pick(count_of(kBinary))];
  bool small_a, small_b;
  kiln_tensor a = s.tensor(&small_a), b = s.tensor(&small_b), out = nullptr;
  if (KF_CALL_OUT(f(a, b, &out), out) == KILN_STATUS_OK) s.keep(out, small_a && small_b);
}

void select(Session& s) {
  bool small_c, small_x, small_y;
  kiln_tensor c = s.tensor(&small_c), x = s.tensor(&small_x), y = s.tensor(&small_y), out = nullptr;
  kiln_status status = s.in.pick(2) ? KF_CALL_OUT(kiln_where(c, x, y, &out), out)
                                    : KF_CALL_OUT(kiln_clip(c, x, s.in.pick(2) ? y : nullptr, &out), out);
  if (status == KILN_STATUS_OK) s.keep(out, small_c && small_x && small_y);
}

void reduce(Session& s) {
  Reduce f = kReduce[s.in.pick(count_of(kReduce))];
  bool small;
  kiln_tensor x = s.tensor(&small), out = nullptr;
  Ints axes = ints(s.in);
  const int64_t* which = axes.data(s.in);
  const bool keepdims = s.in.pick(2) == 1;
  if (KF_CALL_OUT(f(x, which, axes.length, keepdims, &out), out) == KILN_STATUS_OK) s.keep(out, small);
}

void convert(Session& s) {
  bool small;
  kiln_tensor x = s.tensor(&small), out = nullptr;
  kiln_dtype d = dtype(s.in);
  kiln_status status = s.in.pick(2) ? KF_CALL_OUT(kiln_astype(x, d, &out), out) : KF_CALL_OUT(kiln_bitcast(x, d, &out), out);
  if (status == KILN_STATUS_OK) s.keep(out, small);
}

void reshape_like(Session& s) {
  ShapeArg f = kShapeArg[s.in.pick(count_of(kShapeArg))];
  bool small;
  kiln_tensor x = s.tensor(&small), out = nullptr;
  Ints arg = ints(s.in);
  if (KF_CALL_OUT(f(x, arg.data(s.in), arg.length, &out), out) == KILN_STATUS_OK) s.keep(out, small);
}

void slice(Session& s) {
  bool small;
  kiln_tensor x = s.tensor(&small), out = nullptr;
  Ints start = ints(s.in);
  std::vector<int64_t> stop(start.length + 1), step(start.length + 1);
  for (size_t i = 0; i < start.length; ++i) {
    stop[i] = s.in.integer();
    step[i] = s.in.integer();
  }
  const int64_t* steps = s.in.pick(4) == 0 ? nullptr : step.data();
  if (KF_CALL_OUT(kiln_slice(x, start.data(s.in), stop.data(), steps, start.length, &out), out) == KILN_STATUS_OK) {
    s.keep(out, small);
  }
}

void join(Session& s) {
  size_t n = s.in.pick(5);
  std::vector<kiln_tensor> parts(n + 1);
  bool all_small = true;
  for (size_t i = 0; i < n; ++i) {
    bool small;
    parts[i] = s.tensor(&small);
    all_small = all_small && small;
  }
  int64_t axis = s.in.integer();
  kiln_tensor out = nullptr;
  kiln_status status = s.in.pick(2) ? KF_CALL_OUT(kiln_concatenate(parts.data(), n, axis, &out), out)
                                    : KF_CALL_OUT(kiln_stack(parts.data(), n, axis, &out), out);
  if (status == KILN_STATUS_OK) s.keep(out, all_small);
}

void pad_or_take(Session& s) {
  bool small_x, small_i = true;
  kiln_tensor x = s.tensor(&small_x), out = nullptr;
  kiln_status status;
  if (s.in.pick(2)) {
    Ints before = ints(s.in);
    std::vector<int64_t> after(before.length + 1);
    for (size_t i = 0; i < before.length; ++i) after[i] = s.in.integer();
    const int64_t* widths = before.data(s.in);
    double value = s.in.real();
    status = KF_CALL_OUT(kiln_pad(x, widths, after.data(), before.length, value, &out), out);
  } else {
    kiln_tensor indices = s.tensor(&small_i);
    status = KF_CALL_OUT(kiln_take(x, indices, s.in.integer(), &out), out);
  }
  if (status == KILN_STATUS_OK) s.keep(out, small_x && small_i);
}

void move(Session& s) {
  Slot& from = s.slot();
  if (!from.small) return;  // moving evaluates
  kiln_tensor out = nullptr;
  if (KF_CALL_OUT(kiln_tensor_to_device(from.tensor, s.any_device(), &out), out) == KILN_STATUS_OK) s.keep(out, true);
}

void evaluate(Session& s) {
  std::vector<kiln_tensor> ts;
  for (size_t i = 0, n = s.in.pick(4); i < n; ++i) {
    Slot& slot = s.slot();
    if (slot.small) ts.push_back(slot.tensor);
  }
  KF_CALL(kiln_tensor_eval(ts.data(), ts.size()));
}

// Reads into a buffer of the reported size (or a wrong one); the bytes must all be addressable.
void read(Session& s) {
  Slot& slot = s.slot();
  if (!slot.small) return;
  size_t nbytes = 0;
  KF_CALL(kiln_tensor_nbytes(slot.tensor, &nbytes));
  std::vector<uint8_t> dst(nbytes + 8);
  switch (s.in.pick(4)) {
    case 0: KF_CALL(kiln_tensor_read(slot.tensor, nullptr, s.in.pick(2) ? 0 : nbytes)); break;
    case 1: KF_CALL(kiln_tensor_read(slot.tensor, dst.data(), nbytes ? nbytes - 1 : 0)); break;
    default: KF_CALL(kiln_tensor_read(slot.tensor, dst.data(), nbytes + s.in.pick(8))); break;
  }
}

void borrow(Session& s) {
  if (!s.borrows.empty() && s.in.pick(2)) {
    size_t i = s.in.pick(s.borrows.size());
    KF_CALL(kiln_borrow_release(s.borrows[i]));
    s.borrows.erase(s.borrows.begin() + static_cast<ptrdiff_t>(i));
    return;
  }
  Slot& slot = s.slot();
  if (!slot.small || s.borrows.size() >= 8) return;
  kiln_borrow b = nullptr;
  const void* data = nullptr;
  size_t nbytes = 0;
  if (KF_CALL_OUT(kiln_tensor_borrow(slot.tensor, &b, &data, &nbytes), b) != KILN_STATUS_OK) return;
  volatile uint8_t sink = 0;  // touch every lent byte: ASan reports a lie about the range
  for (size_t i = 0; i < nbytes; ++i) sink = sink ^ static_cast<const uint8_t*>(data)[i];
  s.borrows.push_back(b);
}

// Metadata never evaluates and never lies: nbytes is size x itemsize.
void inspect(Session& s) {
  kiln_tensor t = s.tensor();
  size_t ndim = 0, nbytes = 0;
  int64_t size = 0;
  kiln_dtype d;
  kiln_device dev = nullptr;
  bool evaluated = false;
  if (KF_CALL(kiln_tensor_ndim(t, &ndim)) != KILN_STATUS_OK) return;
  std::vector<int64_t> dims(ndim + 1);
  // Right, larger and too small capacities, and NULL dims (refused unless the capacity is 0).
  size_t capacity = ndim + s.in.pick(3);
  int64_t* where = s.in.pick(8) == 0 ? nullptr : dims.data();
  if (s.in.pick(8) == 0) capacity = capacity > 0 ? capacity - 1 : 0;
  KF_CALL(kiln_tensor_shape(t, where, where ? std::min(capacity, ndim + 1) : capacity));
  KF_CALL(kiln_tensor_size(t, &size));
  KF_CALL(kiln_tensor_nbytes(t, &nbytes));
  KF_CALL(kiln_tensor_dtype(t, &d));
  KF_CALL_OUT(kiln_tensor_device(t, &dev), dev);
  KF_CALL(kiln_tensor_is_evaluated(t, &evaluated));
  KF_CALL(kiln_tensor_shape(t, dims.data(), ndim));
  __int128 product = 1;
  for (size_t i = 0; i < ndim; ++i) product *= dims[i];
  if (product != size) broken("size is not the product of the extents", "kiln_tensor_size");
  if (static_cast<__int128>(size) * dtype_size(d) != static_cast<__int128>(nbytes)) {
    broken("nbytes is not size x itemsize", "kiln_tensor_nbytes");
  }
}

void lifetime(Session& s) {
  switch (s.in.pick(4)) {
    case 0: s.release(s.slot()); break;
    case 1: {  // retain + release: the count stays balanced
      kiln_tensor t = s.tensor();
      if (KF_CALL(kiln_tensor_retain(t)) == KILN_STATUS_OK) KF_CALL(kiln_tensor_release(t));
      break;
    }
    case 2: KF_CALL(kiln_debug_set_flags(static_cast<uint32_t>(s.in.integer()))); break;
    default: {
      int32_t v = static_cast<int32_t>(s.in.integer());
      kiln_fallback_policy p;
      std::memcpy(&p, &v, sizeof p);
      KF_CALL(kiln_fallback_set_policy(p));
    }
  }
}

// Device queries with caller-sized structs (struct_size from the input: small, exact, larger),
// op names from the input, fallback records, status strings.
template <typename Struct>
Struct sized(Input& in) {
  Struct value{};
  const size_t sizes[] = {sizeof value, sizeof(size_t), 0, sizeof value + 64, 12};
  value.struct_size = sizes[in.pick(5)];
  return value;
}

void query(Session& s) {
  kiln_device d = s.any_device();
  switch (s.in.pick(7)) {
    case 0: {
      // Larger than the struct: the callee must write only what struct_size allows (ASan checks).
      struct {
        kiln_device_info info;
        char tail[64];
      } room{};
      room.info = sized<kiln_device_info>(s.in);
      if (KF_CALL(kiln_device_get_info(d, &room.info)) == KILN_STATUS_OK && room.info.struct_size >= sizeof room.info &&
          room.info.name) {
        (void)std::strlen(room.info.name);
        if (room.info.driver_name) (void)std::strlen(room.info.driver_name);
      }
      break;
    }
    case 1: {
      struct {
        kiln_memory_stats stats;
        char tail[64];
      } room{};
      room.stats = sized<kiln_memory_stats>(s.in);
      KF_CALL(kiln_device_memory_stats(d, &room.stats));
      break;
    }
    case 2: {
      const char* names[] = {"add", "exp", "matmul", "take", "sum", "astype", "", "no_such_op"};
      char fuzzed[16] = {};
      for (size_t i = 0; i + 1 < sizeof fuzzed; ++i) fuzzed[i] = static_cast<char>(s.in.byte());
      const char* op = s.in.pick(4) == 0 ? fuzzed : names[s.in.pick(8)];
      kiln_op_support support;
      KF_CALL(kiln_device_op_support(d, op, dtype(s.in), &support));
      break;
    }
    case 3: {
      size_t count = 0;
      if (KF_CALL(kiln_device_fallback_count(d, &count)) != KILN_STATUS_OK) break;
      const char* op = nullptr;
      kiln_dtype which;
      size_t index = s.in.pick(2) ? static_cast<size_t>(s.in.integer()) : count;
      if (KF_CALL(kiln_device_fallback_get(d, index, &op, &which)) == KILN_STATUS_OK) (void)std::strlen(op);
      break;
    }
    case 4: KF_CALL(kiln_device_clear_cache(d)); break;
    case 5: {
      const char* text = nullptr;
      if (KF_CALL(kiln_info_report(&text)) == KILN_STATUS_OK) (void)std::strlen(text);
      break;
    }
    default: {
      int32_t v = static_cast<int32_t>(s.in.integer());
      kiln_status status;
      std::memcpy(&status, &v, sizeof status);
      if (!kiln_status_string(status)) broken("returned NULL", "kiln_status_string");
    }
  }
}

// Captured graphs: a placeholder (kept in the pool, where every eval, read, borrow and export of
// it, or of what is built on it, must fail cleanly), or a function from pool tensors to pool
// tensors called on others, into a results array sometimes of the wrong size.
void capture(Session& s) {
  Input& in = s.in;
  if (in.pick(3) == 0) {
    kiln_dtype d = dtype(in);
    Ints shape = ints(in);
    kiln_tensor out = nullptr;
    if (KF_CALL_OUT(kiln_placeholder(shape.data(in), shape.length, d, s.any_device(), &out), out) == KILN_STATUS_OK) {
      s.keep(out, true);
    }
    return;
  }
  kiln_tensor inputs[3] = {}, outputs[3] = {}, args[6] = {};
  bool small = true, one = true;
  const size_t n_inputs = in.pick(4), n_outputs = in.pick(4), n_args = in.pick(7);
  for (size_t i = 0; i < n_inputs; ++i) inputs[i] = s.tensor();
  for (size_t i = 0; i < n_outputs; ++i) outputs[i] = s.tensor(&one), small &= one;
  kiln_function f = nullptr;
  if (KF_CALL_OUT(kiln_function_create(inputs, n_inputs, outputs, n_outputs, &f), f) != KILN_STATUS_OK) return;
  size_t arity_in = 0, arity_out = 0;
  if (KF_CALL(kiln_function_arity(f, &arity_in, &arity_out)) != KILN_STATUS_OK || arity_out != n_outputs) {
    broken("reported another arity than it was made with", "kiln_function_arity");
  }
  // Sometimes a function derived from it by differentiation is called instead (any argnums).
  kiln_function derived = nullptr;
  const size_t argnums[2] = {static_cast<size_t>(in.pick(4)), static_cast<size_t>(in.integer())};
  switch (in.pick(5)) {
    case 1: KF_CALL_OUT(kiln_function_vjp(f, &derived), derived); break;
    case 2: KF_CALL_OUT(kiln_function_jvp(f, &derived), derived); break;
    case 3: KF_CALL_OUT(kiln_function_value_and_grad(f, in.pick(2) ? argnums : nullptr, in.pick(3), &derived), derived); break;
    default: break;
  }
  if (derived) {
    KF_CALL(kiln_function_release(f));
    f = derived;
    if (KF_CALL(kiln_function_arity(f, &arity_in, &arity_out)) != KILN_STATUS_OK || arity_out > 6) {
      broken("a derived function reported no arity, or too many outputs", "kiln_function_arity");
      arity_out = 0;
    }
  }
  for (size_t i = 0; i < n_args; ++i) args[i] = s.tensor(&one), small &= one;
  kiln_tensor results[7] = {};
  const size_t room = in.pick(4) ? arity_out : in.pick(8);
  if (KF_CALL(kiln_function_call(f, args, n_args, results, room)) == KILN_STATUS_OK) {
    for (size_t i = 0; i < room; ++i) {
      if (!results[i]) broken("succeeded without a result handle", "kiln_function_call");
      s.keep(results[i], small);
    }
  } else {
    for (kiln_tensor r : results) {
      if (r) broken("failed but set a result handle", "kiln_function_call");
    }
  }
  KF_CALL(kiln_function_release(f));
}

}  // namespace

void run_op(Session& s, uint8_t code) {
  if (code == 255) return capture(s);  // was binary(); captured graphs came after the corpus
  switch (code % 18) {
    case 0: create(s); break;
    case 1: fill(s); break;
    case 2: unary(s); break;
    case 3: binary(s); break;
    case 4: select(s); break;
    case 5: reduce(s); break;
    case 6: convert(s); break;
    case 7: reshape_like(s); break;
    case 8: slice(s); break;
    case 9: join(s); break;
    case 10: pad_or_take(s); break;
    case 11: move(s); break;
    case 12: evaluate(s); break;
    case 13: read(s); break;
    case 14: borrow(s); break;
    case 15: inspect(s); break;
    case 16: lifetime(s); break;
    default: query(s); break;
  }
}

}  // namespace kiln_fuzz
