package kiln_test

import (
	"errors"
	"fmt"

	"kiln.dev/kiln"
)

// The README's example; `go test` checks its output.
func Example() {
	a, err := kiln.FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	if err != nil {
		panic(err)
	}
	defer a.Release()

	doubled, _ := kiln.Add(a, a) // lazy: nothing is computed yet
	defer doubled.Release()
	rows, _ := kiln.Sum(doubled, []int{1}, false)
	defer rows.Release()

	values, _ := kiln.ToSlice[float32](rows) // evaluates
	fmt.Println(rows, values)

	_, err = kiln.Reshape(a, 4)
	var kerr *kiln.Error
	if errors.As(err, &kerr) && errors.Is(err, kiln.ErrShapeMismatch) {
		fmt.Println(kerr.Status.Name(), kerr.Function)
	}
	// Output:
	// Tensor(shape=[2], dtype=float32) [12 30]
	// SHAPE_MISMATCH kiln_reshape
}
