package kit

import (
	"sync"
	"sync/atomic"
)

// Handoff is the one place where work done on other goroutines (timers, the
// soundtrack, file writes) meets widgets. Post hands a function to the UI
// goroutine through Run; once Stop is called nothing posted runs any more,
// even what was already on its way, so a screen that has closed receives no
// update.
//
// In the app Run is fyne.Do, which the driver runs one at a time on its own
// goroutine. Fyne's test driver runs fyne.Do at once on the caller's
// goroutine instead, so two timer callbacks would race there though never in
// the app; tests therefore pass a Queue's Push as Run and drain it on the
// test's goroutine, which gives the same one-at-a-time order as the app.
type Handoff struct {
	run     func(func())
	stopped atomic.Bool
}

// NewHandoff returns a Handoff that runs posted functions with run (fyne.Do
// in the app, a Queue's Push in tests).
func NewHandoff(run func(func())) *Handoff { return &Handoff{run: run} }

// Post hands f to the UI goroutine; it is dropped if the Handoff has stopped
// before f gets to run. Post is safe from any goroutine.
func (h *Handoff) Post(f func()) {
	if h.stopped.Load() {
		return
	}
	h.run(func() {
		if !h.stopped.Load() {
			f()
		}
	})
}

// Stop drops every later Post and every posted function not yet run.
func (h *Handoff) Stop() { h.stopped.Store(true) }

// Stopped reports whether Stop was called.
func (h *Handoff) Stopped() bool { return h.stopped.Load() }

// Queue collects posted functions so that one goroutine (a test's) runs them
// in order with Drain, as the app's UI goroutine would.
type Queue struct {
	mu    sync.Mutex
	funcs []func()
}

// Push adds f to the queue; it is safe from any goroutine.
func (q *Queue) Push(f func()) {
	q.mu.Lock()
	q.funcs = append(q.funcs, f)
	q.mu.Unlock()
}

// Drain runs what was queued, in order, including what those functions queue
// in turn, and returns how many ran.
func (q *Queue) Drain() int {
	n := 0
	for {
		q.mu.Lock()
		fs := q.funcs
		q.funcs = nil
		q.mu.Unlock()
		if len(fs) == 0 {
			return n
		}
		for _, f := range fs {
			f()
			n++
		}
	}
}

// Len is how many functions wait in the queue.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.funcs)
}
