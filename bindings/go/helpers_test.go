package kiln_test

import (
	"testing"

	"kiln.dev/kiln"
)

// check(value, err)(t) fails the test on err and otherwise returns value. (Go allows a
// two-valued call only as the sole argument, hence the curried form.)
func check[T any](value T, err error) func(*testing.T) T {
	return func(t *testing.T) T {
		t.Helper()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return value
	}
}

// keep(tensor, err)(t) is check, and releases the tensor when the test ends.
func keep(tensor *kiln.Tensor, err error) func(*testing.T) *kiln.Tensor {
	return func(t *testing.T) *kiln.Tensor {
		t.Helper()
		tensor = check(tensor, err)(t)
		t.Cleanup(func() {
			if err := tensor.Release(); err != nil {
				t.Errorf("release: %v", err)
			}
		})
		return tensor
	}
}

func equalSlices[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func equalShape(t *testing.T, tensor *kiln.Tensor, want ...int) {
	t.Helper()
	if got := check(tensor.Shape())(t); !equalSlices(got, want) {
		t.Fatalf("shape %v, want %v", got, want)
	}
}
