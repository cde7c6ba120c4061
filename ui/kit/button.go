package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// MinTouch is the smallest side of anything a finger taps, in Fyne units
// (48 dp, the tablet guideline).
const MinTouch = 48

// Button is a button that is never smaller than a finger.
type Button struct {
	widget.Button
	// Min is the least size the button takes; both sides are at least MinTouch.
	Min fyne.Size
}

// NewButton returns a finger-sized button with a label, an optional icon and
// what a tap does.
func NewButton(label string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{Min: fyne.NewSize(MinTouch, MinTouch)}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// NewPrimaryButton returns a finger-sized button drawn as the main action.
func NewPrimaryButton(label string, icon fyne.Resource, tapped func()) *Button {
	b := NewButton(label, icon, tapped)
	b.Importance = widget.HighImportance
	return b
}

// MinSize keeps both sides at least MinTouch and at least Min.
func (b *Button) MinSize() fyne.Size {
	return b.Button.MinSize().Max(b.Min).Max(fyne.NewSize(MinTouch, MinTouch))
}

// Centered places o in the middle of the available space.
func Centered(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCenterLayout(), o)
}
