// Hand-written routines for the functions a generated one cannot call safely or keep balanced
// (tools/gen/emit_fuzz.py's HANDWRITTEN): host buffers sized to what they claim, borrows whose
// bytes are touched, retain/release pairs, telemetry callbacks; and the metadata cross-check.
#include <kiln/kiln.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "fuzz_args.h"
#include "fuzz_calls.h"
#include "fuzz_contract.h"
#include "fuzz_session.h"

namespace kiln_fuzz {

namespace {

// Every dtype, sometimes any int in its place.
kiln_dtype dtype(Draw& d) {
  return d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64,
                               KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16,
                               KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64,
                               KILN_DTYPE_COMPLEX128});
}

// Bits per element: kiln_dtype_size refuses the sub-byte integers, which pack at the C API.
size_t dtype_bits(kiln_dtype d) {
  switch (d) {
    case KILN_DTYPE_INT2: case KILN_DTYPE_UINT2: return 2;
    case KILN_DTYPE_INT4: case KILN_DTYPE_UINT4: return 4;
    default: break;
  }
  size_t n = 0;
  return kiln_dtype_size(d, &n) == KILN_STATUS_OK ? 8 * n : 0;
}

// The bytes n elements take at the C API (sub-byte integers packed, the last byte padded).
__int128 packed_bytes(int64_t n, kiln_dtype d) {
  return (static_cast<__int128>(n) * dtype_bits(d) + 7) / 8;
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

// Telemetry events are read whole, strings to their end, while Kiln's lock is held.
void on_event(const kiln_telemetry_event* event, void* user_data) {
  if (!event) broken("passed a NULL event", "kiln_telemetry_callback");
  if (event->struct_size >= offsetof(kiln_telemetry_event, name) + sizeof event->name && event->name) {
    (void)std::strlen(event->name);
  }
  ++*static_cast<size_t*>(user_data);
}

size_t g_events = 0;

// Removes one entry the input picks (the list is not empty) and returns it.
template <typename T>
T take(Input& in, std::vector<T>& list) {
  const size_t i = in.pick(list.size());
  T value = list[i];
  list.erase(list.begin() + static_cast<ptrdiff_t>(i));
  return value;
}

}  // namespace

// Host data only where the fuzzer knows its size: a larger valid shape gets NULL, which Kiln must
// refuse rather than read.
void manual_create(Session& s) {
  Draw d(s);
  kiln_dtype type = dtype(d);
  Ints shape(d, d.count());
  int64_t n = shape.get() || shape.length == 0 ? elements(shape) : -1;
  std::vector<uint8_t> bytes;
  const void* data = nullptr;
  if (n >= 0 && n <= kSmallElements && dtype_bits(type) > 0) {
    bytes.resize(static_cast<size_t>(packed_bytes(n, type)));
    for (uint8_t& b : bytes) b = s.in.byte();  // NaN, Inf, any bool byte: the raw bits
    data = bytes.data();
  }
  kiln_tensor out = nullptr;
  if (KF_CALL_OUT(kiln_tensor_create(data, type, shape.get(), shape.length, s.any_device(), &out), out) == KILN_STATUS_OK) {
    s.keep(out, true);
  }
}

