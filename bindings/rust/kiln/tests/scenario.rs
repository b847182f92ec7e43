//! Runs the scenario example (bindings/SCENARIO.md) and compares its stdout with
//! bindings/scenario.expected byte for byte.
mod common;

use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn expected_file() -> PathBuf {
    match env::var_os("KILN_SCENARIO_EXPECTED") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenario.expected"),
    }
}

#[test]
fn scenario_output_matches_expected() {
    let binary = common::example_binary("scenario");
    let output = Command::new(&binary).output().expect("run the scenario example");
    assert!(output.status.success(), "scenario failed: {}\n{}", output.status, String::from_utf8_lossy(&output.stderr));
    let expected = fs::read(expected_file()).expect("read bindings/scenario.expected");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&expected),
        "scenario stdout differs from {}",
        expected_file().display()
    );
    assert_eq!(output.stdout, expected, "same text, different bytes");
}
