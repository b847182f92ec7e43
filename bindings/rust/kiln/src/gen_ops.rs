// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
//! Safe Tensor methods, one per C function that takes tensors, slices, enums, numbers or a
//! device and returns one new tensor. Methods return Result; each result owns its reference.
//!
//! Functions without a method here (reachable through kiln_sys, or wrapped by hand):
//! - `kiln_last_error`: does not return a kiln_status
//! - `kiln_status_string`: does not return a kiln_status
//! - `kiln_version`: does not return one new tensor
//! - `kiln_dtype_size`: does not return one new tensor
//! - `kiln_device_count`: does not return one new tensor
//! - `kiln_device_get`: does not return one new tensor
//! - `kiln_device_default`: does not return one new tensor
//! - `kiln_device_set_default`: does not return one new tensor
//! - `kiln_device_find`: does not return one new tensor
//! - `kiln_device_get_info`: does not return one new tensor
//! - `kiln_device_memory_stats`: does not return one new tensor
//! - `kiln_device_set_memory_limit`: does not return one new tensor
//! - `kiln_device_clear_cache`: does not return one new tensor
//! - `kiln_tensor_create`: parameter data (const void*) has no safe mapping
//! - `kiln_tensor_retain`: does not return one new tensor
//! - `kiln_tensor_release`: does not return one new tensor
//! - `kiln_tensor_ndim`: does not return one new tensor
//! - `kiln_tensor_shape`: does not return one new tensor
//! - `kiln_tensor_dtype`: does not return one new tensor
//! - `kiln_tensor_device`: does not return one new tensor
//! - `kiln_tensor_size`: does not return one new tensor
//! - `kiln_tensor_nbytes`: does not return one new tensor
//! - `kiln_tensor_is_evaluated`: does not return one new tensor
//! - `kiln_tensor_eval`: does not return one new tensor
//! - `kiln_tensor_eval_async`: does not return one new tensor
//! - `kiln_tensor_read`: does not return one new tensor
//! - `kiln_tensor_borrow`: does not return one new tensor
//! - `kiln_borrow_release`: does not return one new tensor
//! - `kiln_stream_create`: does not return one new tensor
//! - `kiln_stream_release`: does not return one new tensor
//! - `kiln_stream_device`: does not return one new tensor
//! - `kiln_stream_eval`: does not return one new tensor
//! - `kiln_stream_eval_async`: does not return one new tensor
//! - `kiln_function_create`: does not return one new tensor
//! - `kiln_function_call`: does not return one new tensor
//! - `kiln_function_arity`: does not return one new tensor
//! - `kiln_function_release`: does not return one new tensor
//! - `kiln_function_vjp`: does not return one new tensor
//! - `kiln_function_jvp`: does not return one new tensor
//! - `kiln_function_value_and_grad`: does not return one new tensor
//! - `kiln_tensor_to_dlpack`: does not return one new tensor
//! - `kiln_tensor_from_dlpack`: parameter managed (DLManagedTensorVersioned*) has no safe mapping
//! - `kiln_tensor_to_dlpack_legacy`: does not return one new tensor
//! - `kiln_tensor_from_dlpack_legacy`: parameter managed (DLManagedTensor*) has no safe mapping
//! - `kiln_tensor_dlpack_device`: does not return one new tensor
//! - `kiln_top_k`: parameter values (kiln_tensor*) has no safe mapping
//! - `kiln_unique`: parameter values (kiln_tensor*) has no safe mapping
//! - `kiln_telemetry_subscribe`: does not return one new tensor
//! - `kiln_telemetry_unsubscribe`: does not return one new tensor
//! - `kiln_debug_set_flags`: does not return one new tensor
//! - `kiln_debug_get_flags`: does not return one new tensor
//! - `kiln_fallback_set_policy`: does not return one new tensor
//! - `kiln_fallback_get_policy`: does not return one new tensor
//! - `kiln_device_op_support`: does not return one new tensor
//! - `kiln_device_fallback_count`: does not return one new tensor
//! - `kiln_device_fallback_get`: does not return one new tensor
//! - `kiln_device_vulkan_handles`: does not return one new tensor
//! - `kiln_device_cuda_device`: does not return one new tensor
//! - `kiln_tensor_to_dlpack_cuda`: does not return one new tensor
//! - `kiln_tensor_to_dlpack_cuda_legacy`: does not return one new tensor
//! - `kiln_fusion_set_enabled`: does not return one new tensor
//! - `kiln_fusion_get_enabled`: does not return one new tensor
//! - `kiln_info_report`: does not return one new tensor
//! - `kiln_linalg_lu`: parameter p (kiln_tensor*) has no safe mapping
//! - `kiln_linalg_qr`: parameter q (kiln_tensor*) has no safe mapping
//! - `kiln_linalg_eigh`: parameter eigenvalues (kiln_tensor*) has no safe mapping
//! - `kiln_linalg_svd`: parameter u (kiln_tensor*) has no safe mapping
//! - `kiln_linalg_slogdet`: parameter sign (kiln_tensor*) has no safe mapping
//! - `kiln_group_init`: does not return one new tensor
//! - `kiln_group_from_mpi_comm`: does not return one new tensor
//! - `kiln_group_rank`: does not return one new tensor
//! - `kiln_group_size`: does not return one new tensor
//! - `kiln_group_split`: does not return one new tensor
//! - `kiln_group_set_timeout`: does not return one new tensor
//! - `kiln_group_release`: does not return one new tensor
//! - `kiln_all_sum`: parameter group (kiln_group) has no safe mapping
//! - `kiln_all_max`: parameter group (kiln_group) has no safe mapping
//! - `kiln_all_min`: parameter group (kiln_group) has no safe mapping
//! - `kiln_all_gather`: parameter group (kiln_group) has no safe mapping
//! - `kiln_sum_scatter`: parameter group (kiln_group) has no safe mapping
//! - `kiln_send`: parameter group (kiln_group) has no safe mapping
//! - `kiln_recv`: parameter group (kiln_group) has no safe mapping

// Which imports are used depends on the spec.
#![allow(unused_imports, clippy::all)]

use std::ptr;

use kiln_sys as sys;

use crate::args::common_length;
use crate::error::{check, Result};
use crate::gen_enums::*;
use crate::{Device, Tensor};