// Reads into a buffer of the reported size (or a wrong one); the bytes must all be addressable.
void manual_read(Session& s) {
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

void manual_borrow(Session& s) {
  if (!s.borrows.empty() && s.in.pick(2)) {
    KF_CALL(kiln_borrow_release(take(s.in, s.borrows)));
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

// Retain + release: the count stays balanced.
void manual_retain(Session& s) {
  kiln_tensor t = s.tensor();
  if (KF_CALL(kiln_tensor_retain(t)) == KILN_STATUS_OK) KF_CALL(kiln_tensor_release(t));
}

// A pool entry, or a released or garbage handle, which must give INVALID_HANDLE.
void manual_release(Session& s) {
  if (s.in.pick(4) != 0) return s.release(s.slot());
  kiln_tensor t = s.stale_tensor();
  if (s.holds(t)) return;  // garbage bits that spell a live handle: the pool's to release
  if (KF_CALL(kiln_tensor_release(t)) != KILN_STATUS_INVALID_HANDLE) {
    broken("took a released or garbage handle", "kiln_tensor_release");
  }
}

void manual_subscribe(Session& s) {
  if (s.subscriptions.size() >= 4) return;
  Draw d(s);
  Out<uint64_t> id(d);
  const bool callback = s.in.pick(16) != 0;
  kiln_status status = KF_CALL(kiln_telemetry_subscribe(callback ? on_event : nullptr, &g_events, id.ptr));
  check_pointer(status, id.ptr, "kiln_telemetry_subscribe");
  if (status == KILN_STATUS_OK && !callback) broken("accepted a NULL callback", "kiln_telemetry_subscribe");
  if (status == KILN_STATUS_OK) s.subscriptions.push_back(id.value);
}

// A live subscription, or any id (which must be refused or ignored, never crash).
void manual_unsubscribe(Session& s) {
  if (!s.subscriptions.empty() && s.in.pick(2)) {
    KF_CALL(kiln_telemetry_unsubscribe(take(s.in, s.subscriptions)));
    return;
  }
  uint64_t id = s.in.raw64();
  for (uint64_t live : s.subscriptions) {
    if (live == id) return;
  }
  KF_CALL(kiln_telemetry_unsubscribe(id));
}

// Groups of one: "self", "any" (no MPI launcher here) and names that are no engine. Never "mpi",
// which would start MPI inside the fuzzer's process (tests/distributed runs it under a launcher).
void manual_group_init(Session& s) {
  static const char* const kEngines[] = {"self", "any", "", "MPI", "self ", nullptr};
  Draw d(s);
  const char* engine = kEngines[s.in.pick(sizeof kEngines / sizeof kEngines[0])];
  Out<kiln_group> group(d);
  const kiln_status status = KF_CALL(kiln_group_init(engine, group.ptr));
  check_handle(status, group, "kiln_group_init: out");
  if (status == KILN_STATUS_OK) s.keep_group(group.value);
}

// An MPI_Comm is opaque to Kiln (and MPI is not initialised here): only NULL can be passed safely.
void manual_group_from_comm(Session& s) {
  Draw d(s);
  Out<kiln_group> group(d);
  const kiln_status status = KF_CALL(kiln_group_from_mpi_comm(nullptr, group.ptr));
  check_handle(status, group, "kiln_group_from_mpi_comm: out");
  if (status == KILN_STATUS_OK) broken("accepted a NULL communicator", "kiln_group_from_mpi_comm");
}

// A captured graph from a placeholder shaped as a pool tensor (a fresh float32 [2, 3] where the
// pool has none), so that calls of it on that tensor (and its derivatives) can succeed: generated
// draws alone almost never capture one. The placeholder and the traced result join the pool.
kiln_function capture_function(Session& s, bool* small) {
  kiln_tensor t = s.tensor(small);
  size_t ndim = 0;
  kiln_dtype type;
  kiln_device device = nullptr;
  if (kiln_tensor_ndim(t, &ndim) != KILN_STATUS_OK || kiln_tensor_dtype(t, &type) != KILN_STATUS_OK ||
      kiln_tensor_device(t, &device) != KILN_STATUS_OK) {
    const float values[6] = {1.5f, -2.0f, 0.25f, 3.0f, -0.5f, 4.0f};
    const int64_t shape[2] = {2, 3};
    t = nullptr;
    device = s.device();
    if (KF_CALL_OUT(kiln_tensor_create(values, KILN_DTYPE_FLOAT32, shape, 2, device, &t), t) != KILN_STATUS_OK) {
      return nullptr;
    }
    s.keep(t, true);
    *small = true;
    ndim = 2;
    type = KILN_DTYPE_FLOAT32;
  }
  std::vector<int64_t> dims(ndim + 1);
  KF_CALL(kiln_tensor_shape(t, dims.data(), ndim));
  kiln_tensor p = nullptr, y = nullptr;
  if (KF_CALL_OUT(kiln_placeholder(dims.data(), ndim, type, device, &p), p) != KILN_STATUS_OK) return nullptr;
  kiln_status status;
  switch (s.in.pick(5)) {
    case 0: status = KF_CALL_OUT(kiln_add(p, t, &y), y); break;
    case 1: status = KF_CALL_OUT(kiln_multiply(p, p, &y), y); break;
    case 2: status = KF_CALL_OUT(kiln_sum(p, nullptr, 0, false, &y), y); break;
    case 3: status = KF_CALL_OUT(kiln_matmul(p, t, &y), y); break;
    default: status = KF_CALL_OUT(kiln_exp(p, &y), y); break;
  }
  kiln_function f = nullptr;
  kiln_tensor outputs[2] = {y, p};
  const size_t output_count = 1 + s.in.pick(2);
  if (status == KILN_STATUS_OK) KF_CALL_OUT(kiln_function_create(&p, 1, outputs, output_count, &f), f);
  // Half the time called at once on t (random argument lists rarely match a function's inputs).
  kiln_tensor results[2] = {nullptr, nullptr};
  if (f && s.in.pick(2)) KF_CALL(kiln_function_call(f, &t, 1, results, output_count));
  // Kept only now: keeping may release any pool entry, t included.
  s.keep(p, *small);
  s.keep(y, *small);
  for (kiln_tensor r : results) s.keep(r, *small);
  return f;
}

void manual_capture(Session& s) {
  bool small = false;
  if (kiln_function f = capture_function(s, &small)) s.keep_function(f, small);
}

// Metadata never evaluates and never lies: size is the product of the extents, nbytes is size x
// itemsize (sub-byte integers packed).
void manual_inspect(Session& s) {
  kiln_tensor t = s.tensor();
  size_t ndim = 0, nbytes = 0;
  int64_t size = 0;
  kiln_dtype type;
  if (KF_CALL(kiln_tensor_ndim(t, &ndim)) != KILN_STATUS_OK) return;
  std::vector<int64_t> dims(ndim + 1);
  KF_CALL(kiln_tensor_size(t, &size));
  KF_CALL(kiln_tensor_nbytes(t, &nbytes));
  KF_CALL(kiln_tensor_dtype(t, &type));
  KF_CALL(kiln_tensor_shape(t, dims.data(), ndim));
  __int128 product = 1;
  for (size_t i = 0; i < ndim; ++i) product *= dims[i];
  if (product != size) broken("size is not the product of the extents", "kiln_tensor_size");
  if (dtype_bits(type) == 0 || packed_bytes(size, type) != static_cast<__int128>(nbytes)) {
    broken("nbytes is not size x itemsize", "kiln_tensor_nbytes");
  }
}

}  // namespace kiln_fuzz
