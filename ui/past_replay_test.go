package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// labelShows tells whether a label on screen holds s whole (a long one,
// such as a notation, wraps over several lines of text).
func labelShows(c fyne.Canvas, s string) bool {
	found := false
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == s {
			found = true
		}
	})
	return found
}

// slider is the replay's slider.
func slider(t *testing.T, c fyne.Canvas) *widget.Slider {
	var s *widget.Slider
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.Slider); ok {
			s = x
		}
	})
	if s == nil {
		t.Fatal("no slider on screen")
	}
	return s
}

// TestPastStepByStepMallMiddle: a Mall game opens on its last step; the
// slider taken to the middle step shows that step's sentence and moment,
// and the notation of the engine's position after that many steps; a step
// back shows the one before; Find goes to a step that says the words typed.
// Then an Escape game's steps say their clock's time (one app for all: a
// test of the ui package runs under -race in make test).
func TestPastStepByStepMallMiddle(t *testing.T) {
	dir := nineGames(t)
	a := newTestUIIn(t, dir)
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	at := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	uitest.TapIn(t, c, pastWhen(at, pastNow())+" · Mall of Horror", "Step by step")
	seen, err := store.View[mallofhorror.State](a.Store(), mallofhorror.Rules{}, filepath.Join(dir, store.FinishedDir, "mallofhorror-20261122-200000.hkj"))
	if err != nil {
		t.Fatal(err)
	}
	acts := seen.Applied()
	if !uitest.Shows(c, fmt.Sprintf("Step %d of %d", len(acts), len(acts))) || !labelShows(c, seen.State().Notation()) {
		t.Fatalf("the replay does not open on the last step: %q", uitest.Texts(c))
	}
	if b := uitest.Button(t, c, "Step on").(fyne.Disableable); !b.Disabled() {
		t.Error("Step on is offered at the last step")
	}
	mid := len(acts) / 2
	slider(t, c).SetValue(float64(mid))
	r := mallofhorror.Rules{}
	st, _ := r.New(seen.Header())
	var before mallofhorror.State
	for _, act := range acts[:mid] {
		before = st
		if st, err = r.Apply(st, act); err != nil {
			t.Fatal(err)
		}
	}
	if !uitest.Shows(c, fmt.Sprintf("Step %d of %d", mid, len(acts))) || !labelShows(c, st.Notation()) {
		t.Fatalf("step %d does not show the engine's notation %q: %q", mid, st.Notation(), uitest.Texts(c))
	}
	if !uitest.Shows(c, fmt.Sprintf("Round %d, phase", before.Round)) {
		t.Errorf("step %d does not say its round %d: %q", mid, before.Round, uitest.Texts(c))
	}
	if _, err := mallofhorror.ParseNotation(st.Notation()); err != nil {
		t.Errorf("the notation shown does not read back: %v", err)
	}
	uitest.Tap(t, c, "Copy the position")
	if got := fyne.CurrentApp().Clipboard().Content(); got != st.Notation() {
		t.Errorf("copied %q, want %q", got, st.Notation())
	}
	uitest.Tap(t, c, "OK")
	uitest.Tap(t, c, "Step back")
	if !uitest.Shows(c, fmt.Sprintf("Step %d of %d", mid-1, len(acts))) || !labelShows(c, before.Notation()) {
		t.Fatalf("Step back does not show step %d: %q", mid-1, uitest.Texts(c))
	}
	finds(t, c)
	uitest.Tap(t, c, "Games")
	if !uitest.Shows(c, "Past games") {
		t.Fatalf("Games does not lead back to the list: %q", uitest.Texts(c))
	}
	escapeClock(t, c)
}

// escapeClock: from the list, an Escape game's steps say their time: its
// last, the van's arrival, the clock's time left.
func escapeClock(t *testing.T, c fyne.Canvas) {
	at := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	uitest.TapIn(t, c, pastWhen(at, pastNow())+" · Escape: Zombie City", "Step by step")
	if !uitest.Shows(c, "2:50 left") || !uitest.Shows(c, "escape ") {
		t.Fatalf("the last step of an Escape game does not say its time or position: %q", uitest.Texts(c))
	}
	slider(t, c).SetValue(0)
	if !uitest.Shows(c, "Before the soundtrack") {
		t.Fatalf("the first step is not before the soundtrack: %q", uitest.Texts(c))
	}
}

// finds: on a Mall game's steps, "Find the next step" goes to a step
// whose sentence names what is typed, or says none does.
func finds(t *testing.T, c fyne.Canvas) {
	uitest.Entry(t, c, "A name, a character, a place").SetText("zombies eat")
	uitest.Tap(t, c, "Find the next step")
	first := strings.Join(uitest.Texts(c), "\n")
	if !strings.Contains(strings.ToLower(first), "zombies eat") || strings.Contains(first, "Step 101 of 101") {
		t.Fatalf("Find does not go to a step that says it: %q", uitest.Texts(c))
	}
	uitest.Entry(t, c, "A name, a character, a place").SetText("no such words")
	uitest.Tap(t, c, "Find the next step")
	if !uitest.Shows(c, "No step says") {
		t.Fatalf("a search that finds nothing does not say so: %q", uitest.Texts(c))
	}
}
