// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
//! Rust enums for the spec's C enums (see kiln_sys for the raw constants).

use kiln_sys as sys;

/// Result of every call. (C: `kiln_status`, since 1.0)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// success (`KILN_STATUS_OK` = 0)
    Ok,
    /// an argument is malformed (NULL where not allowed, bad value) (`KILN_STATUS_INVALID_ARGUMENT` = 1)
    InvalidArgument,
    /// a handle was released, never valid, or of another kind (`KILN_STATUS_INVALID_HANDLE` = 2)
    InvalidHandle,
    /// shapes cannot be combined (`KILN_STATUS_SHAPE_MISMATCH` = 3)
    ShapeMismatch,
    /// the dtype is not supported by the op or the device (`KILN_STATUS_UNSUPPORTED_DTYPE` = 4)
    UnsupportedDtype,
    /// the operation is not supported here (`KILN_STATUS_UNSUPPORTED` = 5)
    Unsupported,
    /// an allocation failed or a memory limit was reached (`KILN_STATUS_OUT_OF_MEMORY` = 6)
    OutOfMemory,
    /// the device failed (lost device, driver error) (`KILN_STATUS_DEVICE_ERROR` = 7)
    DeviceError,
    /// an index or axis is out of range (`KILN_STATUS_INDEX_OUT_OF_RANGE` = 8)
    IndexOutOfRange,
    /// a bug in Kiln; the message says where (`KILN_STATUS_INTERNAL` = 9)
    Internal,
    /// a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan) (`KILN_STATUS_NON_FINITE` = 10)
    NonFinite,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl Status {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [Status] = &[Status::Ok, Status::InvalidArgument, Status::InvalidHandle, Status::ShapeMismatch, Status::UnsupportedDtype, Status::Unsupported, Status::OutOfMemory, Status::DeviceError, Status::IndexOutOfRange, Status::Internal, Status::NonFinite];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_status) -> Self {
        match raw {
            sys::KILN_STATUS_OK => Status::Ok,
            sys::KILN_STATUS_INVALID_ARGUMENT => Status::InvalidArgument,
            sys::KILN_STATUS_INVALID_HANDLE => Status::InvalidHandle,
            sys::KILN_STATUS_SHAPE_MISMATCH => Status::ShapeMismatch,
            sys::KILN_STATUS_UNSUPPORTED_DTYPE => Status::UnsupportedDtype,
            sys::KILN_STATUS_UNSUPPORTED => Status::Unsupported,
            sys::KILN_STATUS_OUT_OF_MEMORY => Status::OutOfMemory,
            sys::KILN_STATUS_DEVICE_ERROR => Status::DeviceError,
            sys::KILN_STATUS_INDEX_OUT_OF_RANGE => Status::IndexOutOfRange,
            sys::KILN_STATUS_INTERNAL => Status::Internal,
            sys::KILN_STATUS_NON_FINITE => Status::NonFinite,
            other => Status::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_status {
        match self {
            Status::Ok => sys::KILN_STATUS_OK,
            Status::InvalidArgument => sys::KILN_STATUS_INVALID_ARGUMENT,
            Status::InvalidHandle => sys::KILN_STATUS_INVALID_HANDLE,
            Status::ShapeMismatch => sys::KILN_STATUS_SHAPE_MISMATCH,
            Status::UnsupportedDtype => sys::KILN_STATUS_UNSUPPORTED_DTYPE,
            Status::Unsupported => sys::KILN_STATUS_UNSUPPORTED,
            Status::OutOfMemory => sys::KILN_STATUS_OUT_OF_MEMORY,
            Status::DeviceError => sys::KILN_STATUS_DEVICE_ERROR,
            Status::IndexOutOfRange => sys::KILN_STATUS_INDEX_OUT_OF_RANGE,
            Status::Internal => sys::KILN_STATUS_INTERNAL,
            Status::NonFinite => sys::KILN_STATUS_NON_FINITE,
            Status::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("OK"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "OK",
            Status::InvalidArgument => "INVALID_ARGUMENT",
            Status::InvalidHandle => "INVALID_HANDLE",
            Status::ShapeMismatch => "SHAPE_MISMATCH",
            Status::UnsupportedDtype => "UNSUPPORTED_DTYPE",
            Status::Unsupported => "UNSUPPORTED",
            Status::OutOfMemory => "OUT_OF_MEMORY",
            Status::DeviceError => "DEVICE_ERROR",
            Status::IndexOutOfRange => "INDEX_OUT_OF_RANGE",
            Status::Internal => "INTERNAL",
            Status::NonFinite => "NON_FINITE",
            Status::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            Status::Ok => "success",
            Status::InvalidArgument => "an argument is malformed (NULL where not allowed, bad value)",
            Status::InvalidHandle => "a handle was released, never valid, or of another kind",
            Status::ShapeMismatch => "shapes cannot be combined",
            Status::UnsupportedDtype => "the dtype is not supported by the op or the device",
            Status::Unsupported => "the operation is not supported here",
            Status::OutOfMemory => "an allocation failed or a memory limit was reached",
            Status::DeviceError => "the device failed (lost device, driver error)",
            Status::IndexOutOfRange => "an index or axis is out of range",
            Status::Internal => "a bug in Kiln; the message says where",
            Status::NonFinite => "a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)",
            Status::Unknown(_) => "unknown",
        }
    }
}

/// Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md). (C: `kiln_dtype`, since 1.0)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DType {
    /// bool (`KILN_DTYPE_BOOL` = 0)
    Bool,
    /// int8 (`KILN_DTYPE_INT8` = 1)
    Int8,
    /// int16 (`KILN_DTYPE_INT16` = 2)
    Int16,
    /// int32 (`KILN_DTYPE_INT32` = 3)
    Int32,
    /// int64 (`KILN_DTYPE_INT64` = 4)
    Int64,
    /// uint8 (`KILN_DTYPE_UINT8` = 5)
    Uint8,
    /// uint16 (`KILN_DTYPE_UINT16` = 6)
    Uint16,
    /// uint32 (`KILN_DTYPE_UINT32` = 7)
    Uint32,
    /// uint64 (`KILN_DTYPE_UINT64` = 8)
    Uint64,
    /// float16 (`KILN_DTYPE_FLOAT16` = 9)
    Float16,
    /// bfloat16 (`KILN_DTYPE_BFLOAT16` = 10)
    Bfloat16,
    /// float32 (`KILN_DTYPE_FLOAT32` = 11)
    Float32,
    /// float64 (`KILN_DTYPE_FLOAT64` = 12)
    Float64,
    /// complex64 (`KILN_DTYPE_COMPLEX64` = 13)
    Complex64,
    /// complex128 (`KILN_DTYPE_COMPLEX128` = 14)
    Complex128,
    /// float8_e5m2 (`KILN_DTYPE_FLOAT8_E5M2` = 15)
    Float8E5m2,
    /// float8_e4m3fn (`KILN_DTYPE_FLOAT8_E4M3FN` = 16)
    Float8E4m3fn,
    /// int2 (`KILN_DTYPE_INT2` = 17)
    Int2,
    /// int4 (`KILN_DTYPE_INT4` = 18)
    Int4,
    /// uint2 (`KILN_DTYPE_UINT2` = 19)
    Uint2,
    /// uint4 (`KILN_DTYPE_UINT4` = 20)
    Uint4,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl DType {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [DType] = &[DType::Bool, DType::Int8, DType::Int16, DType::Int32, DType::Int64, DType::Uint8, DType::Uint16, DType::Uint32, DType::Uint64, DType::Float16, DType::Bfloat16, DType::Float32, DType::Float64, DType::Complex64, DType::Complex128, DType::Float8E5m2, DType::Float8E4m3fn, DType::Int2, DType::Int4, DType::Uint2, DType::Uint4];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_dtype) -> Self {
        match raw {
            sys::KILN_DTYPE_BOOL => DType::Bool,
            sys::KILN_DTYPE_INT8 => DType::Int8,
            sys::KILN_DTYPE_INT16 => DType::Int16,
            sys::KILN_DTYPE_INT32 => DType::Int32,
            sys::KILN_DTYPE_INT64 => DType::Int64,
            sys::KILN_DTYPE_UINT8 => DType::Uint8,
            sys::KILN_DTYPE_UINT16 => DType::Uint16,
            sys::KILN_DTYPE_UINT32 => DType::Uint32,
            sys::KILN_DTYPE_UINT64 => DType::Uint64,
            sys::KILN_DTYPE_FLOAT16 => DType::Float16,
            sys::KILN_DTYPE_BFLOAT16 => DType::Bfloat16,
            sys::KILN_DTYPE_FLOAT32 => DType::Float32,
            sys::KILN_DTYPE_FLOAT64 => DType::Float64,
            sys::KILN_DTYPE_COMPLEX64 => DType::Complex64,
            sys::KILN_DTYPE_COMPLEX128 => DType::Complex128,
            sys::KILN_DTYPE_FLOAT8_E5M2 => DType::Float8E5m2,
            sys::KILN_DTYPE_FLOAT8_E4M3FN => DType::Float8E4m3fn,
            sys::KILN_DTYPE_INT2 => DType::Int2,
            sys::KILN_DTYPE_INT4 => DType::Int4,
            sys::KILN_DTYPE_UINT2 => DType::Uint2,
            sys::KILN_DTYPE_UINT4 => DType::Uint4,
            other => DType::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_dtype {
        match self {
            DType::Bool => sys::KILN_DTYPE_BOOL,
            DType::Int8 => sys::KILN_DTYPE_INT8,
            DType::Int16 => sys::KILN_DTYPE_INT16,
            DType::Int32 => sys::KILN_DTYPE_INT32,
            DType::Int64 => sys::KILN_DTYPE_INT64,
            DType::Uint8 => sys::KILN_DTYPE_UINT8,
            DType::Uint16 => sys::KILN_DTYPE_UINT16,
            DType::Uint32 => sys::KILN_DTYPE_UINT32,
            DType::Uint64 => sys::KILN_DTYPE_UINT64,
            DType::Float16 => sys::KILN_DTYPE_FLOAT16,
            DType::Bfloat16 => sys::KILN_DTYPE_BFLOAT16,
            DType::Float32 => sys::KILN_DTYPE_FLOAT32,
            DType::Float64 => sys::KILN_DTYPE_FLOAT64,
            DType::Complex64 => sys::KILN_DTYPE_COMPLEX64,
            DType::Complex128 => sys::KILN_DTYPE_COMPLEX128,
            DType::Float8E5m2 => sys::KILN_DTYPE_FLOAT8_E5M2,
            DType::Float8E4m3fn => sys::KILN_DTYPE_FLOAT8_E4M3FN,
            DType::Int2 => sys::KILN_DTYPE_INT2,
            DType::Int4 => sys::KILN_DTYPE_INT4,
            DType::Uint2 => sys::KILN_DTYPE_UINT2,
            DType::Uint4 => sys::KILN_DTYPE_UINT4,
            DType::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("BOOL"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "BOOL",
            DType::Int8 => "INT8",
            DType::Int16 => "INT16",
            DType::Int32 => "INT32",
            DType::Int64 => "INT64",
            DType::Uint8 => "UINT8",
            DType::Uint16 => "UINT16",
            DType::Uint32 => "UINT32",
            DType::Uint64 => "UINT64",
            DType::Float16 => "FLOAT16",
            DType::Bfloat16 => "BFLOAT16",
            DType::Float32 => "FLOAT32",
            DType::Float64 => "FLOAT64",
            DType::Complex64 => "COMPLEX64",
            DType::Complex128 => "COMPLEX128",
            DType::Float8E5m2 => "FLOAT8_E5M2",
            DType::Float8E4m3fn => "FLOAT8_E4M3FN",
            DType::Int2 => "INT2",
            DType::Int4 => "INT4",
            DType::Uint2 => "UINT2",
            DType::Uint4 => "UINT4",
            DType::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::Int8 => "int8",
            DType::Int16 => "int16",
            DType::Int32 => "int32",
            DType::Int64 => "int64",
            DType::Uint8 => "uint8",
            DType::Uint16 => "uint16",
            DType::Uint32 => "uint32",
            DType::Uint64 => "uint64",
            DType::Float16 => "float16",
            DType::Bfloat16 => "bfloat16",
            DType::Float32 => "float32",
            DType::Float64 => "float64",
            DType::Complex64 => "complex64",
            DType::Complex128 => "complex128",
            DType::Float8E5m2 => "float8_e5m2",
            DType::Float8E4m3fn => "float8_e4m3fn",
            DType::Int2 => "int2",
            DType::Int4 => "int4",
            DType::Uint2 => "uint2",
            DType::Uint4 => "uint4",
            DType::Unknown(_) => "unknown",
        }
    }
}

/// Kinds of device. (C: `kiln_device_kind`, since 1.0)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    /// the host CPU (`KILN_DEVICE_CPU` = 0)
    Cpu,
    /// a Vulkan GPU (or lavapipe) (`KILN_DEVICE_VULKAN` = 1)
    Vulkan,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl DeviceKind {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [DeviceKind] = &[DeviceKind::Cpu, DeviceKind::Vulkan];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_device_kind) -> Self {
        match raw {
            sys::KILN_DEVICE_CPU => DeviceKind::Cpu,
            sys::KILN_DEVICE_VULKAN => DeviceKind::Vulkan,
            other => DeviceKind::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_device_kind {
        match self {
            DeviceKind::Cpu => sys::KILN_DEVICE_CPU,
            DeviceKind::Vulkan => sys::KILN_DEVICE_VULKAN,
            DeviceKind::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("CPU"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Cpu => "CPU",
            DeviceKind::Vulkan => "VULKAN",
            DeviceKind::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            DeviceKind::Cpu => "the host CPU",
            DeviceKind::Vulkan => "a Vulkan GPU (or lavapipe)",
            DeviceKind::Unknown(_) => "unknown",
        }
    }
}

/// Whether a DLPack export or import may copy the elements. (C: `kiln_dlpack_copy`, since 1.1)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DlpackCopy {
    /// share the memory when possible, otherwise copy (`KILN_DLPACK_COPY_IF_NEEDED` = 0)
    IfNeeded,
    /// share the memory or fail with KILN_STATUS_UNSUPPORTED (`KILN_DLPACK_COPY_NEVER` = 1)
    Never,
    /// always copy into fresh memory (`KILN_DLPACK_COPY_ALWAYS` = 2)
    Always,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl DlpackCopy {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [DlpackCopy] = &[DlpackCopy::IfNeeded, DlpackCopy::Never, DlpackCopy::Always];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_dlpack_copy) -> Self {
        match raw {
            sys::KILN_DLPACK_COPY_IF_NEEDED => DlpackCopy::IfNeeded,
            sys::KILN_DLPACK_COPY_NEVER => DlpackCopy::Never,
            sys::KILN_DLPACK_COPY_ALWAYS => DlpackCopy::Always,
            other => DlpackCopy::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_dlpack_copy {
        match self {
            DlpackCopy::IfNeeded => sys::KILN_DLPACK_COPY_IF_NEEDED,
            DlpackCopy::Never => sys::KILN_DLPACK_COPY_NEVER,
            DlpackCopy::Always => sys::KILN_DLPACK_COPY_ALWAYS,
            DlpackCopy::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("IF_NEEDED"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            DlpackCopy::IfNeeded => "IF_NEEDED",
            DlpackCopy::Never => "NEVER",
            DlpackCopy::Always => "ALWAYS",
            DlpackCopy::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            DlpackCopy::IfNeeded => "share the memory when possible, otherwise copy",
            DlpackCopy::Never => "share the memory or fail with KILN_STATUS_UNSUPPORTED",
            DlpackCopy::Always => "always copy into fresh memory",
            DlpackCopy::Unknown(_) => "unknown",
        }
    }
}

/// What a telemetry event describes. (C: `kiln_event_kind`, since 1.2)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// evaluating a graph (kiln_tensor_eval, or the implicit eval of a read) (`KILN_EVENT_EVAL` = 0)
    Eval,
    /// reading elements to the host (kiln_tensor_read, kiln_tensor_borrow) (`KILN_EVENT_READ` = 1)
    Read,
    /// moving a tensor to another device (kiln_tensor_to_device) (`KILN_EVENT_TRANSFER` = 2)
    Transfer,
    /// a DLPack export (`KILN_EVENT_DLPACK_EXPORT` = 3)
    DlpackExport,
    /// a DLPack import (`KILN_EVENT_DLPACK_IMPORT` = 4)
    DlpackImport,
    /// an op the device cannot run natively, run on the CPU instead; name is the op (`KILN_EVENT_FALLBACK` = 5)
    Fallback,
    /// memory for a tensor's elements (`KILN_EVENT_ALLOCATION` = 6)
    Allocation,
    /// one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes (`KILN_EVENT_FUSION` = 7)
    Fusion,
    /// one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks (`KILN_EVENT_COLLECTIVE` = 8)
    Collective,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl EventKind {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [EventKind] = &[EventKind::Eval, EventKind::Read, EventKind::Transfer, EventKind::DlpackExport, EventKind::DlpackImport, EventKind::Fallback, EventKind::Allocation, EventKind::Fusion, EventKind::Collective];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_event_kind) -> Self {
        match raw {
            sys::KILN_EVENT_EVAL => EventKind::Eval,
            sys::KILN_EVENT_READ => EventKind::Read,
            sys::KILN_EVENT_TRANSFER => EventKind::Transfer,
            sys::KILN_EVENT_DLPACK_EXPORT => EventKind::DlpackExport,
            sys::KILN_EVENT_DLPACK_IMPORT => EventKind::DlpackImport,
            sys::KILN_EVENT_FALLBACK => EventKind::Fallback,
            sys::KILN_EVENT_ALLOCATION => EventKind::Allocation,
            sys::KILN_EVENT_FUSION => EventKind::Fusion,
            sys::KILN_EVENT_COLLECTIVE => EventKind::Collective,
            other => EventKind::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_event_kind {
        match self {
            EventKind::Eval => sys::KILN_EVENT_EVAL,
            EventKind::Read => sys::KILN_EVENT_READ,
            EventKind::Transfer => sys::KILN_EVENT_TRANSFER,
            EventKind::DlpackExport => sys::KILN_EVENT_DLPACK_EXPORT,
            EventKind::DlpackImport => sys::KILN_EVENT_DLPACK_IMPORT,
            EventKind::Fallback => sys::KILN_EVENT_FALLBACK,
            EventKind::Allocation => sys::KILN_EVENT_ALLOCATION,
            EventKind::Fusion => sys::KILN_EVENT_FUSION,
            EventKind::Collective => sys::KILN_EVENT_COLLECTIVE,
            EventKind::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("EVAL"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Eval => "EVAL",
            EventKind::Read => "READ",
            EventKind::Transfer => "TRANSFER",
            EventKind::DlpackExport => "DLPACK_EXPORT",
            EventKind::DlpackImport => "DLPACK_IMPORT",
            EventKind::Fallback => "FALLBACK",
            EventKind::Allocation => "ALLOCATION",
            EventKind::Fusion => "FUSION",
            EventKind::Collective => "COLLECTIVE",
            EventKind::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            EventKind::Eval => "evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)",
            EventKind::Read => "reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)",
            EventKind::Transfer => "moving a tensor to another device (kiln_tensor_to_device)",
            EventKind::DlpackExport => "a DLPack export",
            EventKind::DlpackImport => "a DLPack import",
            EventKind::Fallback => "an op the device cannot run natively, run on the CPU instead; name is the op",
            EventKind::Allocation => "memory for a tensor's elements",
            EventKind::Fusion => "one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes",
            EventKind::Collective => "one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks",
            EventKind::Unknown(_) => "unknown",
        }
    }
}

/// Whether an event opens or closes its span. (C: `kiln_event_phase`, since 1.2)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventPhase {
    /// the span begins (`KILN_EVENT_START` = 0)
    Start,
    /// the span ends; duration_ns and status are set (`KILN_EVENT_STOP` = 1)
    Stop,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl EventPhase {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [EventPhase] = &[EventPhase::Start, EventPhase::Stop];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_event_phase) -> Self {
        match raw {
            sys::KILN_EVENT_START => EventPhase::Start,
            sys::KILN_EVENT_STOP => EventPhase::Stop,
            other => EventPhase::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_event_phase {
        match self {
            EventPhase::Start => sys::KILN_EVENT_START,
            EventPhase::Stop => sys::KILN_EVENT_STOP,
            EventPhase::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("START"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            EventPhase::Start => "START",
            EventPhase::Stop => "STOP",
            EventPhase::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            EventPhase::Start => "the span begins",
            EventPhase::Stop => "the span ends; duration_ns and status are set",
            EventPhase::Unknown(_) => "unknown",
        }
    }
}

/// Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load. (C: `kiln_debug_flag`, since 1.2)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DebugFlag {
    /// index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it (`KILN_DEBUG_BOUNDS` = 1)
    Bounds,
    /// matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity (`KILN_DEBUG_NAN` = 2)
    Nan,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl DebugFlag {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [DebugFlag] = &[DebugFlag::Bounds, DebugFlag::Nan];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_debug_flag) -> Self {
        match raw {
            sys::KILN_DEBUG_BOUNDS => DebugFlag::Bounds,
            sys::KILN_DEBUG_NAN => DebugFlag::Nan,
            other => DebugFlag::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_debug_flag {
        match self {
            DebugFlag::Bounds => sys::KILN_DEBUG_BOUNDS,
            DebugFlag::Nan => sys::KILN_DEBUG_NAN,
            DebugFlag::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("BOUNDS"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            DebugFlag::Bounds => "BOUNDS",
            DebugFlag::Nan => "NAN",
            DebugFlag::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            DebugFlag::Bounds => "index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it",
            DebugFlag::Nan => "matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity",
            DebugFlag::Unknown(_) => "unknown",
        }
    }
}

/// What happens to an op a device cannot run natively. (C: `kiln_fallback_policy`, since 1.2)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FallbackPolicy {
    /// run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default) (`KILN_FALLBACK_ALLOW` = 0)
    Allow,
    /// fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load) (`KILN_FALLBACK_ERROR` = 1)
    Error,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl FallbackPolicy {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [FallbackPolicy] = &[FallbackPolicy::Allow, FallbackPolicy::Error];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_fallback_policy) -> Self {
        match raw {
            sys::KILN_FALLBACK_ALLOW => FallbackPolicy::Allow,
            sys::KILN_FALLBACK_ERROR => FallbackPolicy::Error,
            other => FallbackPolicy::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_fallback_policy {
        match self {
            FallbackPolicy::Allow => sys::KILN_FALLBACK_ALLOW,
            FallbackPolicy::Error => sys::KILN_FALLBACK_ERROR,
            FallbackPolicy::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("ALLOW"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            FallbackPolicy::Allow => "ALLOW",
            FallbackPolicy::Error => "ERROR",
            FallbackPolicy::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            FallbackPolicy::Allow => "run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)",
            FallbackPolicy::Error => "fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)",
            FallbackPolicy::Unknown(_) => "unknown",
        }
    }
}

/// How a device runs an op for a dtype. (C: `kiln_op_support`, since 1.2)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpSupport {
    /// the device's own kernels run it (`KILN_SUPPORT_NATIVE` = 0)
    Native,
    /// it runs on the CPU and the result comes back (see kiln_fallback_policy) (`KILN_SUPPORT_FALLBACK` = 1)
    Fallback,
    /// the op rejects this dtype, or the device cannot hold it (`KILN_SUPPORT_NONE` = 2)
    None,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl OpSupport {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [OpSupport] = &[OpSupport::Native, OpSupport::Fallback, OpSupport::None];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_op_support) -> Self {
        match raw {
            sys::KILN_SUPPORT_NATIVE => OpSupport::Native,
            sys::KILN_SUPPORT_FALLBACK => OpSupport::Fallback,
            sys::KILN_SUPPORT_NONE => OpSupport::None,
            other => OpSupport::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_op_support {
        match self {
            OpSupport::Native => sys::KILN_SUPPORT_NATIVE,
            OpSupport::Fallback => sys::KILN_SUPPORT_FALLBACK,
            OpSupport::None => sys::KILN_SUPPORT_NONE,
            OpSupport::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("NATIVE"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            OpSupport::Native => "NATIVE",
            OpSupport::Fallback => "FALLBACK",
            OpSupport::None => "NONE",
            OpSupport::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            OpSupport::Native => "the device's own kernels run it",
            OpSupport::Fallback => "it runs on the CPU and the result comes back (see kiln_fallback_policy)",
            OpSupport::None => "the op rejects this dtype, or the device cannot hold it",
            OpSupport::Unknown(_) => "unknown",
        }
    }
}

/// Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord). (C: `kiln_matrix_norm`, since 1.4)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatrixNorm {
    /// Frobenius: sqrt of the sum of squares (`KILN_NORM_FRO` = 0)
    Fro,
    /// nuclear: the sum of the singular values (`KILN_NORM_NUC` = 1)
    Nuc,
    /// the largest column sum of |x| (`KILN_NORM_ONE` = 2)
    One,
    /// the smallest column sum of |x| (`KILN_NORM_NEG_ONE` = 3)
    NegOne,
    /// the largest singular value (`KILN_NORM_TWO` = 4)
    Two,
    /// the smallest singular value (`KILN_NORM_NEG_TWO` = 5)
    NegTwo,
    /// the largest row sum of |x| (`KILN_NORM_INF` = 6)
    Inf,
    /// the smallest row sum of |x| (`KILN_NORM_NEG_INF` = 7)
    NegInf,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl MatrixNorm {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [MatrixNorm] = &[MatrixNorm::Fro, MatrixNorm::Nuc, MatrixNorm::One, MatrixNorm::NegOne, MatrixNorm::Two, MatrixNorm::NegTwo, MatrixNorm::Inf, MatrixNorm::NegInf];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_matrix_norm) -> Self {
        match raw {
            sys::KILN_NORM_FRO => MatrixNorm::Fro,
            sys::KILN_NORM_NUC => MatrixNorm::Nuc,
            sys::KILN_NORM_ONE => MatrixNorm::One,
            sys::KILN_NORM_NEG_ONE => MatrixNorm::NegOne,
            sys::KILN_NORM_TWO => MatrixNorm::Two,
            sys::KILN_NORM_NEG_TWO => MatrixNorm::NegTwo,
            sys::KILN_NORM_INF => MatrixNorm::Inf,
            sys::KILN_NORM_NEG_INF => MatrixNorm::NegInf,
            other => MatrixNorm::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_matrix_norm {
        match self {
            MatrixNorm::Fro => sys::KILN_NORM_FRO,
            MatrixNorm::Nuc => sys::KILN_NORM_NUC,
            MatrixNorm::One => sys::KILN_NORM_ONE,
            MatrixNorm::NegOne => sys::KILN_NORM_NEG_ONE,
            MatrixNorm::Two => sys::KILN_NORM_TWO,
            MatrixNorm::NegTwo => sys::KILN_NORM_NEG_TWO,
            MatrixNorm::Inf => sys::KILN_NORM_INF,
            MatrixNorm::NegInf => sys::KILN_NORM_NEG_INF,
            MatrixNorm::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("FRO"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            MatrixNorm::Fro => "FRO",
            MatrixNorm::Nuc => "NUC",
            MatrixNorm::One => "ONE",
            MatrixNorm::NegOne => "NEG_ONE",
            MatrixNorm::Two => "TWO",
            MatrixNorm::NegTwo => "NEG_TWO",
            MatrixNorm::Inf => "INF",
            MatrixNorm::NegInf => "NEG_INF",
            MatrixNorm::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            MatrixNorm::Fro => "Frobenius: sqrt of the sum of squares",
            MatrixNorm::Nuc => "nuclear: the sum of the singular values",
            MatrixNorm::One => "the largest column sum of |x|",
            MatrixNorm::NegOne => "the smallest column sum of |x|",
            MatrixNorm::Two => "the largest singular value",
            MatrixNorm::NegTwo => "the smallest singular value",
            MatrixNorm::Inf => "the largest row sum of |x|",
            MatrixNorm::NegInf => "the smallest row sum of |x|",
            MatrixNorm::Unknown(_) => "unknown",
        }
    }
}

/// Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths. (C: `kiln_fft_norm`, since 1.8)
///
/// `Unknown` keeps a value this binding does not know (one a newer library returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FftNorm {
    /// the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default) (`KILN_FFT_NORM_BACKWARD` = 0)
    Backward,
    /// both directions are scaled by 1 / sqrt(N) (`KILN_FFT_NORM_ORTHO` = 1)
    Ortho,
    /// the forward transform is scaled by 1 / N, the inverse not at all (`KILN_FFT_NORM_FORWARD` = 2)
    Forward,
    /// A value this binding does not know (from a newer library), kept as is.
    Unknown(i32),
}

impl FftNorm {
    /// Every value this binding knows, in spec order.
    pub const ALL: &'static [FftNorm] = &[FftNorm::Backward, FftNorm::Ortho, FftNorm::Forward];

    /// The enum for a raw C value; values this binding does not know become `Unknown`.
    pub fn from_raw(raw: sys::kiln_fft_norm) -> Self {
        match raw {
            sys::KILN_FFT_NORM_BACKWARD => FftNorm::Backward,
            sys::KILN_FFT_NORM_ORTHO => FftNorm::Ortho,
            sys::KILN_FFT_NORM_FORWARD => FftNorm::Forward,
            other => FftNorm::Unknown(other),
        }
    }

    /// The raw C value.
    pub fn to_raw(self) -> sys::kiln_fft_norm {
        match self {
            FftNorm::Backward => sys::KILN_FFT_NORM_BACKWARD,
            FftNorm::Ortho => sys::KILN_FFT_NORM_ORTHO,
            FftNorm::Forward => sys::KILN_FFT_NORM_FORWARD,
            FftNorm::Unknown(raw) => raw,
        }
    }

    /// The C constant's name without its common prefix ("BACKWARD"), or "UNKNOWN".
    pub fn name(self) -> &'static str {
        match self {
            FftNorm::Backward => "BACKWARD",
            FftNorm::Ortho => "ORTHO",
            FftNorm::Forward => "FORWARD",
            FftNorm::Unknown(_) => "UNKNOWN",
        }
    }

    /// The spec's description of the value (for dtypes, the dtype's name, e.g. "float32").
    pub fn doc(self) -> &'static str {
        match self {
            FftNorm::Backward => "the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default)",
            FftNorm::Ortho => "both directions are scaled by 1 / sqrt(N)",
            FftNorm::Forward => "the forward transform is scaled by 1 / N, the inverse not at all",
            FftNorm::Unknown(_) => "unknown",
        }
    }
}
