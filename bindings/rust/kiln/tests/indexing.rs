//! take (Kiln 1.2): elements at integer indices along an axis.
mod common;

use common::device;
use kiln::Tensor;

#[test]
fn take_matches_rust_indexing() {
    let values: Vec<i32> = (10..22).collect(); // 3 x 4
    let m = Tensor::from_slice(&values, &[3, 4], device()).unwrap();
    let rows = Tensor::from_slice(&[2i64, 0, -1], &[3], device()).unwrap();
    let taken = m.take(&rows, 0).unwrap();
    assert_eq!(taken.shape().unwrap(), vec![3, 4]);
    let expected: Vec<i32> = [2usize, 0, 2].iter().flat_map(|&r| values[r * 4..r * 4 + 4].to_vec()).collect();
    assert_eq!(taken.to_vec::<i32>().unwrap(), expected);
    let cols = Tensor::from_slice(&[3i32, 1], &[2], device()).unwrap();
    assert_eq!(m.take(&cols, 1).unwrap().to_vec::<i32>().unwrap(), vec![13, 11, 17, 15, 21, 19]);
}
