package kiln_test

import (
	"errors"
	"strings"
	"testing"

	"kiln.dev/kiln"
)

// Plain numbers follow the C API's weak-scalar rule (docs/dtypes.md, "Plain numbers"), the same
// cases every binding checks.
func TestNumbersAreWeakScalars(t *testing.T) {
	int32s := keep(kiln.FromSlice([]int32{1}))(t)
	half := keep(kiln.FromSlice([]kiln.Float16{kiln.Float16FromFloat32(1)}))(t)
	int8s := keep(kiln.FromSlice([]int8{1}))(t)
	bools := keep(kiln.FromSlice([]bool{true}))(t)
	float64s := keep(kiln.FromSlice([]float64{1}))(t)
	int16s := keep(kiln.FromSlice([]int16{2}))(t)

	r := keep(kiln.WithNumber(kiln.Add, int32s, 0.5))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeFloat32 || check(r.Float32s())(t)[0] != 1.5 {
		t.Errorf("int32 + 0.5: %v %v, want float32 1.5", dt, check(r.Float32s())(t))
	}
	r = keep(kiln.WithNumber(kiln.Add, half, 2.0))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeFloat16 || check(kiln.ToSlice[kiln.Float16](r))(t)[0].Float32() != 3 {
		t.Errorf("float16 + 2.0: %v, want float16 3", dt)
	}
	r = keep(kiln.WithNumber(kiln.Add, int8s, 3))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeInt8 || check(kiln.ToSlice[int8](r))(t)[0] != 4 {
		t.Errorf("int8 + 3: %v, want int8 4", dt)
	}
	r = keep(kiln.WithNumber(kiln.Add, bools, 2))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeInt64 || check(r.Int64s())(t)[0] != 3 {
		t.Errorf("bool + 2: %v, want int64 3", dt)
	}
	r = keep(kiln.WithNumber(kiln.Add, float64s, 0.1))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeFloat64 || check(r.Float64s())(t)[0] != 1.1 {
		t.Errorf("float64 + 0.1: %v %v, want float64 1.1", dt, check(r.Float64s())(t))
	}
	r = keep(kiln.NumberWith(kiln.Subtract, 5, int16s))(t)
	if dt := check(r.DType())(t); dt != kiln.DTypeInt16 || check(kiln.ToSlice[int16](r))(t)[0] != 3 {
		t.Errorf("5 - int16: %v, want int16 3", dt)
	}

	uint8s := keep(kiln.FromSlice([]uint8{1}))(t)
	_, err := kiln.WithNumber(kiln.Add, uint8s, 300)
	var kerr *kiln.Error
	if !errors.As(err, &kerr) || kerr.Status != kiln.StatusInvalidArgument || !strings.Contains(kerr.Error(), "300 is out of range") {
		t.Errorf("uint8 + 300: got %v, want an INVALID_ARGUMENT error", err)
	}
}
