//! Dropping and releasing tensors gives their memory back (kiln_device_memory_stats).
//! One test in its own binary: tests running beside it would move the counters.
mod common;

use common::device;
use kiln::Tensor;

const ELEMENTS: usize = 1 << 20; // 4 MiB of float32

#[test]
fn drop_and_release_lower_active_bytes() {
    let dev = device();
    let before = dev.memory_stats().unwrap().active_bytes;
    let a = Tensor::from_slice(&vec![1.5f32; ELEMENTS], &[ELEMENTS as i64], dev).unwrap();
    let b = a.add(&a).unwrap();
    b.eval().unwrap();
    let held = dev.memory_stats().unwrap().active_bytes;
    let bytes = (ELEMENTS * 4) as u64;
    assert!(held >= before + 2 * bytes, "active bytes {} -> {}, expected +{}", before, held, 2 * bytes);

    drop(a);
    let after_drop = dev.memory_stats().unwrap().active_bytes;
    assert!(after_drop + bytes <= held, "dropping a: {} -> {}", held, after_drop);

    b.release().unwrap();
    let after_release = dev.memory_stats().unwrap().active_bytes;
    assert!(after_release + bytes <= after_drop, "releasing b: {} -> {}", after_drop, after_release);
    assert!(dev.memory_stats().unwrap().peak_bytes >= held);
}
