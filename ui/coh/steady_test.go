package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// positions maps each button's words (numbered when repeated) to where it
// lies on the canvas.
func positions(c fyne.Canvas) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	seen := map[string]int{}
	var visit func(o fyne.CanvasObject, at fyne.Position)
	visit = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p := at.Add(o.Position())
		if l, ok := uitest.Label(o); ok {
			seen[l]++
			out[l+"#"+string(rune('0'+seen[l]))] = p
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, ch := range v.Objects {
				visit(ch, p)
			}
		case fyne.Widget:
			for _, ch := range uitest.Children(v) {
				visit(ch, p)
			}
		}
	}
	visit(c.Content(), fyne.Position{})
	return out
}

func scrolls(c fyne.Canvas) []*container.Scroll {
	var out []*container.Scroll
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok {
			out = append(out, s)
		}
	})
	return out
}

// TestATapMovesNothingElse scrolls the city down in portrait, adds a
// zombie, and finds every other button where it was and the scroll where
// the player left it.
func TestATapMovesNothingElse(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(800, 1280))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	c := canvasOf(a)
	ss := scrolls(c)
	if len(ss) == 0 {
		t.Fatal("the city has no scroll")
	}
	for _, s := range ss {
		s.ScrollToOffset(fyne.NewPos(0, 120))
	}
	before := positions(c)
	offsets := []fyne.Position{}
	for _, s := range scrolls(c) {
		offsets = append(offsets, s.Offset)
	}
	st := cohState(t, a)
	tapIn(t, a, tileTitle(st, ch.Corner1), "+")
	noRefusal(t, a)
	after := positions(c)
	for k, p := range before {
		if q, ok := after[k]; !ok || q != p {
			t.Errorf("button %s moved from %v to %v", k, p, q)
		}
	}
	for i, s := range scrolls(c) {
		if i < len(offsets) && s.Offset != offsets[i] {
			t.Errorf("scroll %d went from %v to %v", i, offsets[i], s.Offset)
		}
	}
}
