//! Helpers shared by the integration tests.
#![allow(dead_code)]

use kiln::{Device, Error, Result, Status};

/// The device the tests run on: KILN_DEVICE's, as the library picks it.
pub fn device() -> Device {
    Device::default_device().expect("the default device")
}

/// The error of a call that must fail, checked to have `status` and a non-empty message.
pub fn expect_error<T: std::fmt::Debug>(result: Result<T>, status: Status) -> Error {
    let error = result.expect_err("the call succeeded but should have failed");
    assert_eq!(error.status(), status, "wrong status; message: {}", error.message());
    assert!(!error.message().is_empty(), "the error has an empty message");
    error
}
