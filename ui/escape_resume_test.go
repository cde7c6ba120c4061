package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"hordekeeper/timers"
)

func TestEscapeResumesWhereItStopped(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	clock := timers.NewFakeClock(time.Unix(0, 0))
	a := New(test.NewTempApp(t), queued(Options{DataDir: dir, Seed: 3, Clock: clock, NoSound: true}))
	test.Tap(a.Button("home/escape"))
	test.Tap(a.Button("escape/start"))
	test.Tap(a.Button("escape/start"))
	test.Tap(a.Button("escape/lose/2"))
	clock.Advance(3*time.Minute + 7*time.Second)
	a.escape.poll()
	test.Tap(a.Button("back")) // the app closes the game; the journal stays

	b := New(test.NewTempApp(t), queued(Options{DataDir: dir, Clock: clock, NoSound: true}))
	test.Tap(b.Button("home/escape"))
	if b.Screen() != "escape-resume" {
		t.Fatalf("a game in progress must be offered for resuming, got %q", b.Screen())
	}
	test.Tap(b.Button("escape/resume"))
	v := b.escape
	if v.session.State().Players[2].Dice != 4 {
		t.Fatal("the lost die must come back with the game")
	}
	if el := v.play.Scheduler().Elapsed(); el != 3*time.Minute+7*time.Second {
		t.Fatalf("resumed at %v", el)
	}
	if !v.play.Scheduler().Paused() {
		t.Fatal("a resumed game waits for the table: paused")
	}
}

func TestEscapeDamagedSaveIsKeptAndExplained(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	os.WriteFile(filepath.Join(dir, "escape.hkj"), []byte("this is not a game\n"), 0o644)
	a := New(test.NewTempApp(t), queued(Options{DataDir: dir, NoSound: true}))
	test.Tap(a.Button("home/escape"))
	if !strings.Contains(a.lastTell, "escape.hkj") || !strings.Contains(a.lastTell, "not a Hordekeeper save file") {
		t.Fatalf("message: %q", a.lastTell)
	}
	m, _ := filepath.Glob(filepath.Join(dir, "escape.hkj.damaged-*"))
	if len(m) != 1 {
		t.Fatalf("the damaged file must be kept aside: %v", m)
	}
	if b, _ := os.ReadFile(m[0]); string(b) != "this is not a game\n" {
		t.Fatal("kept file changed")
	}
	if a.Screen() != "escape-setup" {
		t.Fatalf("then a new game: %q", a.Screen())
	}
}

func TestEscapeAutoPauseOnlyWhenChosen(t *testing.T) {
	for _, chosen := range []bool{false, true} {
		t.Setenv("TMPDIR", t.TempDir())
		clock := timers.NewFakeClock(time.Unix(0, 0))
		a := New(test.NewTempApp(t), queued(Options{Seed: 3, Clock: clock, NoSound: true}))
		a.fyneApp.Preferences().SetBool(prefAutoPause, chosen)
		test.Tap(a.Button("home/escape"))
		test.Tap(a.Button("escape/start"))
		test.Tap(a.Button("escape/start"))
		clock.Advance(time.Minute)
		a.leftForeground()
		clock.Advance(time.Minute)
		paused := a.escape.play.Scheduler().Paused()
		el := a.escape.play.Scheduler().Elapsed()
		if paused != chosen {
			t.Fatalf("auto-pause chosen=%v, paused=%v", chosen, paused)
		}
		if !chosen && el != 2*time.Minute {
			t.Fatalf("without auto-pause the clock keeps true time: %v", el)
		}
		if chosen && el != time.Minute {
			t.Fatalf("auto-paused at %v", el)
		}
	}
}
