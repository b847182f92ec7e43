package kiln

import "kiln.dev/kiln/capi"

// ToSlice evaluates t and returns a copy of its elements, row-major. T must match t's dtype
// (convert with AsType first otherwise).
func ToSlice[T Element](t *Tensor) ([]T, error) {
	var out []T
	err := t.use("ToSlice", func(h capi.Tensor) error {
		size, err := checkedSize[T]("ToSlice", h)
		if err != nil {
			return err
		}
		out = make([]T, size)
		return capi.TensorRead(h, bytesOf(out))
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ReadInto evaluates t and copies its elements into dst, which must hold exactly t's size.
func ReadInto[T Element](t *Tensor, dst []T) error {
	return t.use("ReadInto", func(h capi.Tensor) error {
		size, err := checkedSize[T]("ReadInto", h)
		if err != nil {
			return err
		}
		if len(dst) != size {
			return goError(StatusInvalidArgument, "ReadInto", "dst has %d elements, the tensor %d", len(dst), size)
		}
		return capi.TensorRead(h, bytesOf(dst))
	})
}

// Item evaluates a one-element tensor and returns its value.
func Item[T Element](t *Tensor) (T, error) {
	var value [1]T
	if err := ReadInto(t, value[:]); err != nil {
		return value[0], err
	}
	return value[0], nil
}

// checkedSize is the element count of h after checking that T is its element type.
func checkedSize[T Element](op string, h capi.Tensor) (int, error) {
	dtype, err := capi.TensorDType(h)
	if err != nil {
		return 0, err
	}
	if want := DTypeOf[T](); dtype != want {
		return 0, goError(StatusUnsupportedDType, op, "the tensor is %s, not %s; convert it with AsType", dtype, want)
	}
	size, err := capi.TensorSize(h)
	return int(size), err
}

// Float32s is ToSlice[float32](t).
func (t *Tensor) Float32s() ([]float32, error) { return ToSlice[float32](t) }

// Float64s is ToSlice[float64](t).
func (t *Tensor) Float64s() ([]float64, error) { return ToSlice[float64](t) }

// Int32s is ToSlice[int32](t).
func (t *Tensor) Int32s() ([]int32, error) { return ToSlice[int32](t) }

// Int64s is ToSlice[int64](t).
func (t *Tensor) Int64s() ([]int64, error) { return ToSlice[int64](t) }

// Bools is ToSlice[bool](t).
func (t *Tensor) Bools() ([]bool, error) { return ToSlice[bool](t) }
