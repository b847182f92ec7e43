//! Ops against values computed in Rust.
mod common;

use common::device;
use kiln::{DType, Tensor};

fn f32s(values: &[f32], shape: &[i64]) -> Tensor {
    Tensor::from_slice(values, shape, device()).unwrap()
}

fn close(actual: &[f32], expected: &[f32]) {
    assert_eq!(actual.len(), expected.len(), "{:?} vs {:?}", actual, expected);
    for (a, e) in actual.iter().zip(expected) {
        assert!((a - e).abs() <= 1e-5 * e.abs().max(1.0), "{:?} vs {:?}", actual, expected);
    }
}

const X: [f32; 6] = [1.0, -2.0, 3.5, 4.0, 0.5, -6.0];
const Y: [f32; 6] = [2.0, 4.0, -1.0, 0.25, 8.0, 3.0];

fn elementwise(f: impl Fn(f32, f32) -> f32) -> Vec<f32> {
    X.iter().zip(&Y).map(|(&x, &y)| f(x, y)).collect()
}

#[test]
fn binary_methods_match_rust() {
    let (x, y) = (f32s(&X, &[2, 3]), f32s(&Y, &[2, 3]));
    close(&x.add(&y).unwrap().to_vec::<f32>().unwrap(), &elementwise(|a, b| a + b));
    close(&x.subtract(&y).unwrap().to_vec::<f32>().unwrap(), &elementwise(|a, b| a - b));
    close(&x.multiply(&y).unwrap().to_vec::<f32>().unwrap(), &elementwise(|a, b| a * b));
    close(&x.divide(&y).unwrap().to_vec::<f32>().unwrap(), &elementwise(|a, b| a / b));
    close(&x.maximum(&y).unwrap().to_vec::<f32>().unwrap(), &elementwise(f32::max));
}

#[test]
fn operators_match_rust() {
    let (x, y) = (f32s(&X, &[2, 3]), f32s(&Y, &[2, 3]));
    close(&(&x + &y).to_vec::<f32>().unwrap(), &elementwise(|a, b| a + b));
    close(&(&x - &y).to_vec::<f32>().unwrap(), &elementwise(|a, b| a - b));
    close(&(&x * &y).to_vec::<f32>().unwrap(), &elementwise(|a, b| a * b));
    close(&(&x / &y).to_vec::<f32>().unwrap(), &elementwise(|a, b| a / b));
    close(&(-&x).to_vec::<f32>().unwrap(), &X.iter().map(|v| -v).collect::<Vec<_>>());
    // By value and chained: (x + y) * x.
    let chained = (x.clone() + &y) * x;
    close(&chained.to_vec::<f32>().unwrap(), &elementwise(|a, b| (a + b) * a));
}

#[test]
fn unary_methods_match_rust() {
    let x = f32s(&[0.25, 1.0, 4.0, 9.0], &[4]);
    close(&x.sqrt().unwrap().to_vec::<f32>().unwrap(), &[0.5, 1.0, 2.0, 3.0]);
    close(&x.exp().unwrap().to_vec::<f32>().unwrap(), &[0.25f32.exp(), 1f32.exp(), 4f32.exp(), 9f32.exp()]);
    close(&x.negative().unwrap().abs().unwrap().to_vec::<f32>().unwrap(), &[0.25, 1.0, 4.0, 9.0]);
}

#[test]
fn broadcasting_integers() {
    let m = Tensor::from_slice(&[1i32, 2, 3, 4, 5, 6], &[2, 3], device()).unwrap();
    let row = Tensor::from_slice(&[10i32, 20, 30], &[3], device()).unwrap();
    assert_eq!(m.add(&row).unwrap().to_vec::<i32>().unwrap(), vec![11, 22, 33, 14, 25, 36]);
    assert_eq!(m.add(&row).unwrap().dtype().unwrap(), DType::Int32);
}

#[test]
fn reductions() {
    let m = f32s(&X, &[2, 3]);
    let rows: Vec<f32> = X.chunks(3).map(|r| r.iter().sum()).collect();
    let cols: Vec<f32> = (0..3).map(|j| X[j] + X[j + 3]).collect();
    close(&m.sum(Some(&[1]), false).unwrap().to_vec::<f32>().unwrap(), &rows);
    close(&m.sum(Some(&[0]), false).unwrap().to_vec::<f32>().unwrap(), &cols);
    close(&m.sum(None, false).unwrap().to_vec::<f32>().unwrap(), &[X.iter().sum()]);
    assert_eq!(m.sum(Some(&[-1]), true).unwrap().shape().unwrap(), vec![2, 1]);
    close(&m.max(Some(&[1]), false).unwrap().to_vec::<f32>().unwrap(), &[3.5, 4.0]);
    close(&m.mean(None, false).unwrap().to_vec::<f32>().unwrap(), &[X.iter().sum::<f32>() / 6.0]);
}

