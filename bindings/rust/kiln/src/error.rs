//! Errors: every failing Kiln call becomes an `Error` carrying the status and the message of
//! kiln_last_error(), led by this crate's name for the call (`Tensor::add: ... [kiln_add]`).
use std::ffi::CStr;
use std::fmt;

use kiln_sys as sys;

use crate::gen_enums::Status;

/// What went wrong: the library's status and its message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    status: Status,
    message: String,
}

/// `std::result::Result` with this crate's `Error`.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// An error found by the binding itself before calling the library (a slice of the wrong
    /// length, a dtype mismatch on read-back). It uses the status the library would have used.
    pub fn new(status: Status, message: impl Into<String>) -> Self {
        Error { status, message: message.into() }
    }

    /// The status; `Status::Unknown(n)` for a status newer than this binding.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The status's name without the KILN_STATUS_ prefix, e.g. "SHAPE_MISMATCH".
    pub fn status_name(&self) -> &'static str {
        self.status.name()
    }

    /// The library's message (never empty for a library error).
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.status {
            Status::Unknown(raw) => write!(f, "kiln status {}: {}", raw, self.message),
            status => write!(f, "{}: {}", status.name(), self.message),
        }
    }
}

impl std::error::Error for Error {}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Ok for KILN_STATUS_OK, else the Error for `status` with this thread's last error message.
/// Must run right after the failing call, on its thread: the message is per thread.
pub(crate) fn check(status: sys::kiln_status) -> Result<()> {
    if status == sys::KILN_STATUS_OK {
        return Ok(());
    }
    let status = Status::from_raw(status);
    let message = last_error();
    let message = if message.is_empty() { format!("a Kiln call failed with {}", status.name()) } else { describe(&message) };
    Err(Error { status, message })
}

/// What this crate calls C function `function`: kiln_add -> Tensor::add, kiln_tensor_eval ->
/// Tensor::eval, kiln_device_find -> Device::find, kiln_set_debug_flags -> kiln::debug_set_flags,
/// kiln_function_vjp (called by kiln::vjp) -> kiln::function_vjp.
pub fn rust_name(function: &str) -> String {
    let short = function.strip_prefix("kiln_").unwrap_or(function);
    const LIBRARY: &[&str] = &["version", "info_", "telemetry_", "debug_", "fallback_", "fusion_", "dtype_", "function_"];
    if let Some(rest) = short.strip_prefix("tensor_") {
        format!("Tensor::{}", rest)
    } else if let Some(rest) = short.strip_prefix("device_") {
        format!("Device::{}", rest)
    } else if LIBRARY.iter().any(|p| short.starts_with(p)) {
        format!("kiln::{}", short)
    } else {
        format!("Tensor::{}", short)
    }
}

/// A library message ("kiln_add: cannot broadcast ...") led by this crate's name for the call
/// and ending with the C function: "Tensor::add: cannot broadcast ... [kiln_add]".
fn describe(message: &str) -> String {
    match message.split_once(": ") {
        Some((function, detail)) if function.starts_with("kiln_") => {
            format!("{}: {} [{}]", rust_name(function), detail, function)
        }
        _ => message.to_string(),
    }
}

/// The calling thread's last error message from the library.
fn last_error() -> String {
    // SAFETY: kiln_last_error never returns NULL and the text stays valid until this thread's next
    // failing call; it is copied out at once.
    unsafe { CStr::from_ptr(sys::kiln_last_error()) }.to_string_lossy().into_owned()
}
