package kiln

import (
	"runtime/cgo"
	"sync"

	"kiln.dev/kiln/capi"
)

// Subscription delivers Kiln's telemetry events to a Go function until Close (Kiln 1.2).
type Subscription struct {
	mu     sync.Mutex
	id     uint64
	handle cgo.Handle // 0 once closed
}

// SubscribeTelemetry calls fn for every telemetry event from now on. fn runs on the goroutine
// whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln itself,
// but must not wait for other goroutines that use Kiln.
func SubscribeTelemetry(fn func(TelemetryEvent)) (*Subscription, error) {
	if fn == nil {
		return nil, goError(StatusInvalidArgument, "SubscribeTelemetry", "fn is nil")
	}
	id, handle, err := capi.TelemetrySubscribe(func(event *capi.TelemetryEvent) {
		if event != nil {
			fn(*event)
		}
	})
	if err != nil {
		return nil, err
	}
	return &Subscription{id: id, handle: handle}, nil
}

// Close ends the subscription; fn is not called again once it returns. More calls do nothing.
func (s *Subscription) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.handle == 0 {
		return nil
	}
	if err := capi.TelemetryUnsubscribe(s.id); err != nil {
		return err
	}
	s.handle.Delete() // only now can the library no longer call fn
	s.handle = 0
	return nil
}
