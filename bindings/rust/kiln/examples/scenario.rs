//! The cross-language scenario of bindings/SCENARIO.md; its stdout must equal
//! bindings/scenario.expected byte for byte.
use kiln::{DType, Device, Tensor};

fn joined<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(",")
}

/// Values printed as integers: all of the scenario's values are integral.
fn as_integers(values: &[f32]) -> Vec<i64> {
    values.iter().map(|&v| v as i64).collect()
}

fn main() -> kiln::Result<()> {
    let (major, minor, patch) = kiln::version()?;
    println!("version={}.{}.{}", major, minor, patch);

    let device = Device::default_device()?;
    let a = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], device)?;
    println!("a shape=[{}] dtype={}", joined(&a.shape()?), a.dtype()?);

    let b = Tensor::arange(0.0, 3.0, 1.0, DType::Float32, device)?;
    let c = a.add(&b)?.multiply(&a)?;
    let s = c.sum(Some(&[1]), false)?;
    let i = s.astype(DType::Int32)?;
    kiln::eval(&[&c, &s, &i])?;

    println!("c=[{}]", joined(&as_integers(&c.to_vec::<f32>()?)));
    println!("s shape=[{}] dtype={}", joined(&s.shape()?), s.dtype()?);
    println!("s=[{}]", joined(&as_integers(&s.to_vec::<f32>()?)));
    println!("i dtype={} i=[{}]", i.dtype()?, joined(&i.to_vec::<i32>()?));

    match a.reshape(&[4]) {
        Ok(_) => panic!("reshape of a [2, 3] tensor to [4] succeeded"),
        Err(error) => {
            assert!(!error.message().is_empty(), "the error has no message");
            println!("error={}", error.status_name());
        }
    }
    Ok(())
}
