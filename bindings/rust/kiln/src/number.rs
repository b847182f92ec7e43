//! Plain Rust numbers as operands: `&x + 0.5`, `2 * &x`, `x.add(&Tensor::weak(3, x.device()?)?)`.
//!
//! A number becomes the C API's weak scalar (docs/dtypes.md, "Plain numbers"), whose dtype the
//! tensor decides, so every binding gives the same answer: an integer takes the tensor's dtype (and
//! must fit it: `uint8 + 300` fails), a float a float tensor's dtype or else float32 (`int32 +
//! 0.5` is float32 1.5). Integer types give weak ints, `f32`/`f64` weak floats.
use std::ops::{Add, Div, Mul, Sub};

use crate::device::Device;
use crate::error::Result;
use crate::operators::or_panic;
use crate::sys;
use crate::tensor::Tensor;

/// A Rust number type that can be a weak scalar operand.
pub trait Number: Copy {
    /// The weak scalar holding `self` on `device`.
    fn weak_scalar(self, device: Device) -> Result<Tensor>;
}

macro_rules! weak_int {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn weak_scalar(self, device: Device) -> Result<Tensor> {
                match i64::try_from(self) {
                    Ok(value) => weak_call(|out| unsafe { sys::kiln_weak_scalar_int(value, device.raw(), out) }),
                    // Only uint64 holds a value past i64 (a u64 or usize one): a plain uint64 tensor.
                    Err(_) => Tensor::scalar(self as u64, device),
                }
            }
        }
    )*};
}
weak_int!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

macro_rules! weak_float {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn weak_scalar(self, device: Device) -> Result<Tensor> {
                let value = self as f64;
                weak_call(|out| unsafe { sys::kiln_weak_scalar_float(value, device.raw(), out) })
            }
        }
    )*};
}
weak_float!(f32, f64);

fn weak_call(call: impl FnOnce(*mut sys::kiln_tensor) -> sys::kiln_status) -> Result<Tensor> {
    let mut out = sys::kiln_tensor::null();
    crate::error::check(call(&mut out))?;
    Ok(Tensor::from_new_reference(out))
}

impl Tensor {
    /// A plain number as a weak scalar on `device` (see the module docs).
    pub fn weak<N: Number>(value: N, device: Device) -> Result<Tensor> {
        value.weak_scalar(device)
    }

    /// `op(self, value)` with `value` a weak scalar on this tensor's device.
    pub fn with_number<N: Number>(&self, value: N, op: impl FnOnce(&Tensor, &Tensor) -> Result<Tensor>) -> Result<Tensor> {
        op(self, &value.weak_scalar(self.device()?)?)
    }

    /// `op(value, self)` with `value` a weak scalar on this tensor's device.
    pub fn number_with<N: Number>(&self, value: N, op: impl FnOnce(&Tensor, &Tensor) -> Result<Tensor>) -> Result<Tensor> {
        op(&value.weak_scalar(self.device()?)?, self)
    }
}

macro_rules! number_operators {
    ($trait:ident, $method:ident, $op:literal, $kiln:ident; $($t:ty),*) => {$(
        impl<'a> $trait<$t> for &'a Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: $t) -> Tensor {
                or_panic(self.with_number(rhs, Tensor::$kiln), $op)
            }
        }
        impl $trait<$t> for Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: $t) -> Tensor {
                or_panic(self.with_number(rhs, Tensor::$kiln), $op)
            }
        }
        impl<'b> $trait<&'b Tensor> for $t {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: &'b Tensor) -> Tensor {
                or_panic(rhs.number_with(self, Tensor::$kiln), $op)
            }
        }
        impl $trait<Tensor> for $t {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: Tensor) -> Tensor {
                or_panic(rhs.number_with(self, Tensor::$kiln), $op)
            }
        }
    )*};
}

macro_rules! all_number_operators {
    ($($t:ty),*) => {
        number_operators!(Add, add, "+", add; $($t),*);
        number_operators!(Sub, sub, "-", subtract; $($t),*);
        number_operators!(Mul, mul, "*", multiply; $($t),*);
        number_operators!(Div, div, "/", divide; $($t),*);
    };
}
// Only i64 and f64: with one integer and one float type, a literal (`&x + 0.5`, `2 * &x`) picks
// its impl and the result's type is known; more types would leave it ambiguous (E0282). Other
// number types go through `with_number` / `number_with`, or `as i64` / `as f64`.
all_number_operators!(i64, f64);
