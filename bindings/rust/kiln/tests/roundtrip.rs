//! Host data in, host data out, for every dtype with a Rust element type.
mod common;

use common::{device, expect_error};
use kiln::{DType, Element, Status, Tensor};

fn round_trip<T: Element + PartialEq + std::fmt::Debug>(values: &[T], shape: &[i64]) {
    let t = Tensor::from_slice(values, shape, device()).unwrap();
    assert_eq!(t.dtype().unwrap(), T::DTYPE);
    assert_eq!(t.shape().unwrap(), shape);
    assert_eq!(t.ndim().unwrap(), shape.len());
    assert_eq!(t.size().unwrap(), values.len());
    assert_eq!(t.nbytes().unwrap(), values.len() * std::mem::size_of::<T>());
    assert_eq!(t.to_vec::<T>().unwrap(), values);
}

#[test]
fn signed_integers() {
    round_trip(&[i8::MIN, -1, 0, 1, 2, i8::MAX], &[2, 3]);
    round_trip(&[i16::MIN, -300, 0, 300, i16::MAX, 7], &[3, 2]);
    round_trip(&[i32::MIN, -70000, 0, 70000, i32::MAX, 9], &[6]);
    round_trip(&[i64::MIN, -(1 << 40), 0, 1 << 40, i64::MAX, 11], &[1, 2, 3]);
}

#[test]
fn unsigned_integers() {
    round_trip(&[0u8, 1, 127, 128, 254, 255], &[2, 3]);
    round_trip(&[0u16, 1, 40000, u16::MAX], &[2, 2]);
    round_trip(&[0u32, 1, 3_000_000_000, u32::MAX], &[4]);
    round_trip(&[0u64, 1, 1 << 63, u64::MAX], &[2, 2]);
}

#[test]
fn floats() {
    round_trip(&[1.5f32, -2.25, 0.0, f32::MAX, f32::MIN_POSITIVE, f32::INFINITY], &[2, 3]);
    round_trip(&[1e-300f64, -2.5e300, 0.1, f64::NEG_INFINITY], &[2, 2]);
    let nan = Tensor::from_slice(&[f32::NAN], &[1], device()).unwrap();
    assert!(nan.to_vec::<f32>().unwrap()[0].is_nan());
}

#[test]
fn bools() {
    round_trip(&[true, false, false, true, true, false], &[3, 2]);
}

#[test]
fn scalars_and_empty_tensors() {
    let s = Tensor::scalar(42i32, device()).unwrap();
    assert_eq!(s.shape().unwrap(), Vec::<i64>::new());
    assert_eq!(s.item::<i32>().unwrap(), 42);
    round_trip::<f32>(&[], &[0]);
    round_trip::<i64>(&[], &[2, 0, 3]);
}

#[test]
fn float16_is_read_through_astype() {
    let t = Tensor::from_slice(&[1.0f32, -2.5, 1024.0], &[3], device()).unwrap();
    let half = t.astype(DType::Float16).unwrap();
    assert_eq!(half.dtype().unwrap(), DType::Float16);
    assert_eq!(half.nbytes().unwrap(), 6);
    assert_eq!(half.astype(DType::Float32).unwrap().to_vec::<f32>().unwrap(), vec![1.0, -2.5, 1024.0]);
}

#[test]
fn tensor_lives_on_the_device_it_was_made_on() {
    let cpu = kiln::Device::cpu().unwrap();
    let t = Tensor::from_slice(&[1u8, 2], &[2], cpu).unwrap();
    assert_eq!(t.device().unwrap(), cpu);
    assert_eq!(cpu.label().unwrap(), "cpu");
    assert_eq!(cpu.info().unwrap().kind, kiln::DeviceKind::Cpu);
    assert!(cpu.info().unwrap().supports(DType::Float32));
}

#[test]
fn reading_as_the_wrong_type_fails() {
    let t = Tensor::from_slice(&[1.0f32, 2.0], &[2], device()).unwrap();
    let error = expect_error(t.to_vec::<i32>(), Status::UnsupportedDtype);
    assert!(error.message().contains("float32"), "{}", error);
    expect_error(t.to_vec::<f64>(), Status::UnsupportedDtype);
    expect_error(t.item::<f32>(), Status::InvalidArgument);
}

#[test]
fn slice_length_must_match_the_shape() {
    expect_error(Tensor::from_slice(&[1i32, 2, 3], &[2, 2], device()), Status::ShapeMismatch);
    expect_error(Tensor::from_slice(&[1i32, 2], &[-1, -2], device()), Status::InvalidArgument);
    expect_error(Tensor::from_slice(&[1i32], &[i64::MAX, i64::MAX], device()), Status::InvalidArgument);
}
