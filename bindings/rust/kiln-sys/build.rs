//! Links libkiln. Where the library comes from, first match wins:
//! - KILN_LIB_DIR: a directory holding libkiln.so.1 (or libkiln.so);
//! - KILN_LIBRARY_PATH: the library file itself, or its directory (as the other bindings take it);
//! - neither: the system linker and loader paths (an installed libkiln).
//! For the first two, OUT_DIR/lib gets links libkiln.so and libkiln.so.1 to that exact file: the
//! linker records the soname libkiln.so.1, and the rpath (plus cargo's own library path for
//! `cargo run`/`cargo test`, which covers search paths inside the target directory) makes the
//! loader find that file without LD_LIBRARY_PATH.
use std::env;
use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

const SONAME: &str = "libkiln.so.1";

fn main() {
    println!("cargo:rerun-if-env-changed=KILN_LIB_DIR");
    println!("cargo:rerun-if-env-changed=KILN_LIBRARY_PATH");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-link-lib=dylib=kiln");
    if let Some(library) = requested_library() {
        let link_dir = link_directory(&library);
        println!("cargo:rustc-link-search=native={}", link_dir.display());
        // Only this crate's own targets see rustc-link-arg; dependents read DEP_KILN_LIB_DIR.
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", link_dir.display());
        println!("cargo:lib_dir={}", link_dir.display());
        println!("cargo:rerun-if-changed={}", library.display());
    }
}

/// The library file named by the environment, if any; panics (failing the build) when it is missing.
fn requested_library() -> Option<PathBuf> {
    let (variable, given) = match env::var_os("KILN_LIB_DIR") {
        Some(dir) => ("KILN_LIB_DIR", PathBuf::from(dir)),
        None => match env::var_os("KILN_LIBRARY_PATH") {
            Some(path) => ("KILN_LIBRARY_PATH", PathBuf::from(path)),
            None => return None,
        },
    };
    let file = if given.is_dir() {
        [SONAME, "libkiln.so"].iter().map(|name| given.join(name)).find(|p| p.exists())
    } else {
        Some(given.clone()).filter(|p| p.exists())
    };
    match file.and_then(|f| fs::canonicalize(f).ok()) {
        Some(found) => Some(found),
        None => panic!("{}={} names no libkiln ({} or libkiln.so)", variable, given.display(), SONAME),
    }
}

/// OUT_DIR/lib with libkiln.so and libkiln.so.1 linking to `library`.
fn link_directory(library: &Path) -> PathBuf {
    let dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("lib");
    fs::create_dir_all(&dir).expect("create OUT_DIR/lib");
    for name in ["libkiln.so", SONAME] {
        let link = dir.join(name);
        let _ = fs::remove_file(&link);
        symlink(library, &link).unwrap_or_else(|e| panic!("link {} -> {}: {}", link.display(), library.display(), e));
    }
    dir
}
