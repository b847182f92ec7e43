package kiln

import (
	"sort"
	"unsafe"

	"kiln.dev/kiln/capi"
)

// useAll runs fn with the handles of tensors (in their order), each read-locked so that no
// Release can run until fn returns. Locks are taken once per distinct tensor, in address order,
// so that calls naming the same tensors in different orders cannot deadlock.
func useAll(op string, tensors []*Tensor, fn func([]capi.Tensor) error) error {
	distinct := make([]*Tensor, 0, len(tensors))
	for _, t := range tensors {
		if t == nil {
			return goError(StatusInvalidArgument, op, "a tensor is nil")
		}
		if !containsTensor(distinct, t) {
			distinct = append(distinct, t)
		}
	}
	sort.Slice(distinct, func(i, j int) bool {
		return uintptr(unsafe.Pointer(distinct[i])) < uintptr(unsafe.Pointer(distinct[j]))
	})
	for _, t := range distinct {
		t.mu.RLock()
		defer t.mu.RUnlock()
	}
	handles := make([]capi.Tensor, len(tensors))
	for i, t := range tensors {
		if t.handle == 0 {
			return releasedError(op)
		}
		handles[i] = t.handle
	}
	return fn(handles)
}

func containsTensor(list []*Tensor, t *Tensor) bool {
	for _, x := range list {
		if x == t {
			return true
		}
	}
	return false
}

// produce runs a C op on the inputs' handles and owns the tensor it returns.
func produce(op string, inputs []*Tensor, call func([]capi.Tensor) (capi.Tensor, error)) (*Tensor, error) {
	var out capi.Tensor
	err := useAll(op, inputs, func(handles []capi.Tensor) (err error) {
		out, err = call(handles)
		return
	})
	if err != nil {
		return nil, err
	}
	return wrap(out), nil
}
