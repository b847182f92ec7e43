//! How tensors and the library describe themselves: Display with values, and kiln::info().
mod common;

use common::device;
use kiln::{DType, Tensor};

#[test]
fn display_shows_values_shape_and_dtype() {
    let m = Tensor::from_slice(&[1i32, 2, 3, 4, 5, 6], &[2, 3], device()).unwrap();
    assert_eq!(m.to_string(), "Tensor([[1, 2, 3], [4, 5, 6]], shape=[2, 3], dtype=int32)");
    let half = Tensor::from_slice(&[1.5f32], &[], device()).unwrap().astype(DType::Float16).unwrap();
    assert_eq!(format!("{}", half), "Tensor(1.5, shape=[], dtype=float16)");
    let flags = Tensor::from_slice(&[true, false], &[2], device()).unwrap();
    assert_eq!(format!("{}", flags), "Tensor([true, false], shape=[2], dtype=bool)");
    assert_eq!(format!("{:?}", m), "Tensor(shape=[2, 3], dtype=int32)");
}

#[test]
fn info_is_the_kiln_info_report() {
    let (major, minor, patch) = kiln::version().unwrap();
    let text = kiln::info().unwrap();
    assert!(text.starts_with(&format!("Kiln {}.{}.{}\n", major, minor, patch)), "{}", text);
    assert!(text.contains("\n  driver: kiln-cpu, version "), "{}", text);
    assert!(text.contains("falls back to the CPU: "), "{}", text);
    let cpu = kiln::Device::find("cpu").unwrap().info().unwrap();
    assert_eq!(cpu.driver_name, "kiln-cpu");
    assert!(text.contains(&format!("driver: {}, version {}\n", cpu.driver_name, cpu.driver_version)), "{}", text);
}
