package kiln_test

import (
	"math"
	"math/rand"
	"testing"

	"kiln.dev/kiln"
)

func randomFloats(rng *rand.Rand, n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(rng.Intn(2000)-1000) / 64 // exact in float32, never zero-heavy
		if out[i] == 0 {
			out[i] = 0.5
		}
	}
	return out
}

func TestElementwiseMatchesGo(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	xs, ys := randomFloats(rng, 12), randomFloats(rng, 12)
	a := keep(kiln.FromSlice(xs, 3, 4))(t)
	b := keep(kiln.FromSlice(ys, 3, 4))(t)
	cases := []struct {
		name string
		op   func(a, b *kiln.Tensor) (*kiln.Tensor, error)
		want func(x, y float32) float32
	}{
		{"Add", kiln.Add, func(x, y float32) float32 { return x + y }},
		{"Subtract", kiln.Subtract, func(x, y float32) float32 { return x - y }},
		{"Multiply", kiln.Multiply, func(x, y float32) float32 { return x * y }},
		{"Divide", kiln.Divide, func(x, y float32) float32 { return x / y }},
		{"Maximum", kiln.Maximum, func(x, y float32) float32 { return float32(math.Max(float64(x), float64(y))) }},
		{"Minimum", kiln.Minimum, func(x, y float32) float32 { return float32(math.Min(float64(x), float64(y))) }},
	}
	for _, c := range cases {
		got := check(keep(c.op(a, b))(t).Float32s())(t)
		for i := range xs {
			if want := c.want(xs[i], ys[i]); got[i] != want {
				t.Errorf("%s(%v, %v) = %v, want %v", c.name, xs[i], ys[i], got[i], want)
			}
		}
	}
}

func TestUnaryMatchesGo(t *testing.T) {
	xs := []float64{0.25, 1, 2.5, 4}
	x := keep(kiln.FromSlice(xs))(t)
	cases := []struct {
		name string
		op   func(*kiln.Tensor) (*kiln.Tensor, error)
		want func(float64) float64
	}{
		{"Negative", kiln.Negative, func(v float64) float64 { return -v }},
		{"Abs", kiln.Abs, math.Abs},
		{"Exp", kiln.Exp, math.Exp},
		{"Log", kiln.Log, math.Log},
		{"Sqrt", kiln.Sqrt, math.Sqrt},
		{"Tanh", kiln.Tanh, math.Tanh},
	}
	for _, c := range cases {
		got := check(keep(c.op(x))(t).Float64s())(t)
		for i, v := range xs {
			if want := c.want(v); math.Abs(got[i]-want) > 1e-12*math.Max(1, math.Abs(want)) {
				t.Errorf("%s(%v) = %v, want %v", c.name, v, got[i], want)
			}
		}
	}
}

func TestBroadcastAndCompare(t *testing.T) {
	a := keep(kiln.FromSlice([]int32{1, 2, 3, 4, 5, 6}, 2, 3))(t)
	row := keep(kiln.FromSlice([]int32{10, 20, 30}))(t)
	sum := keep(kiln.Add(a, row))(t)
	equalShape(t, sum, 2, 3)
	if got := check(sum.Int32s())(t); !equalSlices(got, []int32{11, 22, 33, 14, 25, 36}) {
		t.Errorf("broadcast add %v", got)
	}
	three := keep(kiln.Scalar(int32(3)))(t)
	less := keep(kiln.Less(a, three))(t)
	if got := check(less.Bools())(t); !equalSlices(got, []bool{true, true, false, false, false, false}) {
		t.Errorf("less %v", got)
	}
	picked := keep(kiln.Where(less, a, row))(t)
	if got := check(picked.Int32s())(t); !equalSlices(got, []int32{1, 2, 30, 10, 20, 30}) {
		t.Errorf("where %v", got)
	}
}

