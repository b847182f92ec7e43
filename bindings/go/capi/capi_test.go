package capi

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"
)

func newTensor(t *testing.T, values []float32, shape ...int64) Tensor {
	t.Helper()
	device, err := DeviceGet(0)
	if err != nil {
		t.Fatal(err)
	}
	h, err := TensorCreate(unsafe.Pointer(&values[0]), DTypeFloat32, shape, device)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = TensorRelease(h) })
	return h
}

func readFloats(t *testing.T, h Tensor, n int) []float32 {
	t.Helper()
	out := make([]float32, n)
	if err := TensorRead(h, unsafe.Slice((*byte)(unsafe.Pointer(&out[0])), 4*n)); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestStructMirrorsAndOutParams(t *testing.T) {
	device, err := DeviceGet(0)
	if err != nil {
		t.Fatal(err)
	}
	info, err := DeviceGetInfo(device)
	if err != nil {
		t.Fatal(err)
	}
	if info.Label != "cpu" || info.Kind != DeviceKindCPU || info.Index != 0 || info.Name == "" {
		t.Fatalf("device 0 info %+v", info)
	}
	h := newTensor(t, []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	dims := make([]int64, 2)
	if err := TensorShape(h, dims); err != nil || dims[0] != 2 || dims[1] != 3 {
		t.Fatalf("shape %v (%v)", dims, err)
	}
	// capacity comes from len(dims): too small must be refused by the library, not overrun.
	err = TensorShape(h, make([]int64, 1))
	if !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("a 1-entry dims buffer for a 2-d tensor: %v", err)
	}
	name, err := StatusString(StatusShapeMismatch)
	if err != nil || name != "KILN_STATUS_SHAPE_MISMATCH" {
		t.Fatalf("status string %q (%v)", name, err)
	}
}

func TestSliceLengthsMustAgree(t *testing.T) {
	h := newTensor(t, []float32{1, 2, 3, 4}, 4)
	_, err := Slice(h, []int64{0}, []int64{1, 2}, nil)
	var kerr *Error
	if !errors.As(err, &kerr) || kerr.Status != StatusInvalidArgument || !strings.Contains(kerr.Message, "stop") {
		t.Fatalf("mismatched start/stop: %v", err)
	}
	sliced, err := Slice(h, []int64{1}, []int64{4}, []int64{2})
	if err != nil {
		t.Fatal(err)
	}
	defer TensorRelease(sliced)
	if got := readFloats(t, sliced, 2); got[0] != 2 || got[1] != 4 {
		t.Fatalf("x[1:4:2] = %v", got)
	}
}

func TestDLPackRoundTrip(t *testing.T) {
	h := newTensor(t, []float32{1.5, -2, 8}, 3)
	for _, copyMode := range []DLPackCopy{DLPackCopyIfNeeded, DLPackCopyAlways} {
		managed, err := TensorToDLPack(h, &DLPackOptions{Copy: copyMode})
		if err != nil || managed == nil {
			t.Fatalf("export (%v): %v", copyMode, err)
		}
		back, err := TensorFromDLPack(managed, nil) // Kiln owns managed from here on
		if err != nil {
			t.Fatalf("import: %v", err)
		}
		got := readFloats(t, back, 3)
		if err := TensorRelease(back); err != nil {
			t.Fatal(err)
		}
		if got[0] != 1.5 || got[1] != -2 || got[2] != 8 {
			t.Fatalf("DLPack round trip (%v) read %v", copyMode, got)
		}
	}
	deviceType, deviceID, err := TensorDLPackDevice(h)
	if err != nil || deviceType != 1 || deviceID != 0 {
		t.Fatalf("dlpack device (%d, %d): %v", deviceType, deviceID, err)
	}
}

func TestStringParamsAndFallbackQueries(t *testing.T) {
	count, err := DeviceCount()
	if err != nil {
		t.Fatal(err)
	}
	for i := uint64(0); i < count; i++ {
		device, _ := DeviceGet(i)
		support, err := DeviceOpSupport(device, "add", DTypeFloat32)
		if errors.Is(err, ErrUnsupported) {
			t.Skip("the loaded library predates fallback queries (Kiln 1.2):", err)
		}
		if err != nil || support == OpSupportNone {
			t.Fatalf("device %d: add on float32 is %v (%v)", i, support, err)
		}
		fallbacks, err := DeviceFallbackCount(device)
		if err != nil {
			t.Fatal(err)
		}
		for j := uint64(0); j < fallbacks; j++ {
			op, dtype, err := DeviceFallbackGet(device, j)
			if err != nil || op == "" {
				t.Fatalf("fallback %d of device %d: %q %v (%v)", j, i, op, dtype, err)
			}
		}
	}
	device, _ := DeviceGet(0)
	if _, err := DeviceOpSupport(device, "no_such_op", DTypeFloat32); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("unknown op name: %v", err)
	}
}

