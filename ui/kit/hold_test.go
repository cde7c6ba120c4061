package kit

import (
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestHeldSecretHidesWhenTheFingerSlidesOff: a finger that holds the
// curtain's button and slides off it before coming up hides the secret.
func TestHeldSecretHidesWhenTheFingerSlidesOff(t *testing.T) {
	w := newWindow(t)
	shown := false
	h := NewHoldButton("Hold to reveal", func() { shown = true }, func() { shown = false })
	w.SetContent(container.NewVBox(widget.NewLabel("Give the tablet to Ann."), container.NewCenter(h)))
	h.Press()
	if !shown {
		t.Fatal("pressing the button shows the secret")
	}
	test.Drag(w.Canvas(), middle(h), 0, 300)
	if shown {
		t.Fatal("the secret stays on show after the finger slid off and came up")
	}
}
