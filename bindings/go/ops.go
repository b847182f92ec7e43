package kiln

import "kiln.dev/kiln/capi"

// Each op returns a new lazy tensor that the caller owns (Release it), or an *Error.

type unaryCall func(capi.Tensor) (capi.Tensor, error)
type binaryCall func(capi.Tensor, capi.Tensor) (capi.Tensor, error)
type reduceCall func(capi.Tensor, []int64, bool) (capi.Tensor, error)

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

// Elementwise arithmetic, broadcasting as NumPy does, with dtype promotion.

// Add is a + b.
func Add(a, b *Tensor) (*Tensor, error) { return binary("Add", capi.Add, a, b) }

// Subtract is a - b.
func Subtract(a, b *Tensor) (*Tensor, error) { return binary("Subtract", capi.Subtract, a, b) }

// Multiply is a * b.
func Multiply(a, b *Tensor) (*Tensor, error) { return binary("Multiply", capi.Multiply, a, b) }

// Divide is a / b (true division).
func Divide(a, b *Tensor) (*Tensor, error) { return binary("Divide", capi.Divide, a, b) }

// Power is a ** b.
func Power(a, b *Tensor) (*Tensor, error) { return binary("Power", capi.Power, a, b) }

// Maximum is the elementwise larger of a and b.
func Maximum(a, b *Tensor) (*Tensor, error) { return binary("Maximum", capi.Maximum, a, b) }

// Minimum is the elementwise smaller of a and b.
func Minimum(a, b *Tensor) (*Tensor, error) { return binary("Minimum", capi.Minimum, a, b) }

// Comparisons give bool tensors.

// Equal is a == b.
func Equal(a, b *Tensor) (*Tensor, error) { return binary("Equal", capi.Equal, a, b) }

// Less is a < b.
func Less(a, b *Tensor) (*Tensor, error) { return binary("Less", capi.Less, a, b) }

// Greater is a > b.
func Greater(a, b *Tensor) (*Tensor, error) { return binary("Greater", capi.Greater, a, b) }

// Unary math.

// Negative is -x.
func Negative(x *Tensor) (*Tensor, error) { return unary("Negative", capi.Negative, x) }

// Abs is |x|.
func Abs(x *Tensor) (*Tensor, error) { return unary("Abs", capi.Abs, x) }

// Exp is e**x.
func Exp(x *Tensor) (*Tensor, error) { return unary("Exp", capi.Exp, x) }

// Log is the natural logarithm.
func Log(x *Tensor) (*Tensor, error) { return unary("Log", capi.Log, x) }

// Sqrt is the square root.
func Sqrt(x *Tensor) (*Tensor, error) { return unary("Sqrt", capi.Sqrt, x) }

// Tanh is the hyperbolic tangent.
func Tanh(x *Tensor) (*Tensor, error) { return unary("Tanh", capi.Tanh, x) }

// Reductions over axes (negative counts from the end; nil means all), keeping reduced axes
// with extent 1 when keepdims is set.

// Sum adds the elements.
func Sum(x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return reduce("Sum", capi.Sum, x, axes, keepdims)
}

// Mean averages the elements (integers give float32).
func Mean(x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return reduce("Mean", capi.Mean, x, axes, keepdims)
}

// Max is the largest element.
func Max(x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return reduce("Max", capi.Max, x, axes, keepdims)
}

// Min is the smallest element.
func Min(x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return reduce("Min", capi.Min, x, axes, keepdims)
}

// ArgMax is the int64 index of the first largest element along at most one axis (nil: into
// the flattened tensor).
func ArgMax(x *Tensor, axes []int, keepdims bool) (*Tensor, error) {
	return reduce("ArgMax", capi.ArgMax, x, axes, keepdims)
}

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
