package kiln

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"kiln.dev/kiln/capi"
)

// Tensor owns one reference to a lazy Kiln tensor. It is safe for use by several goroutines;
// Release (or the finalizer, for a forgotten tensor) drops the reference.
type Tensor struct {
	// mu is held for reading by every call that uses handle, and for writing by Release, so a
	// handle is never released while a call is using it.
	mu     sync.RWMutex
	handle capi.Tensor // 0 once released
}

// wrap takes ownership of a new reference.
func wrap(handle capi.Tensor) *Tensor {
	t := &Tensor{handle: handle}
	runtime.SetFinalizer(t, (*Tensor).finalize)
	nbytes, _ := capi.TensorNBytes(handle) // shape-only: never evaluates
	nudgeCollector(nbytes)
	return t
}

// A Tensor is a few bytes of Go heap holding possibly gigabytes of device memory, so Go's
// collector, paced by the Go heap alone, may never run in a loop that forgets to Release: the
// finalizers would not run and device memory would grow without bound. A collection runs after
// every gcEvery new tensors or gcEveryBytes of new tensors' elements, whichever comes first, so
// forgotten tensors are released after at most about that many more (large ones after a few).
const (
	gcEvery      = 256
	gcEveryBytes = 256 << 20
)

var (
	tensorsSinceCollection atomic.Int64
	bytesSinceCollection   atomic.Uint64
)

func nudgeCollector(nbytes uint64) {
	many := tensorsSinceCollection.Add(1) >= gcEvery
	large := bytesSinceCollection.Add(nbytes) >= gcEveryBytes
	if many || large {
		tensorsSinceCollection.Store(0)
		bytesSinceCollection.Store(0)
		runtime.GC()
	}
}

// Release drops the tensor's reference now. Calling it again, or on a nil *Tensor, does
// nothing; any other use afterwards returns an *Error with StatusInvalidHandle.
func (t *Tensor) Release() error {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	handle := t.handle
	t.handle = 0
	t.mu.Unlock()
	if handle == 0 {
		return nil
	}
	runtime.SetFinalizer(t, nil)
	return capi.TensorRelease(handle)
}

// Released tells whether Release was called.
func (t *Tensor) Released() bool {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.handle == 0
}

func (t *Tensor) finalize() {
	if t.handle != 0 {
		_ = capi.TensorRelease(t.handle) // nothing to report to from a finalizer
	}
}

// use runs fn with the tensor's handle, which stays valid until fn returns.
func (t *Tensor) use(op string, fn func(capi.Tensor) error) error {
	return useAll(op, []*Tensor{t}, func(handles []capi.Tensor) error { return fn(handles[0]) })
}

// Clone is another owner of the same tensor (tensors are immutable, so nothing is copied).
func (t *Tensor) Clone() (*Tensor, error) {
	var handle capi.Tensor
	err := t.use("Tensor.Clone", func(h capi.Tensor) error {
		handle = h
		return capi.TensorRetain(h)
	})
	if err != nil {
		return nil, err
	}
	return wrap(handle), nil
}

// Shape is the tensor's extents. Never evaluates.
func (t *Tensor) Shape() ([]int, error) {
	var shape []int
	err := t.use("Tensor.Shape", func(h capi.Tensor) error {
		ndim, err := capi.TensorNDim(h)
		if err != nil {
			return err
		}
		dims := make([]int64, ndim)
		if err := capi.TensorShape(h, dims); err != nil {
			return err
		}
		shape = make([]int, ndim)
		for i, d := range dims {
			shape[i] = int(d)
		}
		return nil
	})
	return shape, err
}

// NDim is the number of dimensions. Never evaluates.
func (t *Tensor) NDim() (int, error) {
	var ndim uint64
	err := t.use("Tensor.NDim", func(h capi.Tensor) (err error) {
		ndim, err = capi.TensorNDim(h)
		return
	})
	return int(ndim), err
}

// Size is the number of elements. Never evaluates.
func (t *Tensor) Size() (int, error) {
	var size int64
	err := t.use("Tensor.Size", func(h capi.Tensor) (err error) {
		size, err = capi.TensorSize(h)
		return
	})
	return int(size), err
}

// DType is the element type. Never evaluates.
func (t *Tensor) DType() (DType, error) {
	var dtype DType
	err := t.use("Tensor.DType", func(h capi.Tensor) (err error) {
		dtype, err = capi.TensorDType(h)
		return
	})
	return dtype, err
}

// Device is the device holding the tensor. Never evaluates.
func (t *Tensor) Device() (Device, error) {
	var device capi.Device
	err := t.use("Tensor.Device", func(h capi.Tensor) (err error) {
		device, err = capi.TensorDevice(h)
		return
	})
	return Device{device}, err
}

// IsEvaluated tells whether the tensor's values have been computed.
func (t *Tensor) IsEvaluated() (bool, error) {
	var done bool
	err := t.use("Tensor.IsEvaluated", func(h capi.Tensor) (err error) {
		done, err = capi.TensorIsEvaluated(h)
		return
	})
	return done, err
}

// String describes the tensor without evaluating it: "Tensor(shape=[2,3], dtype=float32)".
func (t *Tensor) String() string {
	shape, err := t.Shape()
	if err != nil {
		return "Tensor(released)"
	}
	dtype, err := t.DType()
	if err != nil {
		return "Tensor(released)"
	}
	return fmt.Sprintf("Tensor(shape=%s, dtype=%s)", FormatShape(shape), dtype)
}

// FormatShape writes a shape as "[2,3]".
func FormatShape(shape []int) string {
	parts := make([]string, len(shape))
	for i, d := range shape {
		parts[i] = fmt.Sprint(d)
	}
	return "[" + strings.Join(parts, ",") + "]"
}
