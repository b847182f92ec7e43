//! Runs the scenario example (bindings/SCENARIO.md) and compares its stdout with
//! bindings/scenario.expected byte for byte.
use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

/// `cargo test` builds the examples next to the test binaries: target/<profile>/examples/.
fn example_binary() -> PathBuf {
    let test_exe = env::current_exe().expect("the test binary's path");
    let profile_dir = test_exe.parent().and_then(|deps| deps.parent()).expect("target/<profile>/deps");
    profile_dir.join("examples").join(format!("scenario{}", env::consts::EXE_SUFFIX))
}

fn expected_file() -> PathBuf {
    match env::var_os("KILN_SCENARIO_EXPECTED") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenario.expected"),
    }
}

#[test]
fn scenario_output_matches_expected() {
    let binary = example_binary();
    assert!(binary.exists(), "{} is missing; `cargo test` builds it (cargo build --example scenario)", binary.display());
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
