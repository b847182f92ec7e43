//! `Display` for `Tensor`: its values (nested by its shape), shape and dtype, as Node's
//! `toString` and Python's `repr` show them: `Tensor([[1, 2], [3, 4]], shape=[2, 2], dtype=int32)`.
//! Formatting evaluates the tensor; a released or failing one shows the reason instead.
use std::fmt;

use crate::element::Element;
use crate::{DType, Result, Tensor};

/// Each element as text, in row-major order.
fn element_texts(t: &Tensor) -> Result<Vec<String>> {
    fn texts<T: Element + fmt::Display>(t: &Tensor, dtype: DType) -> Result<Vec<String>> {
        let read = if t.dtype()? == dtype { t.clone() } else { t.astype(dtype)? };
        Ok(read.to_vec::<T>()?.iter().map(|v| v.to_string()).collect())
    }
    match t.dtype()? {
        DType::Bool => texts::<bool>(t, DType::Bool),
        DType::Float64 => texts::<f64>(t, DType::Float64),
        DType::Float32 | DType::Float16 | DType::Bfloat16 => texts::<f32>(t, DType::Float32),
        DType::Uint64 => texts::<u64>(t, DType::Uint64),
        _ => texts::<i64>(t, DType::Int64),
    }
}

/// `[a, b]` nesting of `items` by `shape` (a 0-d shape gives the one item).
fn nest(items: &[String], shape: &[i64]) -> String {
    match shape.split_first() {
        None => items.first().cloned().unwrap_or_default(),
        Some((&n, rest)) => {
            let step = if n > 0 { items.len() / n as usize } else { 0 };
            let parts: Vec<String> = (0..n as usize).map(|i| nest(&items[i * step..(i + 1) * step], rest)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

impl fmt::Display for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let described = self.shape().and_then(|shape| Ok((element_texts(self)?, shape, self.dtype()?)));
        match described {
            Ok((items, shape, dtype)) => {
                let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
                write!(f, "Tensor({}, shape=[{}], dtype={})", nest(&items, &shape), dims.join(", "), dtype)
            }
            Err(e) => write!(f, "Tensor(<{}>)", e),
        }
    }
}
