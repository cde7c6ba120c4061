package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestATapMovesNothingElse: in portrait, with the bookkeeping scrolled
// down, taps on the counters and the dice leave every button where it was
// (only their own words change) and the scroll where the player left it.
func TestATapMovesNothingElse(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.win.Resize(fyne.NewSize(800, 1280))
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	var book *container.Scroll
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && holds(s, "Items in the cargo bay", labelled("We escaped!")) != nil {
			book = s
		}
	})
	if book == nil {
		t.Fatal("no scroll")
	}
	book.ScrollToBottom()
	offset := book.Offset
	if offset.Y <= 0 { // it fits: then the taps must keep it so
		t.Logf("the bookkeeping fits without scrolling: %v in %v", book.Content.MinSize(), book.Size())
	}
	taps := []func(){
		func() { h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon())) },
		func() { h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon())) },
		func() { h.loseDie(2) },
		func() { h.tapIn("Items in the cargo bay", withIcon(theme.ContentRemoveIcon())) },
		func() { h.tap("Undo") },
	}
	for i, tap := range taps {
		before := uitest.Positions(h.canvas())
		tap()
		after := uitest.Positions(h.canvas())
		for k, p := range before {
			if q, ok := after[k]; ok && q != p {
				t.Errorf("tap %d moved %s from %v to %v", i, k, p, q)
			}
		}
		if book.Offset != offset {
			t.Errorf("tap %d moved the scroll from %v to %v", i, offset, book.Offset)
		}
	}
	h.tap("Pause")
}
