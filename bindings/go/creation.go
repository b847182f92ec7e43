package kiln

import (
	"math"
	"unsafe"

	"kiln.dev/kiln/capi"
)

// FromSlice makes a tensor on the default device holding a copy of data, row-major, in the
// given shape (1-D of len(data) when no shape is given; use Scalar for a 0-d tensor).
func FromSlice[T Element](data []T, shape ...int) (*Tensor, error) {
	device, err := DefaultDevice()
	if err != nil {
		return nil, err
	}
	return FromSliceOn(device, data, shape...)
}

// FromSliceOn is FromSlice on a chosen device.
func FromSliceOn[T Element](device Device, data []T, shape ...int) (*Tensor, error) {
	if shape == nil {
		shape = []int{len(data)}
	}
	return create(device, data, shape)
}

// Scalar makes a 0-d tensor holding value on the default device.
func Scalar[T Element](value T) (*Tensor, error) {
	device, err := DefaultDevice()
	if err != nil {
		return nil, err
	}
	return create(device, []T{value}, []int{})
}

func create[T Element](device Device, data []T, shape []int) (*Tensor, error) {
	// Kiln reads product(shape) elements from a raw pointer: check here that data has them.
	count, ok := elementCount(shape)
	if !ok || count != len(data) {
		return nil, goError(StatusInvalidArgument, "FromSlice",
			"shape %s needs %d elements, data has %d", FormatShape(shape), count, len(data))
	}
	var first unsafe.Pointer
	if len(data) > 0 {
		first = unsafe.Pointer(&data[0])
	}
	handle, err := capi.TensorCreate(first, DTypeOf[T](), int64s(shape), device.handle)
	if err != nil {
		return nil, err
	}
	return wrap(handle), nil
}

// elementCount is the product of the extents; ok is false for a negative extent or overflow.
func elementCount(shape []int) (count int, ok bool) {
	count = 1
	for _, d := range shape {
		if d < 0 || (d > 0 && count > math.MaxInt/d) {
			return -1, false
		}
		count *= d
	}
	return count, true
}

func int64s(values []int) []int64 {
	if values == nil {
		return nil
	}
	out := make([]int64, len(values))
	for i, v := range values {
		out[i] = int64(v)
	}
	return out
}

func defaultHandle() (capi.Device, error) {
	device, err := DefaultDevice()
	return device.handle, err
}

// Zeros is a tensor of zeros on the default device.
func Zeros(dtype DType, shape ...int) (*Tensor, error) {
	return fill(func(d capi.Device) (capi.Tensor, error) { return capi.Zeros(int64s(shape), dtype, d) })
}

// Ones is a tensor of ones on the default device.
func Ones(dtype DType, shape ...int) (*Tensor, error) {
	return fill(func(d capi.Device) (capi.Tensor, error) { return capi.Ones(int64s(shape), dtype, d) })
}

// Full is a tensor of one value everywhere on the default device.
func Full(value float64, dtype DType, shape ...int) (*Tensor, error) {
	return fill(func(d capi.Device) (capi.Tensor, error) { return capi.Full(int64s(shape), value, dtype, d) })
}

// Arange is the values start, start+step, ... below stop (as numpy.arange) on the default device.
func Arange(start, stop, step float64, dtype DType) (*Tensor, error) {
	return fill(func(d capi.Device) (capi.Tensor, error) { return capi.Arange(start, stop, step, dtype, d) })
}

// Eye is an n x m matrix with ones on diagonal k, on the default device.
func Eye(n, m, k int, dtype DType) (*Tensor, error) {
	return fill(func(d capi.Device) (capi.Tensor, error) {
		return capi.Eye(int64(n), int64(m), int64(k), dtype, d)
	})
}

func fill(make func(capi.Device) (capi.Tensor, error)) (*Tensor, error) {
	device, err := defaultHandle()
	if err != nil {
		return nil, err
	}
	handle, err := make(device)
	if err != nil {
		return nil, err
	}
	return wrap(handle), nil
}
