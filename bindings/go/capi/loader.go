package capi

/*
#cgo CFLAGS: -I${SRCDIR}/../../../include
#cgo LDFLAGS: -ldl
#include <stdlib.h>
#include "loader.h"
*/
import "C"

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"
)

// Soname is the file name the dynamic loader finds the library by when KILN_LIBRARY_PATH is unset.
const Soname = "libkiln.so.1"

// LoadError says that libkiln could not be loaded, and where the binding looked.
type LoadError struct {
	// Tried lists each place looked at, with why it failed.
	Tried []string
}

func (e *LoadError) Error() string {
	return "kiln: cannot load " + Soname + "; looked in:\n  " + strings.Join(e.Tried, "\n  ") +
		"\nSet KILN_LIBRARY_PATH to the library file or its directory."
}

var (
	loadOnce   sync.Once
	loadFailed error
)

// load opens the library on first use; every wrapper calls it.
func load() error {
	loadOnce.Do(func() { loadFailed = open() })
	return loadFailed
}

// Load opens the library now instead of at the first call, so that a missing library shows up
// early; calling it is optional.
func Load() error { return load() }

func open() error {
	failure := &LoadError{}
	for _, place := range candidates() {
		why, ok := tryOpen(place.path)
		if ok {
			return nil
		}
		failure.Tried = append(failure.Tried, place.where+": "+place.path+" ("+why+")")
	}
	return failure
}

type candidate struct{ where, path string }

// candidates lists, in order: KILN_LIBRARY_PATH (a file, or a directory holding the soname),
// then the bare soname, which the dynamic loader searches for (LD_LIBRARY_PATH, ld.so.cache).
func candidates() []candidate {
	var found []candidate
	if env := os.Getenv("KILN_LIBRARY_PATH"); env != "" {
		path := env
		if info, err := os.Stat(env); err == nil && info.IsDir() {
			path = filepath.Join(env, Soname)
		}
		found = append(found, candidate{"KILN_LIBRARY_PATH", path})
	}
	return append(found, candidate{"system loader path", Soname})
}

func tryOpen(path string) (why string, ok bool) {
	cPath := C.CString(path)
	defer C.free(unsafe.Pointer(cPath))
	var cError *C.char
	if C.kiln_go_open(cPath, &cError) == 1 {
		return "", true
	}
	defer C.free(unsafe.Pointer(cError))
	return C.GoString(cError), false
}
