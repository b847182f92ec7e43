package capi

/*
#include <stdlib.h>
*/
import "C"

import (
	"fmt"
	"os"
	"strings"
	"unsafe"
)

// Error is a failed Kiln call: the status it returned, the C function, and the message of
// kiln_last_error() taken right after the failure.
type Error struct {
	// Status is the kiln_status the call returned.
	Status Status
	// Function is the C function that failed (empty for a sentinel).
	Function string
	// Message is kiln_last_error()'s text, or the Go layer's own explanation.
	Message string
}

func (e *Error) Error() string {
	text := "kiln: " + e.Status.Name()
	if e.Message != "" {
		text += ": " + e.Message
	}
	return text
}

// Is makes errors.Is(err, ErrShapeMismatch) true for every error of that status.
func (e *Error) Is(target error) bool {
	other, ok := target.(*Error)
	return ok && other.Status == e.Status
}

// newError turns a failed trampoline call into an *Error, freeing the C copy of the message.
func newError(function string, status Status, message *C.char) error {
	text := ""
	if message != nil {
		text = C.GoString(message)
		C.free(unsafe.Pointer(message))
	}
	if text == "" {
		text = fmt.Sprintf("failed with status %s", status.Name())
	}
	return &Error{Status: status, Function: function, Message: describe(function, text)}
}

// GoName is what the kiln package calls C function `function`: kiln_add -> kiln.Add,
// kiln_tensor_eval -> Tensor.Eval, kiln_device_find -> Device.Find.
func GoName(function string) string {
	short := strings.TrimPrefix(function, "kiln_")
	owner := "kiln."
	for prefix, name := range map[string]string{"tensor_": "Tensor.", "device_": "Device."} {
		if strings.HasPrefix(short, prefix) {
			short, owner = strings.TrimPrefix(short, prefix), name
		}
	}
	words := strings.Split(short, "_")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return owner + strings.Join(words, "")
}

// describe leads a library message ("kiln_add: cannot broadcast ...") with the Go name of the
// call and ends it with the C function: "kiln.Add: cannot broadcast ... [kiln_add]".
func describe(function, message string) string {
	return fmt.Sprintf("%s: %s [%s]", GoName(function), strings.TrimPrefix(message, function+": "), function)
}

// lengthMismatch reports Go slices that must share one C length parameter but differ.
func lengthMismatch(function, param, other string) error {
	return &Error{Status: StatusInvalidArgument, Function: function,
		Message: fmt.Sprintf("%s: %s must have as many entries as %s", function, param, other)}
}

func nilCallback(function, param string) error {
	return &Error{Status: StatusInvalidArgument, Function: function,
		Message: fmt.Sprintf("%s: %s is nil", function, param)}
}

// recoverCallback stops a panic in a Go callback at the C boundary: unwinding through Kiln's
// C frames would crash the process with the library's locks held.
func recoverCallback(callback string) {
	if r := recover(); r != nil {
		fmt.Fprintf(os.Stderr, "kiln: panic in %s ignored: %v\n", callback, r)
	}
}
