//! Tensors move between and are shared by threads (Tensor is Send and Sync).
mod common;

use std::sync::Arc;
use std::thread;

use common::{device, expect_error};
use kiln::{Status, Tensor};

#[test]
fn tensors_made_on_other_threads() {
    let handles: Vec<_> = (0..4)
        .map(|i| thread::spawn(move || Tensor::from_slice(&[i as f32; 3], &[3], device()).unwrap()))
        .collect();
    let tensors: Vec<Tensor> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let refs: Vec<&Tensor> = tensors.iter().collect();
    let all = Tensor::stack(&refs, 0).unwrap();
    assert_eq!(all.sum(Some(&[1]), false).unwrap().to_vec::<f32>().unwrap(), vec![0.0, 3.0, 6.0, 9.0]);
}

#[test]
fn one_tensor_shared_by_many_threads() {
    let base = Arc::new(Tensor::from_slice(&[1i64, 2, 3, 4], &[4], device()).unwrap());
    let workers: Vec<_> = (1..=8i64)
        .map(|k| {
            let base = Arc::clone(&base);
            thread::spawn(move || {
                let factor = Tensor::scalar(k, device()).unwrap();
                for _ in 0..20 {
                    let product = base.multiply(&factor).unwrap();
                    assert_eq!(product.to_vec::<i64>().unwrap(), vec![k, 2 * k, 3 * k, 4 * k]);
                }
                // Dropped here, on this thread, while others still use `base`.
                base.clone()
            })
        })
        .collect();
    for worker in workers {
        assert_eq!(worker.join().unwrap().to_vec::<i64>().unwrap(), vec![1, 2, 3, 4]);
    }
}

#[test]
fn each_thread_sees_its_own_error_message() {
    let shared = Arc::new(Tensor::from_slice(&[1.0f32; 6], &[2, 3], device()).unwrap());
    thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                for _ in 0..20 {
                    let reshape = expect_error(shared.reshape(&[7]), Status::ShapeMismatch);
                    assert!(reshape.message().contains("kiln_reshape"), "{}", reshape);
                    let sum = expect_error(shared.sum(Some(&[5]), false), Status::IndexOutOfRange);
                    assert!(sum.message().contains("kiln_sum"), "{}", sum);
                }
            });
        }
    });
}
