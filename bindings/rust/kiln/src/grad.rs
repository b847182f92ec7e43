//! Function transformations, as MLX has them: `grad`, `value_and_grad`, `vjp`, `jvp`.
//!
//! ```
//! # fn main() -> kiln::Result<()> {
//! use kiln::{Device, Tensor};
//! let device = Device::cpu()?;
//! // d/dx sum(x * x) = 2x
//! let g = kiln::grad(|xs: &[Tensor]| xs[0].square()?.sum(None, false), &[]);
//! let x = Tensor::from_slice(&[1.0f64, 2.0, 3.0], &[3], device)?;
//! assert_eq!(g.call(&[x])?[0].to_vec::<f64>()?, vec![2.0, 4.0, 6.0]);
//! # Ok(())
//! # }
//! ```
//!
//! A closure takes a slice of tensors and returns a tensor, a `Vec` of them, or a `Result` of
//! either. The wrapper traces it once per signature of its arguments (shapes, dtypes, devices)
//! on placeholders, captures the graph (kiln_function_create), derives the gradient graph in C
//! (kiln_function_value_and_grad, _vjp, _jvp) and caches it; each call then builds that graph
//! on the arguments in one C call. Results are lazy. The closure must not read values while it
//! builds (a read of a placeholder fails). Wrappers may be called inside other wrappers'
//! closures, which gives second-order derivatives.
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use kiln_sys as sys;

use crate::error::{check, Error, Result};
use crate::gen_enums::Status;
use crate::tensor::Tensor;

/// What a traced closure may return: a tensor, a `Vec` of tensors, or a `Result` of either.
pub trait Outputs {
    fn into_outputs(self) -> Result<Vec<Tensor>>;
}

impl Outputs for Tensor {
    fn into_outputs(self) -> Result<Vec<Tensor>> {
        Ok(vec![self])
    }
}

impl Outputs for Vec<Tensor> {
    fn into_outputs(self) -> Result<Vec<Tensor>> {
        Ok(self)
    }
}

impl<T: Outputs> Outputs for Result<T> {
    fn into_outputs(self) -> Result<Vec<Tensor>> {
        self?.into_outputs()
    }
}

/// An owned kiln_function, released on drop.
struct Function(sys::kiln_function);

// SAFETY: the library serialises every call and a captured function is immutable.
unsafe impl Send for Function {}
unsafe impl Sync for Function {}

impl Drop for Function {
    fn drop(&mut self) {
        let _ = unsafe { sys::kiln_function_release(self.0) };
    }
}

impl Function {
    fn call(&self, args: &[&Tensor]) -> Result<Vec<Tensor>> {
        let (mut inputs, mut outputs) = (0usize, 0usize);
        check(unsafe { sys::kiln_function_arity(self.0, &mut inputs, &mut outputs) })?;
        let handles: Vec<sys::kiln_tensor> = args.iter().map(|t| t.raw()).collect();
        let mut results = vec![sys::kiln_tensor::null(); outputs];
        check(unsafe { sys::kiln_function_call(self.0, handles.as_ptr(), handles.len(), results.as_mut_ptr(), outputs) })?;
        Ok(results.into_iter().map(Tensor::from_new_reference).collect())
    }
}

/// One signature's trace: the captured closure, its derived function and its output count.
struct Derived {
    _captured: Function,
    derived: Function,
    inputs: usize,
    outputs: usize,
}

/// Shape, dtype and device of each argument (raw values, so that newer dtypes still hash).
type Signature = Vec<(Vec<i64>, i32, usize)>;

fn signature(args: &[Tensor]) -> Result<Signature> {
    args.iter().map(|t| Ok((t.shape()?, t.dtype()?.to_raw(), t.device()?.raw().0 as usize))).collect()
}

/// The closure and its derived functions, one per signature.
struct Traced<F> {
    fun: F,
    who: &'static str,
    cache: Mutex<HashMap<Signature, Arc<Derived>>>,
}

impl<F: Fn(&[Tensor]) -> R, R: Outputs> Traced<F> {
    fn new(fun: F, who: &'static str) -> Self {
        Traced { fun, who, cache: Mutex::new(HashMap::new()) }
    }

    /// The derived function for args' signature, traced and derived by `derive` the first time.
    /// The lock is not held while the closure runs, so it may call other wrappers (or this one).
    fn derived(&self, args: &[Tensor], derive: impl Fn(sys::kiln_function, &mut sys::kiln_function) -> Result<()>) -> Result<Arc<Derived>> {
        let key = signature(args)?;
        if let Some(found) = self.cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return Ok(found.clone());
        }
        let placeholders = args
            .iter()
            .map(|t| Tensor::placeholder(&t.shape()?, t.dtype()?, t.device()?))
            .collect::<Result<Vec<Tensor>>>()?;
        let outputs = (self.fun)(&placeholders).into_outputs()?;
        if outputs.is_empty() {
            return Err(Error::new(Status::InvalidArgument, format!("kiln::{}: the closure returned no tensors", self.who)));
        }
        let ins: Vec<sys::kiln_tensor> = placeholders.iter().map(Tensor::raw).collect();
        let outs: Vec<sys::kiln_tensor> = outputs.iter().map(Tensor::raw).collect();
        let mut captured = Function(sys::kiln_function::null());
        check(unsafe { sys::kiln_function_create(ins.as_ptr(), ins.len(), outs.as_ptr(), outs.len(), &mut captured.0) })?;
        let mut derived = Function(sys::kiln_function::null());
        derive(captured.0, &mut derived.0)?;
        let found = Arc::new(Derived { _captured: captured, derived, inputs: args.len(), outputs: outputs.len() });
        self.cache.lock().unwrap_or_else(|e| e.into_inner()).insert(key, found.clone());
        Ok(found)
    }
}

