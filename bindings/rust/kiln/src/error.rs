//! Errors: every failing Kiln call becomes an `Error` carrying the status and the message of
//! kiln_last_error() (which names the C function that failed).
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
    let mut message = last_error();
    if message.is_empty() {
        message = format!("a Kiln call failed with {}", status.name());
    }
    Err(Error { status, message })
}

/// The calling thread's last error message from the library.
fn last_error() -> String {
    // SAFETY: kiln_last_error never returns NULL and the text stays valid until this thread's next
    // failing call; it is copied out at once.
    unsafe { CStr::from_ptr(sys::kiln_last_error()) }.to_string_lossy().into_owned()
}
