//! Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
//!
//! Raw FFI declarations of the Kiln C API (libkiln.so.1, version 1.15.0): Kiln: a lazy tensor engine behind a stable C ABI.
//!
//! Everything here mirrors include/kiln/kiln.h one to one; the safe `kiln` crate builds on it.
//! Enums are integer aliases with constants, never Rust enums: the library may return values
//! this file does not know. Skipped declarations (see SKIPPED): none.

// Which imports are used depends on the spec.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, unused_imports, clippy::all)]

use std::mem;
use std::os::raw::{c_char, c_int, c_uint, c_void};
use std::ptr;

pub const KILN_VERSION_MAJOR: u32 = 1;
pub const KILN_VERSION_MINOR: u32 = 15;
pub const KILN_VERSION_PATCH: u32 = 0;

/// A lazy tensor. Reference-counted: release each handle you receive. (since 1.0)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_tensor(pub *mut c_void);

impl kiln_tensor {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_tensor(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// A device (CPU or Vulkan GPU). Lives for the whole process. (since 1.0)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_device(pub *mut c_void);

impl kiln_device {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_device(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// A read-only loan of a tensor's elements from kiln_tensor_borrow. (since 1.0)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_borrow(pub *mut c_void);

impl kiln_borrow {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_borrow(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// An ordering of evals on one device (kiln_stream_create). Release it with kiln_stream_release. (since 1.6)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_stream(pub *mut c_void);

impl kiln_stream {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_stream(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// A lazy graph captured from placeholder inputs to outputs (kiln_function_create), rebuilt on new inputs by kiln_function_call. Release it with kiln_function_release. (since 1.9)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_function(pub *mut c_void);

impl kiln_function {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_function(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// A group of processes (ranks) that collectives exchange data among (kiln_group_init, kiln_group_from_mpi_comm, kiln_group_split). Release it with kiln_group_release; collectives built on it keep what they need. (since 1.11)
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct kiln_group(pub *mut c_void);

impl kiln_group {
    /// The NULL handle, as out-parameters start and as failed calls leave them.
    pub const fn null() -> Self {
        kiln_group(ptr::null_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// Result of every call. (since 1.0)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_status = c_int;
/// success
pub const KILN_STATUS_OK: kiln_status = 0;
/// an argument is malformed (NULL where not allowed, bad value)
pub const KILN_STATUS_INVALID_ARGUMENT: kiln_status = 1;
/// a handle was released, never valid, or of another kind
pub const KILN_STATUS_INVALID_HANDLE: kiln_status = 2;
/// shapes cannot be combined
pub const KILN_STATUS_SHAPE_MISMATCH: kiln_status = 3;
/// the dtype is not supported by the op or the device
pub const KILN_STATUS_UNSUPPORTED_DTYPE: kiln_status = 4;
/// the operation is not supported here
pub const KILN_STATUS_UNSUPPORTED: kiln_status = 5;
/// an allocation failed or a memory limit was reached
pub const KILN_STATUS_OUT_OF_MEMORY: kiln_status = 6;
/// the device failed (lost device, driver error)
pub const KILN_STATUS_DEVICE_ERROR: kiln_status = 7;
/// an index or axis is out of range
pub const KILN_STATUS_INDEX_OUT_OF_RANGE: kiln_status = 8;
/// a bug in Kiln; the message says where
pub const KILN_STATUS_INTERNAL: kiln_status = 9;
/// a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)
pub const KILN_STATUS_NON_FINITE: kiln_status = 10;

/// Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md). (since 1.0)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_dtype = c_int;
/// bool
pub const KILN_DTYPE_BOOL: kiln_dtype = 0;
/// int8
pub const KILN_DTYPE_INT8: kiln_dtype = 1;
/// int16
pub const KILN_DTYPE_INT16: kiln_dtype = 2;
/// int32
pub const KILN_DTYPE_INT32: kiln_dtype = 3;
/// int64
pub const KILN_DTYPE_INT64: kiln_dtype = 4;
/// uint8
pub const KILN_DTYPE_UINT8: kiln_dtype = 5;
/// uint16
pub const KILN_DTYPE_UINT16: kiln_dtype = 6;
/// uint32
pub const KILN_DTYPE_UINT32: kiln_dtype = 7;
/// uint64
pub const KILN_DTYPE_UINT64: kiln_dtype = 8;
/// float16
pub const KILN_DTYPE_FLOAT16: kiln_dtype = 9;
/// bfloat16
pub const KILN_DTYPE_BFLOAT16: kiln_dtype = 10;
/// float32
pub const KILN_DTYPE_FLOAT32: kiln_dtype = 11;
/// float64
pub const KILN_DTYPE_FLOAT64: kiln_dtype = 12;
/// complex64
pub const KILN_DTYPE_COMPLEX64: kiln_dtype = 13;
/// complex128
pub const KILN_DTYPE_COMPLEX128: kiln_dtype = 14;
/// float8_e5m2
pub const KILN_DTYPE_FLOAT8_E5M2: kiln_dtype = 15;
/// float8_e4m3fn
pub const KILN_DTYPE_FLOAT8_E4M3FN: kiln_dtype = 16;
/// int2
pub const KILN_DTYPE_INT2: kiln_dtype = 17;
/// int4
pub const KILN_DTYPE_INT4: kiln_dtype = 18;
/// uint2
pub const KILN_DTYPE_UINT2: kiln_dtype = 19;
/// uint4
pub const KILN_DTYPE_UINT4: kiln_dtype = 20;

/// Kinds of device. (since 1.0)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_device_kind = c_int;
/// the host CPU
pub const KILN_DEVICE_CPU: kiln_device_kind = 0;
/// a Vulkan GPU (or lavapipe)
pub const KILN_DEVICE_VULKAN: kiln_device_kind = 1;

/// Whether a DLPack export or import may copy the elements. (since 1.1)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_dlpack_copy = c_int;
/// share the memory when possible, otherwise copy
pub const KILN_DLPACK_COPY_IF_NEEDED: kiln_dlpack_copy = 0;
/// share the memory or fail with KILN_STATUS_UNSUPPORTED
pub const KILN_DLPACK_COPY_NEVER: kiln_dlpack_copy = 1;
/// always copy into fresh memory
pub const KILN_DLPACK_COPY_ALWAYS: kiln_dlpack_copy = 2;

/// What a telemetry event describes. (since 1.2)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_event_kind = c_int;
/// evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)
pub const KILN_EVENT_EVAL: kiln_event_kind = 0;
/// reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)
pub const KILN_EVENT_READ: kiln_event_kind = 1;
/// moving a tensor to another device (kiln_tensor_to_device)
pub const KILN_EVENT_TRANSFER: kiln_event_kind = 2;
/// a DLPack export
pub const KILN_EVENT_DLPACK_EXPORT: kiln_event_kind = 3;
/// a DLPack import
pub const KILN_EVENT_DLPACK_IMPORT: kiln_event_kind = 4;
/// an op the device cannot run natively, run on the CPU instead; name is the op
pub const KILN_EVENT_FALLBACK: kiln_event_kind = 5;
/// memory for a tensor's elements
pub const KILN_EVENT_ALLOCATION: kiln_event_kind = 6;
/// one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes
pub const KILN_EVENT_FUSION: kiln_event_kind = 7;
/// one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks
pub const KILN_EVENT_COLLECTIVE: kiln_event_kind = 8;

/// Whether an event opens or closes its span. (since 1.2)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_event_phase = c_int;
/// the span begins
pub const KILN_EVENT_START: kiln_event_phase = 0;
/// the span ends; duration_ns and status are set
pub const KILN_EVENT_STOP: kiln_event_phase = 1;

/// Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load. (since 1.2)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_debug_flag = c_int;
/// index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it
pub const KILN_DEBUG_BOUNDS: kiln_debug_flag = 1;
/// matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity
pub const KILN_DEBUG_NAN: kiln_debug_flag = 2;

/// What happens to an op a device cannot run natively. (since 1.2)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_fallback_policy = c_int;
/// run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)
pub const KILN_FALLBACK_ALLOW: kiln_fallback_policy = 0;
/// fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)
pub const KILN_FALLBACK_ERROR: kiln_fallback_policy = 1;

/// How a device runs an op for a dtype. (since 1.2)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_op_support = c_int;
/// the device's own kernels run it
pub const KILN_SUPPORT_NATIVE: kiln_op_support = 0;
/// it runs on the CPU and the result comes back (see kiln_fallback_policy)
pub const KILN_SUPPORT_FALLBACK: kiln_op_support = 1;
/// the op rejects this dtype, or the device cannot hold it
pub const KILN_SUPPORT_NONE: kiln_op_support = 2;

/// Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord). (since 1.4)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_matrix_norm = c_int;
/// Frobenius: sqrt of the sum of squares
pub const KILN_NORM_FRO: kiln_matrix_norm = 0;
/// nuclear: the sum of the singular values
pub const KILN_NORM_NUC: kiln_matrix_norm = 1;
/// the largest column sum of |x|
pub const KILN_NORM_ONE: kiln_matrix_norm = 2;
/// the smallest column sum of |x|
pub const KILN_NORM_NEG_ONE: kiln_matrix_norm = 3;
/// the largest singular value
pub const KILN_NORM_TWO: kiln_matrix_norm = 4;
/// the smallest singular value
pub const KILN_NORM_NEG_TWO: kiln_matrix_norm = 5;
/// the largest row sum of |x|
pub const KILN_NORM_INF: kiln_matrix_norm = 6;
/// the smallest row sum of |x|
pub const KILN_NORM_NEG_INF: kiln_matrix_norm = 7;

/// Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths. (since 1.8)
///
/// A plain integer: the library may return values added after this file.
pub type kiln_fft_norm = c_int;
/// the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default)
pub const KILN_FFT_NORM_BACKWARD: kiln_fft_norm = 0;
/// both directions are scaled by 1 / sqrt(N)
pub const KILN_FFT_NORM_ORTHO: kiln_fft_norm = 1;
/// the forward transform is scaled by 1 / N, the inverse not at all
pub const KILN_FFT_NORM_FORWARD: kiln_fft_norm = 2;

/// DLPack 1.x managed tensor (versioned, with flags), from <dlpack/dlpack.h> (since 1.1). Opaque here: only pointers to it cross the API.
#[repr(C)]
pub struct DLManagedTensorVersioned {
    _opaque: [u8; 0],
}

/// DLPack 0.x managed tensor (legacy, no version or flags), from <dlpack/dlpack.h> (since 1.1). Opaque here: only pointers to it cross the API.
#[repr(C)]
pub struct DLManagedTensor {
    _opaque: [u8; 0],
}

/// What a device is and can do. (since 1.0)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct kiln_device_info {
    /// sizeof(kiln_device_info) as the caller knows it.
    pub struct_size: usize,
    /// index for kiln_device_get.
    pub index: usize,
    /// CPU or Vulkan.
    pub kind: kiln_device_kind,
    /// human-readable name. Ownership: library: valid for the life of the process.
    pub name: *const c_char,
    /// "cpu" or "vulkan:N", as KILN_DEVICE takes. Ownership: library: valid for the life of the process.
    pub label: *const c_char,
    /// memory available to tensors.
    pub memory_bytes: u64,
    /// bit (1 << dtype) set for every dtype the device's own kernels compute; tensors of the other dtypes still work there through CPU fallbacks unless they are switched off (kiln_device_op_support, kiln_fallback_set_policy).
    pub dtype_mask: u32,
    /// tensor memory is host-addressable (borrow and DLPack export without copies).
    pub host_visible: bool,
    /// the device offers cooperative matrix (tensor core) operations.
    pub cooperative_matrix: bool,
    /// threads per subgroup (0 for the CPU).
    pub subgroup_size: u32,
    /// largest single buffer binding in bytes (0: no limit).
    pub max_buffer_range: u64,
    /// since 1.3 (a field older callers' struct_size does not cover): the driver, as the Vulkan driver reports its name ("llvmpipe" is Mesa's software rasterizer: no GPU driver in use), or "kiln-cpu" for the CPU. Ownership: library: valid for the life of the process.
    pub driver_name: *const c_char,
    /// since 1.3: the driver's version text (its driverInfo, else its decoded driverVersion); for the CPU, how its kernels are built. Ownership: library: valid for the life of the process.
    pub driver_version: *const c_char,
}

impl kiln_device_info {
    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.
    pub fn new() -> Self {
        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a
        // function pointer, for which all-zero bytes are a valid value.
        let mut value: Self = unsafe { mem::zeroed() };
        value.struct_size = mem::size_of::<Self>();
        value
    }
}

impl Default for kiln_device_info {
    fn default() -> Self {
        Self::new()
    }
}

/// A device's memory use. (since 1.0)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct kiln_memory_stats {
    /// sizeof(kiln_memory_stats) as the caller knows it.
    pub struct_size: usize,
    /// bytes held by live tensors.
    pub active_bytes: u64,
    /// highest active_bytes so far.
    pub peak_bytes: u64,
    /// bytes kept by the allocator for reuse.
    pub cached_bytes: u64,
    /// the cap set by kiln_device_set_memory_limit (0: none).
    pub limit_bytes: u64,
    /// since 1.3 (a field older callers' struct_size does not cover): memory allocations the device's driver made so far (vkAllocateMemory; 0 on the CPU); a steady loop of evals adds none, its memory comes from the cache.
    pub device_allocations: u64,
}

impl kiln_memory_stats {
    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.
    pub fn new() -> Self {
        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a
        // function pointer, for which all-zero bytes are a valid value.
        let mut value: Self = unsafe { mem::zeroed() };
        value.struct_size = mem::size_of::<Self>();
        value
    }
}

impl Default for kiln_memory_stats {
    fn default() -> Self {
        Self::new()
    }
}

/// Options of the DLPack functions. A NULL options pointer means all defaults (the zero-initialised struct). (since 1.1)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct kiln_dlpack_options {
    /// sizeof(kiln_dlpack_options) as the caller knows it.
    pub struct_size: usize,
    /// copy mode (default KILN_DLPACK_COPY_IF_NEEDED).
    pub copy: kiln_dlpack_copy,
    /// import: the device of the new tensor (NULL: where the data lives: the CPU for kDLCPU, its Vulkan device for kDLVulkan); export: ignored.
    pub device: kiln_device,
    /// export: set DLPACK_FLAG_BITMASK_READ_ONLY (always set for a tensor imported read-only); import: treat the data as read-only even when the producer did not flag it.
    pub read_only: bool,
    /// export (since 1.2; a field older callers' struct_size does not cover): a Vulkan device asks for a kDLVulkan export on that device (data is a VkBuffer); NULL or the CPU: kDLCPU.
    pub export_device: kiln_device,
}

impl kiln_dlpack_options {
    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.
    pub fn new() -> Self {
        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a
        // function pointer, for which all-zero bytes are a valid value.
        let mut value: Self = unsafe { mem::zeroed() };
        value.struct_size = mem::size_of::<Self>();
        value
    }
}

impl Default for kiln_dlpack_options {
    fn default() -> Self {
        Self::new()
    }
}

/// One telemetry event. Valid only during the callback; copy what you keep. (since 1.2)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct kiln_telemetry_event {
    /// sizeof(kiln_telemetry_event) as the library knows it; fields past a smaller size you know are absent.
    pub struct_size: usize,
    /// what the span describes.
    pub kind: kiln_event_kind,
    /// start or stop.
    pub phase: kiln_event_phase,
    /// the span's id; its start and stop events share it.
    pub id: u64,
    /// id of the span this one is nested in on the same thread (0: none).
    pub parent_id: u64,
    /// when the event happened, in nanoseconds of a monotonic clock.
    pub timestamp_ns: u64,
    /// stop events: nanoseconds since the start event (0 on start events).
    pub duration_ns: u64,
    /// the device concerned (for transfers the destination); NULL when none.
    pub device: kiln_device,
    /// bytes read, moved, exported, imported or allocated (0 when not applicable).
    pub bytes: u64,
    /// eval: kernels run, a fused kernel counting once (known at stop, 0 at start); fusion: the nodes the fused kernel computes; collective (since 1.14): the group's size; otherwise 0.
    pub count: i64,
    /// the operation: "eval", "read", "borrow", "to_device", "to_dlpack", "from_dlpack", "allocate", or the op that fell back ("exp"), or the collective ("all_sum"). Ownership: library: valid during the callback.
    pub name: *const c_char,
    /// stop events: how the span ended (KILN_STATUS_OK or the failure's status).
    pub status: kiln_status,
}

impl kiln_telemetry_event {
    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.
    pub fn new() -> Self {
        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a
        // function pointer, for which all-zero bytes are a valid value.
        let mut value: Self = unsafe { mem::zeroed() };
        value.struct_size = mem::size_of::<Self>();
        value
    }
}

impl Default for kiln_telemetry_event {
    fn default() -> Self {
        Self::new()
    }
}

/// The Vulkan objects behind a Kiln Vulkan device, for code that shares its VkDevice (kDLVulkan DLPack exchange). Kiln owns them all; they live for the whole process. (since 1.2)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct kiln_vulkan_handles {
    /// sizeof(kiln_vulkan_handles) as the caller knows it.
    pub struct_size: usize,
    /// the VkInstance.
    pub instance: *mut c_void,
    /// the VkPhysicalDevice.
    pub physical_device: *mut c_void,
    /// the VkDevice.
    pub device: *mut c_void,
    /// the VkQueue Kiln submits to; externally synchronized with Kiln: use it only while no Kiln call runs.
    pub queue: *mut c_void,
    /// the queue's family.
    pub queue_family_index: u32,
}

impl kiln_vulkan_handles {
    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.
    pub fn new() -> Self {
        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a
        // function pointer, for which all-zero bytes are a valid value.
        let mut value: Self = unsafe { mem::zeroed() };
        value.struct_size = mem::size_of::<Self>();
        value
    }
}

impl Default for kiln_vulkan_handles {
    fn default() -> Self {
        Self::new()
    }
}

/// Receives telemetry events. Runs synchronously on the thread whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln functions (including kiln_telemetry_unsubscribe), and calls from other threads wait until it returns. (since 1.2)
///
/// - `event`: the event, valid during the call
/// - `user_data`: the pointer given to kiln_telemetry_subscribe
pub type kiln_telemetry_callback = Option<unsafe extern "C" fn(event: *const kiln_telemetry_event, user_data: *mut c_void)>;

extern "C" {
    /// The calling thread's last error message (empty when none). Never NULL; the text stays valid until the thread's next failing call. (since 1.0, group errors)
    pub fn kiln_last_error() -> *const c_char;

    /// A static name for a status code, such as "KILN_STATUS_OK". Never NULL. (since 1.0, group errors)
    ///
    /// - `status`: any value
    pub fn kiln_status_string(status: kiln_status) -> *const c_char;

    /// The library's version. (since 1.0, group library)
    ///
    /// - `major`: major version number (out)
    /// - `minor`: minor version number (out)
    /// - `patch`: patch version number (out)
    pub fn kiln_version(major: *mut u32, minor: *mut u32, patch: *mut u32) -> kiln_status;

    /// Bytes per element of a dtype. The 2- and 4-bit integers pack several elements to a byte: they give KILN_STATUS_UNSUPPORTED_DTYPE (kiln_tensor_nbytes gives a tensor's bytes). (since 1.0, group library)
    ///
    /// - `dtype`: element type
    /// - `size`: bytes per element (out)
    pub fn kiln_dtype_size(dtype: kiln_dtype, size: *mut usize) -> kiln_status;

    /// Number of devices (the CPU is always device 0). (since 1.0, group devices)
    ///
    /// - `count`: number of devices (out)
    pub fn kiln_device_count(count: *mut usize) -> kiln_status;

    /// The device at an index below kiln_device_count. Device handles live as long as the process and need no release. (since 1.0, group devices)
    ///
    /// - `index`: device index
    /// - `out`: the device (out)
    pub fn kiln_device_get(index: usize, out: *mut kiln_device) -> kiln_status;

    /// The default device: KILN_DEVICE if set ("cpu", "vulkan:N"), else the first real GPU, else the CPU. A KILN_DEVICE naming no device gives KILN_STATUS_INVALID_ARGUMENT (never a silent fallback) until kiln_device_set_default picks one. (since 1.0, group devices)
    ///
    /// - `out`: the default device (out)
    pub fn kiln_device_default(out: *mut kiln_device) -> kiln_status;

    /// Makes a device the process-wide default. (since 1.0, group devices)
    ///
    /// - `device`: the new default
    pub fn kiln_device_set_default(device: kiln_device) -> kiln_status;

    /// Finds a device by label: "cpu", "vulkan" (the first), "vulkan:N", or a decimal index. (since 1.0, group devices)
    ///
    /// - `label`: NUL-terminated label (ownership: borrowed for the call)
    /// - `out`: the device (out)
    pub fn kiln_device_find(label: *const c_char, out: *mut kiln_device) -> kiln_status;

    /// Describes a device. Fills only the fields that info->struct_size covers. (since 1.0, group devices)
    ///
    /// - `device`: the device
    /// - `info`: caller-allocated; set struct_size first (inout)
    pub fn kiln_device_get_info(device: kiln_device, info: *mut kiln_device_info) -> kiln_status;

    /// Memory statistics of a device. Fills only the fields that stats->struct_size covers. (since 1.0, group devices)
    ///
    /// - `device`: the device
    /// - `stats`: caller-allocated; set struct_size first (inout)
    pub fn kiln_device_memory_stats(device: kiln_device, stats: *mut kiln_memory_stats) -> kiln_status;

    /// Caps the bytes a device may hold for tensors (0 removes the cap). Allocations past it fail with KILN_STATUS_OUT_OF_MEMORY after the cache is freed. (since 1.0, group devices)
    ///
    /// - `device`: the device
    /// - `limit_bytes`: the cap in bytes, or 0
    pub fn kiln_device_set_memory_limit(device: kiln_device, limit_bytes: u64) -> kiln_status;

    /// Returns memory the device's allocator keeps for reuse. (since 1.0, group devices)
    ///
    /// - `device`: the device
    pub fn kiln_device_clear_cache(device: kiln_device) -> kiln_status;

    /// A new tensor holding a copy of `data` (row-major, dtype elements, product(shape) of them). int2, int4, uint2 and uint4 come packed (kiln_dtype), ceil(product(shape) * bits / 8) bytes. (since 1.0, group tensors)
    ///
    /// - `data`: elements; may be NULL only when the tensor has no elements (may be NULL; ownership: borrowed for the call: copied)
    /// - `dtype`: element type
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tensor_create(data: *const c_void, dtype: kiln_dtype, shape: *const i64, ndim: usize, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// A tensor of one value everywhere (converted to dtype as astype would; exact for integers up to 2^53). (since 1.0, group tensors)
    ///
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `value`: fill value
    /// - `dtype`: element type
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_full(shape: *const i64, ndim: usize, value: f64, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// A tensor of zeros. (since 1.0, group tensors)
    ///
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: element type
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_zeros(shape: *const i64, ndim: usize, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// A tensor of ones. (since 1.0, group tensors)
    ///
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: element type
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_ones(shape: *const i64, ndim: usize, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// Evenly spaced values in \[start, stop) as numpy.arange: ceil((stop - start) / step) elements, element i = start + i * step. (since 1.0, group tensors)
    ///
    /// - `start`: first value
    /// - `stop`: end (exclusive)
    /// - `step`: spacing, nonzero
    /// - `dtype`: element type
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_arange(start: f64, stop: f64, step: f64, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// An n x m matrix with ones on diagonal k (0 main, >0 above, <0 below) and zeros elsewhere. (since 1.0, group tensors)
    ///
    /// - `n`: rows
    /// - `m`: columns
    /// - `k`: diagonal offset
    /// - `dtype`: element type
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_eye(n: i64, m: i64, k: i64, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// Adds a reference: the handle stays valid until one more kiln_tensor_release. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    pub fn kiln_tensor_retain(tensor: kiln_tensor) -> kiln_status;

    /// Drops a reference; the last one invalidates the handle. Releasing a released handle gives KILN_STATUS_INVALID_HANDLE. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    pub fn kiln_tensor_release(tensor: kiln_tensor) -> kiln_status;

    /// Number of dimensions. Never evaluates. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `ndim`: rank (out)
    pub fn kiln_tensor_ndim(tensor: kiln_tensor, ndim: *mut usize) -> kiln_status;

    /// Copies the extents into dims. Never evaluates. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `dims`: caller-allocated array of capacity entries (out; may be NULL; length: capacity)
    /// - `capacity`: entries in dims; must be at least ndim
    pub fn kiln_tensor_shape(tensor: kiln_tensor, dims: *mut i64, capacity: usize) -> kiln_status;

    /// Element type. Never evaluates. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `dtype`: element type (out)
    pub fn kiln_tensor_dtype(tensor: kiln_tensor, dtype: *mut kiln_dtype) -> kiln_status;

    /// The device holding the tensor. Never evaluates. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `device`: its device (out)
    pub fn kiln_tensor_device(tensor: kiln_tensor, device: *mut kiln_device) -> kiln_status;

    /// Number of elements. Never evaluates. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `size`: element count (out)
    pub fn kiln_tensor_size(tensor: kiln_tensor, size: *mut i64) -> kiln_status;

    /// Bytes of the tensor's elements in compact row-major form. Never evaluates. The 2- and 4-bit integers count packed. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `nbytes`: size in bytes (out)
    pub fn kiln_tensor_nbytes(tensor: kiln_tensor, nbytes: *mut usize) -> kiln_status;

    /// Whether the tensor's data has been computed. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `evaluated`: true once computed (out)
    pub fn kiln_tensor_is_evaluated(tensor: kiln_tensor, evaluated: *mut bool) -> kiln_status;

    /// Computes the given tensors and whatever they need, each node once. (since 1.0, group tensors)
    ///
    /// - `tensors`: tensors to compute (ownership: borrowed for the call; length: count)
    /// - `count`: number of tensors
    pub fn kiln_tensor_eval(tensors: *const kiln_tensor, count: usize) -> kiln_status;

    /// Starts computing the given tensors as kiln_tensor_eval does, and returns once a device that queues work (a Vulkan GPU) has it queued, without waiting for it (MLX's async_eval); on the CPU it returns when the work is done. Whatever needs the results waits for them: a read, kiln_tensor_eval, an export, an eval on another device or stream. An eval queued next on the same device and ordering reads them without waiting, so a loop of evals keeps the GPU busy while the host builds the next one. At most two evals are queued at once; a third first waits for the oldest. A failure that happens after the launch (a singular matrix found by a kernel, a lost device) leaves the tensors unevaluated: the call that next needs them evaluates them again and returns the error. kiln_tensor_is_evaluated is false until the work is done and someone has waited for it. (since 1.15, group tensors)
    ///
    /// - `tensors`: tensors to compute (ownership: borrowed for the call; length: count)
    /// - `count`: number of tensors
    pub fn kiln_tensor_eval_async(tensors: *const kiln_tensor, count: usize) -> kiln_status;

    /// Evaluates the tensor and copies its elements, row-major, into dst. The 2- and 4-bit integers are written packed. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `dst`: caller-allocated buffer (NULL allowed when the tensor has no elements) (out; may be NULL; length: dst_bytes)
    /// - `dst_bytes`: size of dst; must be at least kiln_tensor_nbytes
    pub fn kiln_tensor_read(tensor: kiln_tensor, dst: *mut c_void, dst_bytes: usize) -> kiln_status;

    /// Evaluates the tensor and lends its elements, row-major and read-only, without copying where the memory allows (CPU tensors, host-visible GPU memory); otherwise from a private copy. The data stays valid until kiln_borrow_release, even after the tensor is released. The 2- and 4-bit integers are lent packed, always from a copy. (since 1.0, group tensors)
    ///
    /// - `tensor`: the tensor
    /// - `out`: the loan (out; ownership: caller: release with kiln_borrow_release)
    /// - `data`: address of the first element (out; ownership: library: valid until kiln_borrow_release)
    /// - `nbytes`: bytes at data (out)
    pub fn kiln_tensor_borrow(tensor: kiln_tensor, out: *mut kiln_borrow, data: *mut *const c_void, nbytes: *mut usize) -> kiln_status;

    /// Ends a loan from kiln_tensor_borrow. (since 1.0, group tensors)
    ///
    /// - `borrow`: the loan
    pub fn kiln_borrow_release(borrow: kiln_borrow) -> kiln_status;

    /// A new, independent tensor with the same contents on the same device, made there without a host round trip. (since 1.0, group tensors)
    ///
    /// - `tensor`: source
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tensor_copy(tensor: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// The tensor's contents on another device. When it is already there, out is a new reference to the same tensor. (since 1.0, group tensors)
    ///
    /// - `tensor`: source
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tensor_to_device(tensor: kiln_tensor, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// A new stream on the device. Evals on different streams do not wait for each other: on a Vulkan device each stream submits to a queue of its own where the device has several (else streams share its one queue, without waiting on each other's submissions), and on the CPU a stream's kernels run without holding the library's lock, so other threads' calls proceed meanwhile. Evals on one stream run one after another. A tensor that one stream is computing is waited for, not computed twice, when another eval needs it. (since 1.6, group streams)
    ///
    /// - `device`: the device whose work the stream orders
    /// - `out`: the new stream (out; ownership: caller: release with kiln_stream_release)
    pub fn kiln_stream_create(device: kiln_device, out: *mut kiln_stream) -> kiln_status;

    /// Releases a stream. An eval running on it meanwhile is not disturbed: the stream is freed when that eval ends. (since 1.6, group streams)
    ///
    /// - `stream`: the stream
    pub fn kiln_stream_release(stream: kiln_stream) -> kiln_status;

    /// The device a stream belongs to. (since 1.6, group streams)
    ///
    /// - `stream`: the stream
    /// - `out`: its device (out)
    pub fn kiln_stream_device(stream: kiln_stream, out: *mut kiln_device) -> kiln_status;

    /// Computes the given tensors as kiln_tensor_eval does, with the stream's device's work ordered on the stream (work on other devices runs as in kiln_tensor_eval). Returns once the work is done; another thread's eval on another stream runs at the same time. (since 1.6, group streams)
    ///
    /// - `stream`: the stream
    /// - `tensors`: tensors to compute (ownership: borrowed for the call; length: count)
    /// - `count`: number of tensors
    pub fn kiln_stream_eval(stream: kiln_stream, tensors: *const kiln_tensor, count: usize) -> kiln_status;

    /// Starts computing the given tensors as kiln_stream_eval does (the stream's device's work ordered on the stream), returning once the work is queued, as kiln_tensor_eval_async does. The stream is kept until the work is done, even if released meanwhile. (since 1.15, group streams)
    ///
    /// - `stream`: the stream
    /// - `tensors`: tensors to compute (ownership: borrowed for the call; length: count)
    /// - `count`: number of tensors
    pub fn kiln_stream_eval_async(stream: kiln_stream, tensors: *const kiln_tensor, count: usize) -> kiln_status;

    /// A tensor with a shape, dtype and device but no values: an input of a graph to capture with kiln_function_create. Ops take it as any lazy tensor; evaluating it, or anything built from it, fails with INVALID_ARGUMENT, so no value computed from a placeholder can be baked into a captured graph. Its layout is contiguous. (since 1.9, group graphs)
    ///
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: element type
    /// - `device`: device the graph will run on
    /// - `out`: receives the placeholder (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_placeholder(shape: *const i64, ndim: usize, dtype: kiln_dtype, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// Captures the lazy graph that computes outputs from inputs (distinct placeholders), so that kiln_function_call can build it again on other tensors without the caller making each op again (a training step's graph, rebuilt every step). Nothing is evaluated. Parts of the graph that do not depend on an input (constants, weights held as tensors) are shared by every call and computed at most once. Every placeholder the outputs depend on must be one of inputs. The captured graph is a copy: evaluating or releasing the given tensors afterwards does not change it. (since 1.9, group graphs)
    ///
    /// - `inputs`: the placeholders, in the order kiln_function_call takes their replacements (ownership: borrowed for the call; length: input_count)
    /// - `input_count`: number of inputs
    /// - `outputs`: the tensors each call returns (an output may be an input, or depend on none) (ownership: borrowed for the call; length: output_count)
    /// - `output_count`: number of outputs (at least 1)
    /// - `out`: the captured function (out; ownership: caller: release with kiln_function_release)
    pub fn kiln_function_create(inputs: *const kiln_tensor, input_count: usize, outputs: *const kiln_tensor, output_count: usize, out: *mut kiln_function) -> kiln_status;

    /// Builds the captured graph again with args in place of its inputs and returns its outputs as new lazy tensors (evaluate them as any others); the same nodes as the captured graph, so an eval of them plans and fuses the same way. Each arg must have its input's shape, dtype and device (else INVALID_ARGUMENT); an arg with another layout (strided, offset) is read through a contiguous copy. Calls from several threads are safe. (since 1.9, group graphs)
    ///
    /// - `function`: the captured function
    /// - `args`: one tensor per input, in kiln_function_create's order (ownership: borrowed for the call; length: arg_count)
    /// - `arg_count`: number of args (the function's input count)
    /// - `results`: caller-allocated array that receives one new tensor per output (out; ownership: caller: a new reference, release with kiln_tensor_release; length: result_count)
    /// - `result_count`: capacity of results (the function's output count)
    pub fn kiln_function_call(function: kiln_function, args: *const kiln_tensor, arg_count: usize, results: *mut kiln_tensor, result_count: usize) -> kiln_status;

    /// The number of inputs and outputs of a captured function. (since 1.9, group graphs)
    ///
    /// - `function`: the captured function
    /// - `input_count`: receives the number of inputs (out)
    /// - `output_count`: receives the number of outputs (out)
    pub fn kiln_function_arity(function: kiln_function, input_count: *mut usize, output_count: *mut usize) -> kiln_status;

    /// Releases a captured function; tensors returned by its calls stay valid. (since 1.9, group graphs)
    ///
    /// - `function`: the captured function
    pub fn kiln_function_release(function: kiln_function) -> kiln_status;

    /// Derives the vector-Jacobian product of a captured function: a new captured function taking f's inputs, then one cotangent per output of f (the output's shape and dtype), and returning f's outputs, then one cotangent per input of f (the input's shape and dtype): the sum over outputs of cotangent^T d output / d input. Inputs the outputs do not depend on, or depend on only through integer, bool or stop_gradient values, get zeros. Gradients flow through real float and complex values; for complex ones the convention is PyTorch's (the gradient of a real loss L is dL/dRe + i dL/dIm). docs/gradients.md gives each op's rule; an op without one fails here with KILN_STATUS_UNSUPPORTED naming it. The result is an ordinary captured function: call it, release it, or differentiate it again (second order). (since 1.10, group graphs)
    ///
    /// - `function`: the function to differentiate
    /// - `out`: the derived function (out; ownership: caller: release with kiln_function_release)
    pub fn kiln_function_vjp(function: kiln_function, out: *mut kiln_function) -> kiln_status;

    /// Derives the Jacobian-vector product of a captured function: a new captured function taking f's inputs, then one tangent per input (the input's shape and dtype), and returning f's outputs, then one tangent per output: the sum over inputs of d output / d input times the tangent. It is computed as the vector-Jacobian product of the vector-Jacobian product (linear in its cotangents), so every op with a rule for kiln_function_vjp has one here, and the two agree: <v, J u> = <J^T v, u>. (since 1.10, group graphs)
    ///
    /// - `function`: the function to differentiate
    /// - `out`: the derived function (out; ownership: caller: release with kiln_function_release)
    pub fn kiln_function_jvp(function: kiln_function, out: *mut kiln_function) -> kiln_status;

    /// Derives value and gradient: a new captured function taking f's inputs and returning f's outputs (output 0 must be a 0-d real float: the loss; others are passed through), then the gradient of output 0 with respect to each chosen input, in the order of argnums (each of the input's shape and dtype). A training step is one call of it. (since 1.10, group graphs)
    ///
    /// - `function`: the function to differentiate; output 0 is the loss
    /// - `argnums`: the inputs to differentiate with respect to (positions among f's inputs); NULL with argnum_count 0 means every input (may be NULL; ownership: borrowed for the call; length: argnum_count)
    /// - `argnum_count`: number of entries in argnums
    /// - `out`: the derived function (out; ownership: caller: release with kiln_function_release)
    pub fn kiln_function_value_and_grad(function: kiln_function, argnums: *const usize, argnum_count: usize, out: *mut kiln_function) -> kiln_status;

    /// Elementwise -x. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_negative(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise |x|. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_abs(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise -1, 0 or 1 (NaN stays NaN). (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sign(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise e^x. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_exp(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise natural logarithm. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_log(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise log(1 + x). (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_log1p(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise e^x - 1. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_expm1(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise square root. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sqrt(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise 1 / sqrt(x). (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_rsqrt(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise x * x. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_square(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise sine. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sin(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise cosine. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cos(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise tangent. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tan(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise hyperbolic tangent. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tanh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise 1 / (1 + e^-x). (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sigmoid(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise error function. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_erf(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise round down. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_floor(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise round up. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_ceil(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise round half to even. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_round(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise x == 0, as bool. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logical_not(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise ~x (bool and integers). (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_bitwise_not(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise x is NaN, as bool. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_isnan(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise x is infinite, as bool. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_isinf(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise x is finite, as bool. (since 1.0, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_isfinite(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise arc sine (radians). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_asin(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise arc cosine (radians). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_acos(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise arc tangent (radians). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_atan(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise hyperbolic sine. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sinh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise hyperbolic cosine. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cosh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise inverse hyperbolic sine. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_asinh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise inverse hyperbolic cosine. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_acosh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise inverse hyperbolic tangent. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_atanh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise base-2 logarithm. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_log2(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise base-10 logarithm. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_log10(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise 2^x. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_exp2(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise cube root. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cbrt(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_erfc(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise inverse error function: y with erf(y) = x, for x in \[-1, 1\]. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_erf_inv(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise round toward zero (integers unchanged). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_trunc(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise 1 / x (integers divide in float32). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_reciprocal(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise number of set bits of an integer (of its two's complement bits for negative ones). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_population_count(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones). (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_count_leading_zeros(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool. (since 1.3, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_signbit(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept. (since 1.5, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_round_half_away(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a + b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_add(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a - b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_subtract(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a * b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_multiply(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_divide(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_floor_divide(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_remainder(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a ** b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_power(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_maximum(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_minimum(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_atan2(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a == b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_equal(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a != b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_not_equal(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a < b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_less(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a <= b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_less_equal(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a > b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_greater(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a >= b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_greater_equal(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a && b as bool, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logical_and(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a || b as bool, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logical_or(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a != b as truth values, as bool, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logical_xor(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a & b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_bitwise_and(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a | b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_bitwise_or(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a ^ b, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_bitwise_xor(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_left_shift(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion. (since 1.0, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_right_shift(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion. (since 1.3, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logaddexp(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion. (since 1.3, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_hypot(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise |a| with the sign of b, with broadcasting and type promotion. (since 1.3, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_copysign(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN. (since 1.3, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_quotient(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN. (since 1.5, group ops.binary)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_fmod(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sum(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Product (accumulating as sum does) over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_prod(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Maximum (NaN propagates; error on an empty reduction) over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_max(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Minimum (NaN propagates; error on an empty reduction) over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_min(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Arithmetic mean (integers give float32) over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_mean(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Whether every element is nonzero, as bool over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_all(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Whether any element is nonzero, as bool over the given axes. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_any(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_argmax(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis. (since 1.0, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_argmin(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf). (since 1.3, group ops.reduce)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logsumexp(x: kiln_tensor, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis. (since 1.3, group ops.scan)
    ///
    /// - `x`: input
    /// - `axis`: the axis to scan along (negative counts from the end)
    /// - `reverse`: scan from the end of the axis toward its start
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cumulative_sum(x: kiln_tensor, axis: i64, reverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis. (since 1.3, group ops.scan)
    ///
    /// - `x`: input
    /// - `axis`: the axis to scan along (negative counts from the end)
    /// - `reverse`: scan from the end of the axis toward its start
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cumulative_product(x: kiln_tensor, axis: i64, reverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis. (since 1.3, group ops.scan)
    ///
    /// - `x`: input
    /// - `axis`: the axis to scan along (negative counts from the end)
    /// - `reverse`: scan from the end of the axis toward its start
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cumulative_max(x: kiln_tensor, axis: i64, reverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis. (since 1.3, group ops.scan)
    ///
    /// - `x`: input
    /// - `axis`: the axis to scan along (negative counts from the end)
    /// - `reverse`: scan from the end of the axis toward its start
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_cumulative_min(x: kiln_tensor, axis: i64, reverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis. (since 1.3, group ops.scan)
    ///
    /// - `x`: input
    /// - `axis`: the axis to scan along (negative counts from the end)
    /// - `reverse`: scan from the end of the axis toward its start
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_logcumsumexp(x: kiln_tensor, axis: i64, reverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise rectified linear unit: max(x, 0) (NaN stays NaN). (since 1.4, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_relu(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x). (since 1.4, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_silu(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)). (since 1.4, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_gelu(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))). (since 1.4, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_gelu_tanh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow). (since 1.4, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_softplus(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are. (since 1.7, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_real(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype. (since 1.7, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_imag(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise complex conjugate; other dtypes are returned as they are. (since 1.7, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_conj(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32). (since 1.7, group ops.unary)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_angle(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// x itself (a view: no copy, no kernel), through which no gradient passes: in a function differentiated by kiln_function_vjp, kiln_function_jvp or kiln_function_value_and_grad, what is computed from it is treated as a constant. (since 1.10, group ops.shape)
    ///
    /// - `x`: input
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_stop_gradient(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise cond ? x : y, broadcasting all three. (since 1.0, group ops.elementwise)
    ///
    /// - `cond`: condition (any dtype; nonzero is true)
    /// - `x`: chosen where cond is true
    /// - `y`: chosen where cond is false
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_where(cond: kiln_tensor, x: kiln_tensor, y: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise min(max(x, lo), hi). Either bound may be NULL for none. (since 1.0, group ops.elementwise)
    ///
    /// - `x`: input
    /// - `lo`: lower bound or NULL (may be NULL)
    /// - `hi`: upper bound or NULL (may be NULL)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_clip(x: kiln_tensor, lo: kiln_tensor, hi: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Converts to another dtype (floats to integers truncate toward zero and saturate; NaN becomes 0). (since 1.0, group ops.elementwise)
    ///
    /// - `x`: input
    /// - `dtype`: target type
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_astype(x: kiln_tensor, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Reinterprets the bytes as another dtype. Equal sizes keep the shape; otherwise the last axis scales by the size ratio. (since 1.0, group ops.elementwise)
    ///
    /// - `x`: input
    /// - `dtype`: target type
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_bitcast(x: kiln_tensor, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Matrix product as numpy.matmul: 1-D operands are promoted and the added axis removed; batch axes broadcast. (since 1.0, group ops.linalg)
    ///
    /// - `a`: left operand
    /// - `b`: right operand
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_matmul(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Same elements in a new shape; one extent may be -1. A view when the layout allows, else a copy. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `shape`: new extents (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_reshape(x: kiln_tensor, shape: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Permutes the axes (a view). axes NULL reverses them. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `axes`: a permutation of 0..ndim-1, or NULL (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: entries in axes (ndim)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_transpose(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Broadcasts to a shape (a view with zero strides). (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `shape`: target extents (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_broadcast_to(x: kiln_tensor, shape: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Inserts axes of extent 1 at the given positions of the result (a view). (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `axes`: positions in the result (ownership: borrowed for the call; length: naxes)
    /// - `naxes`: entries in axes
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_expand_dims(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Removes axes of extent 1 (a view). axes NULL removes all of them. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_squeeze(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Basic slicing (a view), per axis as Python's slice(start, stop, step): negative values count from the end and bounds clamp; INT64_MAX / INT64_MIN mean an open end. Axes past naxes are taken whole. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `start`: first index per axis (ownership: borrowed for the call; length: naxes)
    /// - `stop`: end (exclusive) per axis (ownership: borrowed for the call; length: naxes)
    /// - `step`: step per axis (nonzero); NULL means 1 (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of leading axes sliced
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_slice(x: kiln_tensor, start: *const i64, stop: *const i64, step: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Joins tensors along an existing axis (dtypes promote). (since 1.0, group ops.shape)
    ///
    /// - `tensors`: inputs, at least one (ownership: borrowed for the call; length: count)
    /// - `count`: number of inputs
    /// - `axis`: axis to join along
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_concatenate(tensors: *const kiln_tensor, count: usize, axis: i64, out: *mut kiln_tensor) -> kiln_status;

    /// Joins same-shaped tensors along a new axis (dtypes promote). (since 1.0, group ops.shape)
    ///
    /// - `tensors`: inputs, at least one (ownership: borrowed for the call; length: count)
    /// - `count`: number of inputs
    /// - `axis`: position of the new axis in the result
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_stack(tensors: *const kiln_tensor, count: usize, axis: i64, out: *mut kiln_tensor) -> kiln_status;

    /// Pads with a constant: pad_before\[i\] and pad_after\[i\] elements on axis i. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `pad_before`: non-negative, one per axis (ownership: borrowed for the call; length: naxes)
    /// - `pad_after`: non-negative, one per axis (ownership: borrowed for the call; length: naxes)
    /// - `naxes`: must equal ndim
    /// - `value`: fill value
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_pad(x: kiln_tensor, pad_before: *const i64, pad_after: *const i64, naxes: usize, value: f64, out: *mut kiln_tensor) -> kiln_status;

    /// Reverses the order of elements along the given axes (a view). axes NULL flips all. (since 1.0, group ops.shape)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_flip(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Evaluates the tensor and exports it as a DLPack 1.x managed tensor (always kDLCPU). CPU tensors and host-visible GPU memory are shared, not copied (strided views keep their strides and byte_offset); a flipped (negative-stride) view or device-only memory is copied, and DLPACK_FLAG_BITMASK_IS_COPIED is set. The export keeps the memory alive after the tensor is released; call its deleter exactly once, from any thread. (since 1.1, group dlpack)
    ///
    /// - `tensor`: the tensor to export
    /// - `options`: options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the managed tensor (NULL on failure) (out; ownership: caller: call (*out)->deleter(*out) exactly once)
    pub fn kiln_tensor_to_dlpack(tensor: kiln_tensor, options: *const kiln_dlpack_options, out: *mut *mut DLManagedTensorVersioned) -> kiln_status;

    /// Imports a DLPack 1.x managed tensor. kDLCPU memory becomes a CPU tensor without a copy when its layout allows (element-aligned data and byte_offset); otherwise, or for another target device, or with KILN_DLPACK_COPY_ALWAYS, the elements are copied and the producer's deleter runs before the call returns. On success Kiln owns `managed` and calls its deleter exactly once, when the last tensor using the memory is gone; on failure the caller still owns it. Since 1.12, kDLCUDA memory on the CUDA device of a Vulkan device with the CUDA interop layer is copied into a new tensor on that device (or options->device) by one device-to-device copy, which is waited for before the call returns (the producer must have finished writing it: DLPack's stream handshake, made on the legacy default stream); KILN_DLPACK_COPY_NEVER refuses it. (since 1.1, group dlpack)
    ///
    /// - `managed`: the producer's managed tensor (ownership: library on success; caller on failure)
    /// - `options`: options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the imported tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tensor_from_dlpack(managed: *mut DLManagedTensorVersioned, options: *const kiln_dlpack_options, out: *mut kiln_tensor) -> kiln_status;

    /// kiln_tensor_to_dlpack for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a read-only or copied export cannot say so). (since 1.1, group dlpack)
    ///
    /// - `tensor`: the tensor to export
    /// - `options`: options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the managed tensor (NULL on failure) (out; ownership: caller: call (*out)->deleter(*out) exactly once)
    pub fn kiln_tensor_to_dlpack_legacy(tensor: kiln_tensor, options: *const kiln_dlpack_options, out: *mut *mut DLManagedTensor) -> kiln_status;

    /// kiln_tensor_from_dlpack for producers of the unversioned DLPack 0.x DLManagedTensor. (since 1.1, group dlpack)
    ///
    /// - `managed`: the producer's managed tensor (ownership: library on success; caller on failure)
    /// - `options`: options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the imported tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_tensor_from_dlpack_legacy(managed: *mut DLManagedTensor, options: *const kiln_dlpack_options, out: *mut kiln_tensor) -> kiln_status;

    /// The DLPack device (DLDeviceType and id) that kiln_tensor_to_dlpack would give for this tensor, without evaluating it: what Python's __dlpack_device__ returns. Kiln exports kDLCPU (1), device id 0. (kiln_device_cuda_device tells whether kiln_tensor_to_dlpack_cuda can export it as kDLCUDA.) (since 1.1, group dlpack)
    ///
    /// - `tensor`: the tensor to export
    /// - `device_type`: a DLDeviceType value (out)
    /// - `device_id`: the device id (out)
    pub fn kiln_tensor_dlpack_device(tensor: kiln_tensor, device_type: *mut i32, device_id: *mut i32) -> kiln_status;

    /// Elements of x at integer indices along one axis, as numpy.take: the result's shape is x.shape\[:axis\] + indices.shape + x.shape\[axis+1:\]. An index i in \[-n, n) selects x\[..., i (+ n if negative), ...\]; others are clamped into \[0, n-1\], or fail the eval with KILN_STATUS_INDEX_OUT_OF_RANGE when KILN_DEBUG_BOUNDS is on. (since 1.2, group ops.indexing)
    ///
    /// - `x`: the tensor to take from
    /// - `indices`: indices, any integer dtype, on x's device
    /// - `axis`: the axis of x to index (negative counts from the end)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_take(x: kiln_tensor, indices: kiln_tensor, axis: i64, out: *mut kiln_tensor) -> kiln_status;

    /// Elements of x at integer indices along one axis, as numpy.take_along_axis: indices have x's rank, and their other dimensions broadcast against x's; the result has the broadcast shape with the indices' extent along the axis. Indices are read as kiln_take reads them (negative counts from the end; others clamped, or KILN_STATUS_INDEX_OUT_OF_RANGE from the eval when KILN_DEBUG_BOUNDS is on). (since 1.3, group ops.indexing)
    ///
    /// - `x`: the tensor to take from
    /// - `indices`: indices, any integer dtype, on x's device
    /// - `axis`: the axis to index (negative counts from the end)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_take_along_axis(x: kiln_tensor, indices: kiln_tensor, axis: i64, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's gather: indices of shape \[..., K\] address K axes of x; the result has shape indices.shape\[:-1\] + x's other extents (in order), each index row selecting the slice of x at those positions. Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3, group ops.indexing)
    ///
    /// - `x`: the tensor to gather from
    /// - `indices`: indices \[..., K\], any integer dtype, on x's device
    /// - `axes`: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: entries in axes (0 when axes is NULL)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_gather(x: kiln_tensor, indices: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's indexed_add: x with updates added at the slices that indices \[..., K\] address (as kiln_gather addresses them); updates have shape indices.shape\[:-1\] + x's other extents. Duplicate indices accumulate. The result dtype promotes x's and updates' (bool is refused); 8 and 16-bit types accumulate in 32 bits. On Vulkan, float additions to one element happen in any order (rounding may vary between runs). Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3, group ops.indexing)
    ///
    /// - `x`: the tensor to update (not modified)
    /// - `indices`: indices \[..., K\], any integer dtype
    /// - `updates`: the values to add
    /// - `axes`: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: entries in axes (0 when axes is NULL)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_indexed_add(x: kiln_tensor, indices: kiln_tensor, updates: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's indexed_put: x with updates written at the slices that indices \[..., K\] address (as kiln_indexed_add); where indices repeat, the last update wins, on every device. The result dtype promotes x's and updates'. Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3, group ops.indexing)
    ///
    /// - `x`: the tensor to update (not modified)
    /// - `indices`: indices \[..., K\], any integer dtype
    /// - `updates`: the values to write
    /// - `axes`: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: entries in axes (0 when axes is NULL)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_indexed_put(x: kiln_tensor, indices: kiln_tensor, updates: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// The coordinates of x's nonzero elements (NaN counts as nonzero, -0.0 as zero), as numpy.argwhere: an int64 tensor \[count, ndim\], in row-major order. The count depends on the data, so this call evaluates what it needs of x (and fails with the eval's status); the coordinates themselves stay lazy. (since 1.3, group ops.indexing)
    ///
    /// - `x`: the tensor to search
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_argwhere(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// The int64 positions that sort x along one axis, stably: ascending with NaN last (as numpy.argsort(kind='stable')), or descending, the exact reverse order (NaN first) with equal elements still in their original order. -0.0 and +0.0 are equal. (since 1.3, group ops.sorting)
    ///
    /// - `x`: the tensor to sort (any dtype, rank >= 1)
    /// - `axis`: the axis to sort along (negative counts from the end)
    /// - `descending`: largest first
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_argsort(x: kiln_tensor, axis: i64, descending: bool, out: *mut kiln_tensor) -> kiln_status;

    /// x sorted along one axis, in the order of kiln_argsort (NaN last ascending, first descending). (since 1.3, group ops.sorting)
    ///
    /// - `x`: the tensor to sort (any dtype, rank >= 1)
    /// - `axis`: the axis to sort along (negative counts from the end)
    /// - `descending`: largest first
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sort(x: kiln_tensor, axis: i64, descending: bool, out: *mut kiln_tensor) -> kiln_status;

    /// The k largest elements along the last axis, largest first (NaN counts as the largest; ties keep their order), and their int64 positions, as Nx.top_k. (since 1.3, group ops.sorting)
    ///
    /// - `x`: the tensor (rank >= 1)
    /// - `k`: how many, in \[0, x.shape\[-1\]\]
    /// - `values`: receives the k largest values (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `indices`: receives their int64 positions (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_top_k(x: kiln_tensor, k: i64, values: *mut kiln_tensor, indices: *mut kiln_tensor) -> kiln_status;

    /// The distinct values of x in ascending order (NaNs count as one value, last; -0.0 equals +0.0), how often each occurs, and for every element of x the index of its value, as numpy.unique with return_counts and return_inverse (the inverse has x's shape, as the array API's unique_all). The number of distinct values depends on the data, so this call evaluates what it needs of x; the results stay lazy. (since 1.3, group ops.sorting)
    ///
    /// - `x`: the tensor (any dtype and shape)
    /// - `values`: receives the distinct values, 1-d, x's dtype (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `counts`: receives their int64 counts (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `inverse`: receives int64 indices into values, of x's shape (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_unique(x: kiln_tensor, values: *mut kiln_tensor, counts: *mut kiln_tensor, inverse: *mut kiln_tensor) -> kiln_status;

    /// For each value of v, the index where it would be inserted into the ascending 1-d a (NaN last, as kiln_sort orders) to keep it sorted, as numpy.searchsorted: before a's equal elements (side left) or after them (right). a and v promote to one dtype; the result is int64 of v's shape. a must already be sorted (else the result is unspecified, but still in \[0, len(a)\]). (since 1.3, group ops.sorting)
    ///
    /// - `a`: the sorted 1-d tensor
    /// - `v`: the values to place (any shape), on a's device
    /// - `right`: side right: after equal elements
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_searchsorted(a: kiln_tensor, v: kiln_tensor, right: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Calls `callback` for every telemetry event from now on (see kiln_telemetry_callback for the thread it runs on). With no subscriber, emitting an event costs one atomic load. (since 1.2, group telemetry)
    ///
    /// - `callback`: the function to call
    /// - `user_data`: passed back to every call (may be NULL; ownership: caller: must stay valid until unsubscribed)
    /// - `subscription`: receives the subscription's id (out)
    pub fn kiln_telemetry_subscribe(callback: kiln_telemetry_callback, user_data: *mut c_void, subscription: *mut u64) -> kiln_status;

    /// Ends a subscription; the callback is not called again once this returns. An unknown id gives KILN_STATUS_INVALID_ARGUMENT. (since 1.2, group telemetry)
    ///
    /// - `subscription`: the id from kiln_telemetry_subscribe
    pub fn kiln_telemetry_unsubscribe(subscription: u64) -> kiln_status;

    /// Switches the debug checks (kiln_debug_flag bits) for the whole process. Unknown bits give KILN_STATUS_INVALID_ARGUMENT. (since 1.2, group debug)
    ///
    /// - `flags`: a combination of kiln_debug_flag bits; 0 turns every check off
    pub fn kiln_debug_set_flags(flags: u32) -> kiln_status;

    /// The debug checks in force (kiln_debug_flag bits). (since 1.2, group debug)
    ///
    /// - `flags`: receives the bits (out)
    pub fn kiln_debug_get_flags(flags: *mut u32) -> kiln_status;

    /// Chooses, for the whole process, whether ops a device cannot run natively run on the CPU or fail. (since 1.2, group fallbacks)
    ///
    /// - `policy`: the policy
    pub fn kiln_fallback_set_policy(policy: kiln_fallback_policy) -> kiln_status;

    /// The fallback policy in force. (since 1.2, group fallbacks)
    ///
    /// - `policy`: receives the policy (out)
    pub fn kiln_fallback_get_policy(policy: *mut kiln_fallback_policy) -> kiln_status;

    /// How `device` runs the op named `op` (a function name without the kiln_ prefix: "exp", "power", "sum", "matmul", "take"...) on inputs of `dtype`. An unknown name gives KILN_STATUS_INVALID_ARGUMENT. (since 1.2, group fallbacks)
    ///
    /// - `device`: the device
    /// - `op`: the op's name
    /// - `dtype`: the inputs' dtype
    /// - `support`: receives the answer (out)
    pub fn kiln_device_op_support(device: kiln_device, op: *const c_char, dtype: kiln_dtype, support: *mut kiln_op_support) -> kiln_status;

    /// How many (op, dtype) pairs fall back to the CPU on `device`; kiln_device_fallback_get lists them. (since 1.2, group fallbacks)
    ///
    /// - `device`: the device
    /// - `count`: receives the count (out)
    pub fn kiln_device_fallback_count(device: kiln_device, count: *mut usize) -> kiln_status;

    /// The index-th (op, dtype) pair that falls back to the CPU on `device`, in a stable order. (since 1.2, group fallbacks)
    ///
    /// - `device`: the device
    /// - `index`: 0 <= index < kiln_device_fallback_count
    /// - `op`: receives the op's name (out; ownership: library: valid for the life of the process)
    /// - `dtype`: receives the dtype (out)
    pub fn kiln_device_fallback_get(device: kiln_device, index: usize, op: *mut *const c_char, dtype: *mut kiln_dtype) -> kiln_status;

    /// The Vulkan instance, physical device, device and queue of a Vulkan device, so that code sharing them can use kDLVulkan exports (data is a VkBuffer created with storage, transfer and device-address usage). KILN_STATUS_UNSUPPORTED for a non-Vulkan device. Fills only the fields that handles->struct_size covers. (since 1.2, group dlpack)
    ///
    /// - `device`: a Vulkan device
    /// - `handles`: caller-allocated; set struct_size first (inout)
    pub fn kiln_device_vulkan_handles(device: kiln_device, handles: *mut kiln_vulkan_handles) -> kiln_status;

    /// The CUDA device number of a Vulkan device on which the CUDA interop layer is active (an NVIDIA GPU that CUDA sees with the same UUID, libcuda found, KILN_CUDA not off), or -1 when it is not (any other device, the CPU included): what Python's __dlpack_device__ reports as kDLCUDA's device id. kiln_info_report says why the layer is off. (since 1.12, group dlpack)
    ///
    /// - `device`: any device
    /// - `cuda_device`: the CUDA device number, or -1 (out)
    pub fn kiln_device_cuda_device(device: kiln_device, cuda_device: *mut i32) -> kiln_status;

    /// Evaluates a tensor on a Vulkan device where the CUDA interop layer is active (kiln_device_cuda_device gives a device number) and exports it as kDLCUDA with no copy: data is the CUDA address of the tensor's memory block (imported into CUDA once per block), byte_offset the tensor's offset in it, device_id the CUDA device number. Constant time whatever the size. The data is ready for any stream when the call returns (Kiln's eval waits for its work). Writes by the consumer are seen by Kiln once the consumer's stream has finished them (synchronize it before the next Kiln call that reads the tensor). The deleter waits for `stream` before the memory goes back to Kiln, so work the consumer queued on it may still read it. A flipped view, a tensor on another device, or KILN_DLPACK_COPY_ALWAYS gives a copy on the device (DLPACK_FLAG_BITMASK_IS_COPIED), refused under KILN_DLPACK_COPY_NEVER. KILN_STATUS_UNSUPPORTED when the device has no active CUDA interop layer (kiln-info says why). (since 1.12, group dlpack)
    ///
    /// - `tensor`: the tensor to export
    /// - `stream`: the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
    /// - `options`: options (copy, read_only; the rest are ignored); NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the managed tensor (NULL on failure) (out; ownership: caller: call (*out)->deleter(*out) exactly once)
    pub fn kiln_tensor_to_dlpack_cuda(tensor: kiln_tensor, stream: i64, options: *const kiln_dlpack_options, out: *mut *mut DLManagedTensorVersioned) -> kiln_status;

    /// kiln_tensor_to_dlpack_cuda for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a copied export cannot say so). (since 1.12, group dlpack)
    ///
    /// - `tensor`: the tensor to export
    /// - `stream`: the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
    /// - `options`: options (copy, read_only; the rest are ignored); NULL for the defaults (may be NULL; ownership: borrowed for the call)
    /// - `out`: receives the managed tensor (NULL on failure) (out; ownership: caller: call (*out)->deleter(*out) exactly once)
    pub fn kiln_tensor_to_dlpack_cuda_legacy(tensor: kiln_tensor, stream: i64, options: *const kiln_dlpack_options, out: *mut *mut DLManagedTensor) -> kiln_status;

    /// A 0-d "weak" integer: a binding's plain integer operand. In binary ops, kiln_where and kiln_clip next to a tensor that is not weak it takes that tensor's dtype (int64 next to bool) and must fit it (300 next to uint8 gives KILN_STATUS_INVALID_ARGUMENT when the op is built); elsewhere it is an int64 tensor. See docs/dtypes.md, "Plain numbers". (since 1.3, group tensors)
    ///
    /// - `value`: the integer
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_weak_scalar_int(value: i64, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// A 0-d "weak" float: a binding's plain float operand. In binary ops, kiln_where and kiln_clip next to a float tensor that is not weak it takes that tensor's dtype (float16 + 2.0 is float16), next to an integer or bool tensor float32 (int32 + 0.5 is float32 1.5); elsewhere it is a float32 tensor. See docs/dtypes.md, "Plain numbers". (since 1.3, group tensors)
    ///
    /// - `value`: the number
    /// - `device`: device to place the tensor on
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_weak_scalar_float(value: f64, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;

    /// Turns elementwise fusion on or off for the whole process (on by default; KILN_FUSION=off in the environment starts it off). Fused and unfused evaluation give the same results. (since 1.3, group fusion)
    ///
    /// - `enabled`: true to fuse connected elementwise ops into one kernel
    pub fn kiln_fusion_set_enabled(enabled: bool) -> kiln_status;

    /// Whether elementwise fusion is on. (since 1.3, group fusion)
    ///
    /// - `enabled`: receives the setting (out)
    pub fn kiln_fusion_get_enabled(enabled: *mut bool) -> kiln_status;

    /// exp(x - max) / sum(exp(x - max)) over the given axes (the maximum subtracted first, so no exp overflows); integers and bool give float32. The result has x's shape. (since 1.3, group ops.statistics)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_softmax(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// (x - max) - log(sum(exp(x - max))) over the given axes, computed stably; integers and bool give float32. The result has x's shape. (since 1.3, group ops.statistics)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_log_softmax(x: kiln_tensor, axes: *const i64, naxes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Variance over the given axes: the mean of squared deviations from the mean (two passes), with the sum divided by count - ddof (NaN or inf when that is not positive, as NumPy); integers and bool give float32. (since 1.3, group ops.statistics)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `ddof`: delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_var(x: kiln_tensor, axes: *const i64, naxes: usize, ddof: f64, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Standard deviation over the given axes: the square root of kiln_var with the same ddof. (since 1.3, group ops.statistics)
    ///
    /// - `x`: input
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `ddof`: delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_std(x: kiln_tensor, axes: *const i64, naxes: usize, ddof: f64, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Random bits from the Threefry-2x32 (20 rounds) stream of the key: uint32 element i is word i of the stream (block i / 2 as the counter, lane i % 2); uint8 and uint16 take the low bits of word i, uint64 words 2i (low) and 2i + 1 (high). Values depend only on the key and the element's position, the same on every device. (since 1.3, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: uint8, uint16, uint32 or uint64
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_bits(key: kiln_tensor, shape: *const i64, ndim: usize, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Uniform random floats in \[low, high): the top mantissa bits of kiln_random_bits of the float's size under the exponent of 1.0, minus 1, scaled (as JAX and Nx.Random). Values depend only on the key and the element's position, the same on every device. (since 1.3, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `low`: lower bound (included)
    /// - `high`: upper bound
    /// - `dtype`: a float dtype
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_uniform(key: kiln_tensor, shape: *const i64, ndim: usize, low: f64, high: f64, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Standard normal random floats: sqrt(2) erfinv(u) for u uniform in (-1, 1) (16-bit floats compute in float32). Values depend only on the key and the element's position, the same on every device. (since 1.3, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: a float dtype
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_normal(key: kiln_tensor, shape: *const i64, ndim: usize, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Random integers in \[low, high): (uint64 bits mod (high - low)) + low, a bias of at most (high - low) / 2^64. KILN_STATUS_INVALID_ARGUMENT unless low < high and both ends fit the dtype. Values depend only on the key and the element's position, the same on every device. (since 1.3, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `low`: lowest value
    /// - `high`: one past the highest value
    /// - `dtype`: an integer dtype
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_randint(key: kiln_tensor, shape: *const i64, ndim: usize, low: i64, high: i64, dtype: kiln_dtype, out: *mut kiln_tensor) -> kiln_status;

    /// Random bools, true with probability p: a float32 kiln_random_uniform value below p. Values depend only on the key and the element's position, the same on every device. (since 1.3, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `p`: probability of true
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_bernoulli(key: kiln_tensor, p: f64, shape: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// What Kiln sees on this machine, as the text `kiln-info` prints: the library version, KILN_DEVICE and the default device, and for every device its name, driver and driver version, memory heaps, native dtypes, features (float64, float16, bfloat16, cooperative matrix), limits, memory in use, pipeline cache file and the (op, dtype) pairs that fall back to the CPU there. The first troubleshooting step. (since 1.3, group library)
    ///
    /// - `text`: receives the report, UTF-8, lines ending in \n; valid until the calling thread's next kiln_info_report (out; ownership: library: valid until kiln_info_report)
    pub fn kiln_info_report(text: *mut *const c_char) -> kiln_status;

    /// Root-mean-square normalization over the last axis, one fused kernel: x * rsqrt(mean(x^2) + eps) * weight (as MLX's fast.rms_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. A row of zeros with eps 0 gives NaN. (since 1.4, group ops.fast)
    ///
    /// - `x`: the input (float dtype, rank >= 1)
    /// - `weight`: scale of shape \[last\] in x's dtype, or NULL for none (may be NULL)
    /// - `eps`: added to the mean square; finite and >= 0
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_rms_norm(x: kiln_tensor, weight: kiln_tensor, eps: f64, out: *mut kiln_tensor) -> kiln_status;

    /// Layer normalization over the last axis, one fused kernel: (x - mean) * rsqrt(var + eps) * weight + bias, var the population variance (as MLX's fast.layer_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. (since 1.4, group ops.fast)
    ///
    /// - `x`: the input (float dtype, rank >= 1)
    /// - `weight`: scale of shape \[last\] in x's dtype, or NULL for none (may be NULL)
    /// - `bias`: offset of shape \[last\] in x's dtype, or NULL for none (may be NULL)
    /// - `eps`: added to the variance; finite and >= 0
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_layer_norm(x: kiln_tensor, weight: kiln_tensor, bias: kiln_tensor, eps: f64, out: *mut kiln_tensor) -> kiln_status;

    /// softmax(scale * q @ k^T + mask) @ v per batch and head, one fused kernel that streams k and v with an online softmax, so memory is linear in the sequence length (as MLX's fast.scaled_dot_product_attention). q is \[B, H, Lq, D\], k and v \[B, Hkv, Lk, D\] with Hkv dividing H (grouped-query attention: query head h reads key head h / (H / Hkv)). causal keeps key j for query i when j <= i + Lk - Lq (aligned to the end; the first Lq - Lk queries see no key when Lq > Lk). A query row whose keys are all masked (-inf) gives NaN, as softmax of a row of -inf does. float16, bfloat16 (accumulated in float32), float32 and float64; the result is \[B, H, Lq, D\] in q's dtype. (since 1.4, group ops.fast)
    ///
    /// - `q`: queries \[B, H, Lq, D\]
    /// - `k`: keys \[B, Hkv, Lk, D\], q's dtype
    /// - `v`: values \[B, Hkv, Lk, D\], q's dtype
    /// - `scale`: multiplies q @ k^T (usually 1 / sqrt(D)); finite
    /// - `mask`: additive mask in q's dtype (or bool: false masks out), broadcastable to \[B, H, Lq, Lk\], or NULL for none (may be NULL)
    /// - `causal`: also mask keys after each query (aligned to the end)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_scaled_dot_product_attention(q: kiln_tensor, k: kiln_tensor, v: kiln_tensor, scale: f64, mask: kiln_tensor, causal: bool, out: *mut kiln_tensor) -> kiln_status;

    /// N-d convolution (cross-correlation, no kernel flip) with Nx's conv semantics in the canonical layout: input \[batch, in_features, s1..sn\], kernel \[out_features, in_features / feature_group_size, k1..kn\], result \[batch / batch_group_size, out_features, o1..on\]. Per spatial axis the input is dilated (input_dilation - 1 zeros between elements), padded with padding_low/padding_high zeros (negative values crop), and the kernel dilated by kernel_dilation; o = (padded - dilated_kernel) / stride + 1, and a dilated kernel larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. feature_group_size splits the input features and output features into that many groups (each output group sees its input group); batch_group_size splits the batch into groups (batch b of group g is input batch g * (batch / batch_group_size) + b) and the output features into as many groups, output group g seeing batch group g. The result dtype promotes input's and kernel's (bool is refused); 16-bit floats accumulate in float32, integers wrap. Other layouts: transpose the operands (views) before and the result after. (since 1.4, group ops.nn)
    ///
    /// - `input`: \[batch, in_features, spatial...\]
    /// - `kernel`: \[out_features, in_features / feature_group_size, spatial...\], on input's device
    /// - `strides`: per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: nspatial)
    /// - `padding_low`: zeros before each spatial axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: nspatial)
    /// - `padding_high`: zeros after each spatial axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: nspatial)
    /// - `input_dilation`: per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: nspatial)
    /// - `kernel_dilation`: per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: nspatial)
    /// - `nspatial`: number of spatial axes: input's rank - 2 (the lists' length)
    /// - `feature_group_size`: >= 1; divides in_features and out_features
    /// - `batch_group_size`: >= 1; divides batch and out_features; feature_group_size or batch_group_size must be 1
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_conv(input: kiln_tensor, kernel: kiln_tensor, strides: *const i64, padding_low: *const i64, padding_high: *const i64, input_dilation: *const i64, kernel_dilation: *const i64, nspatial: usize, feature_group_size: i64, batch_group_size: i64, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_sum: sums (padding counts as 0) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). (since 1.4, group ops.nn)
    ///
    /// - `x`: input of rank ndim
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `dilation`: window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_sum(x: kiln_tensor, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, dilation: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_product: products (padding counts as 1) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). (since 1.4, group ops.nn)
    ///
    /// - `x`: input of rank ndim
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `dilation`: window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_product(x: kiln_tensor, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, dilation: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_max: maxima (padding counts as the dtype's lowest value, -inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN. (since 1.4, group ops.nn)
    ///
    /// - `x`: input of rank ndim
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `dilation`: window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_max(x: kiln_tensor, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, dilation: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_min: minima (padding counts as the dtype's highest value, +inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN. (since 1.4, group ops.nn)
    ///
    /// - `x`: input of rank ndim
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `dilation`: window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_min(x: kiln_tensor, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, dilation: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_scatter_max (the gradient of window_max): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's largest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_max lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_max's result. (since 1.4, group ops.nn)
    ///
    /// - `x`: the tensor whose windows are searched
    /// - `source`: one value per window, on x's device; its dtype is the result's
    /// - `init_value`: the value every result element starts from
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_scatter_max(x: kiln_tensor, source: kiln_tensor, init_value: f64, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Nx's window_scatter_min (the gradient of window_min): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's smallest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_min lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_min's result. (since 1.4, group ops.nn)
    ///
    /// - `x`: the tensor whose windows are searched
    /// - `source`: one value per window, on x's device; its dtype is the result's
    /// - `init_value`: the value every result element starts from
    /// - `window`: window extent per axis, >= 1 (ownership: borrowed for the call; length: ndim)
    /// - `strides`: per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_low`: elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `padding_high`: elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call; length: ndim)
    /// - `ndim`: must equal x's rank
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_window_scatter_min(x: kiln_tensor, source: kiln_tensor, init_value: f64, window: *const i64, strides: *const i64, padding_low: *const i64, padding_high: *const i64, ndim: usize, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise leaky rectified linear unit: x where x >= 0, negative_slope * x elsewhere (NaN stays NaN). A composite of multiply and where, which fuse; integers and bool convert to float32 first. (since 1.4, group ops.activation)
    ///
    /// - `x`: input
    /// - `negative_slope`: the slope for negative x (0.01 in PyTorch)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_leaky_relu(x: kiln_tensor, negative_slope: f64, out: *mut kiln_tensor) -> kiln_status;

    /// Elementwise exponential linear unit: x where x > 0, alpha * (e^x - 1) elsewhere (through expm1; NaN stays NaN). A composite of expm1, multiply and where, which fuse; integers and bool convert to float32 first. (since 1.4, group ops.activation)
    ///
    /// - `x`: input
    /// - `alpha`: the scale of the negative branch (1.0 in PyTorch)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_elu(x: kiln_tensor, alpha: f64, out: *mut kiln_tensor) -> kiln_status;

    /// Contraction of a and b over pairs of axes, with batch axes, as Nx.dot/6: contract_a\[i\] of a is summed against contract_b\[i\] of b (equal lengths), batch_a\[i\] of a is paired with batch_b\[i\] of b (equal lengths, kept); the result's axes are the batch axes (in the order given), then a's other axes, then b's (each in its own order). Dtypes promote; integers wrap in their own type, bool is OR of ANDs. Runs as one batched matrix product on views (no transposing copy where the axes allow). Axes may be negative (counted from the end); an out-of-range axis gives KILN_STATUS_INDEX_OUT_OF_RANGE, repeated axes or lists of unequal lengths KILN_STATUS_INVALID_ARGUMENT, unequal paired extents KILN_STATUS_SHAPE_MISMATCH. (since 1.4, group ops.linalg)
    ///
    /// - `a`: left operand
    /// - `contract_a`: a's contracted axes (NULL with ncontract_a 0: none) (may be NULL; ownership: borrowed for the call; length: ncontract_a)
    /// - `ncontract_a`: entries in contract_a
    /// - `batch_a`: a's batch axes (NULL with nbatch_a 0: none) (may be NULL; ownership: borrowed for the call; length: nbatch_a)
    /// - `nbatch_a`: entries in batch_a
    /// - `b`: right operand
    /// - `contract_b`: b's contracted axes, paired with contract_a (may be NULL; ownership: borrowed for the call; length: ncontract_b)
    /// - `ncontract_b`: entries in contract_b
    /// - `batch_b`: b's batch axes, paired with batch_a (may be NULL; ownership: borrowed for the call; length: nbatch_b)
    /// - `nbatch_b`: entries in batch_b
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_dot_general(a: kiln_tensor, contract_a: *const i64, ncontract_a: usize, batch_a: *const i64, nbatch_a: usize, b: kiln_tensor, contract_b: *const i64, ncontract_b: usize, batch_b: *const i64, nbatch_b: usize, out: *mut kiln_tensor) -> kiln_status;

    /// The Cholesky factor of each symmetric positive-definite matrix in x's last two axes (batched over the leading ones), as numpy.linalg.cholesky: lower L with L L^T = x, or upper U = L^T with U^T U = x. Only the lower triangle of x is read. A matrix that is not positive definite gives NaN for that matrix (as JAX and torch.linalg.cholesky_ex; NumPy raises LinAlgError), the same on every device. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `upper`: return U (upper triangular) instead of L
    /// - `out`: receives the factor, x's shape and (floating) dtype (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_cholesky(x: kiln_tensor, upper: bool, out: *mut kiln_tensor) -> kiln_status;

    /// Solves a X = b (left_side) or X a = b for X, with a triangular, batched over leading axes that broadcast, as Nx.LinAlg.triangular_solve / scipy.linalg.solve_triangular. Only a's chosen triangle is read. A zero on a's diagonal gives infinities or NaN (as BLAS trsm), not an error. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `a`: triangular matrices \[..., n, n\]
    /// - `b`: right-hand sides \[..., n, k\] (left_side) or \[..., k, n\]; a 1-d b of length n is one vector and the result is 1-d
    /// - `lower`: a is lower triangular (else upper)
    /// - `left_side`: solve a X = b (else X a = b)
    /// - `transpose_a`: use a's transpose in place of a
    /// - `unit_diagonal`: take a's diagonal as ones without reading it
    /// - `out`: receives X, b's shape after broadcasting the batch axes (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_triangular_solve(a: kiln_tensor, b: kiln_tensor, lower: bool, left_side: bool, transpose_a: bool, unit_diagonal: bool, out: *mut kiln_tensor) -> kiln_status;

    /// LU decomposition with partial pivoting of each m x n matrix (LAPACK getrf), as scipy.linalg.lu: x = p @ l @ u with p an m x m permutation matrix, l m x k unit lower triangular, u k x n upper triangular, k = min(m, n). A singular matrix is no error (u has a zero on its diagonal). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
    /// - `p`: receives the permutation matrices \[..., m, m\] (x's floating dtype) (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `l`: receives the unit lower triangular factors \[..., m, k\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `u`: receives the upper triangular factors \[..., k, n\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_lu(x: kiln_tensor, p: *mut kiln_tensor, l: *mut kiln_tensor, u: *mut kiln_tensor) -> kiln_status;

    /// QR decomposition of each m x n matrix (Householder, LAPACK geqrf/orgqr), as numpy.linalg.qr: mode 'reduced' (q \[..., m, k\], r \[..., k, n\], k = min(m, n)) or 'complete' (q \[..., m, m\], r \[..., m, n\]). q has orthonormal columns; the signs are LAPACK's (r's diagonal may be negative). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
    /// - `complete`: mode 'complete' (else 'reduced')
    /// - `q`: receives q (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `r`: receives r (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_qr(x: kiln_tensor, complete: bool, q: *mut kiln_tensor, r: *mut kiln_tensor) -> kiln_status;

    /// Eigenvalues (ascending) and orthonormal eigenvectors (columns) of each symmetric matrix, as numpy.linalg.eigh (LAPACK syevd, reading the lower triangle): x @ v = v * w\[..., None, :\]. Each eigenvector's sign is LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `eigenvalues`: receives w \[..., n\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `eigenvectors`: receives v \[..., n, n\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_eigh(x: kiln_tensor, eigenvalues: *mut kiln_tensor, eigenvectors: *mut kiln_tensor) -> kiln_status;

    /// The eigenvalues (ascending) of each symmetric matrix, as numpy.linalg.eigvalsh (lower triangle read). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `out`: receives w \[..., n\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_eigvalsh(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Singular value decomposition of each m x n matrix (LAPACK gesdd), as numpy.linalg.svd: x = u @ diag(s) @ vh with s descending; full_matrices gives u \[..., m, m\] and vh \[..., n, n\], else u \[..., m, k\] and vh \[..., k, n\], k = min(m, n). The singular vectors' signs are LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
    /// - `full_matrices`: square u and vh
    /// - `u`: receives u (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `s`: receives s \[..., k\], descending (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `vh`: receives vh (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_svd(x: kiln_tensor, full_matrices: bool, u: *mut kiln_tensor, s: *mut kiln_tensor, vh: *mut kiln_tensor) -> kiln_status;

    /// The singular values (descending) of each matrix, as numpy.linalg.svdvals. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
    /// - `out`: receives s \[..., min(m, n)\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_svdvals(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Solves a x = b for x (LAPACK gesv: LU with partial pivoting), as numpy.linalg.solve (NumPy 2 rules): b \[..., n, k\] with batch axes broadcasting against a's, or a 1-d b of length n (one vector; the result is then \[..., n\]). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT, as NumPy raises LinAlgError. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `a`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `b`: right-hand sides
    /// - `out`: receives x (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_solve(a: kiln_tensor, b: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// The inverse of each square matrix, as numpy.linalg.inv (LAPACK gesv against the identity). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `out`: receives the inverses, x's shape (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_inv(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// The determinant of each square matrix (product of the LU factor's diagonal times the permutation's sign), as numpy.linalg.det; a 0 x 0 matrix has determinant 1, a singular one 0. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `out`: receives the determinants \[...\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_det(x: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// Sign and natural logarithm of the absolute determinant of each square matrix, as numpy.linalg.slogdet: a singular matrix gives sign 0 and logabsdet -inf; 0 x 0 gives (1, 0). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
    /// - `sign`: receives the signs (-1, 0 or 1) \[...\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    /// - `logabsdet`: receives log|det| \[...\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_slogdet(x: kiln_tensor, sign: *mut kiln_tensor, logabsdet: *mut kiln_tensor) -> kiln_status;

    /// The vector norm over the given axes, as numpy.linalg.vector_norm: (sum |x|^ord)^(1/ord); ord inf / -inf: the largest / smallest |x|; ord 0: the number of nonzero elements. Float dtypes are kept, integers and bool compute in float64. A composite of elementwise ops and reductions. (since 1.4, group ops.linalg)
    ///
    /// - `x`: input
    /// - `ord`: the order: any real number, or +-infinity (NaN gives KILN_STATUS_INVALID_ARGUMENT)
    /// - `axes`: axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes
    /// - `keepdims`: keep reduced axes with extent 1
    /// - `out`: receives the norms (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_vector_norm(x: kiln_tensor, ord: f64, axes: *const i64, naxes: usize, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// The norm of each matrix in the last two axes, as numpy.linalg.matrix_norm (2, -2 and nuc through kiln_linalg_svdvals). float32/float64 are kept, integers and bool compute in float64. (since 1.4, group ops.linalg)
    ///
    /// - `x`: a tensor of rank >= 2
    /// - `ord`: which norm
    /// - `keepdims`: keep the two matrix axes with extent 1
    /// - `out`: receives the norms \[...\] (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_matrix_norm(x: kiln_tensor, ord: kiln_matrix_norm, keepdims: bool, out: *mut kiln_tensor) -> kiln_status;

    /// The least-squares solution x minimising |a x - b| for each m x n matrix a (the minimum-norm one when a is rank deficient), as numpy.linalg.lstsq's first result: through the SVD, singular values at most rcond times the largest taken as zero. b is \[..., m, k\] (batch axes broadcast) or 1-d of length m (the result is then \[..., n\]). Residuals, rank and singular values come from kiln_linalg_svdvals and ordinary ops. (since 1.4, group ops.linalg)
    ///
    /// - `a`: matrices \[..., m, n\]; dtypes as kiln_linalg_svd
    /// - `b`: right-hand sides
    /// - `rcond`: relative cutoff for small singular values; negative: max(m, n) times the dtype's epsilon (NumPy's default)
    /// - `out`: receives x \[..., n, k\] (or \[..., n\]) (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_linalg_lstsq(a: kiln_tensor, b: kiln_tensor, rcond: f64, out: *mut kiln_tensor) -> kiln_status;

    /// The discrete Fourier transform over the given axes, as numpy.fft.fftn (one axis: numpy.fft.fft), or with inverse its inverse (numpy.fft.ifftn): X\[k\] = sum_n x\[n\] exp(-+2 pi i k n / N) along each axis, scaled as norm says. complex64 and complex128 are kept; float64 gives complex128, integers and bool complex128 (NumPy's rule), float16, bfloat16 and float32 complex64. Each axis is transformed in turn; on Vulkan through VkFFT where the device runs it, else on the CPU (a mixed-radix transform, Bluestein's algorithm for lengths with a prime factor above 31). (since 1.8, group ops.fft)
    ///
    /// - `x`: input
    /// - `axes`: the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes (and in lengths)
    /// - `lengths`: the transform's length along each axis (>= 1): shorter inputs are padded with zeros, longer ones cropped; with axes NULL one per axis of x (naxes = ndim); NULL keeps every axis's extent (which must then be >= 1) (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `norm`: which direction is scaled, as NumPy's norm
    /// - `inverse`: the inverse transform (exp(+2 pi i k n / N))
    /// - `out`: receives the complex result (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_fft(x: kiln_tensor, axes: *const i64, naxes: usize, lengths: *const i64, norm: kiln_fft_norm, inverse: bool, out: *mut kiln_tensor) -> kiln_status;

    /// The discrete Fourier transform of real input over the given axes, as numpy.fft.rfftn (one axis: numpy.fft.rfft): the last of axes keeps its first n / 2 + 1 frequencies (the rest are their conjugates), the others are transformed in full. float64 gives complex128, integers and bool complex128, other floats complex64; complex input gives KILN_STATUS_UNSUPPORTED_DTYPE. (since 1.8, group ops.fft)
    ///
    /// - `x`: a real input
    /// - `axes`: the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes (and in lengths)
    /// - `lengths`: the input length along each axis (>= 1), padded with zeros or cropped; NULL keeps every axis's extent (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `norm`: which direction is scaled, as NumPy's norm
    /// - `out`: receives the complex result (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_rfft(x: kiln_tensor, axes: *const i64, naxes: usize, lengths: *const i64, norm: kiln_fft_norm, out: *mut kiln_tensor) -> kiln_status;

    /// The inverse of kiln_rfft, as numpy.fft.irfftn (one axis: numpy.fft.irfft): a real result whose last transformed axis has n points, from the first n / 2 + 1 frequencies along it (the rest taken as their conjugates; the imaginary parts of the zero and, for even n, the n / 2 frequency are ignored). complex64 gives float32, complex128 float64; real input is read as complex (float64, integers and bool as complex128). (since 1.8, group ops.fft)
    ///
    /// - `x`: the frequencies
    /// - `axes`: the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `naxes`: number of entries in axes (and in lengths)
    /// - `lengths`: the output length along each axis (>= 1); NULL keeps the other axes' extents and gives the last 2 (m - 1) points from its m frequencies (may be NULL; ownership: borrowed for the call; length: naxes)
    /// - `norm`: which direction is scaled, as NumPy's norm
    /// - `out`: receives the real result (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_irfft(x: kiln_tensor, axes: *const i64, naxes: usize, lengths: *const i64, norm: kiln_fft_norm, out: *mut kiln_tensor) -> kiln_status;

    /// Pads with a constant as XLA's Pad and Nx.pad: interior\[i\] value elements go between neighbours on axis i first, then low\[i\] before and high\[i\] after; a negative low or high crops that many elements from that end instead. Each result extent, low + n + (n - 1) * interior + high (n > 0; low + high when n is 0), must be non-negative. (since 1.5, group ops.shape)
    ///
    /// - `x`: input
    /// - `low`: elements before, per axis (negative crops) (ownership: borrowed for the call; length: naxes)
    /// - `high`: elements after, per axis (negative crops) (ownership: borrowed for the call; length: naxes)
    /// - `interior`: non-negative elements between neighbours, per axis (ownership: borrowed for the call; length: naxes)
    /// - `naxes`: must equal ndim
    /// - `value`: fill value
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_pad_general(x: kiln_tensor, low: *const i64, high: *const i64, interior: *const i64, naxes: usize, value: f64, out: *mut kiln_tensor) -> kiln_status;

    /// The window of extents sizes\[i\] starting at starts\[i\] on each axis, as XLA's DynamicSlice and Nx.slice with tensor starts: starts is read on the device when the result is evaluated (building the graph reads nothing), each start clamped into \[0, n - size\] so the window fits. (since 1.5, group ops.indexing)
    ///
    /// - `x`: input
    /// - `starts`: start indices: an integer tensor of shape \[ndim\], on x's device
    /// - `sizes`: window extent per axis, in \[0, n\] (ownership: borrowed for the call; length: nsizes)
    /// - `nsizes`: must equal ndim
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_dynamic_slice(x: kiln_tensor, starts: kiln_tensor, sizes: *const i64, nsizes: usize, out: *mut kiln_tensor) -> kiln_status;

    /// x with the window at starts replaced by update, as XLA's DynamicUpdateSlice and Nx.put_slice: starts is read on the device when the result is evaluated, each start clamped into \[0, n - update extent\] so the window fits. The result has x's dtype (update is converted). (since 1.5, group ops.indexing)
    ///
    /// - `x`: input
    /// - `starts`: start indices: an integer tensor of shape \[ndim\], on x's device
    /// - `update`: the new window: x's rank, each extent at most x's, on x's device
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_dynamic_update_slice(x: kiln_tensor, starts: kiln_tensor, update: kiln_tensor, out: *mut kiln_tensor) -> kiln_status;

    /// A random permutation of 0, 1, ..., n - 1 (int64) from the key: the stable argsort of the key's uint64 random_bits of shape \[n\], so the same key gives the same permutation on every device. Take x's first axis with it (kiln_take) to shuffle a tensor. (since 1.5, group ops.random)
    ///
    /// - `key`: the key: a uint32 tensor of shape \[2\], on the device the result is made on
    /// - `n`: number of elements (non-negative)
    /// - `out`: receives the result tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_random_permutation(key: kiln_tensor, n: i64, out: *mut kiln_tensor) -> kiln_status;

    /// A group of every rank of the job, over an engine: "mpi" (MPI loaded at run time: KILN_MPI_LIBRARY names the library, else Open MPI's libmpi.so.40 or MPICH's libmpich.so.12; MPI is initialised unless the application did), "self" (a group of one, needing no engine), or "any": MPI when the process was started by an MPI launcher, else a group of one. "mpi" without an MPI library fails with UNSUPPORTED saying what was tried. Every call returns a handle to the same world group. Making the world group waits for every rank (MPI_Comm_dup) at most KILN_COLLECTIVE_TIMEOUT seconds, else 300: past that it fails with KILN_STATUS_DEVICE_ERROR. (since 1.11, group distributed)
    ///
    /// - `engine`: NUL-terminated: "any", "mpi" or "self" (ownership: borrowed for the call)
    /// - `out`: receives the group (out; ownership: caller: release with kiln_group_release)
    pub fn kiln_group_init(engine: *const c_char, out: *mut kiln_group) -> kiln_status;

    /// A group over the application's MPI communicator (mpi4py's, for example), which Kiln duplicates: the caller may free its own afterwards. MPI must be initialised, by the same MPI library Kiln finds (the one already loaded in the process). (since 1.11, group distributed)
    ///
    /// - `comm`: the address of an MPI_Comm variable (an int under MPICH, a pointer under Open MPI; mpi4py: MPI._addressof(comm)) (ownership: borrowed for the call)
    /// - `out`: receives the group (out; ownership: caller: release with kiln_group_release)
    pub fn kiln_group_from_mpi_comm(comm: *const c_void, out: *mut kiln_group) -> kiln_status;

    /// This process's rank in the group, from 0. (since 1.11, group distributed)
    ///
    /// - `group`: the group
    /// - `rank`: receives the rank (out)
    pub fn kiln_group_rank(group: kiln_group, rank: *mut i64) -> kiln_status;

    /// The number of ranks in the group. (since 1.11, group distributed)
    ///
    /// - `group`: the group
    /// - `size`: receives the size (out)
    pub fn kiln_group_size(group: kiln_group, size: *mut i64) -> kiln_status;

    /// Splits the group (a collective call: every rank of it must make it): ranks that pass the same color form a new group, ranked by key, then by their rank here. A negative color joins no group: out is NULL. If the other ranks do not all make the call within the group's timeout (kiln_group_set_timeout), it fails with KILN_STATUS_DEVICE_ERROR and MPI is unusable in this process from then on: the abandoned MPI call may still be running. (since 1.11, group distributed)
    ///
    /// - `group`: the group
    /// - `color`: the new group to join (negative: none)
    /// - `key`: orders ranks within the new group
    /// - `out`: receives the new group (NULL for a negative color) (out; ownership: caller: release with kiln_group_release)
    pub fn kiln_group_split(group: kiln_group, color: i64, key: i64, out: *mut kiln_group) -> kiln_status;

    /// How long one exchange of this group may wait for the other ranks before it fails with KILN_STATUS_DEVICE_ERROR (a dead or stuck rank); after such a failure every later collective on the group fails at once. The default is KILN_COLLECTIVE_TIMEOUT seconds, else 300. (since 1.11, group distributed)
    ///
    /// - `group`: the group
    /// - `seconds`: the limit (0: wait for ever)
    pub fn kiln_group_set_timeout(group: kiln_group, seconds: f64) -> kiln_status;

    /// Releases a group; collectives built on it stay valid. (since 1.11, group distributed)
    ///
    /// - `group`: the group
    pub fn kiln_group_release(group: kiln_group) -> kiln_status;

    /// Lazy: the elementwise sum of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool sums as OR; float16 and bfloat16 add in float32 and round once; integers wrap. (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `group`: the group
    /// - `out`: the reduced tensor, on x's device (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_all_sum(x: kiln_tensor, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: the elementwise max of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: OR; complex: UNSUPPORTED_DTYPE. (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `group`: the group
    /// - `out`: the reduced tensor, on x's device (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_all_max(x: kiln_tensor, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: the elementwise min of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: AND; complex: UNSUPPORTED_DTYPE. (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `group`: the group
    /// - `out`: the reduced tensor, on x's device (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_all_min(x: kiln_tensor, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: every rank's x concatenated along axis 0 in rank order (shape \[size * n, ...\]; a 0-d x gives \[size\]). All ranks' x must share shape and dtype. (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `group`: the group
    /// - `out`: the gathered tensor, on x's device (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_all_gather(x: kiln_tensor, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: the sum of x over the ranks (as kiln_all_sum), cut along axis 0 into size blocks; rank r receives block r (shape \[n / size, ...\]). x's first axis must divide by the group size (else SHAPE_MISMATCH). (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `group`: the group
    /// - `out`: this rank's block of the sum, on x's device (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_sum_scatter(x: kiln_tensor, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: sends x to rank dst of the group when the result is evaluated (the result holds x's values). dst must receive it with kiln_recv of the same shape and dtype; sends from one rank to another arrive in the order they are evaluated. (since 1.11, group distributed)
    ///
    /// - `x`: this rank's tensor (any dtype and shape, CPU or Vulkan)
    /// - `dst`: the receiving rank (not this one)
    /// - `group`: the group
    /// - `out`: x, sent once evaluated (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_send(x: kiln_tensor, dst: i64, group: kiln_group, out: *mut kiln_tensor) -> kiln_status;

    /// Lazy: a tensor of the given shape and dtype received from rank src of the group when evaluated. (since 1.11, group distributed)
    ///
    /// - `shape`: extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call; length: ndim)
    /// - `ndim`: number of dimensions
    /// - `dtype`: element type
    /// - `src`: the sending rank (not this one)
    /// - `group`: the group
    /// - `device`: device of the result
    /// - `out`: the received tensor (out; ownership: caller: a new reference, release with kiln_tensor_release)
    pub fn kiln_recv(shape: *const i64, ndim: usize, dtype: kiln_dtype, src: i64, group: kiln_group, device: kiln_device, out: *mut kiln_tensor) -> kiln_status;
}

/// Names of the spec's functions and callback types not declared here, with the reason.
pub const SKIPPED: &[(&str, &str)] = &[
];

/// Every declared function's name and address. Taking the addresses makes the linker resolve
/// each symbol, so a test calling this proves the library exports all of them.
pub fn function_addresses() -> [(&'static str, usize); 253] {
    [
        ("kiln_last_error", kiln_last_error as *const () as usize),
        ("kiln_status_string", kiln_status_string as *const () as usize),
        ("kiln_version", kiln_version as *const () as usize),
        ("kiln_dtype_size", kiln_dtype_size as *const () as usize),
        ("kiln_device_count", kiln_device_count as *const () as usize),
        ("kiln_device_get", kiln_device_get as *const () as usize),
        ("kiln_device_default", kiln_device_default as *const () as usize),
        ("kiln_device_set_default", kiln_device_set_default as *const () as usize),
        ("kiln_device_find", kiln_device_find as *const () as usize),
        ("kiln_device_get_info", kiln_device_get_info as *const () as usize),
        ("kiln_device_memory_stats", kiln_device_memory_stats as *const () as usize),
        ("kiln_device_set_memory_limit", kiln_device_set_memory_limit as *const () as usize),
        ("kiln_device_clear_cache", kiln_device_clear_cache as *const () as usize),
        ("kiln_tensor_create", kiln_tensor_create as *const () as usize),
        ("kiln_full", kiln_full as *const () as usize),
        ("kiln_zeros", kiln_zeros as *const () as usize),
        ("kiln_ones", kiln_ones as *const () as usize),
        ("kiln_arange", kiln_arange as *const () as usize),
        ("kiln_eye", kiln_eye as *const () as usize),
        ("kiln_tensor_retain", kiln_tensor_retain as *const () as usize),
        ("kiln_tensor_release", kiln_tensor_release as *const () as usize),
        ("kiln_tensor_ndim", kiln_tensor_ndim as *const () as usize),
        ("kiln_tensor_shape", kiln_tensor_shape as *const () as usize),
        ("kiln_tensor_dtype", kiln_tensor_dtype as *const () as usize),
        ("kiln_tensor_device", kiln_tensor_device as *const () as usize),
        ("kiln_tensor_size", kiln_tensor_size as *const () as usize),
        ("kiln_tensor_nbytes", kiln_tensor_nbytes as *const () as usize),
        ("kiln_tensor_is_evaluated", kiln_tensor_is_evaluated as *const () as usize),
        ("kiln_tensor_eval", kiln_tensor_eval as *const () as usize),
        ("kiln_tensor_eval_async", kiln_tensor_eval_async as *const () as usize),
        ("kiln_tensor_read", kiln_tensor_read as *const () as usize),
        ("kiln_tensor_borrow", kiln_tensor_borrow as *const () as usize),
        ("kiln_borrow_release", kiln_borrow_release as *const () as usize),
        ("kiln_tensor_copy", kiln_tensor_copy as *const () as usize),
        ("kiln_tensor_to_device", kiln_tensor_to_device as *const () as usize),
        ("kiln_stream_create", kiln_stream_create as *const () as usize),
        ("kiln_stream_release", kiln_stream_release as *const () as usize),
        ("kiln_stream_device", kiln_stream_device as *const () as usize),
        ("kiln_stream_eval", kiln_stream_eval as *const () as usize),
        ("kiln_stream_eval_async", kiln_stream_eval_async as *const () as usize),
        ("kiln_placeholder", kiln_placeholder as *const () as usize),
        ("kiln_function_create", kiln_function_create as *const () as usize),
        ("kiln_function_call", kiln_function_call as *const () as usize),
        ("kiln_function_arity", kiln_function_arity as *const () as usize),
        ("kiln_function_release", kiln_function_release as *const () as usize),
        ("kiln_function_vjp", kiln_function_vjp as *const () as usize),
        ("kiln_function_jvp", kiln_function_jvp as *const () as usize),
        ("kiln_function_value_and_grad", kiln_function_value_and_grad as *const () as usize),
        ("kiln_negative", kiln_negative as *const () as usize),
        ("kiln_abs", kiln_abs as *const () as usize),
        ("kiln_sign", kiln_sign as *const () as usize),
        ("kiln_exp", kiln_exp as *const () as usize),
        ("kiln_log", kiln_log as *const () as usize),
        ("kiln_log1p", kiln_log1p as *const () as usize),
        ("kiln_expm1", kiln_expm1 as *const () as usize),
        ("kiln_sqrt", kiln_sqrt as *const () as usize),
        ("kiln_rsqrt", kiln_rsqrt as *const () as usize),
        ("kiln_square", kiln_square as *const () as usize),
        ("kiln_sin", kiln_sin as *const () as usize),
        ("kiln_cos", kiln_cos as *const () as usize),
        ("kiln_tan", kiln_tan as *const () as usize),
        ("kiln_tanh", kiln_tanh as *const () as usize),
        ("kiln_sigmoid", kiln_sigmoid as *const () as usize),
        ("kiln_erf", kiln_erf as *const () as usize),
        ("kiln_floor", kiln_floor as *const () as usize),
        ("kiln_ceil", kiln_ceil as *const () as usize),
        ("kiln_round", kiln_round as *const () as usize),
        ("kiln_logical_not", kiln_logical_not as *const () as usize),
        ("kiln_bitwise_not", kiln_bitwise_not as *const () as usize),
        ("kiln_isnan", kiln_isnan as *const () as usize),
        ("kiln_isinf", kiln_isinf as *const () as usize),
        ("kiln_isfinite", kiln_isfinite as *const () as usize),
        ("kiln_asin", kiln_asin as *const () as usize),
        ("kiln_acos", kiln_acos as *const () as usize),
        ("kiln_atan", kiln_atan as *const () as usize),
        ("kiln_sinh", kiln_sinh as *const () as usize),
        ("kiln_cosh", kiln_cosh as *const () as usize),
        ("kiln_asinh", kiln_asinh as *const () as usize),
        ("kiln_acosh", kiln_acosh as *const () as usize),
        ("kiln_atanh", kiln_atanh as *const () as usize),
        ("kiln_log2", kiln_log2 as *const () as usize),
        ("kiln_log10", kiln_log10 as *const () as usize),
        ("kiln_exp2", kiln_exp2 as *const () as usize),
        ("kiln_cbrt", kiln_cbrt as *const () as usize),
        ("kiln_erfc", kiln_erfc as *const () as usize),
        ("kiln_erf_inv", kiln_erf_inv as *const () as usize),
        ("kiln_trunc", kiln_trunc as *const () as usize),
        ("kiln_reciprocal", kiln_reciprocal as *const () as usize),
        ("kiln_population_count", kiln_population_count as *const () as usize),
        ("kiln_count_leading_zeros", kiln_count_leading_zeros as *const () as usize),
        ("kiln_signbit", kiln_signbit as *const () as usize),
        ("kiln_round_half_away", kiln_round_half_away as *const () as usize),
        ("kiln_add", kiln_add as *const () as usize),
        ("kiln_subtract", kiln_subtract as *const () as usize),
        ("kiln_multiply", kiln_multiply as *const () as usize),
        ("kiln_divide", kiln_divide as *const () as usize),
        ("kiln_floor_divide", kiln_floor_divide as *const () as usize),
        ("kiln_remainder", kiln_remainder as *const () as usize),
        ("kiln_power", kiln_power as *const () as usize),
        ("kiln_maximum", kiln_maximum as *const () as usize),
        ("kiln_minimum", kiln_minimum as *const () as usize),
        ("kiln_atan2", kiln_atan2 as *const () as usize),
        ("kiln_equal", kiln_equal as *const () as usize),
        ("kiln_not_equal", kiln_not_equal as *const () as usize),
        ("kiln_less", kiln_less as *const () as usize),
        ("kiln_less_equal", kiln_less_equal as *const () as usize),
        ("kiln_greater", kiln_greater as *const () as usize),
        ("kiln_greater_equal", kiln_greater_equal as *const () as usize),
        ("kiln_logical_and", kiln_logical_and as *const () as usize),
        ("kiln_logical_or", kiln_logical_or as *const () as usize),
        ("kiln_logical_xor", kiln_logical_xor as *const () as usize),
        ("kiln_bitwise_and", kiln_bitwise_and as *const () as usize),
        ("kiln_bitwise_or", kiln_bitwise_or as *const () as usize),
        ("kiln_bitwise_xor", kiln_bitwise_xor as *const () as usize),
        ("kiln_left_shift", kiln_left_shift as *const () as usize),
        ("kiln_right_shift", kiln_right_shift as *const () as usize),
        ("kiln_logaddexp", kiln_logaddexp as *const () as usize),
        ("kiln_hypot", kiln_hypot as *const () as usize),
        ("kiln_copysign", kiln_copysign as *const () as usize),
        ("kiln_quotient", kiln_quotient as *const () as usize),
        ("kiln_fmod", kiln_fmod as *const () as usize),
        ("kiln_sum", kiln_sum as *const () as usize),
        ("kiln_prod", kiln_prod as *const () as usize),
        ("kiln_max", kiln_max as *const () as usize),
        ("kiln_min", kiln_min as *const () as usize),
        ("kiln_mean", kiln_mean as *const () as usize),
        ("kiln_all", kiln_all as *const () as usize),
        ("kiln_any", kiln_any as *const () as usize),
        ("kiln_argmax", kiln_argmax as *const () as usize),
        ("kiln_argmin", kiln_argmin as *const () as usize),
        ("kiln_logsumexp", kiln_logsumexp as *const () as usize),
        ("kiln_cumulative_sum", kiln_cumulative_sum as *const () as usize),
        ("kiln_cumulative_product", kiln_cumulative_product as *const () as usize),
        ("kiln_cumulative_max", kiln_cumulative_max as *const () as usize),
        ("kiln_cumulative_min", kiln_cumulative_min as *const () as usize),
        ("kiln_logcumsumexp", kiln_logcumsumexp as *const () as usize),
        ("kiln_relu", kiln_relu as *const () as usize),
        ("kiln_silu", kiln_silu as *const () as usize),
        ("kiln_gelu", kiln_gelu as *const () as usize),
        ("kiln_gelu_tanh", kiln_gelu_tanh as *const () as usize),
        ("kiln_softplus", kiln_softplus as *const () as usize),
        ("kiln_real", kiln_real as *const () as usize),
        ("kiln_imag", kiln_imag as *const () as usize),
        ("kiln_conj", kiln_conj as *const () as usize),
        ("kiln_angle", kiln_angle as *const () as usize),
        ("kiln_stop_gradient", kiln_stop_gradient as *const () as usize),
        ("kiln_where", kiln_where as *const () as usize),
        ("kiln_clip", kiln_clip as *const () as usize),
        ("kiln_astype", kiln_astype as *const () as usize),
        ("kiln_bitcast", kiln_bitcast as *const () as usize),
        ("kiln_matmul", kiln_matmul as *const () as usize),
        ("kiln_reshape", kiln_reshape as *const () as usize),
        ("kiln_transpose", kiln_transpose as *const () as usize),
        ("kiln_broadcast_to", kiln_broadcast_to as *const () as usize),
        ("kiln_expand_dims", kiln_expand_dims as *const () as usize),
        ("kiln_squeeze", kiln_squeeze as *const () as usize),
        ("kiln_slice", kiln_slice as *const () as usize),
        ("kiln_concatenate", kiln_concatenate as *const () as usize),
        ("kiln_stack", kiln_stack as *const () as usize),
        ("kiln_pad", kiln_pad as *const () as usize),
        ("kiln_flip", kiln_flip as *const () as usize),
        ("kiln_tensor_to_dlpack", kiln_tensor_to_dlpack as *const () as usize),
        ("kiln_tensor_from_dlpack", kiln_tensor_from_dlpack as *const () as usize),
        ("kiln_tensor_to_dlpack_legacy", kiln_tensor_to_dlpack_legacy as *const () as usize),
        ("kiln_tensor_from_dlpack_legacy", kiln_tensor_from_dlpack_legacy as *const () as usize),
        ("kiln_tensor_dlpack_device", kiln_tensor_dlpack_device as *const () as usize),
        ("kiln_take", kiln_take as *const () as usize),
        ("kiln_take_along_axis", kiln_take_along_axis as *const () as usize),
        ("kiln_gather", kiln_gather as *const () as usize),
        ("kiln_indexed_add", kiln_indexed_add as *const () as usize),
        ("kiln_indexed_put", kiln_indexed_put as *const () as usize),
        ("kiln_argwhere", kiln_argwhere as *const () as usize),
        ("kiln_argsort", kiln_argsort as *const () as usize),
        ("kiln_sort", kiln_sort as *const () as usize),
        ("kiln_top_k", kiln_top_k as *const () as usize),
        ("kiln_unique", kiln_unique as *const () as usize),
        ("kiln_searchsorted", kiln_searchsorted as *const () as usize),
        ("kiln_telemetry_subscribe", kiln_telemetry_subscribe as *const () as usize),
        ("kiln_telemetry_unsubscribe", kiln_telemetry_unsubscribe as *const () as usize),
        ("kiln_debug_set_flags", kiln_debug_set_flags as *const () as usize),
        ("kiln_debug_get_flags", kiln_debug_get_flags as *const () as usize),
        ("kiln_fallback_set_policy", kiln_fallback_set_policy as *const () as usize),
        ("kiln_fallback_get_policy", kiln_fallback_get_policy as *const () as usize),
        ("kiln_device_op_support", kiln_device_op_support as *const () as usize),
        ("kiln_device_fallback_count", kiln_device_fallback_count as *const () as usize),
        ("kiln_device_fallback_get", kiln_device_fallback_get as *const () as usize),
        ("kiln_device_vulkan_handles", kiln_device_vulkan_handles as *const () as usize),
        ("kiln_device_cuda_device", kiln_device_cuda_device as *const () as usize),
        ("kiln_tensor_to_dlpack_cuda", kiln_tensor_to_dlpack_cuda as *const () as usize),
        ("kiln_tensor_to_dlpack_cuda_legacy", kiln_tensor_to_dlpack_cuda_legacy as *const () as usize),
        ("kiln_weak_scalar_int", kiln_weak_scalar_int as *const () as usize),
        ("kiln_weak_scalar_float", kiln_weak_scalar_float as *const () as usize),
        ("kiln_fusion_set_enabled", kiln_fusion_set_enabled as *const () as usize),
        ("kiln_fusion_get_enabled", kiln_fusion_get_enabled as *const () as usize),
        ("kiln_softmax", kiln_softmax as *const () as usize),
        ("kiln_log_softmax", kiln_log_softmax as *const () as usize),
        ("kiln_var", kiln_var as *const () as usize),
        ("kiln_std", kiln_std as *const () as usize),
        ("kiln_random_bits", kiln_random_bits as *const () as usize),
        ("kiln_random_uniform", kiln_random_uniform as *const () as usize),
        ("kiln_random_normal", kiln_random_normal as *const () as usize),
        ("kiln_random_randint", kiln_random_randint as *const () as usize),
        ("kiln_random_bernoulli", kiln_random_bernoulli as *const () as usize),
        ("kiln_info_report", kiln_info_report as *const () as usize),
        ("kiln_rms_norm", kiln_rms_norm as *const () as usize),
        ("kiln_layer_norm", kiln_layer_norm as *const () as usize),
        ("kiln_scaled_dot_product_attention", kiln_scaled_dot_product_attention as *const () as usize),
        ("kiln_conv", kiln_conv as *const () as usize),
        ("kiln_window_sum", kiln_window_sum as *const () as usize),
        ("kiln_window_product", kiln_window_product as *const () as usize),
        ("kiln_window_max", kiln_window_max as *const () as usize),
        ("kiln_window_min", kiln_window_min as *const () as usize),
        ("kiln_window_scatter_max", kiln_window_scatter_max as *const () as usize),
        ("kiln_window_scatter_min", kiln_window_scatter_min as *const () as usize),
        ("kiln_leaky_relu", kiln_leaky_relu as *const () as usize),
        ("kiln_elu", kiln_elu as *const () as usize),
        ("kiln_dot_general", kiln_dot_general as *const () as usize),
        ("kiln_linalg_cholesky", kiln_linalg_cholesky as *const () as usize),
        ("kiln_linalg_triangular_solve", kiln_linalg_triangular_solve as *const () as usize),
        ("kiln_linalg_lu", kiln_linalg_lu as *const () as usize),
        ("kiln_linalg_qr", kiln_linalg_qr as *const () as usize),
        ("kiln_linalg_eigh", kiln_linalg_eigh as *const () as usize),
        ("kiln_linalg_eigvalsh", kiln_linalg_eigvalsh as *const () as usize),
        ("kiln_linalg_svd", kiln_linalg_svd as *const () as usize),
        ("kiln_linalg_svdvals", kiln_linalg_svdvals as *const () as usize),
        ("kiln_linalg_solve", kiln_linalg_solve as *const () as usize),
        ("kiln_linalg_inv", kiln_linalg_inv as *const () as usize),
        ("kiln_linalg_det", kiln_linalg_det as *const () as usize),
        ("kiln_linalg_slogdet", kiln_linalg_slogdet as *const () as usize),
        ("kiln_linalg_vector_norm", kiln_linalg_vector_norm as *const () as usize),
        ("kiln_linalg_matrix_norm", kiln_linalg_matrix_norm as *const () as usize),
        ("kiln_linalg_lstsq", kiln_linalg_lstsq as *const () as usize),
        ("kiln_fft", kiln_fft as *const () as usize),
        ("kiln_rfft", kiln_rfft as *const () as usize),
        ("kiln_irfft", kiln_irfft as *const () as usize),
        ("kiln_pad_general", kiln_pad_general as *const () as usize),
        ("kiln_dynamic_slice", kiln_dynamic_slice as *const () as usize),
        ("kiln_dynamic_update_slice", kiln_dynamic_update_slice as *const () as usize),
        ("kiln_random_permutation", kiln_random_permutation as *const () as usize),
        ("kiln_group_init", kiln_group_init as *const () as usize),
        ("kiln_group_from_mpi_comm", kiln_group_from_mpi_comm as *const () as usize),
        ("kiln_group_rank", kiln_group_rank as *const () as usize),
        ("kiln_group_size", kiln_group_size as *const () as usize),
        ("kiln_group_split", kiln_group_split as *const () as usize),
        ("kiln_group_set_timeout", kiln_group_set_timeout as *const () as usize),
        ("kiln_group_release", kiln_group_release as *const () as usize),
        ("kiln_all_sum", kiln_all_sum as *const () as usize),
        ("kiln_all_max", kiln_all_max as *const () as usize),
        ("kiln_all_min", kiln_all_min as *const () as usize),
        ("kiln_all_gather", kiln_all_gather as *const () as usize),
        ("kiln_sum_scatter", kiln_sum_scatter as *const () as usize),
        ("kiln_send", kiln_send as *const () as usize),
        ("kiln_recv", kiln_recv as *const () as usize),
    ]
}
