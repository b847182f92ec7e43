// libFuzzer target: each input is a program of Kiln C API calls (tests/fuzz/README.md), each call
// one routine of the generated table (fuzz_calls.gen.cpp). KILN_FUZZ_DEVICES=cpu (default) runs on
// the CPU; =all adds every Vulkan device (lavapipe here). KILN_FUZZ_LIST_CALLS=1 prints the spec
// functions the table reaches and exits (fuzz.reaches_every_function).
#include <kiln/kiln.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_calls.h"
#include "fuzz_contract.h"
#include "fuzz_session.h"
#include "fuzz_stats.h"

namespace kiln_fuzz {

namespace {

std::vector<kiln_device> g_devices;
kiln_device g_default_device = nullptr;
bool g_fusion = true;

// Tensors the fuzzer may evaluate are tiny; the limit makes a large eval it reaches anyway fail
// fast with OUT_OF_MEMORY instead of taking the machine's memory.
constexpr uint64_t kDeviceMemoryLimit = uint64_t{16} << 20;

// Process-wide settings an input may have changed go back to what they were.
void restore_settings() {
  KF_CALL(kiln_debug_set_flags(0));
  KF_CALL(kiln_fallback_set_policy(KILN_FALLBACK_ALLOW));
  KF_CALL(kiln_fusion_set_enabled(g_fusion));
  KF_CALL(kiln_device_set_default(g_default_device));
  for (kiln_device d : g_devices) KF_CALL(kiln_device_set_memory_limit(d, kDeviceMemoryLimit));
}

// Calls that make tensors from nothing, chosen more often: most calls need a pool to work on.
std::vector<const Call*> g_sources;
const char* const kSourceNames[] = {"kiln_tensor_create", "kiln_full", "kiln_zeros", "kiln_ones", "kiln_arange", "kiln_eye"};

}  // namespace

}  // namespace kiln_fuzz

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  using namespace kiln_fuzz;
  if (const char* list = std::getenv("KILN_FUZZ_LIST_CALLS"); list && std::strcmp(list, "1") == 0) {
    for (size_t i = 0; i < kCallCount; ++i) {
      if (kCalls[i].function[0]) std::printf("%s\n", kCalls[i].function);
    }
    std::exit(0);
  }
  enable_stats();
  for (size_t i = 0; i < kCallCount; ++i) {
    for (const char* name : kSourceNames) {
      if (std::strcmp(kCalls[i].function, name) == 0) g_sources.push_back(&kCalls[i]);
    }
  }
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
  KF_CALL(kiln_device_default(&g_default_device));
  KF_CALL(kiln_fusion_get_enabled(&g_fusion));
  restore_settings();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace kiln_fuzz;
  Input in(data, size);
  {
    Session session(in, g_devices);
    for (int steps = 0; steps < 64 && !in.done(); ++steps) {
      const uint8_t code = in.byte();
      if (code < 32 && !g_sources.empty()) {
        g_sources[in.pick(g_sources.size())]->run(session);
      } else {
        kCalls[(code | size_t{in.byte()} << 8) % kCallCount].run(session);
      }
    }
  }
  restore_settings();
  return 0;
}
