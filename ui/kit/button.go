package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
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
	// reason says why the button is refused now; see Refuse.
	reason string
	// onRefused tells the player the reason when a refused button is tapped.
	onRefused func(reason string)
	// note is a few words written small under the label, inside the
	// button: why a refused button is greyed, read without a tap.
	note string
}

// SetNote writes a few words small under the button's label, inside it
// (smaller still rather than cut); "" takes them away. A refused card says
// there why it cannot be played.
func (b *Button) SetNote(note string) {
	if b.note != note {
		b.note = note
		b.Refresh()
	}
}

// Note is the words written under the label ("" for none).
func (b *Button) Note() string { return b.note }

// Refuse greys the button out but keeps it in its place; a tap on it then
// tells the player why, through tell. An empty reason enables it again.
func (b *Button) Refuse(reason string, tell func(reason string)) {
	b.reason, b.onRefused = reason, tell
	if reason == "" {
		b.note = ""
		b.Enable()
		return
	}
	b.Disable()
}

// SetEnabled enables the button when on, else disables it (Undo and Redo
// follow the journal this way in every game).
func (b *Button) SetEnabled(on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// Reason is why the button is refused ("" when it is not).
func (b *Button) Reason() string { return b.reason }

// Tapped runs the button's action, or for a refused button tells why.
func (b *Button) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		if b.reason != "" && b.onRefused != nil {
			b.onRefused(b.reason)
		}
		return
	}
	b.Button.Tapped(e)
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

// MinSize keeps both sides at least MinTouch and at least Min, and is wide
// enough for the note at its smallest.
func (b *Button) MinSize() fyne.Size {
	s := b.Button.MinSize().Max(b.Min).Max(fyne.NewSize(MinTouch, MinTouch))
	if b.note != "" {
		w := fyne.MeasureText(b.note, noteSmallest*theme.TextSize(), fyne.TextStyle{}).Width
		s.Width = max(s.Width, w+4*theme.Padding())
	}
	return s
}

// Centered places o in the middle of the available space.
func Centered(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCenterLayout(), o)
}

// ButtonFace is what a button shows: its words, or for a button with only
// an icon, the icon's name ("content-add"). ok is false for anything that
// is not a button. Tests and the tree the play-check reads name a button
// by it.
func ButtonFace(o fyne.CanvasObject) (words, icon string, ok bool) {
	var b *widget.Button
	switch v := o.(type) {
	case *Button:
		b = &v.Button
	case *widget.Button:
		b = v
	default:
		return "", "", false
	}
	if b.Text != "" || b.Icon == nil {
		return b.Text, "", true
	}
	return "", strings.TrimSuffix(strings.TrimPrefix(b.Icon.Name(), "foreground_"), ".svg"), true
}