impl Tensor {
    /// A tensor of one value everywhere (converted to dtype as astype would; exact for integers up to 2^53).
    ///
    /// C: `kiln_full` (since 1.0).
    pub fn full(shape: &[i64], value: f64, dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_full(shape.as_ptr(), shape.len(), value, dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A tensor of zeros.
    ///
    /// C: `kiln_zeros` (since 1.0).
    pub fn zeros(shape: &[i64], dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_zeros(shape.as_ptr(), shape.len(), dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A tensor of ones.
    ///
    /// C: `kiln_ones` (since 1.0).
    pub fn ones(shape: &[i64], dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_ones(shape.as_ptr(), shape.len(), dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Evenly spaced values in \[start, stop) as numpy.arange: ceil((stop - start) / step) elements, element i = start + i * step.
    ///
    /// C: `kiln_arange` (since 1.0).
    pub fn arange(start: f64, stop: f64, step: f64, dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_arange(start, stop, step, dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// An n x m matrix with ones on diagonal k (0 main, >0 above, <0 below) and zeros elsewhere.
    ///
    /// C: `kiln_eye` (since 1.0).
    pub fn eye(n: i64, m: i64, k: i64, dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_eye(n, m, k, dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A new, independent tensor with the same contents on the same device, made there without a host round trip.
    ///
    /// C: `kiln_tensor_copy` (since 1.0).
    pub fn copy(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_tensor_copy(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The tensor's contents on another device. When it is already there, out is a new reference to the same tensor.
    ///
    /// C: `kiln_tensor_to_device` (since 1.0).
    pub fn to_device(&self, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_tensor_to_device(self.raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A tensor with a shape, dtype and device but no values: an input of a graph to capture with kiln_function_create. Ops take it as any lazy tensor; evaluating it, or anything built from it, fails with INVALID_ARGUMENT, so no value computed from a placeholder can be baked into a captured graph. Its layout is contiguous.
    ///
    /// C: `kiln_placeholder` (since 1.9).
    pub fn placeholder(shape: &[i64], dtype: DType, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_placeholder(shape.as_ptr(), shape.len(), dtype.to_raw(), device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise -x.
    ///
    /// C: `kiln_negative` (since 1.0).
    pub fn negative(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_negative(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise |x|.
    ///
    /// C: `kiln_abs` (since 1.0).
    pub fn abs(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_abs(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise -1, 0 or 1 (NaN stays NaN).
    ///
    /// C: `kiln_sign` (since 1.0).
    pub fn sign(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sign(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise e^x.
    ///
    /// C: `kiln_exp` (since 1.0).
    pub fn exp(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_exp(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise natural logarithm.
    ///
    /// C: `kiln_log` (since 1.0).
    pub fn log(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_log(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise log(1 + x).
    ///
    /// C: `kiln_log1p` (since 1.0).
    pub fn log1p(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_log1p(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise e^x - 1.
    ///
    /// C: `kiln_expm1` (since 1.0).
    pub fn expm1(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_expm1(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise square root.
    ///
    /// C: `kiln_sqrt` (since 1.0).
    pub fn sqrt(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sqrt(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise 1 / sqrt(x).
    ///
    /// C: `kiln_rsqrt` (since 1.0).
    pub fn rsqrt(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_rsqrt(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise x * x.
    ///
    /// C: `kiln_square` (since 1.0).
    pub fn square(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_square(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise sine.
    ///
    /// C: `kiln_sin` (since 1.0).
    pub fn sin(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sin(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise cosine.
    ///
    /// C: `kiln_cos` (since 1.0).
    pub fn cos(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cos(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise tangent.
    ///
    /// C: `kiln_tan` (since 1.0).
    pub fn tan(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_tan(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise hyperbolic tangent.
    ///
    /// C: `kiln_tanh` (since 1.0).
    pub fn tanh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_tanh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise 1 / (1 + e^-x).
    ///
    /// C: `kiln_sigmoid` (since 1.0).
    pub fn sigmoid(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sigmoid(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise error function.
    ///
    /// C: `kiln_erf` (since 1.0).
    pub fn erf(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_erf(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise round down.
    ///
    /// C: `kiln_floor` (since 1.0).
    pub fn floor(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_floor(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise round up.
    ///
    /// C: `kiln_ceil` (since 1.0).
    pub fn ceil(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_ceil(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise round half to even.
    ///
    /// C: `kiln_round` (since 1.0).
    pub fn round(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_round(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise x == 0, as bool.
    ///
    /// C: `kiln_logical_not` (since 1.0).
    pub fn logical_not(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logical_not(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise ~x (bool and integers).
    ///
    /// C: `kiln_bitwise_not` (since 1.0).
    pub fn bitwise_not(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_bitwise_not(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise x is NaN, as bool.
    ///
    /// C: `kiln_isnan` (since 1.0).
    pub fn isnan(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_isnan(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise x is infinite, as bool.
    ///
    /// C: `kiln_isinf` (since 1.0).
    pub fn isinf(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_isinf(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise x is finite, as bool.
    ///
    /// C: `kiln_isfinite` (since 1.0).
    pub fn isfinite(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_isfinite(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise arc sine (radians).
    ///
    /// C: `kiln_asin` (since 1.3).
    pub fn asin(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_asin(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise arc cosine (radians).
    ///
    /// C: `kiln_acos` (since 1.3).
    pub fn acos(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_acos(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise arc tangent (radians).
    ///
    /// C: `kiln_atan` (since 1.3).
    pub fn atan(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_atan(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise hyperbolic sine.
    ///
    /// C: `kiln_sinh` (since 1.3).
    pub fn sinh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sinh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise hyperbolic cosine.
    ///
    /// C: `kiln_cosh` (since 1.3).
    pub fn cosh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cosh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise inverse hyperbolic sine.
    ///
    /// C: `kiln_asinh` (since 1.3).
    pub fn asinh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_asinh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise inverse hyperbolic cosine.
    ///
    /// C: `kiln_acosh` (since 1.3).
    pub fn acosh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_acosh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise inverse hyperbolic tangent.
    ///
    /// C: `kiln_atanh` (since 1.3).
    pub fn atanh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_atanh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise base-2 logarithm.
    ///
    /// C: `kiln_log2` (since 1.3).
    pub fn log2(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_log2(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise base-10 logarithm.
    ///
    /// C: `kiln_log10` (since 1.3).
    pub fn log10(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_log10(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise 2^x.
    ///
    /// C: `kiln_exp2` (since 1.3).
    pub fn exp2(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_exp2(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise cube root.
    ///
    /// C: `kiln_cbrt` (since 1.3).
    pub fn cbrt(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cbrt(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1.
    ///
    /// C: `kiln_erfc` (since 1.3).
    pub fn erfc(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_erfc(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise inverse error function: y with erf(y) = x, for x in \[-1, 1\].
    ///
    /// C: `kiln_erf_inv` (since 1.3).
    pub fn erf_inv(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_erf_inv(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise round toward zero (integers unchanged).
    ///
    /// C: `kiln_trunc` (since 1.3).
    pub fn trunc(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_trunc(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise 1 / x (integers divide in float32).
    ///
    /// C: `kiln_reciprocal` (since 1.3).
    pub fn reciprocal(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_reciprocal(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise number of set bits of an integer (of its two's complement bits for negative ones).
    ///
    /// C: `kiln_population_count` (since 1.3).
    pub fn population_count(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_population_count(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones).
    ///
    /// C: `kiln_count_leading_zeros` (since 1.3).
    pub fn count_leading_zeros(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_count_leading_zeros(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool.
    ///
    /// C: `kiln_signbit` (since 1.3).
    pub fn signbit(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_signbit(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept.
    ///
    /// C: `kiln_round_half_away` (since 1.5).
    pub fn round_half_away(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_round_half_away(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a + b, with broadcasting and type promotion.
    ///
    /// C: `kiln_add` (since 1.0).
    pub fn add(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_add(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a - b, with broadcasting and type promotion.
    ///
    /// C: `kiln_subtract` (since 1.0).
    pub fn subtract(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_subtract(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a * b, with broadcasting and type promotion.
    ///
    /// C: `kiln_multiply` (since 1.0).
    pub fn multiply(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_multiply(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion.
    ///
    /// C: `kiln_divide` (since 1.0).
    pub fn divide(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_divide(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0.
    ///
    /// C: `kiln_floor_divide` (since 1.0).
    pub fn floor_divide(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_floor_divide(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion.
    ///
    /// C: `kiln_remainder` (since 1.0).
    pub fn remainder(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_remainder(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a ** b, with broadcasting and type promotion.
    ///
    /// C: `kiln_power` (since 1.0).
    pub fn power(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_power(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion.
    ///
    /// C: `kiln_maximum` (since 1.0).
    pub fn maximum(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_maximum(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion.
    ///
    /// C: `kiln_minimum` (since 1.0).
    pub fn minimum(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_minimum(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion.
    ///
    /// C: `kiln_atan2` (since 1.0).
    pub fn atan2(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_atan2(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a == b, with broadcasting and type promotion.
    ///
    /// C: `kiln_equal` (since 1.0).
    pub fn equal(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_equal(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a != b, with broadcasting and type promotion.
    ///
    /// C: `kiln_not_equal` (since 1.0).
    pub fn not_equal(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_not_equal(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a < b, with broadcasting and type promotion.
    ///
    /// C: `kiln_less` (since 1.0).
    pub fn less(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_less(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a <= b, with broadcasting and type promotion.
    ///
    /// C: `kiln_less_equal` (since 1.0).
    pub fn less_equal(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_less_equal(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a > b, with broadcasting and type promotion.
    ///
    /// C: `kiln_greater` (since 1.0).
    pub fn greater(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_greater(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a >= b, with broadcasting and type promotion.
    ///
    /// C: `kiln_greater_equal` (since 1.0).
    pub fn greater_equal(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_greater_equal(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a && b as bool, with broadcasting and type promotion.
    ///
    /// C: `kiln_logical_and` (since 1.0).
    pub fn logical_and(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logical_and(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a || b as bool, with broadcasting and type promotion.
    ///
    /// C: `kiln_logical_or` (since 1.0).
    pub fn logical_or(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logical_or(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a != b as truth values, as bool, with broadcasting and type promotion.
    ///
    /// C: `kiln_logical_xor` (since 1.0).
    pub fn logical_xor(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logical_xor(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a & b, with broadcasting and type promotion.
    ///
    /// C: `kiln_bitwise_and` (since 1.0).
    pub fn bitwise_and(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_bitwise_and(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a | b, with broadcasting and type promotion.
    ///
    /// C: `kiln_bitwise_or` (since 1.0).
    pub fn bitwise_or(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_bitwise_or(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a ^ b, with broadcasting and type promotion.
    ///
    /// C: `kiln_bitwise_xor` (since 1.0).
    pub fn bitwise_xor(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_bitwise_xor(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion.
    ///
    /// C: `kiln_left_shift` (since 1.0).
    pub fn left_shift(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_left_shift(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion.
    ///
    /// C: `kiln_right_shift` (since 1.0).
    pub fn right_shift(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_right_shift(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion.
    ///
    /// C: `kiln_logaddexp` (since 1.3).
    pub fn logaddexp(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logaddexp(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion.
    ///
    /// C: `kiln_hypot` (since 1.3).
    pub fn hypot(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_hypot(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise |a| with the sign of b, with broadcasting and type promotion.
    ///
    /// C: `kiln_copysign` (since 1.3).
    pub fn copysign(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_copysign(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN.
    ///
    /// C: `kiln_quotient` (since 1.3).
    pub fn quotient(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_quotient(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN.
    ///
    /// C: `kiln_fmod` (since 1.5).
    pub fn fmod(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_fmod(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes.
    ///
    /// C: `kiln_sum` (since 1.0).
    pub fn sum(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sum(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Product (accumulating as sum does) over the given axes.
    ///
    /// C: `kiln_prod` (since 1.0).
    pub fn prod(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_prod(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Maximum (NaN propagates; error on an empty reduction) over the given axes.
    ///
    /// C: `kiln_max` (since 1.0).
    pub fn max(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_max(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Minimum (NaN propagates; error on an empty reduction) over the given axes.
    ///
    /// C: `kiln_min` (since 1.0).
    pub fn min(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_min(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Arithmetic mean (integers give float32) over the given axes.
    ///
    /// C: `kiln_mean` (since 1.0).
    pub fn mean(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_mean(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Whether every element is nonzero, as bool over the given axes.
    ///
    /// C: `kiln_all` (since 1.0).
    pub fn all(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_all(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Whether any element is nonzero, as bool over the given axes.
    ///
    /// C: `kiln_any` (since 1.0).
    pub fn any(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_any(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.
    ///
    /// C: `kiln_argmax` (since 1.0).
    pub fn argmax(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_argmax(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.
    ///
    /// C: `kiln_argmin` (since 1.0).
    pub fn argmin(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_argmin(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf).
    ///
    /// C: `kiln_logsumexp` (since 1.3).
    pub fn logsumexp(&self, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logsumexp(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis.
    ///
    /// C: `kiln_cumulative_sum` (since 1.3).
    pub fn cumulative_sum(&self, axis: i64, reverse: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cumulative_sum(self.raw(), axis, reverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis.
    ///
    /// C: `kiln_cumulative_product` (since 1.3).
    pub fn cumulative_product(&self, axis: i64, reverse: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cumulative_product(self.raw(), axis, reverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.
    ///
    /// C: `kiln_cumulative_max` (since 1.3).
    pub fn cumulative_max(&self, axis: i64, reverse: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cumulative_max(self.raw(), axis, reverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.
    ///
    /// C: `kiln_cumulative_min` (since 1.3).
    pub fn cumulative_min(&self, axis: i64, reverse: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_cumulative_min(self.raw(), axis, reverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis.
    ///
    /// C: `kiln_logcumsumexp` (since 1.3).
    pub fn logcumsumexp(&self, axis: i64, reverse: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_logcumsumexp(self.raw(), axis, reverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise rectified linear unit: max(x, 0) (NaN stays NaN).
    ///
    /// C: `kiln_relu` (since 1.4).
    pub fn relu(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_relu(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x).
    ///
    /// C: `kiln_silu` (since 1.4).
    pub fn silu(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_silu(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)).
    ///
    /// C: `kiln_gelu` (since 1.4).
    pub fn gelu(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_gelu(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))).
    ///
    /// C: `kiln_gelu_tanh` (since 1.4).
    pub fn gelu_tanh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_gelu_tanh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow).
    ///
    /// C: `kiln_softplus` (since 1.4).
    pub fn softplus(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_softplus(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are.
    ///
    /// C: `kiln_real` (since 1.7).
    pub fn real(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_real(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype.
    ///
    /// C: `kiln_imag` (since 1.7).
    pub fn imag(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_imag(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise complex conjugate; other dtypes are returned as they are.
    ///
    /// C: `kiln_conj` (since 1.7).
    pub fn conj(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_conj(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32).
    ///
    /// C: `kiln_angle` (since 1.7).
    pub fn angle(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_angle(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// x itself (a view: no copy, no kernel), through which no gradient passes: in a function differentiated by kiln_function_vjp, kiln_function_jvp or kiln_function_value_and_grad, what is computed from it is treated as a constant.
    ///
    /// C: `kiln_stop_gradient` (since 1.10).
    pub fn stop_gradient(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_stop_gradient(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise cond ? x : y, broadcasting all three.
    ///
    /// C: `kiln_where` (since 1.0).
    pub fn where_(&self, x: &Tensor, y: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_where(self.raw(), x.raw(), y.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise min(max(x, lo), hi). Either bound may be NULL for none.
    ///
    /// C: `kiln_clip` (since 1.0).
    pub fn clip(&self, lo: Option<&Tensor>, hi: Option<&Tensor>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_clip(self.raw(), lo.map_or(sys::kiln_tensor::null(), |t| t.raw()), hi.map_or(sys::kiln_tensor::null(), |t| t.raw()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Converts to another dtype (floats to integers truncate toward zero and saturate; NaN becomes 0).
    ///
    /// C: `kiln_astype` (since 1.0).
    pub fn astype(&self, dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_astype(self.raw(), dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Reinterprets the bytes as another dtype. Equal sizes keep the shape; otherwise the last axis scales by the size ratio.
    ///
    /// C: `kiln_bitcast` (since 1.0).
    pub fn bitcast(&self, dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_bitcast(self.raw(), dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Matrix product as numpy.matmul: 1-D operands are promoted and the added axis removed; batch axes broadcast.
    ///
    /// C: `kiln_matmul` (since 1.0).
    pub fn matmul(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_matmul(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Same elements in a new shape; one extent may be -1. A view when the layout allows, else a copy.
    ///
    /// C: `kiln_reshape` (since 1.0).
    pub fn reshape(&self, shape: &[i64]) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_reshape(self.raw(), shape.as_ptr(), shape.len(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Permutes the axes (a view). axes NULL reverses them.
    ///
    /// C: `kiln_transpose` (since 1.0).
    pub fn transpose(&self, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_transpose(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Broadcasts to a shape (a view with zero strides).
    ///
    /// C: `kiln_broadcast_to` (since 1.0).
    pub fn broadcast_to(&self, shape: &[i64]) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_broadcast_to(self.raw(), shape.as_ptr(), shape.len(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Inserts axes of extent 1 at the given positions of the result (a view).
    ///
    /// C: `kiln_expand_dims` (since 1.0).
    pub fn expand_dims(&self, axes: &[i64]) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_expand_dims(self.raw(), axes.as_ptr(), axes.len(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Removes axes of extent 1 (a view). axes NULL removes all of them.
    ///
    /// C: `kiln_squeeze` (since 1.0).
    pub fn squeeze(&self, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_squeeze(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Basic slicing (a view), per axis as Python's slice(start, stop, step): negative values count from the end and bounds clamp; INT64_MAX / INT64_MIN mean an open end. Axes past naxes are taken whole.
    ///
    /// C: `kiln_slice` (since 1.0).
    pub fn slice(&self, start: &[i64], stop: &[i64], step: Option<&[i64]>) -> Result<Tensor> {
        let naxes_len = common_length(&[Some(start.len()), Some(stop.len()), step.map(|s| s.len())], "kiln_slice")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_slice(self.raw(), start.as_ptr(), stop.as_ptr(), step.map_or(ptr::null(), |s| s.as_ptr()), naxes_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Joins tensors along an existing axis (dtypes promote).
    ///
    /// C: `kiln_concatenate` (since 1.0).
    pub fn concatenate(tensors: &[&Tensor], axis: i64) -> Result<Tensor> {
        let tensors_raw: Vec<sys::kiln_tensor> = tensors.iter().map(|t| t.raw()).collect();
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_concatenate(tensors_raw.as_ptr(), tensors.len(), axis, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Joins same-shaped tensors along a new axis (dtypes promote).
    ///
    /// C: `kiln_stack` (since 1.0).
    pub fn stack(tensors: &[&Tensor], axis: i64) -> Result<Tensor> {
        let tensors_raw: Vec<sys::kiln_tensor> = tensors.iter().map(|t| t.raw()).collect();
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_stack(tensors_raw.as_ptr(), tensors.len(), axis, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Pads with a constant: pad_before\[i\] and pad_after\[i\] elements on axis i.
    ///
    /// C: `kiln_pad` (since 1.0).
    pub fn pad(&self, pad_before: &[i64], pad_after: &[i64], value: f64) -> Result<Tensor> {
        let naxes_len = common_length(&[Some(pad_before.len()), Some(pad_after.len())], "kiln_pad")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_pad(self.raw(), pad_before.as_ptr(), pad_after.as_ptr(), naxes_len, value, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Reverses the order of elements along the given axes (a view). axes NULL flips all.
    ///
    /// C: `kiln_flip` (since 1.0).
    pub fn flip(&self, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_flip(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elements of x at integer indices along one axis, as numpy.take: the result's shape is x.shape\[:axis\] + indices.shape + x.shape\[axis+1:\]. An index i in \[-n, n) selects x\[..., i (+ n if negative), ...\]; others are clamped into \[0, n-1\], or fail the eval with KILN_STATUS_INDEX_OUT_OF_RANGE when KILN_DEBUG_BOUNDS is on.
    ///
    /// C: `kiln_take` (since 1.2).
    pub fn take(&self, indices: &Tensor, axis: i64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_take(self.raw(), indices.raw(), axis, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elements of x at integer indices along one axis, as numpy.take_along_axis: indices have x's rank, and their other dimensions broadcast against x's; the result has the broadcast shape with the indices' extent along the axis. Indices are read as kiln_take reads them (negative counts from the end; others clamped, or KILN_STATUS_INDEX_OUT_OF_RANGE from the eval when KILN_DEBUG_BOUNDS is on).
    ///
    /// C: `kiln_take_along_axis` (since 1.3).
    pub fn take_along_axis(&self, indices: &Tensor, axis: i64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_take_along_axis(self.raw(), indices.raw(), axis, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's gather: indices of shape \[..., K\] address K axes of x; the result has shape indices.shape\[:-1\] + x's other extents (in order), each index row selecting the slice of x at those positions. Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0).
    ///
    /// C: `kiln_gather` (since 1.3).
    pub fn gather(&self, indices: &Tensor, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_gather(self.raw(), indices.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's indexed_add: x with updates added at the slices that indices \[..., K\] address (as kiln_gather addresses them); updates have shape indices.shape\[:-1\] + x's other extents. Duplicate indices accumulate. The result dtype promotes x's and updates' (bool is refused); 8 and 16-bit types accumulate in 32 bits. On Vulkan, float additions to one element happen in any order (rounding may vary between runs). Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0).
    ///
    /// C: `kiln_indexed_add` (since 1.3).
    pub fn indexed_add(&self, indices: &Tensor, updates: &Tensor, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_indexed_add(self.raw(), indices.raw(), updates.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's indexed_put: x with updates written at the slices that indices \[..., K\] address (as kiln_indexed_add); where indices repeat, the last update wins, on every device. The result dtype promotes x's and updates'. Each index component is clamped into \[0, n - 1\] of its axis, as XLA and Nx do (a negative index gives 0).
    ///
    /// C: `kiln_indexed_put` (since 1.3).
    pub fn indexed_put(&self, indices: &Tensor, updates: &Tensor, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_indexed_put(self.raw(), indices.raw(), updates.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The coordinates of x's nonzero elements (NaN counts as nonzero, -0.0 as zero), as numpy.argwhere: an int64 tensor \[count, ndim\], in row-major order. The count depends on the data, so this call evaluates what it needs of x (and fails with the eval's status); the coordinates themselves stay lazy.
    ///
    /// C: `kiln_argwhere` (since 1.3).
    pub fn argwhere(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_argwhere(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The int64 positions that sort x along one axis, stably: ascending with NaN last (as numpy.argsort(kind='stable')), or descending, the exact reverse order (NaN first) with equal elements still in their original order. -0.0 and +0.0 are equal.
    ///
    /// C: `kiln_argsort` (since 1.3).
    pub fn argsort(&self, axis: i64, descending: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_argsort(self.raw(), axis, descending, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// x sorted along one axis, in the order of kiln_argsort (NaN last ascending, first descending).
    ///
    /// C: `kiln_sort` (since 1.3).
    pub fn sort(&self, axis: i64, descending: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_sort(self.raw(), axis, descending, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// For each value of v, the index where it would be inserted into the ascending 1-d a (NaN last, as kiln_sort orders) to keep it sorted, as numpy.searchsorted: before a's equal elements (side left) or after them (right). a and v promote to one dtype; the result is int64 of v's shape. a must already be sorted (else the result is unspecified, but still in \[0, len(a)\]).
    ///
    /// C: `kiln_searchsorted` (since 1.3).
    pub fn searchsorted(&self, v: &Tensor, right: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_searchsorted(self.raw(), v.raw(), right, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A 0-d "weak" integer: a binding's plain integer operand. In binary ops, kiln_where and kiln_clip next to a tensor that is not weak it takes that tensor's dtype (int64 next to bool) and must fit it (300 next to uint8 gives KILN_STATUS_INVALID_ARGUMENT when the op is built); elsewhere it is an int64 tensor. See docs/dtypes.md, "Plain numbers".
    ///
    /// C: `kiln_weak_scalar_int` (since 1.3).
    pub fn weak_scalar_int(value: i64, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_weak_scalar_int(value, device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A 0-d "weak" float: a binding's plain float operand. In binary ops, kiln_where and kiln_clip next to a float tensor that is not weak it takes that tensor's dtype (float16 + 2.0 is float16), next to an integer or bool tensor float32 (int32 + 0.5 is float32 1.5); elsewhere it is a float32 tensor. See docs/dtypes.md, "Plain numbers".
    ///
    /// C: `kiln_weak_scalar_float` (since 1.3).
    pub fn weak_scalar_float(value: f64, device: Device) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_weak_scalar_float(value, device.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// exp(x - max) / sum(exp(x - max)) over the given axes (the maximum subtracted first, so no exp overflows); integers and bool give float32. The result has x's shape.
    ///
    /// C: `kiln_softmax` (since 1.3).
    pub fn softmax(&self, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_softmax(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// (x - max) - log(sum(exp(x - max))) over the given axes, computed stably; integers and bool give float32. The result has x's shape.
    ///
    /// C: `kiln_log_softmax` (since 1.3).
    pub fn log_softmax(&self, axes: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_log_softmax(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Variance over the given axes: the mean of squared deviations from the mean (two passes), with the sum divided by count - ddof (NaN or inf when that is not positive, as NumPy); integers and bool give float32.
    ///
    /// C: `kiln_var` (since 1.3).
    pub fn var(&self, axes: Option<&[i64]>, ddof: f64, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_var(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), ddof, keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Standard deviation over the given axes: the square root of kiln_var with the same ddof.
    ///
    /// C: `kiln_std` (since 1.3).
    pub fn std(&self, axes: Option<&[i64]>, ddof: f64, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_std(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), ddof, keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Random bits from the Threefry-2x32 (20 rounds) stream of the key: uint32 element i is word i of the stream (block i / 2 as the counter, lane i % 2); uint8 and uint16 take the low bits of word i, uint64 words 2i (low) and 2i + 1 (high). Values depend only on the key and the element's position, the same on every device.
    ///
    /// C: `kiln_random_bits` (since 1.3).
    pub fn random_bits(&self, shape: &[i64], dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_bits(self.raw(), shape.as_ptr(), shape.len(), dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Uniform random floats in \[low, high): the top mantissa bits of kiln_random_bits of the float's size under the exponent of 1.0, minus 1, scaled (as JAX and Nx.Random). Values depend only on the key and the element's position, the same on every device.
    ///
    /// C: `kiln_random_uniform` (since 1.3).
    pub fn random_uniform(&self, shape: &[i64], low: f64, high: f64, dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_uniform(self.raw(), shape.as_ptr(), shape.len(), low, high, dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Standard normal random floats: sqrt(2) erfinv(u) for u uniform in (-1, 1) (16-bit floats compute in float32). Values depend only on the key and the element's position, the same on every device.
    ///
    /// C: `kiln_random_normal` (since 1.3).
    pub fn random_normal(&self, shape: &[i64], dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_normal(self.raw(), shape.as_ptr(), shape.len(), dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Random integers in \[low, high): (uint64 bits mod (high - low)) + low, a bias of at most (high - low) / 2^64. KILN_STATUS_INVALID_ARGUMENT unless low < high and both ends fit the dtype. Values depend only on the key and the element's position, the same on every device.
    ///
    /// C: `kiln_random_randint` (since 1.3).
    pub fn random_randint(&self, shape: &[i64], low: i64, high: i64, dtype: DType) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_randint(self.raw(), shape.as_ptr(), shape.len(), low, high, dtype.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Random bools, true with probability p: a float32 kiln_random_uniform value below p. Values depend only on the key and the element's position, the same on every device.
    ///
    /// C: `kiln_random_bernoulli` (since 1.3).
    pub fn random_bernoulli(&self, p: f64, shape: &[i64]) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_bernoulli(self.raw(), p, shape.as_ptr(), shape.len(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Root-mean-square normalization over the last axis, one fused kernel: x * rsqrt(mean(x^2) + eps) * weight (as MLX's fast.rms_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. A row of zeros with eps 0 gives NaN.
    ///
    /// C: `kiln_rms_norm` (since 1.4).
    pub fn rms_norm(&self, weight: Option<&Tensor>, eps: f64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_rms_norm(self.raw(), weight.map_or(sys::kiln_tensor::null(), |t| t.raw()), eps, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Layer normalization over the last axis, one fused kernel: (x - mean) * rsqrt(var + eps) * weight + bias, var the population variance (as MLX's fast.layer_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape.
    ///
    /// C: `kiln_layer_norm` (since 1.4).
    pub fn layer_norm(&self, weight: Option<&Tensor>, bias: Option<&Tensor>, eps: f64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_layer_norm(self.raw(), weight.map_or(sys::kiln_tensor::null(), |t| t.raw()), bias.map_or(sys::kiln_tensor::null(), |t| t.raw()), eps, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// softmax(scale * q @ k^T + mask) @ v per batch and head, one fused kernel that streams k and v with an online softmax, so memory is linear in the sequence length (as MLX's fast.scaled_dot_product_attention). q is \[B, H, Lq, D\], k and v \[B, Hkv, Lk, D\] with Hkv dividing H (grouped-query attention: query head h reads key head h / (H / Hkv)). causal keeps key j for query i when j <= i + Lk - Lq (aligned to the end; the first Lq - Lk queries see no key when Lq > Lk). A query row whose keys are all masked (-inf) gives NaN, as softmax of a row of -inf does. float16, bfloat16 (accumulated in float32), float32 and float64; the result is \[B, H, Lq, D\] in q's dtype.
    ///
    /// C: `kiln_scaled_dot_product_attention` (since 1.4).
    pub fn scaled_dot_product_attention(&self, k: &Tensor, v: &Tensor, scale: f64, mask: Option<&Tensor>, causal: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_scaled_dot_product_attention(self.raw(), k.raw(), v.raw(), scale, mask.map_or(sys::kiln_tensor::null(), |t| t.raw()), causal, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// N-d convolution (cross-correlation, no kernel flip) with Nx's conv semantics in the canonical layout: input \[batch, in_features, s1..sn\], kernel \[out_features, in_features / feature_group_size, k1..kn\], result \[batch / batch_group_size, out_features, o1..on\]. Per spatial axis the input is dilated (input_dilation - 1 zeros between elements), padded with padding_low/padding_high zeros (negative values crop), and the kernel dilated by kernel_dilation; o = (padded - dilated_kernel) / stride + 1, and a dilated kernel larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. feature_group_size splits the input features and output features into that many groups (each output group sees its input group); batch_group_size splits the batch into groups (batch b of group g is input batch g * (batch / batch_group_size) + b) and the output features into as many groups, output group g seeing batch group g. The result dtype promotes input's and kernel's (bool is refused); 16-bit floats accumulate in float32, integers wrap. Other layouts: transpose the operands (views) before and the result after.
    ///
    /// C: `kiln_conv` (since 1.4).
    pub fn conv(&self, kernel: &Tensor, strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>, input_dilation: Option<&[i64]>, kernel_dilation: Option<&[i64]>, feature_group_size: i64, batch_group_size: i64) -> Result<Tensor> {
        let nspatial_len = common_length(&[strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len()), input_dilation.map(|s| s.len()), kernel_dilation.map(|s| s.len())], "kiln_conv")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_conv(self.raw(), kernel.raw(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), input_dilation.map_or(ptr::null(), |s| s.as_ptr()), kernel_dilation.map_or(ptr::null(), |s| s.as_ptr()), nspatial_len, feature_group_size, batch_group_size, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_sum: sums (padding counts as 0) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).
    ///
    /// C: `kiln_window_sum` (since 1.4).
    pub fn window_sum(&self, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>, dilation: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len()), dilation.map(|s| s.len())], "kiln_window_sum")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_sum(self.raw(), window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), dilation.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_product: products (padding counts as 1) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).
    ///
    /// C: `kiln_window_product` (since 1.4).
    pub fn window_product(&self, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>, dilation: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len()), dilation.map(|s| s.len())], "kiln_window_product")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_product(self.raw(), window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), dilation.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_max: maxima (padding counts as the dtype's lowest value, -inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.
    ///
    /// C: `kiln_window_max` (since 1.4).
    pub fn window_max(&self, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>, dilation: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len()), dilation.map(|s| s.len())], "kiln_window_max")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_max(self.raw(), window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), dilation.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_min: minima (padding counts as the dtype's highest value, +inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.
    ///
    /// C: `kiln_window_min` (since 1.4).
    pub fn window_min(&self, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>, dilation: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len()), dilation.map(|s| s.len())], "kiln_window_min")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_min(self.raw(), window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), dilation.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_scatter_max (the gradient of window_max): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's largest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_max lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_max's result.
    ///
    /// C: `kiln_window_scatter_max` (since 1.4).
    pub fn window_scatter_max(&self, source: &Tensor, init_value: f64, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len())], "kiln_window_scatter_max")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_scatter_max(self.raw(), source.raw(), init_value, window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Nx's window_scatter_min (the gradient of window_min): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's smallest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_min lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_min's result.
    ///
    /// C: `kiln_window_scatter_min` (since 1.4).
    pub fn window_scatter_min(&self, source: &Tensor, init_value: f64, window: &[i64], strides: Option<&[i64]>, padding_low: Option<&[i64]>, padding_high: Option<&[i64]>) -> Result<Tensor> {
        let ndim_len = common_length(&[Some(window.len()), strides.map(|s| s.len()), padding_low.map(|s| s.len()), padding_high.map(|s| s.len())], "kiln_window_scatter_min")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_window_scatter_min(self.raw(), source.raw(), init_value, window.as_ptr(), strides.map_or(ptr::null(), |s| s.as_ptr()), padding_low.map_or(ptr::null(), |s| s.as_ptr()), padding_high.map_or(ptr::null(), |s| s.as_ptr()), ndim_len, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise leaky rectified linear unit: x where x >= 0, negative_slope * x elsewhere (NaN stays NaN). A composite of multiply and where, which fuse; integers and bool convert to float32 first.
    ///
    /// C: `kiln_leaky_relu` (since 1.4).
    pub fn leaky_relu(&self, negative_slope: f64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_leaky_relu(self.raw(), negative_slope, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Elementwise exponential linear unit: x where x > 0, alpha * (e^x - 1) elsewhere (through expm1; NaN stays NaN). A composite of expm1, multiply and where, which fuse; integers and bool convert to float32 first.
    ///
    /// C: `kiln_elu` (since 1.4).
    pub fn elu(&self, alpha: f64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_elu(self.raw(), alpha, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Contraction of a and b over pairs of axes, with batch axes, as Nx.dot/6: contract_a\[i\] of a is summed against contract_b\[i\] of b (equal lengths), batch_a\[i\] of a is paired with batch_b\[i\] of b (equal lengths, kept); the result's axes are the batch axes (in the order given), then a's other axes, then b's (each in its own order). Dtypes promote; integers wrap in their own type, bool is OR of ANDs. Runs as one batched matrix product on views (no transposing copy where the axes allow). Axes may be negative (counted from the end); an out-of-range axis gives KILN_STATUS_INDEX_OUT_OF_RANGE, repeated axes or lists of unequal lengths KILN_STATUS_INVALID_ARGUMENT, unequal paired extents KILN_STATUS_SHAPE_MISMATCH.
    ///
    /// C: `kiln_dot_general` (since 1.4).
    pub fn dot_general(&self, contract_a: Option<&[i64]>, batch_a: Option<&[i64]>, b: &Tensor, contract_b: Option<&[i64]>, batch_b: Option<&[i64]>) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_dot_general(self.raw(), contract_a.map_or(ptr::null(), |s| s.as_ptr()), contract_a.map_or(0, |s| s.len()), batch_a.map_or(ptr::null(), |s| s.as_ptr()), batch_a.map_or(0, |s| s.len()), b.raw(), contract_b.map_or(ptr::null(), |s| s.as_ptr()), contract_b.map_or(0, |s| s.len()), batch_b.map_or(ptr::null(), |s| s.as_ptr()), batch_b.map_or(0, |s| s.len()), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The Cholesky factor of each symmetric positive-definite matrix in x's last two axes (batched over the leading ones), as numpy.linalg.cholesky: lower L with L L^T = x, or upper U = L^T with U^T U = x. Only the lower triangle of x is read. A matrix that is not positive definite gives NaN for that matrix (as JAX and torch.linalg.cholesky_ex; NumPy raises LinAlgError), the same on every device. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_cholesky` (since 1.4).
    pub fn linalg_cholesky(&self, upper: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_cholesky(self.raw(), upper, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Solves a X = b (left_side) or X a = b for X, with a triangular, batched over leading axes that broadcast, as Nx.LinAlg.triangular_solve / scipy.linalg.solve_triangular. Only a's chosen triangle is read. A zero on a's diagonal gives infinities or NaN (as BLAS trsm), not an error. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_triangular_solve` (since 1.4).
    pub fn linalg_triangular_solve(&self, b: &Tensor, lower: bool, left_side: bool, transpose_a: bool, unit_diagonal: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_triangular_solve(self.raw(), b.raw(), lower, left_side, transpose_a, unit_diagonal, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The eigenvalues (ascending) of each symmetric matrix, as numpy.linalg.eigvalsh (lower triangle read). A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_eigvalsh` (since 1.4).
    pub fn linalg_eigvalsh(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_eigvalsh(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The singular values (descending) of each matrix, as numpy.linalg.svdvals. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_svdvals` (since 1.4).
    pub fn linalg_svdvals(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_svdvals(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Solves a x = b for x (LAPACK gesv: LU with partial pivoting), as numpy.linalg.solve (NumPy 2 rules): b \[..., n, k\] with batch axes broadcasting against a's, or a 1-d b of length n (one vector; the result is then \[..., n\]). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT, as NumPy raises LinAlgError. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_solve` (since 1.4).
    pub fn linalg_solve(&self, b: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_solve(self.raw(), b.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The inverse of each square matrix, as numpy.linalg.inv (LAPACK gesv against the identity). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_inv` (since 1.4).
    pub fn linalg_inv(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_inv(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The determinant of each square matrix (product of the LU factor's diagonal times the permutation's sign), as numpy.linalg.det; a 0 x 0 matrix has determinant 1, a singular one 0. A matrix holding a NaN or infinity gives NaN results for that matrix.
    ///
    /// C: `kiln_linalg_det` (since 1.4).
    pub fn linalg_det(&self) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_det(self.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The vector norm over the given axes, as numpy.linalg.vector_norm: (sum |x|^ord)^(1/ord); ord inf / -inf: the largest / smallest |x|; ord 0: the number of nonzero elements. Float dtypes are kept, integers and bool compute in float64. A composite of elementwise ops and reductions.
    ///
    /// C: `kiln_linalg_vector_norm` (since 1.4).
    pub fn linalg_vector_norm(&self, ord: f64, axes: Option<&[i64]>, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_vector_norm(self.raw(), ord, axes.map_or(ptr::null(), |s| s.as_ptr()), axes.map_or(0, |s| s.len()), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The norm of each matrix in the last two axes, as numpy.linalg.matrix_norm (2, -2 and nuc through kiln_linalg_svdvals). float32/float64 are kept, integers and bool compute in float64.
    ///
    /// C: `kiln_linalg_matrix_norm` (since 1.4).
    pub fn linalg_matrix_norm(&self, ord: MatrixNorm, keepdims: bool) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_matrix_norm(self.raw(), ord.to_raw(), keepdims, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The least-squares solution x minimising |a x - b| for each m x n matrix a (the minimum-norm one when a is rank deficient), as numpy.linalg.lstsq's first result: through the SVD, singular values at most rcond times the largest taken as zero. b is \[..., m, k\] (batch axes broadcast) or 1-d of length m (the result is then \[..., n\]). Residuals, rank and singular values come from kiln_linalg_svdvals and ordinary ops.
    ///
    /// C: `kiln_linalg_lstsq` (since 1.4).
    pub fn linalg_lstsq(&self, b: &Tensor, rcond: f64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_linalg_lstsq(self.raw(), b.raw(), rcond, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The discrete Fourier transform over the given axes, as numpy.fft.fftn (one axis: numpy.fft.fft), or with inverse its inverse (numpy.fft.ifftn): X\[k\] = sum_n x\[n\] exp(-+2 pi i k n / N) along each axis, scaled as norm says. complex64 and complex128 are kept; float64 gives complex128, integers and bool complex128 (NumPy's rule), float16, bfloat16 and float32 complex64. Each axis is transformed in turn; on Vulkan through VkFFT where the device runs it, else on the CPU (a mixed-radix transform, Bluestein's algorithm for lengths with a prime factor above 31).
    ///
    /// C: `kiln_fft` (since 1.8).
    pub fn fft(&self, axes: Option<&[i64]>, lengths: Option<&[i64]>, norm: FftNorm, inverse: bool) -> Result<Tensor> {
        let naxes_len = common_length(&[axes.map(|s| s.len()), lengths.map(|s| s.len())], "kiln_fft")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_fft(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), naxes_len, lengths.map_or(ptr::null(), |s| s.as_ptr()), norm.to_raw(), inverse, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The discrete Fourier transform of real input over the given axes, as numpy.fft.rfftn (one axis: numpy.fft.rfft): the last of axes keeps its first n / 2 + 1 frequencies (the rest are their conjugates), the others are transformed in full. float64 gives complex128, integers and bool complex128, other floats complex64; complex input gives KILN_STATUS_UNSUPPORTED_DTYPE.
    ///
    /// C: `kiln_rfft` (since 1.8).
    pub fn rfft(&self, axes: Option<&[i64]>, lengths: Option<&[i64]>, norm: FftNorm) -> Result<Tensor> {
        let naxes_len = common_length(&[axes.map(|s| s.len()), lengths.map(|s| s.len())], "kiln_rfft")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_rfft(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), naxes_len, lengths.map_or(ptr::null(), |s| s.as_ptr()), norm.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The inverse of kiln_rfft, as numpy.fft.irfftn (one axis: numpy.fft.irfft): a real result whose last transformed axis has n points, from the first n / 2 + 1 frequencies along it (the rest taken as their conjugates; the imaginary parts of the zero and, for even n, the n / 2 frequency are ignored). complex64 gives float32, complex128 float64; real input is read as complex (float64, integers and bool as complex128).
    ///
    /// C: `kiln_irfft` (since 1.8).
    pub fn irfft(&self, axes: Option<&[i64]>, lengths: Option<&[i64]>, norm: FftNorm) -> Result<Tensor> {
        let naxes_len = common_length(&[axes.map(|s| s.len()), lengths.map(|s| s.len())], "kiln_irfft")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_irfft(self.raw(), axes.map_or(ptr::null(), |s| s.as_ptr()), naxes_len, lengths.map_or(ptr::null(), |s| s.as_ptr()), norm.to_raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// Pads with a constant as XLA's Pad and Nx.pad: interior\[i\] value elements go between neighbours on axis i first, then low\[i\] before and high\[i\] after; a negative low or high crops that many elements from that end instead. Each result extent, low + n + (n - 1) * interior + high (n > 0; low + high when n is 0), must be non-negative.
    ///
    /// C: `kiln_pad_general` (since 1.5).
    pub fn pad_general(&self, low: &[i64], high: &[i64], interior: &[i64], value: f64) -> Result<Tensor> {
        let naxes_len = common_length(&[Some(low.len()), Some(high.len()), Some(interior.len())], "kiln_pad_general")?;
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_pad_general(self.raw(), low.as_ptr(), high.as_ptr(), interior.as_ptr(), naxes_len, value, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// The window of extents sizes\[i\] starting at starts\[i\] on each axis, as XLA's DynamicSlice and Nx.slice with tensor starts: starts is read on the device when the result is evaluated (building the graph reads nothing), each start clamped into \[0, n - size\] so the window fits.
    ///
    /// C: `kiln_dynamic_slice` (since 1.5).
    pub fn dynamic_slice(&self, starts: &Tensor, sizes: &[i64]) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_dynamic_slice(self.raw(), starts.raw(), sizes.as_ptr(), sizes.len(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// x with the window at starts replaced by update, as XLA's DynamicUpdateSlice and Nx.put_slice: starts is read on the device when the result is evaluated, each start clamped into \[0, n - update extent\] so the window fits. The result has x's dtype (update is converted).
    ///
    /// C: `kiln_dynamic_update_slice` (since 1.5).
    pub fn dynamic_update_slice(&self, starts: &Tensor, update: &Tensor) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_dynamic_update_slice(self.raw(), starts.raw(), update.raw(), &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A random permutation of 0, 1, ..., n - 1 (int64) from the key: the stable argsort of the key's uint64 random_bits of shape \[n\], so the same key gives the same permutation on every device. Take x's first axis with it (kiln_take) to shuffle a tensor.
    ///
    /// C: `kiln_random_permutation` (since 1.5).
    pub fn random_permutation(&self, n: i64) -> Result<Tensor> {
        let mut out = sys::kiln_tensor::null();
        // SAFETY: every pointer argument comes from a live slice or handle of matching length.
        check(unsafe { sys::kiln_random_permutation(self.raw(), n, &mut out) })?;
        Ok(Tensor::from_new_reference(out))
    }
}
