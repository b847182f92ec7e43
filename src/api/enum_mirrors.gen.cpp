// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
// Each C++ enum that mirrors a C enum of the spec holds the same values (checked here, at
// compile time), so the C boundary may cast between them.
#include "kiln/kiln.h"
#include "core/backend.h"
#include "core/checks.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/telemetry.h"

namespace {

static_assert(static_cast<int>(kiln::Status::Ok) == KILN_STATUS_OK, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::InvalidArgument) == KILN_STATUS_INVALID_ARGUMENT, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::InvalidHandle) == KILN_STATUS_INVALID_HANDLE, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::ShapeMismatch) == KILN_STATUS_SHAPE_MISMATCH, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::UnsupportedDType) == KILN_STATUS_UNSUPPORTED_DTYPE, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::Unsupported) == KILN_STATUS_UNSUPPORTED, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::OutOfMemory) == KILN_STATUS_OUT_OF_MEMORY, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::DeviceError) == KILN_STATUS_DEVICE_ERROR, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::IndexOutOfRange) == KILN_STATUS_INDEX_OUT_OF_RANGE, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::Internal) == KILN_STATUS_INTERNAL, "kiln::Status mirrors kiln_status");
static_assert(static_cast<int>(kiln::Status::NonFinite) == KILN_STATUS_NON_FINITE, "kiln::Status mirrors kiln_status");

static_assert(static_cast<int>(kiln::DType::Bool) == KILN_DTYPE_BOOL, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int8) == KILN_DTYPE_INT8, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int16) == KILN_DTYPE_INT16, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int32) == KILN_DTYPE_INT32, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int64) == KILN_DTYPE_INT64, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt8) == KILN_DTYPE_UINT8, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt16) == KILN_DTYPE_UINT16, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt32) == KILN_DTYPE_UINT32, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt64) == KILN_DTYPE_UINT64, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Float16) == KILN_DTYPE_FLOAT16, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::BFloat16) == KILN_DTYPE_BFLOAT16, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Float32) == KILN_DTYPE_FLOAT32, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Float64) == KILN_DTYPE_FLOAT64, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Complex64) == KILN_DTYPE_COMPLEX64, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Complex128) == KILN_DTYPE_COMPLEX128, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Float8E5M2) == KILN_DTYPE_FLOAT8_E5M2, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Float8E4M3FN) == KILN_DTYPE_FLOAT8_E4M3FN, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int2) == KILN_DTYPE_INT2, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::Int4) == KILN_DTYPE_INT4, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt2) == KILN_DTYPE_UINT2, "kiln::DType mirrors kiln_dtype");
static_assert(static_cast<int>(kiln::DType::UInt4) == KILN_DTYPE_UINT4, "kiln::DType mirrors kiln_dtype");
static_assert(kiln::kDTypeCount == 21, "kiln::kDTypeCount has a value per kiln_dtype value");

static_assert(static_cast<int>(kiln::DeviceKind::Cpu) == KILN_DEVICE_CPU, "kiln::DeviceKind mirrors kiln_device_kind");
static_assert(static_cast<int>(kiln::DeviceKind::Vulkan) == KILN_DEVICE_VULKAN, "kiln::DeviceKind mirrors kiln_device_kind");

static_assert(static_cast<int>(kiln::EventKind::Eval) == KILN_EVENT_EVAL, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Read) == KILN_EVENT_READ, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Transfer) == KILN_EVENT_TRANSFER, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::DlpackExport) == KILN_EVENT_DLPACK_EXPORT, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::DlpackImport) == KILN_EVENT_DLPACK_IMPORT, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Fallback) == KILN_EVENT_FALLBACK, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Allocation) == KILN_EVENT_ALLOCATION, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Fusion) == KILN_EVENT_FUSION, "kiln::EventKind mirrors kiln_event_kind");
static_assert(static_cast<int>(kiln::EventKind::Collective) == KILN_EVENT_COLLECTIVE, "kiln::EventKind mirrors kiln_event_kind");

static_assert(static_cast<int>(kiln::FallbackPolicy::Allow) == KILN_FALLBACK_ALLOW, "kiln::FallbackPolicy mirrors kiln_fallback_policy");
static_assert(static_cast<int>(kiln::FallbackPolicy::Error) == KILN_FALLBACK_ERROR, "kiln::FallbackPolicy mirrors kiln_fallback_policy");

}  // namespace
