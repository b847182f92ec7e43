package kiln

import (
	"fmt"

	"kiln.dev/kiln/capi"
)

// Error is a failed Kiln call: Status, the C Function and kiln_last_error()'s Message.
// errors.Is(err, ErrShapeMismatch) matches every error of that status.
type Error = capi.Error

// LoadError says libkiln could not be loaded, and where the binding looked.
type LoadError = capi.LoadError

// goError is an error the Go layer finds itself, before calling Kiln, in the same form.
func goError(status Status, op, format string, args ...interface{}) error {
	return &Error{Status: status, Function: op, Message: op + ": " + fmt.Sprintf(format, args...)}
}

func releasedError(op string) error {
	return goError(StatusInvalidHandle, op, "the tensor was released")
}
