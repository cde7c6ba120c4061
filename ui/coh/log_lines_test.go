package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestLogComesBackOnResume: a game opened from its file has its Log at
// once, rebuilt from the journal (the Log button is not greyed out), and
// each tap leaves a line of its own, even one like the tap before.
func TestLogComesBackOnResume(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	acts := 0
	for _, x := range a.view.s.Applied() {
		if _, next := engine.Deref(x).(ch.AdvancePhase); !next {
			acts++
		}
	}
	h := a.view.bar.History()
	if len(h) < acts || acts == 0 {
		t.Fatalf("the Log holds %d lines for %d table actions", len(h), acts)
	}
	for _, b := range uitest.Buttons(canvasOf(a), "Log") {
		if d, ok := b.(fyne.Disableable); ok && d.Disabled() {
			t.Fatal("the Log button is greyed out right after the resume")
		}
	}
	st := cohState(t, a)
	for i := 1; i <= 2; i++ {
		n := len(a.view.bar.History())
		tapIn(t, a, tileTitle(st, ch.Corner1), "+")
		noRefusal(t, a)
		h := a.view.bar.History()
		if len(h) <= n {
			t.Fatalf("tap %d left no line", i)
		}
		found := false
		for _, m := range h[n:] {
			found = found || strings.HasPrefix(m.Text, "1 zombie added on ")
		}
		if !found {
			t.Fatalf("tap %d: the new lines do not say it: %v", i, h[n:])
		}
	}
}

// TestDoneTextNamesThePlayer: the line of a food token drawn and of a
// Flashlight played names the player and what came.
func TestDoneTextNamesThePlayer(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	p := st.Players[0].Colour
	two := 2
	for _, tc := range []struct {
		act  engine.Action
		want string
	}{
		{ch.UseLocation{Player: p, At: ch.CrossroadsLoc, Value: &two}, st.Label(p) + " draws a food token of value 2 at "},
		{ch.MoveLeader{Player: p, To: ch.Red, By: ch.ByFlashlight}, st.Label(p) + " plays a Flashlight: the zombie leader goes to Red."},
	} {
		if got := cohDoneText(st, tc.act); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%T says %q, want %q", tc.act, got, tc.want)
		}
	}
}
