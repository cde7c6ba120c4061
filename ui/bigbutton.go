package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// MinTouch is the smallest side of anything a finger taps, in Fyne units
// (48 dp, the tablet guideline).
const MinTouch = 48

// bigButton is a button that is never smaller than a finger.
type bigButton struct {
	widget.Button
	min fyne.Size
}

func newBigButton(label string, icon fyne.Resource, tapped func()) *bigButton {
	b := &bigButton{min: fyne.NewSize(MinTouch, MinTouch)}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MinSize keeps both sides at least MinTouch.
func (b *bigButton) MinSize() fyne.Size {
	return b.Button.MinSize().Max(b.min)
}

// centered places o in the middle of the available space.
func centered(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCenterLayout(), o)
}
