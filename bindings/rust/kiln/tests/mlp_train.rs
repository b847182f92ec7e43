//! Runs the training example (the README's MLP trained with value_and_grad and SGD): it exits
//! with failure unless the loss falls to under half its first value.
mod common;

use std::process::Command;

#[test]
fn mlp_training_loss_falls() {
    let output = Command::new(common::example_binary("mlp_train")).output().expect("run the mlp_train example");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "mlp_train failed: {}\n{}{}", output.status, stdout, String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("step   0  loss") && stdout.contains("loss fell from"), "unexpected output:\n{}", stdout);
}
