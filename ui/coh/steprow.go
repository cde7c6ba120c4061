package coh

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/ui/kit"
)

// stepRowHeight is the height of every button in the turn guide's row,
// Next's own.
const stepRowHeight = 56

// stepRow is the turn guide's top row: the hour, and the step's buttons
// (the last one Next) beside it, or under it on a phone. The row keeps one
// height whatever the buttons say: a label too long for the room left is
// shortened at a whole word, never wrapped (in portrait a three-line Stay
// pushed the city 40 px down under a finger).
func stepRow(clock fyne.CanvasObject, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	l := &stepRowLayout{}
	for _, b := range buttons {
		if kb, ok := b.(*kit.Button); ok {
			kb.Text = strings.ReplaceAll(kb.Text, "\n", " ")
			l.full = append(l.full, kb.Text)
		} else {
			l.full = append(l.full, "")
		}
	}
	return container.New(l, append([]fyne.CanvasObject{clock}, buttons...)...)
}

// stepRowLayout lays out the hour (objs[0]) and the buttons after it.
type stepRowLayout struct {
	// full is each button's whole label, to shorten from at any width.
	full []string
	// width is the last width laid out at (0 before the first).
	width float32
}

// stacked is whether the buttons go under the hour: on a phone.
func (l *stepRowLayout) stacked(w float32) bool { return w > 0 && w < kit.Narrow }

func (l *stepRowLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) == 0 {
		return
	}
	if s.Width > l.MinSize(objs).Width+0.5 { // not Fyne's layout at the least size (kit/fit.go)
		l.width = s.Width
	}
	pad := theme.Padding()
	clock, buttons := objs[0], objs[1:]
	cm := clock.MinSize()
	x0, y := cm.Width+pad, float32(0)
	if l.stacked(s.Width) {
		x0, y = 0, cm.Height+pad
		clock.Move(fyne.NewPos(0, 0))
		clock.Resize(fyne.NewSize(s.Width, cm.Height))
	} else {
		clock.Move(fyne.NewPos(0, (stepRowHeight-cm.Height)/2))
		clock.Resize(cm)
	}
	l.shorten(buttons, s.Width-x0)
	x := s.Width
	for i := len(buttons) - 1; i >= 0; i-- {
		b := buttons[i]
		w := fyne.Min(b.MinSize().Width, s.Width-x0)
		x -= w
		b.Move(fyne.NewPos(fyne.Max(x, x0), y))
		b.Resize(fyne.NewSize(w, stepRowHeight))
		x -= pad
	}
}

// shorten puts back each button's whole label, then, while the row is
// wider than room, takes the last word off the longest label but Next's,
// marking the cut with "…".
func (l *stepRowLayout) shorten(buttons []fyne.CanvasObject, room float32) {
	words := make([][]string, len(buttons))
	for i, b := range buttons {
		if kb, ok := b.(*kit.Button); ok && i < len(l.full) {
			words[i] = strings.Fields(l.full[i])
			setText(kb, l.full[i])
		}
	}
	for kit.OneRow(buttons) > room+0.5 {
		long := -1
		for i := range buttons[:len(buttons)-1] {
			if len(words[i]) > 1 && (long < 0 || buttons[i].MinSize().Width > buttons[long].MinSize().Width) {
				long = i
			}
		}
		if long < 0 {
			return
		}
		words[long] = words[long][:len(words[long])-1]
		setText(buttons[long].(*kit.Button), strings.Join(words[long], " ")+"…")
	}
}

func setText(b *kit.Button, s string) {
	if b.Text != s {
		b.SetText(s)
	}
}

// MinSize is Next's width and one row's height beside the hour, or the
// hour's and the row's under it on a phone.
func (l *stepRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	cm := objs[0].MinSize()
	w := cm.Width
	if n := len(objs); n > 1 {
		w = fyne.Max(w, objs[n-1].MinSize().Width)
	}
	if l.stacked(l.width) {
		return fyne.NewSize(w, cm.Height+theme.Padding()+stepRowHeight)
	}
	return fyne.NewSize(w, fyne.Max(cm.Height, stepRowHeight))
}
