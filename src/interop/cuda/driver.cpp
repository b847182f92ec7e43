#include "interop/cuda/driver.h"

#include <dlfcn.h>

namespace kiln::cuda {

namespace {

// Versioned names first: cuda.h maps the plain names of these functions to their _v2 forms, and
// libcuda keeps the plain ones for old binaries with the old behaviour.
template <typename Fn>
bool bind(void* lib, Fn* slot, const char* name, const char* fallback = nullptr) {
  void* symbol = dlsym(lib, name);
  if (!symbol && fallback) symbol = dlsym(lib, fallback);
  *slot = reinterpret_cast<Fn>(symbol);
  return symbol != nullptr;
}

bool bind_all(void* lib, DriverTable* t, std::string* missing) {
  struct Entry {
    bool ok;
    const char* name;
  };
  const Entry entries[] = {
      {bind(lib, &t->init, "cuInit"), "cuInit"},
      {bind(lib, &t->driver_get_version, "cuDriverGetVersion"), "cuDriverGetVersion"},
      {bind(lib, &t->device_get_count, "cuDeviceGetCount"), "cuDeviceGetCount"},
      {bind(lib, &t->device_get, "cuDeviceGet"), "cuDeviceGet"},
      {bind(lib, &t->device_get_uuid, "cuDeviceGetUuid_v2", "cuDeviceGetUuid"), "cuDeviceGetUuid"},
      {bind(lib, &t->primary_ctx_retain, "cuDevicePrimaryCtxRetain"), "cuDevicePrimaryCtxRetain"},
      {bind(lib, &t->primary_ctx_release, "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"),
       "cuDevicePrimaryCtxRelease"},
      {bind(lib, &t->ctx_push_current, "cuCtxPushCurrent_v2"), "cuCtxPushCurrent_v2"},
      {bind(lib, &t->ctx_pop_current, "cuCtxPopCurrent_v2"), "cuCtxPopCurrent_v2"},
      {bind(lib, &t->import_external_memory, "cuImportExternalMemory"), "cuImportExternalMemory"},
      {bind(lib, &t->external_memory_get_mapped_buffer, "cuExternalMemoryGetMappedBuffer"),
       "cuExternalMemoryGetMappedBuffer"},
      {bind(lib, &t->destroy_external_memory, "cuDestroyExternalMemory"), "cuDestroyExternalMemory"},
      {bind(lib, &t->mem_free, "cuMemFree_v2"), "cuMemFree_v2"},
      {bind(lib, &t->memcpy_dtod_async, "cuMemcpyDtoDAsync_v2"), "cuMemcpyDtoDAsync_v2"},
      {bind(lib, &t->stream_synchronize, "cuStreamSynchronize"), "cuStreamSynchronize"},
      {bind(lib, &t->stream_create, "cuStreamCreate"), "cuStreamCreate"},
      {bind(lib, &t->stream_destroy, "cuStreamDestroy_v2"), "cuStreamDestroy_v2"},
      {bind(lib, &t->mem_alloc, "cuMemAlloc_v2"), "cuMemAlloc_v2"},
      {bind(lib, &t->import_external_semaphore, "cuImportExternalSemaphore"), "cuImportExternalSemaphore"},
      {bind(lib, &t->signal_external_semaphores_async, "cuSignalExternalSemaphoresAsync"),
       "cuSignalExternalSemaphoresAsync"},
      {bind(lib, &t->wait_external_semaphores_async, "cuWaitExternalSemaphoresAsync"), "cuWaitExternalSemaphoresAsync"},
      {bind(lib, &t->destroy_external_semaphore, "cuDestroyExternalSemaphore"), "cuDestroyExternalSemaphore"},
      {bind(lib, &t->pointer_get_attribute, "cuPointerGetAttribute"), "cuPointerGetAttribute"},
      {bind(lib, &t->get_error_string, "cuGetErrorName"), "cuGetErrorName"},
  };
  for (const Entry& e : entries) {
    if (!e.ok) {
      *missing = e.name;
      return false;
    }
  }
  return true;
}

}  // namespace

std::string describe_result(const DriverTable& table, CUresult result) {
  const char* text = nullptr;
  if (table.get_error_string && table.get_error_string(result, &text) == kSuccess && text) return text;
  return "CUDA error " + std::to_string(result);
}

bool load_driver(const SearchPlaces& places, LoadedDriver* out, std::string* why) {
  std::string path;
  void* lib = open_library({"libcuda.so.1"}, places, &path);  // a bare libcuda.so is usually the SDK's stub
  if (!lib) {
    *why = "no CUDA driver library (libcuda.so.1) found";
    return false;
  }
  std::string missing;
  if (!bind_all(lib, &out->table, &missing)) {
    *why = path + " lacks " + missing + " (a CUDA driver older than 11.4?)";
    return false;
  }
  out->path = path;
  const CUresult init = out->table.init(0);
  if (init != kSuccess) {
    *why = "cuInit failed: " + describe_result(out->table, init) + " (no NVIDIA GPU or driver module?)";
    return false;
  }
  out->table.driver_get_version(&out->version);
  return true;
}

}  // namespace kiln::cuda
