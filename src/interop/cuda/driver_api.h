// The few CUDA driver-API types and entry points the interop layer uses, declared here so that
// building Kiln needs no CUDA SDK: libcuda.so.1 is opened at run time (driver.cpp). Layouts follow
// the driver API's published ABI (cuda.h, CUDA 11 to 13); the static_asserts pin them.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kiln::cuda {

using CUresult = int;  // 0 is CUDA_SUCCESS
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st*;
using CUstream = struct CUstream_st*;
using CUexternalMemory = struct CUextMemory_st*;
using CUexternalSemaphore = struct CUextSemaphore_st*;

constexpr CUresult kSuccess = 0;
constexpr int kExternalMemoryOpaqueFd = 1;  // CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD
constexpr unsigned int kExternalMemoryDedicated = 1;  // CUDA_EXTERNAL_MEMORY_DEDICATED
constexpr int kExternalSemaphoreTimelineFd = 9;
constexpr int kPointerMemoryType = 2, kPointerDeviceOrdinal = 9;  // CUpointer_attribute
constexpr unsigned int kMemoryTypeDevice = 2, kMemoryTypeUnified = 4;  // CUmemorytype  // CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD
// DLPack's stream numbers for CUDA (1: the legacy default stream, 2: the per-thread one) are also
// the driver's CU_STREAM_LEGACY and CU_STREAM_PER_THREAD handles.
inline CUstream legacy_stream() { return reinterpret_cast<CUstream>(uintptr_t{1}); }

struct CUuuid {
  char bytes[16];
};

struct ExternalMemoryHandleDesc {  // CUDA_EXTERNAL_MEMORY_HANDLE_DESC
  int type;
  union {
    int fd;
    struct {
      void* handle;
      const void* name;
    } win32;
    const void* nv_sci_buf_object;
  } handle;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};
static_assert(sizeof(ExternalMemoryHandleDesc) == 104 && offsetof(ExternalMemoryHandleDesc, size) == 24,
              "CUDA_EXTERNAL_MEMORY_HANDLE_DESC layout");

struct ExternalMemoryBufferDesc {  // CUDA_EXTERNAL_MEMORY_BUFFER_DESC
  unsigned long long offset;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};
static_assert(sizeof(ExternalMemoryBufferDesc) == 88, "CUDA_EXTERNAL_MEMORY_BUFFER_DESC layout");

struct ExternalSemaphoreHandleDesc {  // CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC
  int type;
  union {
    int fd;
    struct {
      void* handle;
      const void* name;
    } win32;
    const void* nv_sci_sync_object;
  } handle;
  unsigned int flags;
  unsigned int reserved[16];
};
static_assert(sizeof(ExternalSemaphoreHandleDesc) == 96 && offsetof(ExternalSemaphoreHandleDesc, flags) == 24,
              "CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC layout");

struct ExternalSemaphoreSignalParams {  // CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS
  struct {
    struct {
      unsigned long long value;  // the timeline value to signal
    } fence;
    union {
      void* fence;
      unsigned long long reserved;
    } nv_sci_sync;
    struct {
      unsigned long long key;
    } keyed_mutex;
    unsigned int reserved[12];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};
static_assert(sizeof(ExternalSemaphoreSignalParams) == 144 && offsetof(ExternalSemaphoreSignalParams, flags) == 72,
              "CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS layout");

struct ExternalSemaphoreWaitParams {  // CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS
  struct {
    struct {
      unsigned long long value;  // the timeline value to wait for
    } fence;
    union {
      void* fence;
      unsigned long long reserved;
    } nv_sci_sync;
    struct {
      unsigned long long key;
      unsigned int timeout_ms;
    } keyed_mutex;
    unsigned int reserved[10];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};
static_assert(sizeof(ExternalSemaphoreWaitParams) == 144 && offsetof(ExternalSemaphoreWaitParams, flags) == 72,
              "CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS layout");

// The entry points, filled by load_driver (driver.h) from libcuda, or by a test with fakes. Every
// one is required: a driver lacking one is not used.
struct DriverTable {
  CUresult (*init)(unsigned int flags) = nullptr;
  CUresult (*driver_get_version)(int* version) = nullptr;
  CUresult (*device_get_count)(int* count) = nullptr;
  CUresult (*device_get)(CUdevice* device, int ordinal) = nullptr;
  CUresult (*device_get_uuid)(CUuuid* uuid, CUdevice device) = nullptr;
  CUresult (*primary_ctx_retain)(CUcontext* context, CUdevice device) = nullptr;
  CUresult (*primary_ctx_release)(CUdevice device) = nullptr;
  CUresult (*ctx_push_current)(CUcontext context) = nullptr;
  CUresult (*ctx_pop_current)(CUcontext* context) = nullptr;
  CUresult (*import_external_memory)(CUexternalMemory* out, const ExternalMemoryHandleDesc* desc) = nullptr;
  CUresult (*external_memory_get_mapped_buffer)(CUdeviceptr* out, CUexternalMemory memory,
                                                const ExternalMemoryBufferDesc* desc) = nullptr;
  CUresult (*destroy_external_memory)(CUexternalMemory memory) = nullptr;
  CUresult (*mem_free)(CUdeviceptr pointer) = nullptr;
  CUresult (*memcpy_dtod_async)(CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream) = nullptr;
  CUresult (*stream_synchronize)(CUstream stream) = nullptr;
  CUresult (*stream_create)(CUstream* stream, unsigned int flags) = nullptr;
  CUresult (*stream_destroy)(CUstream stream) = nullptr;
  CUresult (*mem_alloc)(CUdeviceptr* pointer, size_t bytes) = nullptr;
  CUresult (*import_external_semaphore)(CUexternalSemaphore* out, const ExternalSemaphoreHandleDesc* desc) = nullptr;
  CUresult (*signal_external_semaphores_async)(const CUexternalSemaphore* semaphores,
                                               const ExternalSemaphoreSignalParams* params, unsigned int count,
                                               CUstream stream) = nullptr;
  CUresult (*wait_external_semaphores_async)(const CUexternalSemaphore* semaphores,
                                             const ExternalSemaphoreWaitParams* params, unsigned int count,
                                             CUstream stream) = nullptr;
  CUresult (*destroy_external_semaphore)(CUexternalSemaphore semaphore) = nullptr;
  CUresult (*pointer_get_attribute)(void* data, int attribute, CUdeviceptr pointer) = nullptr;
  CUresult (*get_error_string)(CUresult result, const char** text) = nullptr;  // cuGetErrorName
};

}  // namespace kiln::cuda
