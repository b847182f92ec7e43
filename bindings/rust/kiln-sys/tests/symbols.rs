//! The raw layer links and agrees with the library it runs against.
use std::ffi::CStr;

use kiln_sys::*;

#[test]
fn every_declared_function_is_exported() {
    // Linking this test already required each symbol; the addresses must also be distinct.
    let addresses = function_addresses();
    let mut seen: Vec<usize> = addresses.iter().map(|&(_, address)| address).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), addresses.len());
    assert!(addresses.iter().all(|&(_, address)| address != 0));
    assert!(SKIPPED.is_empty(), "declarations skipped: {:?}", SKIPPED);
}

#[test]
fn runtime_version_is_at_least_the_declared_one() {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    assert_eq!(unsafe { kiln_version(&mut major, &mut minor, &mut patch) }, KILN_STATUS_OK);
    assert_eq!(major, KILN_VERSION_MAJOR);
    assert!(minor >= KILN_VERSION_MINOR, "library 1.{} is older than these declarations (1.{})", minor, KILN_VERSION_MINOR);
}

#[test]
fn raw_calls_report_status_and_message() {
    let mut out = kiln_tensor::null();
    let shape = [2i64, 2];
    let data = [1.0f32; 4];
    let mut device = kiln_device::null();
    assert_eq!(unsafe { kiln_device_get(0, &mut device) }, KILN_STATUS_OK);
    assert_eq!(
        unsafe { kiln_tensor_create(data.as_ptr().cast(), KILN_DTYPE_FLOAT32, shape.as_ptr(), 2, device, &mut out) },
        KILN_STATUS_OK
    );
    let mut reshaped = kiln_tensor::null();
    let bad = [3i64];
    assert_eq!(unsafe { kiln_reshape(out, bad.as_ptr(), 1, &mut reshaped) }, KILN_STATUS_SHAPE_MISMATCH);
    assert!(reshaped.is_null(), "a failed call leaves its out-handle NULL");
    let message = unsafe { CStr::from_ptr(kiln_last_error()) }.to_str().unwrap().to_owned();
    assert!(message.contains("kiln_reshape"), "{}", message);
    let name = unsafe { CStr::from_ptr(kiln_status_string(KILN_STATUS_SHAPE_MISMATCH)) };
    assert_eq!(name.to_str().unwrap(), "KILN_STATUS_SHAPE_MISMATCH");
    assert_eq!(unsafe { kiln_tensor_release(out) }, KILN_STATUS_OK);
    assert_eq!(unsafe { kiln_tensor_release(out) }, KILN_STATUS_INVALID_HANDLE);
}

#[test]
fn struct_size_is_preset() {
    let stats = kiln_memory_stats::new();
    assert_eq!(stats.struct_size, std::mem::size_of::<kiln_memory_stats>());
    assert_eq!(stats.active_bytes, 0);
}
