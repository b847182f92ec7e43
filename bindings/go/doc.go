// Package kiln is the Go binding of Kiln, a lazy tensor library with a stable C ABI.
//
// Tensors are lazy: ops return new tensors at once, with shape and dtype known, and values are
// computed by Eval or when read (ToSlice, ReadInto). A *Tensor owns one reference to a Kiln
// tensor; Release drops it (more calls do nothing), and a finalizer does so for tensors that are
// forgotten. Using a released tensor returns an *Error with StatusInvalidHandle.
//
// Failures are *Error values carrying the kiln_status and kiln_last_error()'s message; match
// them with errors.Is(err, kiln.ErrShapeMismatch) or errors.As(err, &kerr).
//
//	a, _ := kiln.FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
//	defer a.Release()
//	s, _ := kiln.Sum(a, []int{1}, false)
//	defer s.Release()
//	values, _ := kiln.ToSlice[float32](s) // [6 15]
//
// The library is loaded on first use from KILN_LIBRARY_PATH, else by its soname libkiln.so.1.
// Package kiln.dev/kiln/capi holds the generated one-to-one wrappers of every C function.
package kiln
