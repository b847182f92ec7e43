package kiln_test

import (
	"errors"
	"sync"
	"testing"

	"kiln.dev/kiln"
)

func TestTelemetryEvents(t *testing.T) {
	var mu sync.Mutex
	var events []kiln.TelemetryEvent
	sub, err := kiln.SubscribeTelemetry(func(e kiln.TelemetryEvent) {
		mu.Lock()
		events = append(events, e)
		mu.Unlock()
	})
	if errors.Is(err, kiln.ErrUnsupported) {
		t.Skip("the loaded library predates telemetry (Kiln 1.2):", err)
	}
	check(sub, err)(t)
	x := keep(kiln.FromSlice([]float32{1, 2, 3}))(t)
	y := keep(kiln.Exp(x))(t)
	check(y.Float32s())(t)
	if err := sub.Close(); err != nil {
		t.Fatal(err)
	}
	if err := sub.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	mu.Lock()
	seen := len(events)
	var starts, stops int
	for _, e := range events {
		if e.Kind == kiln.EventKindEval && e.Phase == kiln.EventPhaseStart {
			starts++
		}
		if e.Kind == kiln.EventKindEval && e.Phase == kiln.EventPhaseStop && e.Name == "eval" && e.Status == kiln.StatusOK {
			stops++
		}
	}
	mu.Unlock()
	if starts == 0 || stops == 0 {
		t.Fatalf("no eval start/stop pair among %d events: %+v", seen, events)
	}
	// Closed: further work sends nothing.
	check(keep(kiln.Exp(y))(t).Float32s())(t)
	mu.Lock()
	defer mu.Unlock()
	if len(events) != seen {
		t.Fatalf("%d events arrived after Close", len(events)-seen)
	}
}
