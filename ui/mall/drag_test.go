package mall

import (
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestSettingsScrollByAFingerDrag: with the table settings open the
// new-game form is longer than the window; a finger dragging the form
// brings the last setting's other reading into view, a tap there chooses
// it, and the game starts with it.
func TestSettingsScrollByAFingerDrag(t *testing.T) {
	h := newHost(t)
	tap(t, h, "Mall of Horror")
	c := h.canvas()
	frames := uitest.NewFrames(c) // the window lays out what opens, as the app does
	frames.Draw()
	uitest.TapInView(t, c, uitest.Button(t, c, "Table settings"))
	frames.Draw()
	last := mh.Settings()[len(mh.Settings())-1]
	other := capitalizeFirst(pick(last.On, last.Off, !last.Default)) + "."
	choose := uitest.ButtonIn(t, c, other, "Choose")
	if uitest.InView(c, choose) {
		t.Fatal("the form fits the window: nothing to drag")
	}
	d := uitest.DragIntoView(t, c, uitest.TextAt(t, c, "How this table reads the rules"), choose)
	t.Logf("dragged the form %v up", d)
	uitest.TapInView(t, c, choose)
	if l, _ := uitest.Label(choose); l != "Chosen" {
		t.Fatalf("the tapped reading reads %q, want Chosen", l)
	}
	uitest.TapInView(t, c, uitest.Button(t, c, "Start the game"))
	o, err := mh.ParseOptions(readGame(t, h.journal()).Header().Options)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := o.Get(last.Key); got == last.Default {
		t.Fatalf("the game started with the usual reading of %s", last.Key)
	}
}
