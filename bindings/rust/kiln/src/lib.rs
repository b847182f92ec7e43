//! Kiln for Rust: a safe layer over `kiln-sys` (the raw C API, generated from the spec).
//!
//! ```
//! use kiln::{DType, Device, Tensor};
//!
//! fn main() -> kiln::Result<()> {
//!     let device = Device::default_device()?;
//!     let a = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], device)?;
//!     let b = Tensor::arange(0.0, 3.0, 1.0, DType::Float32, device)?;
//!     let c = a.add(&b)?.multiply(&a)?;          // methods return Result
//!     let s = c.sum(Some(&[1]), false)?;
//!     kiln::eval(&[&c, &s])?;                    // lazy until evaluated or read
//!     assert_eq!(s.to_vec::<f32>()?, vec![22.0, 94.0]);
//!     let d = &c * &a;                           // operators panic on failure instead
//!     match a.reshape(&[4]) {
//!         Err(e) => println!("{}: {}", e.status_name(), e.message()),
//!         Ok(_) => unreachable!(),
//!     }
//!     drop(d);                                   // releases the handle (or d.release()?)
//!     Ok(())
//! }
//! ```
//!
//! - Errors: every fallible call returns `Result<T, Error>`; `Error` carries the `Status` (an enum
//!   with `Unknown(i32)` for statuses newer than this binding) and kiln_last_error()'s message.
//! - Lifetime: `Tensor` owns one reference; `Drop` releases it, `release()` does so explicitly
//!   and consumes the tensor (use after release does not compile), `clone()` retains.
//! - Threads: `Tensor` and `Device` are `Send` and `Sync`; the library serialises all calls.
//! - Operators (`+ - * /`, unary `-`) panic on failure; the matching methods return `Result`.
//! - `{}` (Display) shows the values, shape and dtype; `{:?}` (Debug) only shape and dtype.
//! - `kiln::info()`: the `kiln-info` report (devices, drivers, features, fallbacks).
//! - Telemetry: `telemetry::subscribe(closure)`; debug checks and the CPU fallback policy:
//!   `set_debug_flags`, `set_fallback_policy`, `Device::op_support`, `Device::fallbacks`.
//! - Gradients: `grad`, `value_and_grad`, `vjp`, `jvp` over closures of tensors (traced once per
//!   signature, derived in C); `Tensor::stop_gradient`.
//! - Linking: see kiln-sys's build.rs (KILN_LIB_DIR or KILN_LIBRARY_PATH at build time).

mod args;
mod device;
mod display;
mod element;
mod error;
mod gen_enums;
mod gen_ops;
mod grad;
mod number;
mod operators;
mod settings;
pub mod telemetry;
mod tensor;

pub use kiln_sys as sys;

pub use crate::device::{Device, DeviceInfo, MemoryStats};
pub use crate::element::Element;
pub use crate::error::{rust_name, Error, Result};
pub use crate::gen_enums::*;
pub use crate::grad::{grad, jvp, value_and_grad, vjp, Grad, Outputs, Transform, ValueAndGrad};
pub use crate::number::Number;
pub use crate::settings::{debug_flags, fallback_policy, set_debug_flags, set_fallback_policy};
pub use crate::tensor::{eval, Tensor};

/// The library's version (major, minor, patch) as it reports it at run time.
pub fn version() -> Result<(u32, u32, u32)> {
    let (mut major, mut minor, mut patch) = (0u32, 0u32, 0u32);
    error::check(unsafe { sys::kiln_version(&mut major, &mut minor, &mut patch) })?;
    Ok((major, minor, patch))
}

/// What Kiln sees on this machine, the text `kiln-info` prints (kiln_info_report): library
/// version, devices with their drivers, memory heaps, features, limits, pipeline cache and CPU
/// fallbacks. The first thing to look at when a device or driver is not the one expected.
pub fn info() -> Result<String> {
    let mut text: *const std::os::raw::c_char = std::ptr::null();
    error::check(unsafe { sys::kiln_info_report(&mut text) })?;
    // SAFETY: on success the text is valid until this thread's next kiln_info_report.
    Ok(unsafe { std::ffi::CStr::from_ptr(text) }.to_string_lossy().into_owned())
}
