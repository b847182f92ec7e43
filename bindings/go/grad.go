package kiln

// Function transformations, as MLX has them: Grad, ValueAndGrad, Vjp, Jvp.
//
//	loss := func(xs ...*kiln.Tensor) ([]*kiln.Tensor, error) { ... one 0-d float tensor first ... }
//	step := kiln.ValueAndGrad(loss, 0, 1)    // gradients with respect to arguments 0 and 1
//	values, grads, err := step(w, b, x)
//
// The returned function traces fn once per signature of its arguments (shapes, dtypes, devices)
// on placeholders, captures the graph (kiln_function_create), derives the gradient graph in C
// (kiln_function_value_and_grad, _vjp, _jvp) and caches it; each call then builds that graph on
// the arguments in one C call. Results are lazy tensors the caller owns. fn must not read values
// while it builds (reading a placeholder fails). Transformed functions may be called inside fn,
// which gives second-order derivatives.

import (
	"fmt"
	"runtime"
	"sync"

	"kiln.dev/kiln/capi"
)

// Func is a function of tensors that Grad, ValueAndGrad, Vjp and Jvp transform.
type Func func(args ...*Tensor) ([]*Tensor, error)

// derived is one signature's trace: the captured fn and its derived function.
type derived struct {
	captured, function capi.Function
	inputs, outputs    int
}

func (d *derived) release() {
	_ = capi.FunctionRelease(d.function)
	_ = capi.FunctionRelease(d.captured)
}

// traced holds fn's derived functions, one per signature; a finalizer releases them.
type traced struct {
	fn     Func
	op     string
	derive func(capi.Function) (capi.Function, error)
	mu     sync.Mutex
	cache  map[string]*derived
}

func newTraced(fn Func, op string, derive func(capi.Function) (capi.Function, error)) *traced {
	t := &traced{fn: fn, op: op, derive: derive, cache: map[string]*derived{}}
	runtime.SetFinalizer(t, func(t *traced) {
		for _, d := range t.cache {
			d.release()
		}
	})
	return t
}

func signature(args []*Tensor) (string, error) {
	key := ""
	for _, a := range args {
		shape, err := a.Shape()
		if err != nil {
			return "", err
		}
		dtype, err := a.DType()
		if err != nil {
			return "", err
		}
		device, err := a.Device()
		if err != nil {
			return "", err
		}
		key += fmt.Sprintf("%v/%d/%d;", shape, int(dtype), uintptr(device.handle))
	}
	return key, nil
}

// lookup is the derived function for args' signature, traced and derived the first time. The
// lock is not held while fn runs, so fn may call other transformed functions.
func (t *traced) lookup(args []*Tensor) (*derived, error) {
	key, err := signature(args)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	found := t.cache[key]
	t.mu.Unlock()
	if found != nil {
		return found, nil
	}
	placeholders := make([]*Tensor, len(args))
	defer func() {
		for _, p := range placeholders {
			_ = p.Release()
		}
	}()
	for i, a := range args {
		shape, _ := a.Shape()
		dtype, _ := a.DType()
		device, _ := a.Device()
		handle, err := capi.Placeholder(int64s(shape), dtype, device.handle)
		if err != nil {
			return nil, err
		}
		placeholders[i] = wrap(handle)
	}
	outputs, err := t.fn(placeholders...)
	if err != nil {
		return nil, err
	}
	if len(outputs) == 0 {
		return nil, goError(StatusInvalidArgument, t.op, "the function returned no tensors")
	}
	var captured capi.Function
	err = useAll(t.op, append(append([]*Tensor{}, placeholders...), outputs...), func(h []capi.Tensor) (err error) {
		captured, err = capi.FunctionCreate(h[:len(args)], h[len(args):])
		return
	})
	if err != nil {
		return nil, err
	}
	function, err := t.derive(captured)
	if err != nil {
		_ = capi.FunctionRelease(captured)
		return nil, err
	}
	found = &derived{captured: captured, function: function, inputs: len(args), outputs: len(outputs)}
	t.mu.Lock()
	if earlier := t.cache[key]; earlier != nil { // another goroutine traced it meanwhile
		found.release()
		found = earlier
	} else {
		t.cache[key] = found
	}
	t.mu.Unlock()
	return found, nil
}

