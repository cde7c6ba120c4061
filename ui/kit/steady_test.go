package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestSteadyBoxCountsAtTheRealWidth: laid out narrow first (as Fyne asks
// a new screen its least size), a wrapped guide is tall; at the window's
// width that follows, the box is as tall as the guide there, not the
// narrow height.
func TestSteadyBoxCountsAtTheRealWidth(t *testing.T) {
	newWindow(t)
	l := widget.NewLabel("The Armory, side B: attack: 5 zombies, needs 4 (more than the 3 characters inside). The players there vote.")
	l.Wrapping = fyne.TextWrapWord
	box := NewSteady(10, l)
	box.Resize(fyne.NewSize(200, box.MinSize().Height))
	narrow := box.MinSize().Height
	box.Resize(fyne.NewSize(1200, narrow))
	wide := box.MinSize().Height
	if l.MinSize().Height >= narrow || wide != l.MinSize().Height {
		t.Fatalf("narrow %v, then %v at 1200 wide where the guide needs %v", narrow, wide, l.MinSize().Height)
	}
}