func TestReductions(t *testing.T) {
	a := keep(kiln.FromSlice([]float32{1, 9, 3, 4, 5, 6}, 2, 3))(t)
	rows := keep(kiln.Sum(a, []int{1}, false))(t)
	equalShape(t, rows, 2)
	if got := check(rows.Float32s())(t); !equalSlices(got, []float32{13, 15}) {
		t.Errorf("sum axis 1 %v", got)
	}
	kept := keep(kiln.Sum(a, []int{-2}, true))(t)
	equalShape(t, kept, 1, 3)
	if got := check(kept.Float32s())(t); !equalSlices(got, []float32{5, 14, 9}) {
		t.Errorf("sum axis 0 keepdims %v", got)
	}
	all := keep(kiln.Sum(a, nil, false))(t)
	equalShape(t, all)
	if got := check(kiln.Item[float32](all))(t); got != 28 {
		t.Errorf("sum of all %v", got)
	}
	none := keep(kiln.Sum(a, []int{}, false))(t) // an empty axis list reduces nothing
	equalShape(t, none, 2, 3)
	mean := keep(kiln.Mean(a, []int{0}, false))(t)
	if got := check(mean.Float32s())(t); !equalSlices(got, []float32{2.5, 7, 4.5}) {
		t.Errorf("mean %v", got)
	}
	max := keep(kiln.Max(a, nil, false))(t)
	if got := check(kiln.Item[float32](max))(t); got != 9 {
		t.Errorf("max %v", got)
	}
	arg := keep(kiln.ArgMax(a, []int{1}, false))(t)
	if got := check(arg.Int64s())(t); !equalSlices(got, []int64{1, 2}) {
		t.Errorf("argmax %v", got)
	}
}

func TestScans(t *testing.T) {
	a := keep(kiln.FromSlice([]float32{1, 9, 3, 4, 5, 6}, 2, 3))(t)
	cases := []struct {
		name string
		got  func() (*kiln.Tensor, error)
		want []float32
	}{
		{"CumulativeSum axis 1", func() (*kiln.Tensor, error) { return kiln.CumulativeSum(a, 1, false) }, []float32{1, 10, 13, 4, 9, 15}},
		{"CumulativeSum axis 0 reverse", func() (*kiln.Tensor, error) { return kiln.CumulativeSum(a, 0, true) }, []float32{5, 14, 9, 4, 5, 6}},
		{"CumulativeMax axis -1", func() (*kiln.Tensor, error) { return kiln.CumulativeMax(a, -1, false) }, []float32{1, 9, 9, 4, 5, 6}},
		{"CumulativeProduct axis 1 reverse", func() (*kiln.Tensor, error) { return kiln.CumulativeProduct(a, 1, true) }, []float32{27, 27, 3, 120, 30, 6}},
	}
	for _, c := range cases {
		r := keep(c.got())(t)
		equalShape(t, r, 2, 3)
		if got := check(r.Float32s())(t); !equalSlices(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestMatmulMatchesGo(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	const n, k, m = 3, 5, 4
	xs, ys := randomFloats(rng, n*k), randomFloats(rng, k*m)
	product := keep(kiln.Matmul(keep(kiln.FromSlice(xs, n, k))(t), keep(kiln.FromSlice(ys, k, m))(t)))(t)
	equalShape(t, product, n, m)
	got := check(product.Float32s())(t)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			var want float64
			for p := 0; p < k; p++ {
				want += float64(xs[i*k+p]) * float64(ys[p*m+j])
			}
			if math.Abs(float64(got[i*m+j])-want) > 1e-3 {
				t.Errorf("matmul[%d,%d] = %v, want %v", i, j, got[i*m+j], want)
			}
		}
	}
}

func TestShapesAndTypes(t *testing.T) {
	a := keep(kiln.FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3))(t)
	flat := keep(kiln.Reshape(a, 3, -1))(t)
	equalShape(t, flat, 3, 2)
	transposed := keep(kiln.Transpose(a))(t)
	equalShape(t, transposed, 3, 2)
	if got := check(transposed.Float32s())(t); !equalSlices(got, []float32{1, 4, 2, 5, 3, 6}) {
		t.Errorf("transpose %v", got)
	}
	halves := keep(kiln.Divide(a, keep(kiln.Scalar(float32(2)))(t)))(t)
	ints := keep(kiln.AsType(halves, kiln.DTypeInt64))(t)
	if got := check(ints.Int64s())(t); !equalSlices(got, []int64{0, 1, 1, 2, 2, 3}) {
		t.Errorf("astype int64 %v", got)
	}
	joined := keep(kiln.Concatenate([]*kiln.Tensor{a, a}, 0))(t)
	equalShape(t, joined, 4, 3)
	stacked := keep(kiln.Stack([]*kiln.Tensor{a, a, a}, 1))(t)
	equalShape(t, stacked, 2, 3, 3)
	if s := a.String(); s != "Tensor(shape=[2,3], dtype=float32)" {
		t.Errorf("String() = %q", s)
	}
}

