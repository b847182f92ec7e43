//! Devices: the CPU (always index 0) and Vulkan GPUs. Device handles live as long as the process,
//! so `Device` is a plain Copy value with nothing to release.
use std::ffi::{CStr, CString};
use std::fmt;
use std::os::raw::c_char;

use kiln_sys as sys;

use crate::error::{check, Error, Result};
use crate::gen_enums::{DType, DeviceKind, Status};

/// A Kiln device.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Device {
    handle: sys::kiln_device,
}

// SAFETY: device handles are permanent and the library serialises every call (one API lock), so
// they may be used from any thread.
unsafe impl Send for Device {}
unsafe impl Sync for Device {}

/// What a device is and can do (kiln_device_info, with owned strings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceInfo {
    pub index: usize,
    pub kind: DeviceKind,
    pub name: String,
    /// "cpu" or "vulkan:N", as KILN_DEVICE and `Device::find` take.
    pub label: String,
    pub memory_bytes: u64,
    /// Bit (1 << dtype) set for every supported dtype; see `supports`.
    pub dtype_mask: u32,
    pub host_visible: bool,
    pub cooperative_matrix: bool,
    pub subgroup_size: u32,
    pub max_buffer_range: u64,
    /// The driver ("llvmpipe", "NVIDIA", "kiln-cpu") and its version text; empty from a library
    /// older than 1.3.
    pub driver_name: String,
    pub driver_version: String,
}

impl DeviceInfo {
    pub fn supports(&self, dtype: DType) -> bool {
        let raw = dtype.to_raw();
        (0..32).contains(&raw) && self.dtype_mask & (1u32 << raw) != 0
    }
}

/// A device's memory use (kiln_memory_stats).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryStats {
    /// Bytes held by live tensors.
    pub active_bytes: u64,
    pub peak_bytes: u64,
    /// Bytes kept by the allocator for reuse.
    pub cached_bytes: u64,
    /// The cap from `set_memory_limit` (0: none).
    pub limit_bytes: u64,
}

impl Device {
    /// Number of devices.
    pub fn count() -> Result<usize> {
        let mut count = 0usize;
        check(unsafe { sys::kiln_device_count(&mut count) })?;
        Ok(count)
    }

    /// The device at `index` (below `Device::count()`).
    pub fn get(index: usize) -> Result<Device> {
        let mut handle = sys::kiln_device::null();
        check(unsafe { sys::kiln_device_get(index, &mut handle) })?;
        Ok(Device { handle })
    }

    /// Every device, the CPU first.
    pub fn all() -> Result<Vec<Device>> {
        (0..Device::count()?).map(Device::get).collect()
    }

    /// The CPU.
    pub fn cpu() -> Result<Device> {
        Device::get(0)
    }

    /// The default device: KILN_DEVICE if set, else the first real GPU, else the CPU.
    pub fn default_device() -> Result<Device> {
        let mut handle = sys::kiln_device::null();
        check(unsafe { sys::kiln_device_default(&mut handle) })?;
        Ok(Device { handle })
    }

    /// The device with a label such as "cpu" or "vulkan:0".
    pub fn find(label: &str) -> Result<Device> {
        let label = CString::new(label)
            .map_err(|_| Error::new(Status::InvalidArgument, "Device::find: the label holds a NUL byte"))?;
        let mut handle = sys::kiln_device::null();
        check(unsafe { sys::kiln_device_find(label.as_ptr(), &mut handle) })?;
        Ok(Device { handle })
    }

    /// Makes this the device that `default_device()` returns, for the whole process.
    pub fn set_as_default(self) -> Result<()> {
        check(unsafe { sys::kiln_device_set_default(self.handle) })
    }

    pub fn info(self) -> Result<DeviceInfo> {
        let mut raw = sys::kiln_device_info::new();
        check(unsafe { sys::kiln_device_get_info(self.handle, &mut raw) })?;
        Ok(DeviceInfo {
            index: raw.index,
            kind: DeviceKind::from_raw(raw.kind),
            // SAFETY: the library's strings live for the whole process.
            name: unsafe { owned_string(raw.name) },
            label: unsafe { owned_string(raw.label) },
            memory_bytes: raw.memory_bytes,
            dtype_mask: raw.dtype_mask,
            host_visible: raw.host_visible,
            cooperative_matrix: raw.cooperative_matrix,
            subgroup_size: raw.subgroup_size,
            max_buffer_range: raw.max_buffer_range,
            driver_name: unsafe { owned_string(raw.driver_name) },
            driver_version: unsafe { owned_string(raw.driver_version) },
        })
    }

    /// "cpu" or "vulkan:N".
    pub fn label(self) -> Result<String> {
        Ok(self.info()?.label)
    }

    pub fn memory_stats(self) -> Result<MemoryStats> {
        let mut raw = sys::kiln_memory_stats::new();
        check(unsafe { sys::kiln_device_memory_stats(self.handle, &mut raw) })?;
        Ok(MemoryStats {
            active_bytes: raw.active_bytes,
            peak_bytes: raw.peak_bytes,
            cached_bytes: raw.cached_bytes,
            limit_bytes: raw.limit_bytes,
        })
    }

    /// Caps the bytes live tensors may hold on this device (0: no cap).
    pub fn set_memory_limit(self, limit_bytes: u64) -> Result<()> {
        check(unsafe { sys::kiln_device_set_memory_limit(self.handle, limit_bytes) })
    }

    /// Returns the allocator's cached blocks to the system.
    pub fn clear_cache(self) -> Result<()> {
        check(unsafe { sys::kiln_device_clear_cache(self.handle) })
    }

    /// The raw handle, for kiln_sys calls.
    pub fn raw(self) -> sys::kiln_device {
        self.handle
    }

    pub(crate) fn from_raw(handle: sys::kiln_device) -> Device {
        Device { handle }
    }
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.label() {
            Ok(label) => write!(f, "Device({})", label),
            Err(_) => write!(f, "Device({:?})", self.handle.0),
        }
    }
}

/// A copy of a NUL-terminated string from the library ("" for NULL).
unsafe fn owned_string(text: *const c_char) -> String {
    if text.is_null() {
        return String::new();
    }
    CStr::from_ptr(text).to_string_lossy().into_owned()
}
