// Command scenario runs the cross-language scenario of bindings/SCENARIO.md through the Go
// binding; its output must equal bindings/scenario.expected byte for byte.
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"kiln.dev/kiln"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "scenario:", err)
		os.Exit(1)
	}
}

func run() error {
	version, err := kiln.Version()
	if err != nil {
		return err
	}
	fmt.Printf("version=%s\n", version)

	a, err := kiln.FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	if err != nil {
		return err
	}
	defer a.Release()
	if err := describe("a", a); err != nil {
		return err
	}

	b, err := kiln.Arange(0, 3, 1, kiln.DTypeFloat32)
	if err != nil {
		return err
	}
	defer b.Release()
	sum, err := kiln.Add(a, b)
	if err != nil {
		return err
	}
	defer sum.Release()
	c, err := kiln.Multiply(sum, a)
	if err != nil {
		return err
	}
	defer c.Release()
	s, err := kiln.Sum(c, []int{1}, false)
	if err != nil {
		return err
	}
	defer s.Release()
	i, err := kiln.AsType(s, kiln.DTypeInt32)
	if err != nil {
		return err
	}
	defer i.Release()

	if err := kiln.Eval(c, s, i); err != nil {
		return err
	}
	cValues, err := kiln.ToSlice[float32](c)
	if err != nil {
		return err
	}
	fmt.Printf("c=%s\n", integers(cValues))
	if err := describe("s", s); err != nil {
		return err
	}
	sValues, err := kiln.ToSlice[float32](s)
	if err != nil {
		return err
	}
	fmt.Printf("s=%s\n", integers(sValues))
	iType, err := i.DType()
	if err != nil {
		return err
	}
	iValues, err := kiln.ToSlice[int32](i)
	if err != nil {
		return err
	}
	fmt.Printf("i dtype=%s i=%s\n", iType, integers(iValues))

	return reshapeMustFail(a)
}

// describe prints "<name> shape=[..] dtype=<dtype>" from what the library reports.
func describe(name string, t *kiln.Tensor) error {
	shape, err := t.Shape()
	if err != nil {
		return err
	}
	dtype, err := t.DType()
	if err != nil {
		return err
	}
	fmt.Printf("%s shape=%s dtype=%s\n", name, kiln.FormatShape(shape), dtype)
	return nil
}

func reshapeMustFail(a *kiln.Tensor) error {
	r, err := kiln.Reshape(a, 4)
	if err == nil {
		r.Release()
		return errors.New("reshape of 6 elements to [4] succeeded")
	}
	var kerr *kiln.Error
	if !errors.As(err, &kerr) {
		return fmt.Errorf("reshape failed with a non-Kiln error: %w", err)
	}
	if kerr.Message == "" {
		return errors.New("the reshape error has an empty message")
	}
	fmt.Printf("error=%s\n", kerr.Status.Name())
	return nil
}

func integers[T float32 | int32](values []T) string {
	parts := make([]string, len(values))
	for n, v := range values {
		parts[n] = fmt.Sprint(int64(v))
	}
	return "[" + strings.Join(parts, ",") + "]"
}
