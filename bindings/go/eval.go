package kiln

import "kiln.dev/kiln/capi"

// Eval computes the tensors, and what they need, in one pass: shared work runs once.
func Eval(tensors ...*Tensor) error {
	return useAll("Eval", tensors, capi.TensorEval)
}

// Eval computes the tensor now and returns it.
func (t *Tensor) Eval() (*Tensor, error) {
	if err := Eval(t); err != nil {
		return nil, err
	}
	return t, nil
}

// ToDevice is a copy of t on another device.
func (t *Tensor) ToDevice(device Device) (*Tensor, error) {
	return produce("ToDevice", []*Tensor{t}, func(h []capi.Tensor) (capi.Tensor, error) {
		return capi.TensorToDevice(h[0], device.handle)
	})
}