func TestDebugFlagsRoundTrip(t *testing.T) {
	old, err := DebugGetFlags()
	if errors.Is(err, ErrUnsupported) {
		t.Skip("the loaded library predates debug flags (Kiln 1.2):", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer DebugSetFlags(old)
	if err := DebugSetFlags(uint32(DebugFlagBounds)); err != nil {
		t.Fatal(err)
	}
	if got, _ := DebugGetFlags(); got != uint32(DebugFlagBounds) {
		t.Fatalf("flags %d after setting %d", got, DebugFlagBounds)
	}
	if err := DebugSetFlags(1 << 30); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("unknown debug bit: %v", err)
	}
}

func TestCandidates(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("KILN_LIBRARY_PATH", dir)
	got := candidates()
	if len(got) != 2 || got[0].path != filepath.Join(dir, Soname) || got[1].path != Soname {
		t.Fatalf("candidates with a directory: %+v", got)
	}
	t.Setenv("KILN_LIBRARY_PATH", "")
	if got := candidates(); len(got) != 1 || got[0].path != Soname {
		t.Fatalf("candidates without KILN_LIBRARY_PATH: %+v", got)
	}
}

// childMode runs this test binary again with another KILN_LIBRARY_PATH, because the library
// is loaded once per process.
func childMode(t *testing.T, test, library string) (string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.v")
	cmd.Env = append(os.Environ(), "KILN_GO_TEST_CHILD=1", "KILN_LIBRARY_PATH="+library)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// An older 1.x library loads; functions it lacks fail with StatusUnsupported.
func TestOlderLibrary(t *testing.T) {
	if os.Getenv("KILN_GO_TEST_CHILD") == "1" {
		major, minor, _, err := Version()
		if err != nil || major != 1 {
			t.Fatalf("version %d.%d: %v", major, minor, err)
		}
		_, err = DebugGetFlags()
		if minor < 2 && (!errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "needs Kiln 1.2")) {
			t.Fatalf("a 1.2 function on a %d.%d library: %v", major, minor, err)
		}
		return
	}
	current := os.Getenv("KILN_LIBRARY_PATH")
	older, _ := filepath.Glob(filepath.Join(filepath.Dir(current), "libkiln.so.1.[01].*"))
	if current == "" || len(older) == 0 {
		t.Skip("no older libkiln.so.1.x beside KILN_LIBRARY_PATH")
	}
	for _, library := range older {
		if out, err := childMode(t, "TestOlderLibrary", library); err != nil {
			t.Errorf("with %s: %v\n%s", library, err, out)
		}
	}
}

func TestMissingLibrary(t *testing.T) {
	if os.Getenv("KILN_GO_TEST_CHILD") == "1" {
		err := Load()
		var loadErr *LoadError
		if err == nil {
			t.Skip("the system loader found an installed libkiln")
		}
		if !errors.As(err, &loadErr) || !strings.Contains(err.Error(), "/no/such/dir/libkiln.so.1") {
			t.Fatalf("load error %v", err)
		}
		if _, err := DeviceCount(); err != loadErr {
			t.Fatalf("a call after the failed load: %v", err)
		}
		return
	}
	if out, err := childMode(t, "TestMissingLibrary", "/no/such/dir/libkiln.so.1"); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}

// The README must name every function the generator skipped.
func TestSkippedFunctionsAreDocumented(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, skipped := range Skipped {
		if !strings.Contains(string(readme), skipped.Name) {
			t.Errorf("%s is skipped (%s) but README.md does not say so", skipped.Name, skipped.Reason)
		}
	}
}
