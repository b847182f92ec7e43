//! Process-wide debug checks and fallback policy. One test in its own binary: the settings are
//! global, and tests running beside it would see them change.
mod common;

use common::{device, expect_error};
use kiln::{DType, DebugFlag, FallbackPolicy, OpSupport, Status, Tensor};

#[test]
fn debug_checks_and_fallback_policy() {
    assert_eq!(kiln::debug_flags().unwrap(), vec![]);
    kiln::set_debug_flags(&[DebugFlag::Nan]).unwrap();
    assert_eq!(kiln::debug_flags().unwrap(), vec![DebugFlag::Nan]);
    let with_nan = Tensor::from_slice(&[1.0f32, f32::NAN], &[2], device()).unwrap();
    let error = expect_error(with_nan.sum(None, false).and_then(|s| s.to_vec::<f32>()), Status::NonFinite);
    assert_eq!(error.status_name(), "NON_FINITE");

    kiln::set_debug_flags(&[DebugFlag::Bounds]).unwrap();
    let m = Tensor::from_slice(&[1i32, 2, 3], &[3], device()).unwrap();
    let far = Tensor::from_slice(&[7i64], &[1], device()).unwrap();
    expect_error(m.take(&far, 0).and_then(|t| t.to_vec::<i32>()), Status::IndexOutOfRange);
    expect_error(kiln::set_debug_flags(&[DebugFlag::Unknown(1 << 30)]), Status::InvalidArgument);
    kiln::set_debug_flags(&[]).unwrap();
    assert_eq!(m.take(&far, 0).unwrap().to_vec::<i32>().unwrap(), vec![3], "out-of-range indices clamp");

    assert_eq!(kiln::fallback_policy().unwrap(), FallbackPolicy::Allow);
    kiln::set_fallback_policy(FallbackPolicy::Error).unwrap();
    assert_eq!(kiln::fallback_policy().unwrap(), FallbackPolicy::Error);
    kiln::set_fallback_policy(FallbackPolicy::Allow).unwrap();

    let cpu = kiln::Device::cpu().unwrap();
    assert_eq!(cpu.op_support("add", DType::Float32).unwrap(), OpSupport::Native);
    assert!(cpu.fallbacks().unwrap().is_empty(), "the CPU falls back to itself?");
    expect_error(cpu.op_support("no_such_op", DType::Float32), Status::InvalidArgument);
}
