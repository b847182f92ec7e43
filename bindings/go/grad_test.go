package kiln_test

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"kiln.dev/kiln"
)

// ops chains calls that return (tensor, error), keeping the first error.
type ops struct{ err error }

func (o *ops) do(t *kiln.Tensor, err error) *kiln.Tensor {
	if o.err == nil {
		o.err = err
	}
	return t
}

// keepAll(tensors, err)(t) is keep for a list of tensors.
func keepAll(tensors []*kiln.Tensor, err error) func(*testing.T) []*kiln.Tensor {
	return func(t *testing.T) []*kiln.Tensor {
		t.Helper()
		for _, x := range check(tensors, err)(t) {
			x := x
			t.Cleanup(func() { _ = x.Release() })
		}
		return tensors
	}
}

// keep3 is keepAll for the three results of a transformed function.
func keep3(a, b []*kiln.Tensor, err error) func(*testing.T) ([]*kiln.Tensor, []*kiln.Tensor) {
	return func(t *testing.T) ([]*kiln.Tensor, []*kiln.Tensor) {
		t.Helper()
		return keepAll(a, err)(t), keepAll(b, nil)(t)
	}
}

func f64(t *testing.T, values []float64, shape ...int) *kiln.Tensor {
	return keep(kiln.FromSlice(values, shape...))(t)
}

func f64s(t *testing.T, x *kiln.Tensor) []float64 {
	t.Helper()
	return check(x.Float64s())(t)
}

func closeTo(t *testing.T, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > tol*(1+math.Abs(want[i])) {
			t.Fatalf("element %d: got %v, want %v (all: %v vs %v)", i, got[i], want[i], got, want)
		}
	}
}

// pseudoRandom is count values in [-1, 1) from a fixed linear congruential sequence.
func pseudoRandom(count int, seed uint64) []float64 {
	state := seed*6364136223846793005 + 1442695040888963407
	out := make([]float64, count)
	for i := range out {
		state = state*6364136223846793005 + 1442695040888963407
		out[i] = float64(state>>11)/float64(uint64(1)<<53)*2 - 1
	}
	return out
}

// finiteDifferences is the central difference of the scalar fn(args) along each element of
// args[which] (args given as values and shapes).
func finiteDifferences(t *testing.T, fn kiln.Func, values [][]float64, shapes [][]int, which int) []float64 {
	t.Helper()
	const h = 1e-6
	at := func(moved []float64) float64 {
		args := make([]*kiln.Tensor, len(values))
		for i := range values {
			v := values[i]
			if i == which {
				v = moved
			}
			args[i] = f64(t, v, shapes[i]...)
		}
		out := keepAll(fn(args...))(t)
		return check(kiln.Item[float64](out[0]))(t)
	}
	grads := make([]float64, len(values[which]))
	for i := range grads {
		plus := append([]float64{}, values[which]...)
		minus := append([]float64{}, values[which]...)
		plus[i] += h
		minus[i] -= h
		grads[i] = (at(plus) - at(minus)) / (2 * h)
	}
	return grads
}

// sinSquare is sum(sin(x) * x^2).
func sinSquare(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
	var o ops
	y := o.do(kiln.Multiply(o.do(kiln.Sin(xs[0])), o.do(kiln.Square(xs[0]))))
	return []*kiln.Tensor{o.do(kiln.Sum(y, nil, false))}, o.err
}

// tanhLoss is mean(tanh(x @ w + b)^2) of (x, w, b).
func tanhLoss(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
	var o ops
	y := o.do(kiln.Tanh(o.do(kiln.Add(o.do(kiln.Matmul(xs[0], xs[1])), xs[2]))))
	return []*kiln.Tensor{o.do(kiln.Mean(o.do(kiln.Square(y)), nil, false))}, o.err
}

func TestGradMatchesHandDerivativeAndFiniteDifferences(t *testing.T) {
	x := pseudoRandom(6, 1)
	grads := keepAll(kiln.Grad(sinSquare)(f64(t, x, 2, 3)))(t)
	hand := make([]float64, len(x))
	for i, v := range x {
		hand[i] = math.Cos(v)*v*v + 2*v*math.Sin(v)
	}
	closeTo(t, f64s(t, grads[0]), hand, 1e-12)
	closeTo(t, f64s(t, grads[0]), finiteDifferences(t, sinSquare, [][]float64{x}, [][]int{{2, 3}}, 0), 1e-6)
}

