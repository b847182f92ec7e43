package kiln_test

import (
	"math"
	"testing"

	"kiln.dev/kiln"
)

// roundTrip stores data as a [2, len/2] tensor and reads it back.
func roundTrip[T kiln.Element](t *testing.T, dtype kiln.DType, data []T) {
	t.Helper()
	tensor := keep(kiln.FromSlice(data, 2, len(data)/2))(t)
	equalShape(t, tensor, 2, len(data)/2)
	if got := check(tensor.DType())(t); got != dtype {
		t.Fatalf("dtype %v, want %v", got, dtype)
	}
	if got := check(kiln.ToSlice[T](tensor))(t); !equalSlices(got, data) {
		t.Fatalf("%v read back %v, want %v", dtype, got, data)
	}
	into := make([]T, len(data))
	if err := kiln.ReadInto(tensor, into); err != nil || !equalSlices(into, data) {
		t.Fatalf("ReadInto gave %v (%v), want %v", into, err, data)
	}
}

func TestRoundTripEveryDType(t *testing.T) {
	roundTrip(t, kiln.DTypeBool, []bool{true, false, false, true})
	roundTrip(t, kiln.DTypeInt8, []int8{-128, -1, 0, 127})
	roundTrip(t, kiln.DTypeInt16, []int16{-32768, -7, 9, 32767})
	roundTrip(t, kiln.DTypeInt32, []int32{math.MinInt32, -5, 6, math.MaxInt32})
	roundTrip(t, kiln.DTypeInt64, []int64{math.MinInt64, -1 << 40, 1 << 53, math.MaxInt64})
	roundTrip(t, kiln.DTypeUint8, []uint8{0, 1, 200, 255})
	roundTrip(t, kiln.DTypeUint16, []uint16{0, 1, 40000, 65535})
	roundTrip(t, kiln.DTypeUint32, []uint32{0, 1, 3e9, math.MaxUint32})
	roundTrip(t, kiln.DTypeUint64, []uint64{0, 1, 1 << 63, math.MaxUint64})
	roundTrip(t, kiln.DTypeFloat32, []float32{-1.5, 0, 3.25, float32(math.Inf(1))})
	roundTrip(t, kiln.DTypeFloat64, []float64{-1e300, 0.1, math.Pi, math.SmallestNonzeroFloat64})
	roundTrip(t, kiln.DTypeFloat16, []kiln.Float16{kiln.Float16FromFloat32(1.5), kiln.Float16FromFloat32(-2),
		kiln.Float16FromFloat32(65504), kiln.Float16FromFloat32(6e-8)})
	roundTrip(t, kiln.DTypeBFloat16, []kiln.BFloat16{kiln.BFloat16FromFloat32(1.5), kiln.BFloat16FromFloat32(-3),
		kiln.BFloat16FromFloat32(1e30), kiln.BFloat16FromFloat32(0.1)})
}

func TestHalfFloatsConvertLikeKiln(t *testing.T) {
	// Kiln's own float32 -> float16/bfloat16 conversion must agree with the Go helpers.
	values := []float32{0, 1, -2.5, 0.1, 65504, 1e-7, 3.14159, -1000.5}
	source := keep(kiln.FromSlice(values))(t)
	half := keep(kiln.AsType(source, kiln.DTypeFloat16))(t)
	brain := keep(kiln.AsType(source, kiln.DTypeBFloat16))(t)
	halves := check(kiln.ToSlice[kiln.Float16](half))(t)
	brains := check(kiln.ToSlice[kiln.BFloat16](brain))(t)
	for i, v := range values {
		if want := kiln.Float16FromFloat32(v); halves[i] != want {
			t.Errorf("float16(%v): kiln %#04x (%v), Go %#04x (%v)", v, uint16(halves[i]), halves[i].Float32(), uint16(want), want.Float32())
		}
		if want := kiln.BFloat16FromFloat32(v); brains[i] != want {
			t.Errorf("bfloat16(%v): kiln %#04x, Go %#04x", v, uint16(brains[i]), uint16(want))
		}
	}
	if got := kiln.Float16FromFloat32(0.1).Float32(); math.Abs(float64(got)-0.1) > 1e-4 {
		t.Errorf("float16 0.1 reads back as %v", got)
	}
}

func TestScalarAndEmpty(t *testing.T) {
	scalar := keep(kiln.Scalar(int64(42)))(t)
	equalShape(t, scalar)
	if v := check(kiln.Item[int64](scalar))(t); v != 42 {
		t.Fatalf("scalar item %d", v)
	}
	empty := keep(kiln.FromSlice([]float32{}, 0, 3))(t)
	equalShape(t, empty, 0, 3)
	if got := check(kiln.ToSlice[float32](empty))(t); len(got) != 0 {
		t.Fatalf("empty tensor read %v", got)
	}
}

func TestCreationFunctions(t *testing.T) {
	zeros := keep(kiln.Zeros(kiln.DTypeInt32, 2, 2))(t)
	if got := check(zeros.Int32s())(t); !equalSlices(got, []int32{0, 0, 0, 0}) {
		t.Errorf("zeros %v", got)
	}
	ones := keep(kiln.Ones(kiln.DTypeFloat64, 3))(t)
	if got := check(ones.Float64s())(t); !equalSlices(got, []float64{1, 1, 1}) {
		t.Errorf("ones %v", got)
	}
	full := keep(kiln.Full(7.5, kiln.DTypeFloat32, 1, 2))(t)
	equalShape(t, full, 1, 2)
	if got := check(full.Float32s())(t); !equalSlices(got, []float32{7.5, 7.5}) {
		t.Errorf("full %v", got)
	}
	arange := keep(kiln.Arange(1, 2, 0.25, kiln.DTypeFloat64))(t)
	if got := check(arange.Float64s())(t); !equalSlices(got, []float64{1, 1.25, 1.5, 1.75}) {
		t.Errorf("arange %v", got)
	}
	eye := keep(kiln.Eye(2, 3, 1, kiln.DTypeInt64))(t)
	if got := check(eye.Int64s())(t); !equalSlices(got, []int64{0, 1, 0, 0, 0, 1}) {
		t.Errorf("eye %v", got)
	}
}
