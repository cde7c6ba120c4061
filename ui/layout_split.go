package ui

import "fyne.io/fyne/v2"

// splitLayout puts two parts side by side in landscape and one above the
// other in portrait, so a tablet turned either way uses its whole screen.
type splitLayout struct {
	// ratio is the share of the first part (0-1).
	ratio float32
}

func (l splitLayout) portrait(s fyne.Size) bool { return s.Height > s.Width }

// Layout places the two objects.
func (l splitLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) != 2 {
		return
	}
	a, b := objs[0], objs[1]
	if l.portrait(s) {
		h := fyne.Max(a.MinSize().Height, s.Height*l.ratio)
		h = fyne.Min(h, s.Height)
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(s.Width, h))
		b.Move(fyne.NewPos(0, h))
		b.Resize(fyne.NewSize(s.Width, s.Height-h))
		return
	}
	w := s.Width * l.ratio
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(w, s.Height))
	b.Move(fyne.NewPos(w, 0))
	b.Resize(fyne.NewSize(s.Width-w, s.Height))
}

// MinSize is the larger of the two parts' needs in either direction.
func (l splitLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
