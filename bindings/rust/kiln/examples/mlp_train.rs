//! The README's MLP (examples/quickstart.py: 256 -> 512 -> relu -> 10, a batch of 64) trained with
//! `kiln::value_and_grad` and plain SGD on a fixed synthetic task, printing the loss as it falls.
//!
//!     cargo run --example mlp_train
use kiln::{DType, Device, Result, Tensor};

const BATCH: usize = 64;
const INPUTS: usize = 256;
const HIDDEN: usize = 512;
const CLASSES: usize = 10;
const STEPS: usize = 60;
const LEARNING_RATE: f64 = 0.5;

/// Uniform values in [-scale, scale) from a fixed linear congruential sequence.
fn uniform(count: usize, scale: f32, state: &mut u64) -> Vec<f32> {
    (0..count)
        .map(|_| {
            *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((*state >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * scale
        })
        .collect()
}

/// Cross-entropy of the MLP on (x, one-hot targets); xs = [w1, b1, w2, b2, x, targets].
fn loss(xs: &[Tensor]) -> Result<Tensor> {
    let (w1, b1, w2, b2, x, targets) = (&xs[0], &xs[1], &xs[2], &xs[3], &xs[4], &xs[5]);
    let hidden = x.matmul(w1)?.add(b1)?.with_number(0.0, Tensor::maximum)?;
    let logits = hidden.matmul(w2)?.add(b2)?;
    let picked = logits.log_softmax(Some(&[1]))?.multiply(targets)?.sum(Some(&[1]), false)?;
    picked.mean(None, false)?.negative()
}

fn main() -> Result<()> {
    let device = Device::default_device()?;
    let mut state = 42u64;
    let x = uniform(BATCH * INPUTS, 1.0, &mut state);
    // Labels: which of ten slices of the input has the largest sum (a task the MLP can learn).
    let mut targets = vec![0.0f32; BATCH * CLASSES];
    for (row, sample) in x.chunks(INPUTS).enumerate() {
        let sums: Vec<f32> = sample.chunks(INPUTS / CLASSES).take(CLASSES).map(|c| c.iter().sum()).collect();
        let label = (0..CLASSES).max_by(|&a, &b| sums[a].total_cmp(&sums[b])).unwrap();
        targets[row * CLASSES + label] = 1.0;
    }
    let mut params = vec![
        Tensor::from_slice(&uniform(INPUTS * HIDDEN, 0.1, &mut state), &[INPUTS as i64, HIDDEN as i64], device)?,
        Tensor::from_slice(&uniform(HIDDEN, 0.1, &mut state), &[HIDDEN as i64], device)?,
        Tensor::from_slice(&uniform(HIDDEN * CLASSES, 0.1, &mut state), &[HIDDEN as i64, CLASSES as i64], device)?,
        Tensor::from_slice(&uniform(CLASSES, 0.1, &mut state), &[CLASSES as i64], device)?,
    ];
    let x = Tensor::from_slice(&x, &[BATCH as i64, INPUTS as i64], device)?;
    let targets = Tensor::from_slice(&targets, &[BATCH as i64, CLASSES as i64], device)?;
    assert_eq!(x.dtype()?, DType::Float32);

    // Gradients with respect to the four parameters; traced and derived once, then reused.
    let step = kiln::value_and_grad(loss, &[0, 1, 2, 3]);
    let mut first = f32::NAN;
    let mut last = f32::NAN;
    for i in 0..STEPS {
        let mut args = params.clone();
        args.extend([x.clone(), targets.clone()]);
        let (value, grads) = step.call(&args)?;
        params = params
            .iter()
            .zip(&grads)
            .map(|(p, g)| p.subtract(&g.with_number(LEARNING_RATE, Tensor::multiply)?))
            .collect::<Result<Vec<Tensor>>>()?;
        let mut pending: Vec<&Tensor> = params.iter().collect();
        pending.push(&value[0]);
        kiln::eval(&pending)?; // one evaluation per step: the loss and the new parameters
        last = value[0].item::<f32>()?;
        if i == 0 {
            first = last;
        }
        if i % 10 == 0 || i == STEPS - 1 {
            println!("step {:3}  loss {:.4}", i, last);
        }
    }
    if !(last < first * 0.5) {
        eprintln!("mlp_train: the loss did not fall enough ({} -> {})", first, last);
        std::process::exit(1);
    }
    println!("loss fell from {:.4} to {:.4}", first, last);
    Ok(())
}