func TestLazyUntilEval(t *testing.T) {
	a := keep(kiln.FromSlice([]float64{1, 2}))(t)
	b := keep(kiln.Exp(a))(t)
	c := keep(kiln.Add(b, a))(t)
	if check(c.IsEvaluated())(t) {
		t.Fatal("an op result was computed before Eval")
	}
	if err := kiln.Eval(b, c); err != nil {
		t.Fatal(err)
	}
	if !check(b.IsEvaluated())(t) || !check(c.IsEvaluated())(t) {
		t.Fatal("Eval left a tensor uncomputed")
	}
	clone := keep(c.Clone())(t)
	if got := check(clone.Float64s())(t); math.Abs(got[1]-(math.Exp(2)+2)) > 1e-12 {
		t.Errorf("clone values %v", got)
	}
}

func TestDevices(t *testing.T) {
	devices := check(kiln.Devices())(t)
	if len(devices) == 0 || devices[0].String() != "cpu" {
		t.Fatalf("devices %v: the CPU must come first", devices)
	}
	info := check(devices[0].Info())(t)
	if info.Kind != kiln.DeviceKindCPU || info.Name == "" || info.DTypeMask&(1<<uint(kiln.DTypeFloat32)) == 0 {
		t.Errorf("cpu info %+v", info)
	}
	cpu := check(kiln.FindDevice("cpu"))(t)
	x := keep(kiln.FromSliceOn(cpu, []int16{1, 2}))(t)
	if d := check(x.Device())(t); d.String() != "cpu" {
		t.Errorf("tensor device %v", d)
	}
	moved := keep(x.ToDevice(devices[len(devices)-1]))(t)
	if got := check(kiln.ToSlice[int16](moved))(t); !equalSlices(got, []int16{1, 2}) {
		t.Errorf("to_device read %v", got)
	}
}

// The ops added through the op table (ops.gen.go), float64 against Go's math.
func TestTableMathMatchesGo(t *testing.T) {
	xs := []float64{0.25, 0.5, -0.75, 0.9}
	x := keep(kiln.FromSlice(xs))(t)
	unary := []struct {
		name string
		op   func(*kiln.Tensor) (*kiln.Tensor, error)
		want func(float64) float64
	}{
		{"Asin", kiln.Asin, math.Asin}, {"Acos", kiln.Acos, math.Acos}, {"Atan", kiln.Atan, math.Atan},
		{"Sinh", kiln.Sinh, math.Sinh}, {"Cosh", kiln.Cosh, math.Cosh}, {"Asinh", kiln.Asinh, math.Asinh},
		{"Atanh", kiln.Atanh, math.Atanh}, {"Cbrt", kiln.Cbrt, math.Cbrt}, {"Erfc", kiln.Erfc, math.Erfc},
		{"ErfInv", kiln.ErfInv, math.Erfinv}, {"Exp2", kiln.Exp2, math.Exp2}, {"Trunc", kiln.Trunc, math.Trunc},
		{"Reciprocal", kiln.Reciprocal, func(v float64) float64 { return 1 / v }},
		{"Log2", kiln.Log2, func(v float64) float64 { return math.Log2(math.Abs(v)) }},
		{"Acosh", kiln.Acosh, func(v float64) float64 { return math.Acosh(1 + math.Abs(v)) }},
	}
	abs := keep(kiln.Abs(x))(t)
	onePlus := keep(kiln.Add(abs, keep(kiln.Scalar(1.0))(t)))(t)
	for _, c := range unary {
		in := x
		if c.name == "Log2" {
			in = abs
		} else if c.name == "Acosh" {
			in = onePlus
		}
		got := check(keep(c.op(in))(t).Float64s())(t)
		for i, v := range xs {
			if want := c.want(v); !(math.Abs(got[i]-want) <= 1e-14*math.Max(1, math.Abs(want))) {
				t.Errorf("%s(%v) = %v, want %v", c.name, v, got[i], want)
			}
		}
	}
	y := keep(kiln.Negative(x))(t)
	binary := []struct {
		name string
		op   func(a, b *kiln.Tensor) (*kiln.Tensor, error)
		want func(a, b float64) float64
	}{
		{"Hypot", kiln.Hypot, math.Hypot}, {"Copysign", kiln.Copysign, math.Copysign},
		{"Logaddexp", kiln.Logaddexp, func(a, b float64) float64 {
			return math.Max(a, b) + math.Log1p(math.Exp(-math.Abs(a-b)))
		}},
	}
	for _, c := range binary {
		got := check(keep(c.op(x, y))(t).Float64s())(t)
		for i, v := range xs {
			if want := c.want(v, -v); !(math.Abs(got[i]-want) <= 1e-14*math.Max(1, math.Abs(want))) {
				t.Errorf("%s(%v, %v) = %v, want %v", c.name, v, -v, got[i], want)
			}
		}
	}
}
