//! Process-wide switches: debug checks and the CPU fallback policy, and what devices fall back.
use std::ffi::{CStr, CString};
use std::os::raw::c_char;

use kiln_sys as sys;

use crate::device::Device;
use crate::error::{check, Error, Result};
use crate::gen_enums::{DType, DebugFlag, FallbackPolicy, OpSupport, Status};

/// The debug checks in force.
pub fn debug_flags() -> Result<Vec<DebugFlag>> {
    let mut bits = 0u32;
    check(unsafe { sys::kiln_debug_get_flags(&mut bits) })?;
    let mut flags: Vec<DebugFlag> = DebugFlag::ALL.iter().copied().filter(|f| bits & f.to_raw() as u32 != 0).collect();
    let known = flags.iter().fold(0u32, |all, f| all | f.to_raw() as u32);
    // Bits newer than this binding are kept, one Unknown per bit.
    flags.extend((0..32).map(|i| 1u32 << i).filter(|bit| bits & bit != 0 && known & bit == 0).map(|bit| DebugFlag::Unknown(bit as i32)));
    Ok(flags)
}

/// Switches the debug checks for the whole process (an empty slice turns them all off).
pub fn set_debug_flags(flags: &[DebugFlag]) -> Result<()> {
    let bits = flags.iter().fold(0u32, |all, f| all | f.to_raw() as u32);
    check(unsafe { sys::kiln_debug_set_flags(bits) })
}

pub fn fallback_policy() -> Result<FallbackPolicy> {
    let mut raw: sys::kiln_fallback_policy = 0;
    check(unsafe { sys::kiln_fallback_get_policy(&mut raw) })?;
    Ok(FallbackPolicy::from_raw(raw))
}

/// Whether ops a device cannot run natively run on the CPU or fail, for the whole process.
pub fn set_fallback_policy(policy: FallbackPolicy) -> Result<()> {
    check(unsafe { sys::kiln_fallback_set_policy(policy.to_raw()) })
}

impl Device {
    /// How this device runs the op named `op` (a C function name without "kiln_") on `dtype`.
    pub fn op_support(self, op: &str, dtype: DType) -> Result<OpSupport> {
        let op = CString::new(op).map_err(|_| Error::new(Status::InvalidArgument, "op_support: the op name holds a NUL byte"))?;
        let mut raw: sys::kiln_op_support = 0;
        check(unsafe { sys::kiln_device_op_support(self.raw(), op.as_ptr(), dtype.to_raw(), &mut raw) })?;
        Ok(OpSupport::from_raw(raw))
    }

    /// The (op, dtype) pairs that fall back to the CPU on this device.
    pub fn fallbacks(self) -> Result<Vec<(String, DType)>> {
        let mut count = 0usize;
        check(unsafe { sys::kiln_device_fallback_count(self.raw(), &mut count) })?;
        (0..count)
            .map(|index| {
                let mut op: *const c_char = std::ptr::null();
                let mut dtype: sys::kiln_dtype = 0;
                check(unsafe { sys::kiln_device_fallback_get(self.raw(), index, &mut op, &mut dtype) })?;
                // SAFETY: the name lives for the whole process.
                let name = if op.is_null() { String::new() } else { unsafe { CStr::from_ptr(op) }.to_string_lossy().into_owned() };
                Ok((name, DType::from_raw(dtype)))
            })
            .collect()
    }
}
