package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// cueOffset finds the n-th cue of a kind in the first built-in track.
func cueOffset(t *testing.T, k timers.Kind, n int) time.Duration {
	t.Helper()
	for _, c := range timers.Track1().Cues {
		if c.Kind == k {
			n--
			if n == 0 {
				return c.Offset
			}
		}
	}
	t.Fatalf("no cue %v", k)
	return 0
}

// TestEscapeSessionByTaps plays an Escape game as a table would, with a
// fake clock: start, a door slam with a survivor left out, undo and redo,
// a pause, items and the van, and the zombie cry.
func TestEscapeSessionByTaps(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	a := New(fa, queued(Options{DataDir: t.TempDir(), Seed: 7, Clock: clock, NoSound: true}))
	test.Tap(a.Button("home/escape"))
	if a.Screen() != "escape-setup" {
		t.Fatalf("screen %q", a.Screen())
	}
	test.Tap(a.Button("escape/start"))
	v := a.escape
	if a.Screen() != "escape" || v == nil {
		t.Fatalf("screen %q", a.Screen())
	}
	if n := len(v.session.State().Players); n != 4 {
		t.Fatalf("%d players", n)
	}
	if v.timeLeft.Text != "15:00" {
		t.Fatalf("time left before start: %q", v.timeLeft.Text)
	}
	test.Tap(a.Button("escape/start"))

	// First door slam: Red (seat 1) did not make it back.
	clock.Advance(cueOffset(t, timers.KindDoorSlam, 1))
	v.poll()
	if v.slam == nil {
		t.Fatal("the door slam must ask who did not make it back")
	}
	if !v.check.Visible() || !strings.Contains(v.caption.Text, "20 seconds") {
		t.Fatalf("the break after the slam shows its checklist and caption: %q", v.caption.Text)
	}
	test.Tap(v.slam.toggles[1])
	test.Tap(v.slam.record)
	st := v.session.State()
	if st.Players[1].Dice != 4 || st.Players[0].Dice != 5 || st.CountdownsEnded != 1 {
		t.Fatalf("after the slam: dice %d/%d, countdowns %d", st.Players[1].Dice, st.Players[0].Dice, st.CountdownsEnded)
	}
	if !strings.Contains(v.notice.Text, "loses a die") {
		t.Fatalf("the loss must be explained, got %q", v.notice.Text)
	}
	test.Tap(a.Button("escape/undo"))
	if v.session.State().Players[1].Dice != 5 {
		t.Fatal("undo gives the die back")
	}
	test.Tap(a.Button("escape/redo"))
	if v.session.State().Players[1].Dice != 4 {
		t.Fatal("redo takes it again")
	}

	// A pause stops the clock; the paused time is shown.
	el := v.play.Scheduler().Elapsed()
	test.Tap(a.Button("escape/pause"))
	clock.Advance(90 * time.Second)
	v.poll()
	if v.play.Scheduler().Elapsed() != el {
		t.Fatal("the clock ran while paused")
	}
	if !strings.Contains(v.paused.Text, "1:30") {
		t.Fatalf("paused time shown: %q", v.paused.Text)
	}
	test.Tap(a.Button("escape/pause"))

	// Items, exit, phase 2.
	for i := 0; i < v.session.State().ItemsNeeded; i++ {
		test.Tap(a.Button("escape/cargo+"))
	}
	test.Tap(a.Button("escape/exit"))
	test.Tap(a.Button("escape/phase2"))
	if v.session.State().Phase != escape.Van {
		t.Fatalf("phase 2 did not start: %s", v.notice.Text)
	}

	// Second door slam in phase 2: the van was not back.
	clock.Advance(cueOffset(t, timers.KindDoorSlam, 2) - v.play.Scheduler().Elapsed())
	v.poll()
	if v.slam == nil || v.slam.vanNo == nil {
		t.Fatal("phase 2 asks about the van at the second slam")
	}
	test.Tap(v.slam.vanNo)
	if got := v.session.State().TotalDice(); got != 4*5-1-4 {
		t.Fatalf("van rule: %d dice left", got)
	}

	// The zombie cry ends the game.
	clock.Advance(cueOffset(t, timers.KindZombieCry, 1) - v.play.Scheduler().Elapsed())
	v.poll()
	if v.timeLeft.Text != "0:00" {
		t.Fatalf("time left at the cry: %q", v.timeLeft.Text)
	}
	test.Tap(a.Button("escape/lost"))
	if o := v.session.State().Outcome; !o.Over || o.Won {
		t.Fatalf("outcome %+v", o)
	}
	test.Tap(a.Button("back"))
	if a.escape != nil {
		t.Fatal("leaving stops the game view")
	}
}

func TestEscapeStallFiresMissedCuesInOrder(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	a := New(test.NewTempApp(t), queued(Options{Seed: 7, Clock: clock, NoSound: true}))
	test.Tap(a.Button("home/escape"))
	test.Tap(a.Button("escape/start"))
	test.Tap(a.Button("escape/start"))
	v := a.escape
	// A 90-second stall across the first countdown's start.
	clock.Advance(cueOffset(t, timers.KindGong, 1) + 90*time.Second)
	v.poll()
	if !strings.Contains(v.caption.Text, "missed") {
		t.Fatalf("a cue fired late must say it was missed: %q", v.caption.Text)
	}
	if v.play.Scheduler().Elapsed() < cueOffset(t, timers.KindGong, 1)+90*time.Second {
		t.Fatal("the display must jump to the right time")
	}
}
