package kiln

import (
	"math"
	"reflect"

	"kiln.dev/kiln/capi"
)

// Number is any Go integer or float type: the plain-number operands of WithNumber and NumberWith.
type Number interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64
}

// WeakScalar makes a plain number the C API's weak scalar on device: a 0-d tensor whose dtype
// the other operand of a binary op decides (docs/dtypes.md, "Plain numbers"), as numbers do in
// every binding: an integer takes the tensor's dtype (and must fit it), a float a float tensor's
// dtype or else float32. Integer types give weak ints, float types weak floats; a uint64 past
// int64's range is a uint64 tensor (only uint64 holds it).
func WeakScalar[N Number](device Device, value N) (*Tensor, error) {
	var handle capi.Tensor
	var err error
	switch kind := reflect.TypeOf(value).Kind(); {
	case kind == reflect.Float32 || kind == reflect.Float64:
		handle, err = capi.WeakScalarFloat(float64(value), device.handle)
	case kind >= reflect.Uint && kind <= reflect.Uintptr && uint64(value) > math.MaxInt64:
		return create(device, []uint64{uint64(value)}, []int{})
	default:
		handle, err = capi.WeakScalarInt(int64(value), device.handle)
	}
	if err != nil {
		return nil, err
	}
	return wrap(handle), nil
}

// WithNumber applies a binary op to a tensor and a plain number:
// kiln.WithNumber(kiln.Add, x, 0.5) is x + 0.5 (float32 for an int32 x).
func WithNumber[N Number](op func(a, b *Tensor) (*Tensor, error), a *Tensor, b N) (*Tensor, error) {
	return withWeak(a, b, func(weak *Tensor) (*Tensor, error) { return op(a, weak) })
}

// NumberWith applies a binary op to a plain number and a tensor: kiln.NumberWith(kiln.Subtract, 5, x) is 5 - x.
func NumberWith[N Number](op func(a, b *Tensor) (*Tensor, error), a N, b *Tensor) (*Tensor, error) {
	return withWeak(b, a, func(weak *Tensor) (*Tensor, error) { return op(weak, b) })
}

// withWeak makes value a weak scalar on like's device, runs use and releases the scalar (the
// result holds its own reference).
func withWeak[N Number](like *Tensor, value N, use func(weak *Tensor) (*Tensor, error)) (*Tensor, error) {
	device, err := like.Device()
	if err != nil {
		return nil, err
	}
	weak, err := WeakScalar(device, value)
	if err != nil {
		return nil, err
	}
	defer weak.Release()
	return use(weak)
}
