package timers

import (
	"os"
	"strings"
	"time"
)

// DrivenClock is a FakeClock that another process moves: the player scripts
// of .ci/playcheck (HORDEKEEPER_CLOCK=FILE, wired in main.go). Time stands
// still until the driver writes to FILE how far the clock is to have gone
// since the app started (a Go duration, "5m12s"); the clock then walks
// there from timer to timer, and writes the reached duration to FILE.at.
// A script's moment so never passes before the script looks at it, however
// busy the machine: the app's time moves only when the script says so.
type DrivenClock struct {
	*FakeClock
	origin time.Time
	path   string
	sync   func()
}

// Between two timers the walk waits for the goroutines the first woke to
// sleep again (as many timers pending as before), up to settleTries looks
// settleLook apart. It counts looks, not wall time: an app stopped by the
// machine stops the count with it.
const (
	settleLook  = 2 * time.Millisecond
	settleTries = 1000
	drivenLook  = 20 * time.Millisecond
)

// NewDrivenClock returns a clock standing still, moved by what the driver
// writes to path; it watches path until the process ends. sync, if not nil,
// is called after each timer on the walk and returns once the screen has
// run what the woken goroutines posted (main.go gives fyne.DoAndWait): a
// cue is shown at its own moment, not some steps later.
func NewDrivenClock(path string, sync func()) *DrivenClock {
	origin := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	c := &DrivenClock{FakeClock: NewFakeClock(origin), origin: origin, path: path, sync: sync}
	go c.watch()
	return c
}

func (c *DrivenClock) watch() {
	done := time.Duration(-1)
	for range time.Tick(drivenLook) {
		b, err := os.ReadFile(c.path)
		if err != nil {
			continue
		}
		target, err := time.ParseDuration(strings.TrimSpace(string(b)))
		if err != nil || target == done {
			continue
		}
		c.WalkTo(target)
		done = target
		tmp := c.path + ".at.tmp"
		if os.WriteFile(tmp, []byte(c.Now().Sub(c.origin).String()), 0o644) == nil {
			os.Rename(tmp, c.path+".at")
		}
	}
}

// WalkTo moves the clock to target past its start, one pending timer at a
// time, so every sleeper wakes at its own moment (no cue comes late) and
// has gone back to sleep before the clock moves on. A target already
// passed leaves the clock where it is.
func (c *DrivenClock) WalkTo(target time.Duration) {
	end := c.origin.Add(target)
	for {
		now := c.Now()
		if !now.Before(end) {
			return
		}
		next := end
		if d, ok := c.Deadline(); ok && d.Before(next) {
			next = d
		}
		n := c.Waiters()
		c.Advance(next.Sub(now))
		for i := 0; i < settleTries && c.Waiters() < n; i++ {
			time.Sleep(settleLook)
		}
		if c.sync != nil {
			c.sync()
		}
	}
}
