package mall

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// inView tells whether every button labelled label lies wholly inside the
// visible part of the scroll that holds it (or of the window): the player
// sees it without scrolling. It fails when there is none.
func inView(t *testing.T, h *fakeHost, label string) bool {
	t.Helper()
	bs := uitest.Buttons(h.canvas(), label)
	if len(bs) == 0 {
		t.Fatalf("no button %q: %q", label, screenText(h))
	}
	d := fyne.CurrentApp().Driver()
	scrolls := uitest.Scrolls(h.canvas())
	for _, b := range bs {
		p, s := d.AbsolutePositionForObject(b), b.Size()
		top, bottom := float32(0), h.canvas().Size().Height
		for _, sc := range scrolls {
			sp := d.AbsolutePositionForObject(sc)
			// The scroll that holds the button: its content spans it.
			cp := d.AbsolutePositionForObject(sc.Content)
			if p.X >= sp.X && p.X < sp.X+sc.Size().Width && p.Y >= cp.Y && p.Y < cp.Y+sc.Content.Size().Height {
				top, bottom = sp.Y, sp.Y+sc.Size().Height
			}
		}
		if p.Y < top || p.Y+s.Height > bottom {
			t.Logf("%q spans %v..%v, the view %v..%v", label, p.Y, p.Y+s.Height, top, bottom)
			return false
		}
	}
	return true
}

// TestWhatAStepNeedsIsInView: at both tablet sizes, with five players, the
// truck vote's result buttons and the dice step's looks and way of looking
// show without a scroll.
func TestWhatAStepNeedsIsInView(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			h := newHost(t)
			h.win.Resize(size)
			newGame(t, h, 5)
			placeAll(t, h)
			st := h.state()
			if st.Phase == mh.PhaseTruck {
				v, _ := st.CurrentVote()
				for _, c := range v.Candidates {
					if l := shortLabel(st.Players[c]) + " won"; !inView(t, h, l) {
						t.Errorf("truck vote: %q needs a scroll", l)
					}
				}
			}
			playUntil(t, h, func(st mh.State) bool { return st.Phase == mh.PhaseArrival })
			tap(t, h, "Roll the zombie dice in secret")
			for _, l := range []string{"Look", "This tablet, handed over", "QR code on their phone"} {
				if !inView(t, h, l) {
					t.Errorf("dice: %q needs a scroll", l)
				}
			}
		})
	}
}