func TestValueAndGradOfChosenArguments(t *testing.T) {
	values := [][]float64{pseudoRandom(12, 2), pseudoRandom(6, 3), pseudoRandom(2, 4)}
	shapes := [][]int{{4, 3}, {3, 2}, {2}}
	args := []*kiln.Tensor{f64(t, values[0], 4, 3), f64(t, values[1], 3, 2), f64(t, values[2], 2)}
	outs, grads := keep3(kiln.ValueAndGrad(tanhLoss, 2, 1)(args...))(t)
	direct := keepAll(tanhLoss(args...))(t)
	closeTo(t, f64s(t, outs[0]), f64s(t, direct[0]), 1e-12)
	if len(grads) != 2 {
		t.Fatalf("%d gradients", len(grads))
	}
	equalShape(t, grads[0], 2)
	equalShape(t, grads[1], 3, 2)
	closeTo(t, f64s(t, grads[0]), finiteDifferences(t, tanhLoss, values, shapes, 2), 1e-6)
	closeTo(t, f64s(t, grads[1]), finiteDifferences(t, tanhLoss, values, shapes, 1), 1e-6)
	all := keepAll(kiln.Grad(tanhLoss)(args...))(t)
	if len(all) != 3 {
		t.Fatalf("%d gradients with no argnums", len(all))
	}
	closeTo(t, f64s(t, all[0]), finiteDifferences(t, tanhLoss, values, shapes, 0), 1e-6)
}

// twoInTwoOut is (exp(a) * b, sum(a * sin(b))).
func twoInTwoOut(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
	var o ops
	first := o.do(kiln.Multiply(o.do(kiln.Exp(xs[0])), xs[1]))
	second := o.do(kiln.Sum(o.do(kiln.Multiply(xs[0], o.do(kiln.Sin(xs[1])))), nil, false))
	return []*kiln.Tensor{first, second}, o.err
}

func dot(a, b []float64) float64 {
	sum := 0.0
	for i := range a {
		sum += a[i] * b[i]
	}
	return sum
}

func TestVjpAndJvpAgree(t *testing.T) {
	a, b := pseudoRandom(4, 5), pseudoRandom(4, 6)
	u0, u1, v0, v1 := pseudoRandom(4, 7), pseudoRandom(4, 8), pseudoRandom(4, 9), pseudoRandom(1, 10)
	primals := []*kiln.Tensor{f64(t, a, 4), f64(t, b, 4)}
	outs, tangents := keep3(kiln.Jvp(twoInTwoOut)(primals, []*kiln.Tensor{f64(t, u0, 4), f64(t, u1, 4)}))(t)
	if len(outs) != 2 || len(tangents) != 2 {
		t.Fatalf("%d outputs, %d tangents", len(outs), len(tangents))
	}
	_, cotangents := keep3(kiln.Vjp(twoInTwoOut)(primals, []*kiln.Tensor{f64(t, v0, 4), keep(kiln.Scalar(v1[0]))(t)}))(t)
	left := dot(v0, f64s(t, tangents[0])) + v1[0]*f64s(t, tangents[1])[0]
	right := dot(f64s(t, cotangents[0]), u0) + dot(f64s(t, cotangents[1]), u1)
	if math.Abs(left-right) > 1e-12 {
		t.Fatalf("<v, J u> = %v but <J^T v, u> = %v", left, right)
	}
	// vjp by hand: d(exp(a) b)/da = exp(a) b, d/db = exp(a); d sum(a sin b)/da = sin b, /db = a cos b.
	hand := make([]float64, 4)
	for i := range hand {
		hand[i] = v0[i]*math.Exp(a[i])*b[i] + v1[0]*math.Sin(b[i])
	}
	closeTo(t, f64s(t, cotangents[0]), hand, 1e-12)
}

func TestSecondOrderThroughNestedGrad(t *testing.T) {
	// f = sum(x^3 + x * y): df/dx = 3x^2 + y, and the gradient of sum(df/dx) is (6x, 1).
	three := f64(t, []float64{3})
	cube := func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		var o ops
		y := o.do(kiln.Add(o.do(kiln.Power(xs[0], three)), o.do(kiln.Multiply(xs[0], xs[1]))))
		return []*kiln.Tensor{o.do(kiln.Sum(y, nil, false))}, o.err
	}
	first := kiln.Grad(cube, 0)
	second := kiln.Grad(func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		g, err := first(xs...)
		if err != nil {
			return nil, err
		}
		s, err := kiln.Sum(g[0], nil, false)
		return []*kiln.Tensor{s}, err
	})
	grads := keepAll(second(f64(t, []float64{0.5, -1, 2}, 3), f64(t, []float64{1, 2, 3}, 3)))(t)
	closeTo(t, f64s(t, grads[0]), []float64{3, -6, 12}, 1e-12)
	closeTo(t, f64s(t, grads[1]), []float64{1, 1, 1}, 1e-12)
}

