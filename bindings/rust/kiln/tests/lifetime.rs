//! Ownership: drop releases, clone retains, release is explicit, stale handles fail cleanly.
mod common;

use common::{device, expect_error};
use kiln::{sys, Status, Tensor};

fn tensor() -> Tensor {
    Tensor::from_slice(&[1i32, 2, 3], &[3], device()).unwrap()
}

#[test]
fn clone_outlives_the_original() {
    let original = tensor();
    let copy = original.clone();
    drop(original);
    assert_eq!(copy.to_vec::<i32>().unwrap(), vec![1, 2, 3]);
}

#[test]
fn results_outlive_their_inputs() {
    let sum = {
        let t = tensor();
        t.add(&t).unwrap()
    };
    assert_eq!(sum.to_vec::<i32>().unwrap(), vec![2, 4, 6]);
}

#[test]
fn explicit_release() {
    let t = tensor();
    let copy = t.clone();
    t.release().unwrap();
    copy.release().unwrap();
}

#[test]
fn a_stale_handle_gives_invalid_handle_not_a_crash() {
    let raw = tensor().into_raw();
    assert_eq!(unsafe { sys::kiln_tensor_release(raw) }, sys::KILN_STATUS_OK);
    // The handle is now released; wrapping it again is the misuse from_raw warns about.
    let stale = unsafe { Tensor::from_raw(raw) };
    let error = expect_error(stale.shape(), Status::InvalidHandle);
    assert!(error.message().contains("kiln_tensor"), "message: {}", error.message());
    expect_error(stale.to_vec::<i32>(), Status::InvalidHandle);
    expect_error(stale.add(&tensor()), Status::InvalidHandle);
    expect_error(stale.release(), Status::InvalidHandle);
}

#[test]
fn into_raw_and_from_raw_keep_the_reference() {
    let raw = tensor().into_raw();
    let back = unsafe { Tensor::from_raw(raw) };
    assert_eq!(back.to_vec::<i32>().unwrap(), vec![1, 2, 3]);
}
