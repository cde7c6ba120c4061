package ui

import (
	"bytes"
	"runtime"
	"testing"
	"time"

	"hordekeeper/ui/internal/uitest"
)

// escape plays an Escape game: the soundtrack started, the clock walked
// a second at a time, every question of a break answered and now and then
// a step of the table tapped, until the zombie cry ends it.
func (e *evening) escape() {
	e.open("Escape: Zombie City", "Start the game")
	uitest.Tap(e.t, e.c, "Start")
	e.taps++
	start := e.clock.Now()
	for sec := 0; sec < 17*60 && len(uitest.Buttons(e.c, "Play again: same soundtrack")) == 0; sec++ {
		e.walk(time.Second)
		if e.r.IntN(20) == 0 || len(uitest.Buttons(e.c, "Everyone else made it back")) > 0 {
			e.tapAny("Everyone else made it back", "No: time is up", "No: every survivor loses a die")
		}
		if len(uitest.Buttons(e.c, "No: time is up")) > 0 {
			e.tapAny("No: time is up")
		}
	}
	e.table += e.clock.Now().Sub(start)
	e.home(len(uitest.Buttons(e.c, "Play again: same soundtrack")) > 0)
	if n := escapeGoroutines(); n != 0 {
		e.t.Fatalf("leaving Escape left %d of its goroutines", n)
	}
}

// walk moves the fake clock d on, one pending timer at a time, each time
// waiting for the screen's goroutines to sleep again and running what
// they handed to the UI goroutine.
func (e *evening) walk(d time.Duration) {
	end := e.clock.Now().Add(d)
	for e.clock.Now().Before(end) {
		settle(e.t)
		next := end
		if dl, ok := e.clock.Deadline(); ok && dl.Before(next) && dl.After(e.clock.Now()) {
			next = dl
		}
		e.clock.Advance(next.Sub(e.clock.Now()))
		settle(e.t)
		e.q.Drain()
		e.steps++
	}
}

// settle waits until Escape's goroutines are all parked in their select.
func settle(t *testing.T) {
	t.Helper()
	buf := make([]byte, 1<<20)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Microsecond) {
		n := runtime.Stack(buf, true)
		if quiet(buf[:n]) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("Escape's goroutines never went to sleep:\n%s", buf[:n])
		}
	}
}

const escapeGo = "created by hordekeeper/ui/escape.(*view).runBackground"

func quiet(dump []byte) bool {
	for _, g := range bytes.Split(dump, []byte("\n\n")) {
		head, _, _ := bytes.Cut(g, []byte("\n"))
		if bytes.Contains(g, []byte(escapeGo)) && !bytes.Contains(head, []byte("[select")) {
			return false
		}
	}
	return true
}

func escapeGoroutines() int {
	buf := make([]byte, 4<<20)
	n := 0
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if n = bytes.Count(buf[:runtime.Stack(buf, true)], []byte(escapeGo)); n == 0 {
			break
		}
	}
	return n
}
