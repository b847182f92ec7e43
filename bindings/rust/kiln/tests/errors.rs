//! Failures become Err values with the library's status and message.
mod common;

use common::{device, expect_error};
use kiln::{DType, Device, Error, Status, Tensor};

fn matrix() -> Tensor {
    Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], device()).unwrap()
}

#[test]
fn shape_mismatch_carries_status_and_message() {
    let error = expect_error(matrix().reshape(&[4]), Status::ShapeMismatch);
    assert_eq!(error.status_name(), "SHAPE_MISMATCH");
    assert!(error.message().contains("kiln_reshape"), "message: {}", error.message());
    assert!(error.to_string().starts_with("SHAPE_MISMATCH: "), "{}", error);

    let other = Tensor::from_slice(&[1.0f32, 2.0], &[2], device()).unwrap();
    let error = expect_error(matrix().add(&other), Status::ShapeMismatch);
    assert!(error.message().contains("kiln_add"), "message: {}", error.message());
    // Named as this crate names it, the library's text once, the C function last.
    assert!(error.message().starts_with("Tensor::add: ") && error.message().ends_with(" [kiln_add]"), "{}", error);
    assert!(!error.message().contains("add: add:"), "{}", error);
    assert_eq!(kiln::rust_name("kiln_tensor_eval"), "Tensor::eval");
    assert_eq!(kiln::rust_name("kiln_device_find"), "Device::find");
}

#[test]
fn out_of_range_axis() {
    expect_error(matrix().sum(Some(&[2]), false), Status::IndexOutOfRange);
}

#[test]
fn unknown_dtype_value_is_rejected_by_the_library() {
    let error = expect_error(matrix().astype(DType::Unknown(99)), Status::InvalidArgument);
    assert!(error.message().contains("kiln_astype"), "message: {}", error.message());
    assert_eq!(DType::from_raw(99), DType::Unknown(99));
    assert_eq!(DType::Unknown(99).to_raw(), 99);
}

#[test]
fn unknown_device_label() {
    let error = Device::find("no-such-device:7").expect_err("found a device that does not exist");
    assert_ne!(error.status(), Status::Ok);
    assert!(!error.message().is_empty());
}

#[test]
fn statuses_newer_than_the_binding_are_kept() {
    assert_eq!(Status::from_raw(1234), Status::Unknown(1234));
    assert_eq!(Status::Unknown(1234).name(), "UNKNOWN");
    assert_eq!(Status::from_raw(3), Status::ShapeMismatch);
    let error = Error::new(Status::Unknown(1234), "from the future");
    assert_eq!(error.to_string(), "kiln status 1234: from the future");
}

#[test]
fn slices_sharing_one_length_must_agree() {
    let error = expect_error(matrix().slice(&[0, 0], &[1], None), Status::InvalidArgument);
    assert!(error.message().contains("kiln_slice"), "message: {}", error.message());
}

#[test]
fn the_message_belongs_to_the_failing_call() {
    let first = expect_error(matrix().reshape(&[5]), Status::ShapeMismatch);
    let second = expect_error(matrix().sum(Some(&[9]), false), Status::IndexOutOfRange);
    assert_ne!(first.message(), second.message());
    assert!(first.message().contains("kiln_reshape") && second.message().contains("kiln_sum"));
}

#[test]
#[should_panic(expected = "SHAPE_MISMATCH")]
fn operators_panic_on_failure() {
    let other = Tensor::from_slice(&[1.0f32, 2.0], &[2], device()).unwrap();
    let _ = &matrix() * &other;
}
