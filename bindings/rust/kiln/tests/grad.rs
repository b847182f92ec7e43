//! grad, value_and_grad, vjp, jvp and stop_gradient against hand-computed derivatives and
//! central finite differences in float64.
mod common;

use std::sync::atomic::{AtomicUsize, Ordering};

use common::{device, expect_error};
use kiln::{Result, Status, Tensor};

fn t(values: &[f64], shape: &[i64]) -> Tensor {
    Tensor::from_slice(values, shape, device()).unwrap()
}

fn values(x: &Tensor) -> Vec<f64> {
    x.to_vec::<f64>().unwrap()
}

fn assert_close(got: &[f64], want: &[f64], tol: f64) {
    assert_eq!(got.len(), want.len(), "lengths differ: {:?} vs {:?}", got, want);
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= tol * (1.0 + w.abs()), "element {}: got {}, want {} (all: {:?} vs {:?})", i, g, w, got, want);
    }
}

/// Pseudo-random values in [-1, 1) (a fixed linear congruential sequence).
fn random(count: usize, seed: u64) -> Vec<f64> {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    (0..count)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
        })
        .collect()
}

/// Central finite differences of the scalar fun(args) with respect to every element of args[which].
fn finite_differences(fun: &dyn Fn(&[Tensor]) -> Result<Tensor>, args: &[(Vec<f64>, Vec<i64>)], which: usize) -> Vec<f64> {
    let h = 1e-6;
    let at = |which_values: &[f64]| -> f64 {
        let tensors: Vec<Tensor> =
            args.iter().enumerate().map(|(i, (v, s))| t(if i == which { which_values } else { v }, s)).collect();
        fun(&tensors).unwrap().item::<f64>().unwrap()
    };
    let base = &args[which].0;
    (0..base.len())
        .map(|i| {
            let (mut plus, mut minus) = (base.clone(), base.clone());
            plus[i] += h;
            minus[i] -= h;
            (at(&plus) - at(&minus)) / (2.0 * h)
        })
        .collect()
}

fn sin_square(xs: &[Tensor]) -> Result<Tensor> {
    // sum(sin(x) * x^2)
    xs[0].sin()?.multiply(&xs[0].square()?)?.sum(None, false)
}

#[test]
fn grad_matches_hand_derivative_and_finite_differences() {
    let x = random(6, 1);
    let g = kiln::grad(sin_square, &[]);
    let got = values(&g.call(&[t(&x, &[2, 3])]).unwrap()[0]);
    let hand: Vec<f64> = x.iter().map(|&v| v.cos() * v * v + 2.0 * v * v.sin()).collect();
    assert_close(&got, &hand, 1e-12);
    assert_close(&got, &finite_differences(&sin_square, &[(x, vec![2, 3])], 0), 1e-6);
}

fn mlp_loss(xs: &[Tensor]) -> Result<Tensor> {
    // mean(tanh(x @ w + b)^2) with x = xs[0], w = xs[1], b = xs[2]
    xs[0].matmul(&xs[1])?.add(&xs[2])?.tanh()?.square()?.mean(None, false)
}

#[test]
fn value_and_grad_of_chosen_arguments() {
    let args = vec![(random(12, 2), vec![4, 3]), (random(6, 3), vec![3, 2]), (random(2, 4), vec![2])];
    let tensors: Vec<Tensor> = args.iter().map(|(v, s)| t(v, s)).collect();
    let step = kiln::value_and_grad(mlp_loss, &[2, 1]);
    let (value, grads) = step.call(&tensors).unwrap();
    assert_eq!(value.len(), 1);
    assert_close(&values(&value[0]), &values(&mlp_loss(&tensors).unwrap()), 1e-12);
    assert_eq!(grads.len(), 2);
    assert_eq!(grads[0].shape().unwrap(), vec![2]);
    assert_eq!(grads[1].shape().unwrap(), vec![3, 2]);
    assert_close(&values(&grads[0]), &finite_differences(&mlp_loss, &args, 2), 1e-6);
    assert_close(&values(&grads[1]), &finite_differences(&mlp_loss, &args, 1), 1e-6);
    // Empty argnums: every argument.
    let all = kiln::grad(mlp_loss, &[]).call(&tensors).unwrap();
    assert_eq!(all.len(), 3);
    assert_close(&values(&all[0]), &finite_differences(&mlp_loss, &args, 0), 1e-6);
}