// call runs the derived function on args and splits its results after fn's outputs.
func (t *traced) call(d *derived, args []*Tensor) (outputs, rest []*Tensor, err error) {
	_, count, err := capi.FunctionArity(d.function)
	if err != nil {
		return nil, nil, err
	}
	results := make([]capi.Tensor, count)
	err = useAll(t.op, args, func(h []capi.Tensor) error { return capi.FunctionCall(d.function, h, results) })
	if err != nil {
		return nil, nil, err
	}
	wrapped := make([]*Tensor, count)
	for i, h := range results {
		wrapped[i] = wrap(h)
	}
	runtime.KeepAlive(t) // the finalizer must not release d.function during the call
	return wrapped[:d.outputs], wrapped[d.outputs:], nil
}

// ValueAndGrad returns a function giving fn's outputs and the gradients of output 0 (a 0-d
// float: the loss) with respect to the arguments numbered argnums (none: every argument).
func ValueAndGrad(fn Func, argnums ...int) func(args ...*Tensor) (values, grads []*Tensor, err error) {
	var nums []uint64
	for _, n := range argnums {
		nums = append(nums, uint64(n))
	}
	t := newTraced(fn, "ValueAndGrad", func(f capi.Function) (capi.Function, error) {
		return capi.FunctionValueAndGrad(f, nums)
	})
	return func(args ...*Tensor) ([]*Tensor, []*Tensor, error) {
		for _, n := range argnums {
			if n < 0 || n >= len(args) {
				return nil, nil, goError(StatusInvalidArgument, t.op, "argnum %d out of range for %d arguments", n, len(args))
			}
		}
		d, err := t.lookup(args)
		if err != nil {
			return nil, nil, err
		}
		return t.call(d, args)
	}
}

// Grad returns a function giving the gradients of fn's output 0 (as ValueAndGrad, without the
// values, which it releases).
func Grad(fn Func, argnums ...int) Func {
	both := ValueAndGrad(fn, argnums...)
	return func(args ...*Tensor) ([]*Tensor, error) {
		values, grads, err := both(args...)
		for _, v := range values {
			_ = v.Release()
		}
		return grads, err
	}
}

func transform(fn Func, op string, derive func(capi.Function) (capi.Function, error), perOutput bool) func(primals, vectors []*Tensor) ([]*Tensor, []*Tensor, error) {
	t := newTraced(fn, op, derive)
	return func(primals, vectors []*Tensor) ([]*Tensor, []*Tensor, error) {
		d, err := t.lookup(primals)
		if err != nil {
			return nil, nil, err
		}
		expected := d.inputs
		if perOutput {
			expected = d.outputs
		}
		if len(vectors) != expected {
			return nil, nil, goError(StatusInvalidArgument, op, "%d vectors given, %d expected", len(vectors), expected)
		}
		return t.call(d, append(append([]*Tensor{}, primals...), vectors...))
	}
}

// Vjp returns a function taking primals and one cotangent per output of fn, and giving fn's
// outputs and one cotangent per input: the vector-Jacobian product.
func Vjp(fn Func) func(primals, cotangents []*Tensor) (outputs, inputCotangents []*Tensor, err error) {
	return transform(fn, "Vjp", capi.FunctionVjp, true)
}

// Jvp returns a function taking primals and one tangent per input of fn, and giving fn's
// outputs and one tangent per output: the Jacobian-vector product.
func Jvp(fn Func) func(primals, tangents []*Tensor) (outputs, outputTangents []*Tensor, err error) {
	return transform(fn, "Jvp", capi.FunctionJvp, false)
}

// StopGradient is x itself (a view), through which no gradient passes.
func StopGradient(x *Tensor) (*Tensor, error) { return unary("StopGradient", capi.StopGradient, x) }
