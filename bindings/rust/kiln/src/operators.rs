//! Arithmetic operators on tensors: `&a + &b`, `a * b`, `-&a`...
//!
//! Plain numbers work on either side too (`&a + 0.5`, `2 * &a`; see number.rs).
//!
//! An operator cannot return a Result and still read naturally, so these follow Rust's own
//! operators (and ndarray's): they panic when the library fails, for instance on shapes that do
//! not broadcast. The methods `add`, `subtract`, `multiply`, `divide` and `negative` do the same
//! work and return a Result; use them wherever the inputs are not known to fit.
use std::ops::{Add, Div, Mul, Neg, Sub};

use crate::error::Result;
use crate::tensor::Tensor;

/// Panics (at the caller's line, through #[track_caller]) when the operator's op failed.
#[track_caller]
pub(crate) fn or_panic(result: Result<Tensor>, op: &str) -> Tensor {
    // A match, not unwrap_or_else: #[track_caller] does not reach into a closure.
    match result {
        Ok(tensor) => tensor,
        Err(e) => panic!("kiln: operator {} failed: {}", op, e),
    }
}

macro_rules! binary_operator {
    ($trait:ident, $method:ident, $op:literal, $kiln:ident) => {
        impl<'a, 'b> $trait<&'b Tensor> for &'a Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: &'b Tensor) -> Tensor {
                or_panic(Tensor::$kiln(self, rhs), $op)
            }
        }
        impl $trait<Tensor> for Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: Tensor) -> Tensor {
                or_panic(Tensor::$kiln(&self, &rhs), $op)
            }
        }
        impl<'b> $trait<&'b Tensor> for Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: &'b Tensor) -> Tensor {
                or_panic(Tensor::$kiln(&self, rhs), $op)
            }
        }
        impl<'a> $trait<Tensor> for &'a Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: Tensor) -> Tensor {
                or_panic(Tensor::$kiln(self, &rhs), $op)
            }
        }
    };
}

binary_operator!(Add, add, "+", add);
binary_operator!(Sub, sub, "-", subtract);
binary_operator!(Mul, mul, "*", multiply);
binary_operator!(Div, div, "/", divide);

impl<'a> Neg for &'a Tensor {
    type Output = Tensor;
    #[track_caller]
    fn neg(self) -> Tensor {
        or_panic(Tensor::negative(self), "-")
    }
}

impl Neg for Tensor {
    type Output = Tensor;
    #[track_caller]
    fn neg(self) -> Tensor {
        or_panic(Tensor::negative(&self), "-")
    }
}
