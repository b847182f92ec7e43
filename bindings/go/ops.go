package kiln

import "kiln.dev/kiln/capi"

// Each op returns a new lazy tensor that the caller owns (Release it), or an *Error.

type unaryCall func(capi.Tensor) (capi.Tensor, error)
type binaryCall func(capi.Tensor, capi.Tensor) (capi.Tensor, error)
type reduceCall func(capi.Tensor, []int64, bool) (capi.Tensor, error)
type scanCall func(capi.Tensor, int64, bool) (capi.Tensor, error)

func unary(op string, call unaryCall, x *Tensor) (*Tensor, error) {
	return produce(op, []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) { return call(h[0]) })
}

func binary(op string, call binaryCall, a, b *Tensor) (*Tensor, error) {
	return produce(op, []*Tensor{a, b}, func(h []capi.Tensor) (capi.Tensor, error) { return call(h[0], h[1]) })
}

// reduce passes axes through; nil means every axis, an empty slice none.
func reduce(op string, call reduceCall, x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return produce(op, []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return call(h[0], int64s(axes), keepdims)
	})
}

// scan runs a cumulative op along one axis.
func scan(op string, call scanCall, x *Tensor, axis int, reverse bool) (*Tensor, error) {
	return produce(op, []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return call(h[0], int64(axis), reverse)
	})
}

// Every unary, binary, reduce and scan op of abi/ops.json has its function in ops.gen.go (generated);
// the ops with signatures of their own follow.

// Linear algebra, shapes and types.

// Matmul is the matrix product, as numpy.matmul.
func Matmul(a, b *Tensor) (*Tensor, error) { return binary("Matmul", capi.Matmul, a, b) }

// Reshape is x's elements in a new shape; one extent may be -1.
func Reshape(x *Tensor, shape ...int) (*Tensor, error) {
	return produce("Reshape", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Reshape(h[0], int64s(shape))
	})
}

// Transpose permutes the axes; with none given it reverses them.
func Transpose(x *Tensor, axes ...int) (*Tensor, error) {
	return produce("Transpose", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Transpose(h[0], int64s(axes))
	})
}

// AsType converts the elements to another dtype.
func AsType(x *Tensor, dtype DType) (*Tensor, error) {
	return produce("AsType", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.AsType(h[0], dtype)
	})
}

// Where picks x where cond is true and y elsewhere.
func Where(cond, x, y *Tensor) (*Tensor, error) {
	return produce("Where", []*Tensor{cond, x, y}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Where(h[0], h[1], h[2])
	})
}

// Concatenate joins tensors along an existing axis.
func Concatenate(tensors []*Tensor, axis int) (*Tensor, error) {
	return produce("Concatenate", tensors, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Concatenate(h, int64(axis))
	})
}

// Stack joins same-shaped tensors along a new axis.
func Stack(tensors []*Tensor, axis int) (*Tensor, error) {
	return produce("Stack", tensors, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Stack(h, int64(axis))
	})
}

// Take picks elements of x at integer indices along axis, as numpy.take (Kiln 1.2).
func Take(x, indices *Tensor, axis int) (*Tensor, error) {
	return produce("Take", []*Tensor{x, indices}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Take(h[0], h[1], int64(axis))
	})
}

// Clip is min(max(x, lo), hi); either bound may be nil for none.
func Clip(x, lo, hi *Tensor) (*Tensor, error) {
	inputs := []*Tensor{x}
	for _, bound := range []*Tensor{lo, hi} {
		if bound != nil {
			inputs = append(inputs, bound)
		}
	}
	return produce("Clip", inputs, func(h []capi.Tensor) (capi.Tensor, error) {
		var l, u capi.Tensor
		next := 1
		if lo != nil {
			l = h[next]
			next++
		}
		if hi != nil {
			u = h[next]
		}
		return capi.Clip(h[0], l, u)
	})
}

// Bitcast reinterprets the bytes as another dtype (the last axis scales by the size ratio).
func Bitcast(x *Tensor, dtype DType) (*Tensor, error) {
	return produce("Bitcast", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Bitcast(h[0], dtype)
	})
}

// BroadcastTo is a view of x broadcast to shape.
func BroadcastTo(x *Tensor, shape ...int) (*Tensor, error) {
	return produce("BroadcastTo", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.BroadcastTo(h[0], int64s(shape))
	})
}

// ExpandDims inserts axes of extent 1 at the given positions of the result.
func ExpandDims(x *Tensor, axes ...int) (*Tensor, error) {
	return produce("ExpandDims", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.ExpandDims(h[0], int64s(axes))
	})
}

// Squeeze removes the given axes of extent 1; with none given, all of them.
func Squeeze(x *Tensor, axes ...int) (*Tensor, error) {
	return produce("Squeeze", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Squeeze(h[0], int64s(axes))
	})
}

// Flip reverses the order of elements along the given axes; with none given, along all.
func Flip(x *Tensor, axes ...int) (*Tensor, error) {
	return produce("Flip", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Flip(h[0], int64s(axes))
	})
}

// Slice takes start:stop:step on the leading len(start) axes, as Python's slices; step nil
// means 1.
func Slice(x *Tensor, start, stop, step []int) (*Tensor, error) {
	return produce("Slice", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Slice(h[0], int64s(start), int64s(stop), int64s(step))
	})
}

// Pad adds before[i] and after[i] elements of value on axis i.
func Pad(x *Tensor, before, after []int, value float64) (*Tensor, error) {
	return produce("Pad", []*Tensor{x}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.Pad(h[0], int64s(before), int64s(after), value)
	})
}
