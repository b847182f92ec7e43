// The session's pools (fuzz_session.h): what an input's program made, handed back when it ends.
#include "fuzz_session.h"

#include <kiln/kiln.h>

#include <algorithm>
#include <iterator>

#include "fuzz_args.h"
#include "fuzz_calls.h"
#include "fuzz_contract.h"

namespace kiln_fuzz {

Session::~Session() {
  for (kiln_borrow b : borrows) KF_CALL(kiln_borrow_release(b));
  for (uint64_t id : subscriptions) KF_CALL(kiln_telemetry_unsubscribe(id));
  for (Slot& s : pool_) release(s);
}

kiln_device Session::device() { return devices_[in.pick(devices_.size())]; }

kiln_device Session::any_device() {
  switch (in.pick(16)) {
    case 0: return nullptr;
    case 1: return reinterpret_cast<kiln_device>(static_cast<uintptr_t>(in.raw64()));
    default: return device();
  }
}

kiln_tensor Session::tensor(bool* small) {
  if (small) *small = true;
  uint8_t how = in.byte();
  if (how >= 250 && !released_.empty()) return released_[in.pick(released_.size())];
  if (how == 249) return reinterpret_cast<kiln_tensor>(static_cast<uintptr_t>(in.raw64()));
  Slot& s = pool_[how % kPool];
  if (small) *small = s.small || !s.tensor;
  return s.tensor;
}

void Session::keep_function(kiln_function f, bool small) {
  size_t inputs = 0, outputs = 0;
  if (KF_CALL(kiln_function_arity(f, &inputs, &outputs)) == KILN_STATUS_OK && inputs + outputs > kMaxArity) {
    KF_CALL(kiln_function_release(f));
    return;
  }
  functions_.keep(in, f, small);
}

kiln_stream Session::new_stream() {
  kiln_stream stream = nullptr;
  KF_CALL_OUT(kiln_stream_create(device(), &stream), stream);
  return stream;
}

kiln_group Session::new_group() {
  kiln_group group = nullptr;
  KF_CALL_OUT(kiln_group_init("self", &group), group);
  return group;
}

kiln_tensor Session::stale_tensor() {
  if (!released_.empty() && in.pick(2)) return released_[in.pick(released_.size())];
  return reinterpret_cast<kiln_tensor>(static_cast<uintptr_t>(in.raw64()));
}

bool Session::holds(kiln_tensor t) const {
  return std::any_of(std::begin(pool_), std::end(pool_), [t](const Slot& s) { return s.tensor == t; });
}

kiln_tensor Session::key() {
  uint32_t words[2] = {static_cast<uint32_t>(in.raw64()), static_cast<uint32_t>(in.raw64())};
  const int64_t shape[1] = {2};
  kiln_tensor out = nullptr;
  if (KF_CALL_OUT(kiln_tensor_create(words, KILN_DTYPE_UINT32, shape, 1, device(), &out), out) != KILN_STATUS_OK) return nullptr;
  keep(out, true);
  return out;
}

void Session::keep(kiln_tensor result, bool inputs_small) {
  if (!result) return;
  int64_t size = 0;
  KF_CALL(kiln_tensor_size(result, &size));
  Slot& s = slot();
  release(s);
  s.tensor = result;
  s.small = inputs_small && size <= kSmallElements;
}

void Session::release(Slot& s) {
  if (!s.tensor) return;
  KF_CALL(kiln_tensor_release(s.tensor));
  if (released_.size() < 64) released_.push_back(s.tensor);
  s.tensor = nullptr;
  s.small = false;
}

const char* Draw::text() {
  switch (in.pick(8)) {
    case 0: return nullptr;
    case 1:
      for (size_t i = 0; i + 1 < sizeof fuzzed_; ++i) fuzzed_[i] = static_cast<char>(in.byte());
      return fuzzed_;
    default: return kNames[in.pick(kNameCount)];
  }
}

}  // namespace kiln_fuzz
