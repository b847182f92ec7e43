// libFuzzer target: each input is a program of Kiln C API calls (tests/fuzz/README.md).
// KILN_FUZZ_DEVICES=cpu (default) runs on the CPU; =all adds every Vulkan device (lavapipe here).
#include <kiln/kiln.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_contract.h"
#include "fuzz_session.h"

namespace kiln_fuzz {

namespace {

std::vector<kiln_device> g_devices;

// Tensors the fuzzer may evaluate are tiny; the limit makes a large eval it reaches anyway fail
// fast with OUT_OF_MEMORY instead of taking the machine's memory.
constexpr uint64_t kDeviceMemoryLimit = uint64_t{16} << 20;

}  // namespace

Session::~Session() {
  for (kiln_borrow b : borrows) KF_CALL(kiln_borrow_release(b));
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
  if (small) *small = false;
  uint8_t how = in.byte();
  if (how >= 250 && !released_.empty()) return released_[in.pick(released_.size())];
  if (how == 249) return reinterpret_cast<kiln_tensor>(static_cast<uintptr_t>(in.raw64()));
  Slot& s = pool_[how % kPool];
  if (small) *small = s.small;
  return s.tensor;
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

}  // namespace kiln_fuzz

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  using kiln_fuzz::g_devices;
  kiln_device cpu = nullptr;
  KF_CALL(kiln_device_find("cpu", &cpu));
  g_devices.push_back(cpu);
  const char* which = std::getenv("KILN_FUZZ_DEVICES");
  if (which && std::strcmp(which, "all") == 0) {
    size_t count = 0;
    KF_CALL(kiln_device_count(&count));
    for (size_t i = 0; i < count; ++i) {
      kiln_device d = nullptr;
      KF_CALL(kiln_device_get(i, &d));
      if (d != cpu) g_devices.push_back(d);
    }
  }
  for (kiln_device d : g_devices) KF_CALL(kiln_device_set_memory_limit(d, kiln_fuzz::kDeviceMemoryLimit));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  kiln_fuzz::Input in(data, size);
  {
    kiln_fuzz::Session session(in, kiln_fuzz::g_devices);
    for (int steps = 0; steps < 64 && !in.done(); ++steps) {
      uint8_t code = in.byte();
      if (code < 224) {
        kiln_fuzz::run_op(session, code);
      } else {
        kiln_fuzz::run_dlpack(session, code);
      }
    }
  }
  // Process-wide settings an input may have changed go back to their defaults.
  KF_CALL(kiln_debug_set_flags(0));
  KF_CALL(kiln_fallback_set_policy(KILN_FALLBACK_ALLOW));
  return 0;
}
