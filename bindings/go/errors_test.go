package kiln_test

import (
	"errors"
	"strings"
	"testing"

	"kiln.dev/kiln"
	"kiln.dev/kiln/capi"
)

// kilnError checks that err is an *kiln.Error of the status, with a message naming what failed.
func kilnError(t *testing.T, err error, sentinel error, status kiln.Status, mention string) *kiln.Error {
	t.Helper()
	if err == nil {
		t.Fatalf("expected %v, got success", status)
	}
	var kerr *kiln.Error
	if !errors.As(err, &kerr) {
		t.Fatalf("error %v (%T) is not a *kiln.Error", err, err)
	}
	if kerr.Status != status || !errors.Is(err, sentinel) {
		t.Fatalf("error %v has status %v, want %v", err, kerr.Status, status)
	}
	if kerr.Message == "" || !strings.Contains(kerr.Message, mention) {
		t.Fatalf("message %q should mention %q", kerr.Message, mention)
	}
	if !strings.Contains(err.Error(), status.Name()) {
		t.Fatalf("Error() %q lacks the status name", err.Error())
	}
	return kerr
}

func TestErrorsCarryStatusAndMessage(t *testing.T) {
	a := keep(kiln.FromSlice([]float32{1, 2, 3, 4, 5, 6}, 2, 3))(t)
	_, err := kiln.Reshape(a, 4)
	kerr := kilnError(t, err, kiln.ErrShapeMismatch, kiln.StatusShapeMismatch, "(2, 3) has 6 elements")
	if kerr.Function != "kiln_reshape" {
		t.Errorf("Function %q", kerr.Function)
	}
	if errors.Is(err, kiln.ErrInvalidArgument) {
		t.Error("a shape mismatch matched ErrInvalidArgument")
	}

	b := keep(kiln.FromSlice([]float32{1, 2}))(t)
	_, err = kiln.Add(a, b)
	kerr = kilnError(t, err, kiln.ErrShapeMismatch, kiln.StatusShapeMismatch, "cannot be broadcast")
	// Named as this package names it, the library's text once, the C function last.
	if !strings.HasPrefix(kerr.Message, "kiln.Add: ") || !strings.HasSuffix(kerr.Message, " [kiln_add]") ||
		strings.Contains(kerr.Message, "add: add:") {
		t.Errorf("message %q should read \"kiln.Add: ... [kiln_add]\"", kerr.Message)
	}
	if name := capi.GoName("kiln_tensor_eval"); name != "Tensor.Eval" {
		t.Errorf("GoName(kiln_tensor_eval) = %q", name)
	}

	_, err = kiln.Sum(a, []int{5}, false)
	kilnError(t, err, kiln.ErrIndexOutOfRange, kiln.StatusIndexOutOfRange, "axis 5 is out of range")

	_, err = kiln.FindDevice("no-such-device")
	kilnError(t, err, kiln.ErrInvalidArgument, kiln.StatusInvalidArgument, "no-such-device")
}

func TestGoSideChecks(t *testing.T) {
	_, err := kiln.FromSlice([]float32{1, 2, 3}, 2, 2)
	kilnError(t, err, kiln.ErrInvalidArgument, kiln.StatusInvalidArgument, "needs 4 elements")
	_, err = kiln.FromSlice([]float32{1}, -1)
	kilnError(t, err, kiln.ErrInvalidArgument, kiln.StatusInvalidArgument, "FromSlice")

	a := keep(kiln.FromSlice([]int32{1, 2}))(t)
	_, err = kiln.ToSlice[float32](a)
	kilnError(t, err, kiln.ErrUnsupportedDType, kiln.StatusUnsupportedDType, "AsType")
	err = kiln.ReadInto(a, make([]int32, 3))
	kilnError(t, err, kiln.ErrInvalidArgument, kiln.StatusInvalidArgument, "dst has 3")
	_, err = kiln.Add(a, nil)
	kilnError(t, err, kiln.ErrInvalidArgument, kiln.StatusInvalidArgument, "nil")
}

func TestStatusNames(t *testing.T) {
	if kiln.StatusShapeMismatch.Name() != "SHAPE_MISMATCH" || kiln.StatusOK.String() != "OK" {
		t.Errorf("status names %q %q", kiln.StatusShapeMismatch.Name(), kiln.StatusOK.String())
	}
	if kiln.DTypeBFloat16.String() != "bfloat16" || kiln.DTypeBFloat16.Name() != "BFLOAT16" {
		t.Errorf("dtype names %q %q", kiln.DTypeBFloat16.String(), kiln.DTypeBFloat16.Name())
	}
	if got := kiln.Status(99).String(); got != "Status(99)" {
		t.Errorf("unknown status prints %q", got)
	}
}
