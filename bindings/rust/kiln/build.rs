//! Gives this crate's tests, examples and binaries an rpath to the libkiln that kiln-sys linked
//! (kiln-sys passes its directory as DEP_KILN_LIB_DIR), so they run without LD_LIBRARY_PATH.
fn main() {
    println!("cargo:rerun-if-env-changed=DEP_KILN_LIB_DIR");
    if let Ok(dir) = std::env::var("DEP_KILN_LIB_DIR") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir);
    }
}
