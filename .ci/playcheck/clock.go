package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// The app's clock in a script with the setting `clock driven`: it stands
// still until an `advance` step moves it (timers.DrivenClock), so no
// moment of the game passes before the script looks at it.

// advance moves the app's clock on by d and waits until the app says its
// clock got there (every timer on the way woken at its moment).
func (s *session) advance(d time.Duration) error {
	if s.clockPath == "" {
		return fmt.Errorf("advance needs the setting `clock driven` at the top of the script")
	}
	s.clockAt += d
	want := s.clockAt.String()
	tmp := s.clockPath + ".tmp"
	if err := os.WriteFile(tmp, []byte(want), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, s.clockPath); err != nil {
		return err
	}
	// Generous: a busy app walks minutes of timers slowly; the clock does
	// not move meanwhile, so waiting long costs nothing but time.
	end := time.Now().Add(2 * time.Minute)
	for time.Now().Before(end) {
		if b, err := os.ReadFile(s.clockPath + ".at"); err == nil && string(b) == want {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("the app's clock did not reach %s in 2 minutes", want)
}

// quiet waits, after the clock moved, for the screen to come to rest: a
// tree newer than seq, then no newer one for a second and a half (the
// screen takes the ticks and cues of the walk one after another).
func (p *player) quiet(seq int) {
	p.settle(seq, 10*time.Second)
	for {
		t := p.s.waitTree(p.cur.Seq, 1500*time.Millisecond)
		if t == nil {
			return
		}
		p.cur = t
	}
}

// parseClock reads M:SS ("5:10") or a Go duration ("5m10s").
func parseClock(s string) (time.Duration, error) {
	if m, sec, ok := strings.Cut(s, ":"); ok {
		mi, err1 := strconv.Atoi(m)
		si, err2 := strconv.Atoi(sec)
		if err1 == nil && err2 == nil && mi >= 0 && si >= 0 && si < 60 {
			return time.Duration(mi)*time.Minute + time.Duration(si)*time.Second, nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("advance M:SS (or 5m10s): %q", s)
	}
	return d, nil
}
