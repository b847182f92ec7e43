//! Plain numbers follow the C API's weak-scalar rule (docs/dtypes.md, "Plain numbers"): the same
//! cases every binding checks, through the operators and the Result-returning methods.
mod common;

use common::device;
use std::sync::{Arc, Mutex};

use kiln::{DType, Status, Tensor};

fn of<T: kiln::Element>(value: T) -> Tensor {
    Tensor::from_slice(&[value], &[1], device()).unwrap()
}

#[test]
fn numbers_take_the_tensor_dtype() {
    let r = &of(1i32) + 0.5;
    assert_eq!((r.dtype().unwrap(), r.to_vec::<f32>().unwrap()), (DType::Float32, vec![1.5]));
    let half = of(1.0f32).astype(DType::Float16).unwrap();
    let r = &half + 2.0;
    assert_eq!(r.dtype().unwrap(), DType::Float16);
    assert_eq!(r.astype(DType::Float32).unwrap().to_vec::<f32>().unwrap(), vec![3.0]);
    let r = &of(1i8) + 3;
    assert_eq!((r.dtype().unwrap(), r.to_vec::<i8>().unwrap()), (DType::Int8, vec![4]));
    let r = &of(true) + 2;
    assert_eq!((r.dtype().unwrap(), r.to_vec::<i64>().unwrap()), (DType::Int64, vec![3]));
    let r = of(1.0f64) + 0.1;
    assert_eq!((r.dtype().unwrap(), r.to_vec::<f64>().unwrap()), (DType::Float64, vec![1.1]));
    let r = 5 - &of(2i16);
    assert_eq!((r.dtype().unwrap(), r.to_vec::<i16>().unwrap()), (DType::Int16, vec![3]));
    let r = 2.0 * of(3.0f32);
    assert_eq!(r.to_vec::<f32>().unwrap(), vec![6.0]);
}

#[test]
fn a_number_the_dtype_cannot_hold_is_an_error() {
    let err = of(1u8).with_number(300, Tensor::add).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.to_string().contains("300 is out of range"), "{}", err);
}

#[test]
fn an_operator_panic_points_at_the_caller() {
    // The operators are #[track_caller]: the panic's location is the `+` below, not kiln's code.
    let seen = Arc::new(Mutex::new(None));
    let into = Arc::clone(&seen);
    std::panic::set_hook(Box::new(move |info| {
        let at = info.location().map(|l| (l.file().to_string(), l.line()));
        *into.lock().unwrap() = at;
    }));
    let line = line!() + 1;
    let result = std::panic::catch_unwind(|| &of(1u8) + 300);
    let _ = std::panic::take_hook();
    assert!(result.is_err());
    let (file, at) = seen.lock().unwrap().clone().expect("the hook saw the panic");
    assert!(file.ends_with("numbers.rs"), "{}", file);
    assert_eq!(at, line);
}