#[test]
fn value_and_grad_keeps_auxiliary_outputs() {
    // Output 0 is the loss; the others come back as values, not differentiated.
    let step = kiln::value_and_grad(|xs: &[Tensor]| -> Result<Vec<Tensor>> {
        let y = xs[0].multiply(&xs[1])?;
        Ok(vec![y.sum(None, false)?, y])
    }, &[0]);
    let (a, b) = (t(&[1.0, 2.0], &[2]), t(&[3.0, 5.0], &[2]));
    let (value, grads) = step.call(&[a, b]).unwrap();
    assert_eq!(values(&value[0]), vec![13.0]);
    assert_eq!(values(&value[1]), vec![3.0, 10.0]);
    assert_eq!(values(&grads[0]), vec![3.0, 5.0]);
}

#[test]
fn vjp_matches_the_transposed_jacobian() {
    // outputs: x * x and sum(x); cotangents v0 and v1: 2 x v0 + v1.
    let f = kiln::vjp(|xs: &[Tensor]| -> Result<Vec<Tensor>> { Ok(vec![xs[0].square()?, xs[0].sum(None, false)?]) });
    let x = [1.0, -2.0, 0.5];
    let (outputs, cotangents) = f.call(&[t(&x, &[3])], &[t(&[1.0, 2.0, 3.0], &[3]), t(&[10.0], &[])]).unwrap();
    assert_eq!(values(&outputs[0]), vec![1.0, 4.0, 0.25]);
    assert_eq!(values(&outputs[1]), vec![-0.5]);
    assert_eq!(cotangents.len(), 1);
    assert_close(&values(&cotangents[0]), &[12.0, 2.0, 13.0], 1e-12);
}

