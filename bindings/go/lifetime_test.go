package kiln_test

import (
	"errors"
	"runtime"
	"testing"
	"time"

	"kiln.dev/kiln"
)

func TestUseAfterReleaseIsAnError(t *testing.T) {
	a := check(kiln.FromSlice([]float32{1, 2, 3}))(t)
	b := keep(kiln.FromSlice([]float32{1, 1, 1}))(t)
	if err := a.Release(); err != nil {
		t.Fatal(err)
	}
	if err := a.Release(); err != nil {
		t.Fatalf("a second Release failed: %v", err)
	}
	if !a.Released() {
		t.Fatal("Released() is false after Release")
	}
	var nilTensor *kiln.Tensor
	if err := nilTensor.Release(); err != nil {
		t.Fatalf("Release of nil: %v", err)
	}
	checks := map[string]error{}
	_, checks["Shape"] = a.Shape()
	_, checks["DType"] = a.DType()
	_, checks["ToSlice"] = kiln.ToSlice[float32](a)
	_, checks["Add"] = kiln.Add(a, b)
	_, checks["Add (second operand)"] = kiln.Add(b, a)
	_, checks["Clone"] = a.Clone()
	checks["Eval"] = kiln.Eval(b, a)
	for what, err := range checks {
		if !errors.Is(err, kiln.ErrInvalidHandle) {
			t.Errorf("%s after Release: %v, want ErrInvalidHandle", what, err)
		}
	}
	if s := a.String(); s != "Tensor(released)" {
		t.Errorf("String() after Release = %q", s)
	}
	// b is untouched by a's release.
	if got := check(b.Float32s())(t); !equalSlices(got, []float32{1, 1, 1}) {
		t.Errorf("b reads %v", got)
	}
}

func TestCloneOutlivesOriginal(t *testing.T) {
	a := check(kiln.FromSlice([]int64{4, 5}))(t)
	clone := keep(a.Clone())(t)
	if err := a.Release(); err != nil {
		t.Fatal(err)
	}
	if got := check(clone.Int64s())(t); !equalSlices(got, []int64{4, 5}) {
		t.Errorf("clone reads %v after the original's release", got)
	}
}

func activeBytes(t *testing.T, device kiln.Device) uint64 {
	t.Helper()
	return check(device.MemoryStats())(t).ActiveBytes
}

func TestFinalizerReleasesForgottenTensors(t *testing.T) {
	device := check(kiln.DefaultDevice())(t)
	runtime.GC()
	before := activeBytes(t, device)
	const count, elements = 16, 1 << 16 // 4 MiB of float32 in all
	data := make([]float32, elements)
	for i := 0; i < count; i++ {
		x := check(kiln.FromSlice(data))(t)
		check(x.Eval())(t)
	}
	if during := activeBytes(t, device); during < before+count*elements*4 {
		t.Fatalf("active bytes %d before, %d with the tensors alive: they hold no memory?", before, during)
	}
	deadline := time.Now().Add(10 * time.Second)
	for activeBytes(t, device) >= before+elements*4 {
		if time.Now().After(deadline) {
			t.Fatalf("forgotten tensors still hold %d bytes (%d before)", activeBytes(t, device), before)
		}
		runtime.GC()
		time.Sleep(20 * time.Millisecond)
	}
}

// A loop that forgets Release (and never calls runtime.GC) does not grow device memory without
// bound: the binding runs the collector every few hundred tensors, so the finalizers run.
func TestForgottenTensorsInALoopDoNotAccumulate(t *testing.T) {
	// 2000 tensors of 256 KiB: 500 MiB if none were released.
	if peak, before := forgottenTensorsPeak(t, 2000, 1<<16); peak > before+200<<20 {
		t.Fatalf("forgotten tensors peaked at %d active bytes (%d before, limit %d)", peak, before, before+200<<20)
	}
}

// Large forgotten tensors are bounded by bytes, not only by count: 64 tensors of 32 MiB (2 GiB if
// none were released) stay within a few hundred MiB.
func TestLargeForgottenTensorsInALoopDoNotAccumulate(t *testing.T) {
	if peak, before := forgottenTensorsPeak(t, 64, 8<<20); peak > before+768<<20 {
		t.Fatalf("forgotten 32 MiB tensors peaked at %d active bytes (%d before, limit %d)", peak, before, before+768<<20)
	}
}

// Makes and evaluates `iterations` float32 tensors of `elements` without releasing them; returns
// the peak active bytes of the default device during the loop and the active bytes before it.
func forgottenTensorsPeak(t *testing.T, iterations, elements int) (peak, before uint64) {
	device := check(kiln.DefaultDevice())(t)
	runtime.GC()
	time.Sleep(50 * time.Millisecond) // let earlier tests' finalizers run
	before = activeBytes(t, device)
	data := make([]float32, elements)
	peak = before
	for i := 0; i < iterations; i++ {
		x := check(kiln.FromSlice(data))(t)
		check(x.Eval())(t)
		if now := activeBytes(t, device); now > peak {
			peak = now
		}
	}
	return peak, before
}