#[test]
fn matmul_matches_rust() {
    let a: Vec<f32> = (0..12).map(|v| v as f32 * 0.5 - 2.0).collect(); // 3 x 4
    let b: Vec<f32> = (0..8).map(|v| 3.0 - v as f32).collect(); // 4 x 2
    let mut expected = vec![0f32; 6];
    for i in 0..3 {
        for j in 0..2 {
            expected[i * 2 + j] = (0..4).map(|k| a[i * 4 + k] * b[k * 2 + j]).sum();
        }
    }
    let product = f32s(&a, &[3, 4]).matmul(&f32s(&b, &[4, 2])).unwrap();
    assert_eq!(product.shape().unwrap(), vec![3, 2]);
    close(&product.to_vec::<f32>().unwrap(), &expected);
}

#[test]
fn shape_ops() {
    let m = Tensor::from_slice(&[1i64, 2, 3, 4, 5, 6], &[2, 3], device()).unwrap();
    let r = m.reshape(&[3, 2]).unwrap();
    assert_eq!(r.shape().unwrap(), vec![3, 2]);
    assert_eq!(r.to_vec::<i64>().unwrap(), vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(m.transpose(None).unwrap().to_vec::<i64>().unwrap(), vec![1, 4, 2, 5, 3, 6]);
    assert_eq!(m.slice(&[0, 1], &[2, 3], None).unwrap().to_vec::<i64>().unwrap(), vec![2, 3, 5, 6]);
    assert_eq!(m.flip(Some(&[1])).unwrap().to_vec::<i64>().unwrap(), vec![3, 2, 1, 6, 5, 4]);
    let both = Tensor::concatenate(&[&m, &m], 0).unwrap();
    assert_eq!(both.shape().unwrap(), vec![4, 3]);
    assert_eq!(both.to_vec::<i64>().unwrap()[6..], [1, 2, 3, 4, 5, 6]);
}

#[test]
fn creation_and_astype() {
    let d = device();
    assert_eq!(Tensor::arange(0.0, 5.0, 2.0, DType::Int32, d).unwrap().to_vec::<i32>().unwrap(), vec![0, 2, 4]);
    assert_eq!(Tensor::zeros(&[2], DType::Uint8, d).unwrap().to_vec::<u8>().unwrap(), vec![0, 0]);
    assert_eq!(Tensor::ones(&[3], DType::Float64, d).unwrap().to_vec::<f64>().unwrap(), vec![1.0; 3]);
    assert_eq!(Tensor::full(&[2, 1], 7.0, DType::Int16, d).unwrap().to_vec::<i16>().unwrap(), vec![7, 7]);
    assert_eq!(Tensor::eye(2, 2, 0, DType::Bool, d).unwrap().to_vec::<bool>().unwrap(), vec![true, false, false, true]);
    let f = f32s(&[1.0, 2.0, -3.0], &[3]);
    assert_eq!(f.astype(DType::Int64).unwrap().to_vec::<i64>().unwrap(), vec![1, 2, -3]);
}

#[test]
fn comparisons_and_where() {
    let (x, y) = (f32s(&X, &[6]), f32s(&Y, &[6]));
    let less = x.less(&y).unwrap();
    assert_eq!(less.dtype().unwrap(), DType::Bool);
    let expected: Vec<bool> = X.iter().zip(&Y).map(|(a, b)| a < b).collect();
    assert_eq!(less.to_vec::<bool>().unwrap(), expected);
    close(&less.where_(&x, &y).unwrap().to_vec::<f32>().unwrap(), &elementwise(f32::min));
    let zero = Tensor::scalar(0.0f32, device()).unwrap();
    close(&x.clip(Some(&zero), None).unwrap().to_vec::<f32>().unwrap(), &X.iter().map(|v| v.max(0.0)).collect::<Vec<_>>());
}

#[test]
fn eval_computes_several_tensors() {
    let x = f32s(&X, &[2, 3]);
    let (a, b) = (x.add(&x).unwrap(), x.multiply(&x).unwrap());
    assert!(!a.is_evaluated().unwrap());
    kiln::eval(&[&a, &b]).unwrap();
    assert!(a.is_evaluated().unwrap() && b.is_evaluated().unwrap());
    let c = a.sqrt().unwrap();
    c.eval().unwrap();
    assert!(c.is_evaluated().unwrap());
}