fn two_in_two_out(xs: &[Tensor]) -> Result<Vec<Tensor>> {
    // (exp(a) * b, sum(a * sin(b)))
    Ok(vec![xs[0].exp()?.multiply(&xs[1])?, xs[0].multiply(&xs[1].sin()?)?.sum(None, false)?])
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[test]
fn jvp_agrees_with_vjp_and_finite_differences() {
    let (a, b) = (random(4, 5), random(4, 6));
    let primals = [t(&a, &[4]), t(&b, &[4])];
    let (u0, u1) = (random(4, 7), random(4, 8));
    let (v0, v1) = (random(4, 9), random(1, 10));
    let (outputs, tangents) = kiln::jvp(two_in_two_out).call(&primals, &[t(&u0, &[4]), t(&u1, &[4])]).unwrap();
    assert_eq!(outputs.len(), 2);
    assert_eq!(tangents.len(), 2);
    let (_, cotangents) = kiln::vjp(two_in_two_out).call(&primals, &[t(&v0, &[4]), t(&v1, &[])]).unwrap();
    // <v, J u> = <J^T v, u>
    let left = dot(&v0, &values(&tangents[0])) + v1[0] * values(&tangents[1])[0];
    let right = dot(&values(&cotangents[0]), &u0) + dot(&values(&cotangents[1]), &u1);
    assert!((left - right).abs() < 1e-12, "{} vs {}", left, right);
    // The tangent of output 1 is its directional derivative along (u0, u1).
    let h = 1e-6;
    let moved = |s: f64| -> f64 {
        let a2: Vec<f64> = a.iter().zip(&u0).map(|(x, u)| x + s * u).collect();
        let b2: Vec<f64> = b.iter().zip(&u1).map(|(x, u)| x + s * u).collect();
        two_in_two_out(&[t(&a2, &[4]), t(&b2, &[4])]).unwrap()[1].item::<f64>().unwrap()
    };
    assert_close(&values(&tangents[1]), &[(moved(h) - moved(-h)) / (2.0 * h)], 1e-6);
}

#[test]
fn second_order_through_nested_grad() {
    // f = sum(x^3 + x * y): df/dx = 3x^2 + y; the gradient of sum(df/dx) is (6x, 1).
    let cube = |xs: &[Tensor]| xs[0].power(&t(&[3.0], &[]))?.add(&xs[0].multiply(&xs[1])?)?.sum(None, false);
    let first = kiln::grad(cube, &[0]);
    let second = kiln::grad(|xs: &[Tensor]| first.call(xs)?[0].sum(None, false), &[]);
    let (x, y) = (vec![0.5, -1.0, 2.0], vec![1.0, 2.0, 3.0]);
    let g = second.call(&[t(&x, &[3]), t(&y, &[3])]).unwrap();
    assert_close(&values(&g[0]), &[3.0, -6.0, 12.0], 1e-12);
    assert_close(&values(&g[1]), &[1.0, 1.0, 1.0], 1e-12);
    // Hessian-vector product of the tanh layer's loss against finite differences of its gradient.
    let args = vec![(random(6, 11), vec![2, 3]), (random(9, 12), vec![3, 3]), (random(3, 13), vec![3])];
    let v = random(9, 14);
    let g_w = kiln::grad(mlp_loss, &[1]);
    let hvp = kiln::jvp(|xs: &[Tensor]| g_w.call(xs));
    let tensors: Vec<Tensor> = args.iter().map(|(a, s)| t(a, s)).collect();
    let zeros = |n: usize, s: &[i64]| t(&vec![0.0; n], s);
    let (_, tangents) = hvp.call(&tensors, &[zeros(6, &[2, 3]), t(&v, &[3, 3]), zeros(3, &[3])]).unwrap();
    let h = 1e-5;
    let grad_at = |s: f64| -> Vec<f64> {
        let w: Vec<f64> = args[1].0.iter().zip(&v).map(|(a, b)| a + s * b).collect();
        values(&g_w.call(&[t(&args[0].0, &[2, 3]), t(&w, &[3, 3]), t(&args[2].0, &[3])]).unwrap()[0])
    };
    let fd: Vec<f64> = grad_at(h).iter().zip(grad_at(-h)).map(|(p, m)| (p - m) / (2.0 * h)).collect();
    assert_close(&values(&tangents[0]), &fd, 1e-6);
}

#[test]
fn stop_gradient_blocks_the_gradient() {
    // d/dx sum(x * stop_gradient(x)) = x, not 2x.
    let g = kiln::grad(|xs: &[Tensor]| xs[0].multiply(&xs[0].stop_gradient()?)?.sum(None, false), &[]);
    assert_eq!(values(&g.call(&[t(&[1.0, -3.0], &[2])]).unwrap()[0]), vec![1.0, -3.0]);
    let x = t(&[4.0], &[1]);
    assert_eq!(values(&x.stop_gradient().unwrap()), vec![4.0]);
}

#[test]
fn traces_once_per_signature() {
    let traces = AtomicUsize::new(0);
    let g = kiln::grad(|xs: &[Tensor]| {
        traces.fetch_add(1, Ordering::SeqCst);
        xs[0].square()?.sum(None, false)
    }, &[]);
    for _ in 0..3 {
        assert_eq!(values(&g.call(&[t(&[1.0, 2.0], &[2])]).unwrap()[0]), vec![2.0, 4.0]);
    }
    assert_eq!(traces.load(Ordering::SeqCst), 1);
    assert_eq!(values(&g.call(&[t(&[3.0], &[1])]).unwrap()[0]), vec![6.0]);
    assert_eq!(traces.load(Ordering::SeqCst), 2);
    let as_f32 = Tensor::from_slice(&[1.5f32], &[1], device()).unwrap();
    assert_eq!(g.call(&[as_f32]).unwrap()[0].to_vec::<f32>().unwrap(), vec![3.0]);
    assert_eq!(traces.load(Ordering::SeqCst), 3);
}

#[test]
fn errors_come_back_as_results() {
    let x = t(&[1.0, 2.0], &[2]);
    // The loss must be a 0-d float.
    let not_scalar = kiln::grad(|xs: &[Tensor]| xs[0].square(), &[]);
    let error = not_scalar.call(&[x.clone()]).unwrap_err();
    assert!(error.message().starts_with("kiln::function_value_and_grad: "), "{}", error.message());
    assert!(error.message().ends_with("[kiln_function_value_and_grad]"), "{}", error.message());
    // The closure's own error comes back unchanged.
    let failing = kiln::grad(|xs: &[Tensor]| xs[0].reshape(&[3]), &[]);
    expect_error(failing.call(&[x.clone()]), Status::ShapeMismatch);
    // Reading a value while tracing fails (placeholders have none).
    let reading = kiln::grad(|xs: &[Tensor]| {
        xs[0].to_vec::<f64>()?;
        xs[0].sum(None, false)
    }, &[]);
    expect_error(reading.call(&[x.clone()]), Status::InvalidArgument);
    // argnums out of range, wrong vector counts, no outputs.
    expect_error(kiln::grad(sin_square, &[1]).call(&[x.clone()]), Status::InvalidArgument);
    expect_error(kiln::vjp(|xs: &[Tensor]| xs[0].square()).call(&[x.clone()], &[]), Status::InvalidArgument);
    expect_error(kiln::jvp(|xs: &[Tensor]| xs[0].square()).call(&[x.clone()], &[x.clone(), x.clone()]), Status::InvalidArgument);
    expect_error(kiln::vjp(|_: &[Tensor]| Vec::<Tensor>::new()).call(&[x.clone()], &[]), Status::InvalidArgument);
    // A cotangent of the wrong shape is the library's error.
    assert!(kiln::vjp(|xs: &[Tensor]| xs[0].square()).call(&[x.clone()], &[t(&[1.0, 2.0, 3.0], &[3])]).is_err());
}