func TestStopGradientBlocksTheGradient(t *testing.T) {
	// d/dx sum(x * stop_gradient(x)) = x, not 2x.
	g := kiln.Grad(func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		var o ops
		y := o.do(kiln.Multiply(xs[0], o.do(kiln.StopGradient(xs[0]))))
		return []*kiln.Tensor{o.do(kiln.Sum(y, nil, false))}, o.err
	})
	grads := keepAll(g(f64(t, []float64{1, -3}, 2)))(t)
	closeTo(t, f64s(t, grads[0]), []float64{1, -3}, 0)
}

func TestGradTracesOncePerSignature(t *testing.T) {
	traces := 0
	g := kiln.Grad(func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		traces++
		return sinSquare(xs...)
	})
	for i := 0; i < 3; i++ {
		keepAll(g(f64(t, []float64{1, 2}, 2)))(t)
	}
	if traces != 1 {
		t.Fatalf("traced %d times for one signature", traces)
	}
	keepAll(g(f64(t, []float64{1, 2, 3}, 3)))(t)
	keepAll(g(keep(kiln.FromSlice([]float32{1, 2}, 2))(t)))(t)
	if traces != 3 {
		t.Fatalf("traced %d times for three signatures", traces)
	}
}

func TestGradErrors(t *testing.T) {
	x := f64(t, []float64{1, 2}, 2)
	square := func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		y, err := kiln.Square(xs[0])
		return []*kiln.Tensor{y}, err
	}
	// The loss must be a 0-d float.
	if _, err := kiln.Grad(square)(x); err == nil {
		t.Fatal("a non-scalar loss was accepted")
	}
	// fn's own error comes back unchanged.
	mine := errors.New("mine")
	if _, err := kiln.Grad(func(...*kiln.Tensor) ([]*kiln.Tensor, error) { return nil, mine })(x); err != mine {
		t.Fatalf("got %v, want fn's error", err)
	}
	// Reading a placeholder while tracing fails.
	reading := func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		if _, err := xs[0].Float64s(); err != nil {
			return nil, err
		}
		return sinSquare(xs...)
	}
	if _, err := kiln.Grad(reading)(x); !errors.Is(err, kiln.ErrInvalidArgument) {
		t.Fatalf("reading while tracing: %v", err)
	}
	if _, err := kiln.Grad(sinSquare, 1)(x); !errors.Is(err, kiln.ErrInvalidArgument) {
		t.Fatalf("argnum out of range: %v", err)
	}
	if _, _, err := kiln.Vjp(square)([]*kiln.Tensor{x}, nil); !errors.Is(err, kiln.ErrInvalidArgument) {
		t.Fatalf("no cotangents: %v", err)
	}
	if _, _, err := kiln.Jvp(square)([]*kiln.Tensor{x}, []*kiln.Tensor{x, x}); !errors.Is(err, kiln.ErrInvalidArgument) {
		t.Fatalf("two tangents for one input: %v", err)
	}
	none := func(...*kiln.Tensor) ([]*kiln.Tensor, error) { return nil, nil }
	if _, _, err := kiln.Vjp(none)([]*kiln.Tensor{x}, nil); !errors.Is(err, kiln.ErrInvalidArgument) {
		t.Fatalf("no outputs: %v", err)
	}
	if _, _, err := kiln.Vjp(square)([]*kiln.Tensor{x}, []*kiln.Tensor{f64(t, []float64{1, 2, 3}, 3)}); err == nil {
		t.Fatal("a cotangent of the wrong shape was accepted")
	}
}

// The gradient of sum(x * x) is 2x; ValueAndGrad gives the sum too.
func ExampleValueAndGrad() {
	sumOfSquares := func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) {
		squares, err := kiln.Square(xs[0])
		if err != nil {
			return nil, err
		}
		defer squares.Release()
		sum, err := kiln.Sum(squares, nil, false)
		return []*kiln.Tensor{sum}, err
	}
	x, _ := kiln.FromSlice([]float32{1, 2, 3})
	defer x.Release()
	values, grads, err := kiln.ValueAndGrad(sumOfSquares)(x)
	if err != nil {
		panic(err)
	}
	defer values[0].Release()
	defer grads[0].Release()
	value, _ := kiln.Item[float32](values[0])
	grad, _ := grads[0].Float32s()
	fmt.Println(value, grad)
	// Output: 14 [2 4 6]
}