/// `value_and_grad`'s result: call it with the closure's arguments.
pub struct ValueAndGrad<F> {
    traced: Traced<F>,
    argnums: Vec<usize>,
}

impl<F: Fn(&[Tensor]) -> R, R: Outputs> ValueAndGrad<F> {
    /// (the closure's outputs, one gradient of output 0 per chosen argument, in argnums' order).
    pub fn call(&self, args: &[Tensor]) -> Result<(Vec<Tensor>, Vec<Tensor>)> {
        let nums: Vec<usize> = if self.argnums.is_empty() { (0..args.len()).collect() } else { self.argnums.clone() };
        if let Some(bad) = nums.iter().find(|&&n| n >= args.len()) {
            return Err(Error::new(
                Status::InvalidArgument,
                format!("kiln::value_and_grad: argnum {} out of range for {} arguments", bad, args.len()),
            ));
        }
        let derived = self.traced.derived(args, |f, out| check(unsafe { sys::kiln_function_value_and_grad(f, nums.as_ptr(), nums.len(), out) }))?;
        let mut results = derived.derived.call(&args.iter().collect::<Vec<_>>())?;
        let grads = results.split_off(derived.outputs);
        Ok((results, grads))
    }
}

/// `grad`'s result: call it with the closure's arguments.
pub struct Grad<F>(ValueAndGrad<F>);

impl<F: Fn(&[Tensor]) -> R, R: Outputs> Grad<F> {
    /// The gradients of output 0 with respect to the chosen arguments.
    pub fn call(&self, args: &[Tensor]) -> Result<Vec<Tensor>> {
        Ok(self.0.call(args)?.1)
    }
}

/// `vjp`'s or `jvp`'s result: call it with primals and one vector per output (vjp) or input (jvp).
pub struct Transform<F> {
    traced: Traced<F>,
    per_output: bool,
}

impl<F: Fn(&[Tensor]) -> R, R: Outputs> Transform<F> {
    /// (the closure's outputs at primals, the cotangents of the inputs (vjp) or the tangents of the
    /// outputs (jvp)).
    pub fn call(&self, primals: &[Tensor], vectors: &[Tensor]) -> Result<(Vec<Tensor>, Vec<Tensor>)> {
        let per_output = self.per_output;
        let derived = self.traced.derived(primals, |f, out| {
            check(unsafe { if per_output { sys::kiln_function_vjp(f, out) } else { sys::kiln_function_jvp(f, out) } })
        })?;
        let expected = if per_output { derived.outputs } else { derived.inputs };
        if vectors.len() != expected {
            return Err(Error::new(
                Status::InvalidArgument,
                format!("kiln::{}: {} vectors given, {} expected", self.traced.who, vectors.len(), expected),
            ));
        }
        let args: Vec<&Tensor> = primals.iter().chain(vectors).collect();
        let mut results = derived.derived.call(&args)?;
        let rest = results.split_off(derived.outputs);
        Ok((results, rest))
    }
}

/// A callable returning (the closure's outputs, the gradients of output 0, a 0-d float loss,
/// with respect to the arguments numbered in `argnums`; empty means every argument).
pub fn value_and_grad<F: Fn(&[Tensor]) -> R, R: Outputs>(fun: F, argnums: &[usize]) -> ValueAndGrad<F> {
    ValueAndGrad { traced: Traced::new(fun, "value_and_grad"), argnums: argnums.to_vec() }
}

/// A callable returning the gradients of the closure's output 0 (as `value_and_grad`).
pub fn grad<F: Fn(&[Tensor]) -> R, R: Outputs>(fun: F, argnums: &[usize]) -> Grad<F> {
    Grad(value_and_grad(fun, argnums))
}

/// A callable taking (primals, one cotangent per output) and returning (outputs, one cotangent
/// per input): the vector-Jacobian product.
pub fn vjp<F: Fn(&[Tensor]) -> R, R: Outputs>(fun: F) -> Transform<F> {
    Transform { traced: Traced::new(fun, "vjp"), per_output: true }
}

/// A callable taking (primals, one tangent per input) and returning (outputs, one tangent per
/// output): the Jacobian-vector product.
pub fn jvp<F: Fn(&[Tensor]) -> R, R: Outputs>(fun: F) -> Transform<F> {
    Transform { traced: Traced::new(fun, "jvp"), per_output: false }
}
