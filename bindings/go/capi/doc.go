// Package capi is the thin, generated Go view of Kiln's C API (include/kiln/kiln.h): a Go
// type per enum, struct and handle, and one wrapper per C function that converts Go values,
// calls the function and returns its out-parameters and an *Error on failure.
//
// The library is loaded with dlopen on first use: from KILN_LIBRARY_PATH (the file or its
// directory) when set, else by its soname libkiln.so.1. Handles are plain values: releasing
// them is the caller's job here; package kiln (the parent directory) wraps them in owning types.
//
// Every file named *.gen.* is generated from abi/kiln.api.json by tools/gen/generate.py.
package capi
