//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::env;
use std::path::PathBuf;

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

/// An example's binary: `cargo test` builds the examples next to the test binaries, in
/// target/<profile>/examples/.
pub fn example_binary(name: &str) -> PathBuf {
    let test_exe = env::current_exe().expect("the test binary's path");
    let profile_dir = test_exe.parent().and_then(|deps| deps.parent()).expect("target/<profile>/deps");
    let binary = profile_dir.join("examples").join(format!("{}{}", name, env::consts::EXE_SUFFIX));
    assert!(binary.exists(), "{} is missing; `cargo test` builds it (cargo build --example {})", binary.display(), name);
    binary
}
