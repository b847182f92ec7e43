package capi

/*
#include <stdlib.h>
*/
import "C"

import "unsafe"

// cAllocs collects C memory a wrapper allocates for one call (strings, structs) and frees it
// when the call is over.
type cAllocs []unsafe.Pointer

func (a *cAllocs) zeroed(size C.size_t) unsafe.Pointer {
	p := C.calloc(1, size)
	if p == nil {
		panic("kiln: out of C memory")
	}
	*a = append(*a, p)
	return p
}

func (a *cAllocs) cString(text string) *C.char {
	p := C.CString(text)
	*a = append(*a, unsafe.Pointer(p))
	return p
}

func (a *cAllocs) free() {
	for _, p := range *a {
		C.free(p)
	}
	*a = nil
}

// emptyArray is what an empty non-nil slice points C at: Kiln tells a NULL array ("every
// axis") from an empty one ("no axis").
var emptyArray [8]byte

// slicePointer gives C the address of a slice's first element. The elements are numbers or
// handles, never Go pointers, so cgo allows passing them for the duration of the call. A nil
// slice becomes NULL where the parameter may be NULL.
func slicePointer[T any](s []T, nullable bool) unsafe.Pointer {
	switch {
	case len(s) > 0:
		return unsafe.Pointer(&s[0])
	case s == nil && nullable:
		return nil
	default:
		return unsafe.Pointer(&emptyArray[0])
	}
}
