package coh

import (
	"testing"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestNextActsOncePerStep: two quick taps on the same Next move one step;
// a step with nothing to decide passes by itself with one line, and one
// undo takes it back with the tap that led to it.
func TestNextActsOncePerStep(t *testing.T) {
	a, _ := newCohTestApp(t, 77)
	startCohByTaps(t, a)
	next := uitest.Buttons(canvasOf(a), "Next")
	if len(next) != 1 {
		t.Fatalf("one Next on screen, got %d", len(next))
	}
	test.Tap(next[0].(fyne.Tappable))
	test.Tap(next[0].(fyne.Tappable)) // the same button, tapped again before the screen changed
	if st := cohState(t, a); st.Phase != ch.PhaseInvasion {
		t.Fatalf("two quick taps: phase %s, want the invasion", st.Phase)
	}
	if on(a) != "coh-invasion" {
		t.Fatalf("once the cards are shown, the invasion screen opens: %s", on(a))
	}
	tapLabel(t, a, "Apply the card")
	st := cohState(t, a)
	if st.Phase != ch.PhaseMovement {
		t.Fatalf("a played card passes on to movement by itself: %s", st.Phase)
	}
	said := false
	for _, m := range a.view.bar.History() {
		said = said || m.Text == "The 1:00 card is played: on to movement."
	}
	if !said {
		t.Fatalf("the step passed by itself says so in the message bar: %+v", a.view.bar.History())
	}
	tapLabel(t, a, "Undo")
	if st := cohState(t, a); st.Phase != ch.PhaseInvasion || st.Deck[1].Applied {
		t.Fatalf("one undo takes back the card and the step it passed: %s", st.Phase)
	}
}

// TestApplyTwiceQuicklyPlaysOnce: two quick taps on "Apply the card" play
// the card once and say nothing wrong.
func TestApplyTwiceQuicklyPlaysOnce(t *testing.T) {
	a, _ := newCohTestApp(t, 77)
	startCohByTaps(t, a)
	tapLabel(t, a, "Next")
	apply := uitest.Button(t, canvasOf(a), "Apply the card").(fyne.Tappable)
	test.Tap(apply)
	test.Tap(apply)
	noRefusal(t, a)
	for _, m := range a.view.bar.History() {
		if m.Refusal {
			t.Fatalf("a second tap says %q", m.Text)
		}
	}
	if n := len(a.view.s.Applied()); cohState(t, a).Phase != ch.PhaseMovement || n == 0 {
		t.Fatalf("phase %s", cohState(t, a).Phase)
	}
}
