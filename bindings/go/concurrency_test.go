package kiln_test

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"kiln.dev/kiln"
)

// Goroutines hop between OS threads, and kiln_last_error() is per thread: each failure must
// still carry its own message.
func TestGoroutinesComputeAndFailIndependently(t *testing.T) {
	const workers, rounds = 8, 40
	var wg sync.WaitGroup
	failures := make(chan string, workers*rounds)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for r := 0; r < rounds; r++ {
				if msg := oneRound(float32(w*rounds + r)); msg != "" {
					failures <- msg
					return
				}
				if msg := oneFailure(w%2 == 0); msg != "" {
					failures <- msg
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(failures)
	for msg := range failures {
		t.Error(msg)
	}
}

// oneRound computes sum((x + 1) * x) for x = [v, v+1] and checks it; "" means success.
func oneRound(v float32) string {
	x, err := kiln.FromSlice([]float32{v, v + 1})
	if err != nil {
		return err.Error()
	}
	defer x.Release()
	one, err := kiln.Scalar(float32(1))
	if err != nil {
		return err.Error()
	}
	defer one.Release()
	shifted, err := kiln.Add(x, one)
	if err != nil {
		return err.Error()
	}
	defer shifted.Release()
	product, err := kiln.Multiply(shifted, x)
	if err != nil {
		return err.Error()
	}
	defer product.Release()
	total, err := kiln.Sum(product, nil, false)
	if err != nil {
		return err.Error()
	}
	defer total.Release()
	got, err := kiln.Item[float32](total)
	if err != nil {
		return err.Error()
	}
	if want := (v+1)*v + (v+2)*(v+1); got != want {
		return "sum " + total.String() + " wrong"
	}
	return ""
}

// oneFailure makes a reshape or an add fail and checks the message is about that call.
func oneFailure(reshape bool) string {
	a, err := kiln.Zeros(kiln.DTypeFloat32, 2, 3)
	if err != nil {
		return err.Error()
	}
	defer a.Release()
	want, other := "(5,) needs 5", "kiln_add"
	if reshape {
		_, err = kiln.Reshape(a, 5)
	} else {
		b, _ := kiln.Zeros(kiln.DTypeFloat32, 4)
		defer b.Release()
		_, err = kiln.Add(a, b)
		want, other = "(2, 3) and (4,) cannot be broadcast", "kiln_reshape"
	}
	var kerr *kiln.Error
	if !errors.As(err, &kerr) || !strings.Contains(kerr.Message, want) || strings.Contains(kerr.Message, other) {
		return "failure of " + want + " gave " + errString(err)
	}
	return ""
}

func errString(err error) string {
	if err == nil {
		return "no error"
	}
	return err.Error()
}

// Releasing a tensor that other goroutines are using makes their calls fail cleanly.
func TestReleaseWhileInUse(t *testing.T) {
	shared := check(kiln.FromSlice([]float64{1, 2, 3, 4}, 2, 2))(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	start := make(chan struct{})
	for w := 0; w < 6; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for r := 0; r < 200; r++ {
				total, err := kiln.Sum(shared, nil, false)
				if err != nil {
					if !errors.Is(err, kiln.ErrInvalidHandle) {
						errs <- err
					}
					return
				}
				value, err := kiln.Item[float64](total)
				total.Release()
				if err != nil || value != 10 {
					errs <- errors.New("a sum of the shared tensor read " + errString(err))
					return
				}
			}
		}()
	}
	close(start)
	if err := shared.Release(); err != nil {
		t.Error(err)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
