// DLPack from the fuzzer's bytes: producer structs (versioned and legacy) with arbitrary fields
// over memory the fuzzer owns, and Kiln's own exports, re-imported as they are or with a field
// corrupted in a way Kiln must notice.
#include <kiln/kiln.h>

#include <cstring>
#include <vector>

#include "fuzz_calls.h"
#include "fuzz_contract.h"
#include "fuzz_session.h"

namespace kiln_fuzz {

namespace {

// A producer's tensor: its struct, arrays and buffer; the deleter frees it all.
struct Producer {
  DLManagedTensorVersioned managed{};
  DLManagedTensor legacy{};
  std::vector<int64_t> shape, strides;
  std::vector<uint8_t> buffer;
};

void delete_versioned(DLManagedTensorVersioned* self) { delete static_cast<Producer*>(self->manager_ctx); }
void delete_legacy(DLManagedTensor* self) { delete static_cast<Producer*>(self->manager_ctx); }

kiln_dlpack_options options(Session& s, bool* use) {
  kiln_dlpack_options o{};
  *use = s.in.pick(3) != 0;
  const size_t sizes[] = {sizeof o, offsetof(kiln_dlpack_options, device), offsetof(kiln_dlpack_options, export_device), 0, 3};
  o.struct_size = sizes[s.in.pick(5)];
  int32_t copy = s.in.pick(8) == 0 ? static_cast<int32_t>(s.in.integer()) : static_cast<int32_t>(s.in.pick(3));
  std::memcpy(&o.copy, &copy, sizeof copy);
  o.device = s.in.pick(2) ? s.any_device() : nullptr;
  o.read_only = s.in.pick(2) == 1;
  o.export_device = s.in.pick(4) == 0 ? s.any_device() : nullptr;
  return o;
}

// The bytes a layout reaches, computed without overflow; false when Kiln must refuse the layout
// because some quantity does not fit int64 (or the shape is invalid).
bool extent(const DLTensor& t, size_t item, __int128& low, __int128& high) {
  low = high = 0;
  for (int32_t d = 0; d < t.ndim; ++d) {
    if (t.shape[d] < 0) return false;
  }
  for (int32_t d = 0; d < t.ndim; ++d) {
    if (t.shape[d] == 0) return true;  // no elements: nothing is reached
  }
  // Every factor is below 2^64, and each step stops once past int64: no __int128 overflow.
  const __int128 limit = INT64_MAX;
  __int128 stride = 1;
  for (int32_t d = t.ndim; d-- > 0;) {
    __int128 s = t.strides ? t.strides[d] : stride;
    stride *= t.shape[d];
    if (stride > limit) return false;
    if (t.shape[d] == 1) continue;  // never moves: its stride is not used
    __int128 reach = s * (t.shape[d] - 1);
    __int128& end = reach < 0 ? low : high;
    end += reach;
    if (end > limit || end < -limit) return false;
  }
  return high - low + 1 <= limit && (high - low + 1) * static_cast<__int128>(item) + t.byte_offset <= limit;
}

// A producer struct with fields from the input, over a buffer that holds every byte the layout
// claims when that is small; a valid layout too large to back is not imported (Kiln could not
// tell the lie, and reading it would be the fuzzer's bug).
void import_fuzzed(Session& s) {
  Input& in = s.in;
  auto* p = new Producer;
  DLTensor& t = p->managed.dl_tensor;
  uint8_t rank = in.byte();
  t.ndim = rank < 240 ? rank % 5 : static_cast<int32_t>(in.integer());
  size_t stored = t.ndim >= 0 && t.ndim <= 64 ? static_cast<size_t>(t.ndim) : 64;
  p->shape.resize(stored + 1);
  for (size_t i = 0; i < stored; ++i) p->shape[i] = stored > 8 ? 1 : in.integer();
  t.shape = in.pick(32) == 0 ? nullptr : p->shape.data();
  if (in.pick(2)) {
    p->strides.resize(stored + 1);
    for (size_t i = 0; i < stored; ++i) p->strides[i] = in.integer();
    t.strides = p->strides.data();
  }
  const uint8_t codes[] = {kDLInt, kDLUInt, kDLFloat, kDLBfloat, kDLBool, kDLComplex};
  t.dtype.code = in.pick(16) == 0 ? in.byte() : codes[in.pick(sizeof codes)];
  const uint8_t bits[] = {8, 16, 32, 64};
  t.dtype.bits = in.pick(16) == 0 ? in.byte() : bits[in.pick(4)];
  t.dtype.lanes = in.pick(16) == 0 ? static_cast<uint16_t>(in.raw64()) : 1;
  t.byte_offset = in.pick(4) == 0 ? static_cast<uint64_t>(in.integer()) : 0;
  int32_t device_type = in.pick(8) == 0 ? static_cast<int32_t>(in.integer()) : (in.pick(8) == 0 ? kDLVulkan : kDLCPU);
  std::memcpy(&t.device.device_type, &device_type, sizeof device_type);
  t.device.device_id = in.pick(8) == 0 ? static_cast<int32_t>(in.integer()) : 0;

  // A 0-d tensor needs no shape array: NULL is valid there, and its data must be backed too.
  bool known = t.ndim >= 0 && t.ndim <= 64 && (t.shape || t.ndim == 0);
  const size_t item = (t.dtype.bits * size_t{t.dtype.lanes} + 7) / 8;
  __int128 low = 0, high = 0;
  bool representable = known && extent(t, item, low, high);
  bool small = false;
  if (device_type == kDLVulkan) {
    t.data = reinterpret_cast<void*>(static_cast<uintptr_t>(in.raw64()));  // a VkBuffer Kiln never made
  } else if (representable) {
    __int128 bytes = (high - low + 1) * static_cast<__int128>(item);
    if (bytes > (1 << 20)) {
      delete p;
      return;
    }
    p->buffer.resize(static_cast<size_t>(bytes) + 1);
    for (size_t i = 0; i < p->buffer.size() && i < 64; ++i) p->buffer[i] = in.byte();
    // data + byte_offset + low * item is the buffer's start (the address arithmetic may wrap).
    t.data = reinterpret_cast<void*>(reinterpret_cast<uintptr_t>(p->buffer.data()) -
                                     static_cast<uintptr_t>(low * static_cast<__int128>(item)) - t.byte_offset);
    small = true;
  } else {
    p->buffer.resize(64);
    t.data = in.pick(8) == 0 ? nullptr : p->buffer.data();
  }
  p->managed.version.major = in.pick(16) == 0 ? static_cast<uint32_t>(in.integer()) : 1;
  p->managed.flags = in.pick(4) == 0 ? in.raw64() : 0;
  p->managed.manager_ctx = p;
  p->managed.deleter = delete_versioned;
  p->legacy.dl_tensor = t;
  p->legacy.manager_ctx = p;
  p->legacy.deleter = delete_legacy;

  bool use = false;
  kiln_dlpack_options o = options(s, &use);
  kiln_tensor out = nullptr;
  kiln_status status = in.pick(2)
                           ? KF_CALL_OUT(kiln_tensor_from_dlpack(&p->managed, use ? &o : nullptr, &out), out)
                           : KF_CALL_OUT(kiln_tensor_from_dlpack_legacy(&p->legacy, use ? &o : nullptr, &out), out);
  if (status != KILN_STATUS_OK) {
    delete p;  // a refused import leaves the producer's tensor with its producer
    return;
  }
  if (known && !representable && device_type == kDLCPU) broken("accepted a layout whose extent overflows", "kiln_tensor_from_dlpack");
  int64_t size = 0;
  KF_CALL(kiln_tensor_size(out, &size));
  s.keep(out, small && size <= kSmallElements);
}

// Corrupts one field of an export so that the import must fail; returns false for "no change".
bool corrupt(DLTensor& t, Input& in, int32_t& saved_ndim, uint64_t& saved_offset, uint8_t& saved_code) {
  saved_ndim = t.ndim;
  saved_offset = t.byte_offset;
  saved_code = t.dtype.code;
  switch (in.pick(4)) {
    case 0: t.ndim = in.pick(2) ? -1 : 65; return true;
    case 1: t.byte_offset |= uint64_t{1} << 63; return true;
    case 2: t.dtype.code = 200; return true;
    default: return false;
  }
}

// Export a small tensor, then let it go, or import it back (maybe corrupted: must be refused).
void round_trip(Session& s) {
  Slot& slot = s.slot();
  if (!slot.small) return;
  bool use = false;
  kiln_dlpack_options o = options(s, &use);
  const bool legacy = s.in.pick(2) == 1;
  DLManagedTensorVersioned* managed = nullptr;
  DLManagedTensor* old = nullptr;
  kiln_status status = legacy ? KF_CALL_OUT(kiln_tensor_to_dlpack_legacy(slot.tensor, use ? &o : nullptr, &old), old)
                              : KF_CALL_OUT(kiln_tensor_to_dlpack(slot.tensor, use ? &o : nullptr, &managed), managed);
  if (status != KILN_STATUS_OK) return;
  DLTensor& t = legacy ? old->dl_tensor : managed->dl_tensor;
  int32_t dl_type = 0, dl_id = 0;
  KF_CALL(kiln_tensor_dlpack_device(slot.tensor, &dl_type, &dl_id));
  auto drop = [&] { legacy ? old->deleter(old) : managed->deleter(managed); };
  if (s.in.pick(3) == 0) {
    drop();
    return;
  }
  int32_t ndim;
  uint64_t offset;
  uint8_t code;
  bool corrupted = corrupt(t, s.in, ndim, offset, code);
  kiln_dlpack_options back = options(s, &use);
  kiln_tensor out = nullptr;
  status = legacy ? KF_CALL_OUT(kiln_tensor_from_dlpack_legacy(old, use ? &back : nullptr, &out), out)
                  : KF_CALL_OUT(kiln_tensor_from_dlpack(managed, use ? &back : nullptr, &out), out);
  if (status == KILN_STATUS_OK) {
    if (corrupted) broken("accepted a corrupted export", "kiln_tensor_from_dlpack");
    s.keep(out, true);
    return;
  }
  t.ndim = ndim;
  t.byte_offset = offset;
  t.dtype.code = code;
  drop();
}

// The CUDA exports (any stream value): without the CUDA interop layer (every machine without an
// NVIDIA GPU) they refuse; with it, the export is let go at once.
void export_cuda(Session& s) {
  Slot& slot = s.slot();
  if (!slot.small) return;
  bool use = false;
  kiln_dlpack_options o = options(s, &use);
  const int64_t stream = s.in.integer();
  if (s.in.pick(2)) {
    DLManagedTensor* old = nullptr;
    if (KF_CALL_OUT(kiln_tensor_to_dlpack_cuda_legacy(slot.tensor, stream, use ? &o : nullptr, &old), old) == KILN_STATUS_OK) {
      old->deleter(old);
    }
    return;
  }
  DLManagedTensorVersioned* managed = nullptr;
  if (KF_CALL_OUT(kiln_tensor_to_dlpack_cuda(slot.tensor, stream, use ? &o : nullptr, &managed), managed) == KILN_STATUS_OK) {
    managed->deleter(managed);
  }
}

}  // namespace

void manual_import_dlpack(Session& s) { import_fuzzed(s); }

void manual_export_dlpack_cuda(Session& s) { export_cuda(s); }

void manual_export_dlpack(Session& s) { round_trip(s); }

}  // namespace kiln_fuzz
