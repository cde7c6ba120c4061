package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Split puts two parts side by side in landscape and one above the other in
// portrait, so a tablet turned either way uses its whole screen.
type Split struct {
	// Ratio is the share of the first part (0-1).
	Ratio float32
	// Tall, when set, is the first part's share of the height in portrait
	// instead of Ratio: a part whose words run wide but short (a clock)
	// needs less of a tall screen than of a wide one.
	Tall float32
	// Phone, when set, is the first part's share of the height in portrait
	// on a phone (narrower than Narrow): a phone's height is short for
	// two parts, and the second may hold what a finger must reach.
	Phone float32
}

// NewSplit lays a and b out with a Split of the given ratio.
func NewSplit(ratio float32, a, b fyne.CanvasObject) *fyne.Container {
	return container.New(Split{Ratio: ratio}, a, b)
}

// Portrait reports whether a space is taller than wide.
func Portrait(s fyne.Size) bool { return s.Height > s.Width }

// Layout places the two objects.
func (l Split) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) != 2 {
		return
	}
	a, b := objs[0], objs[1]
	if Portrait(s) {
		r := l.Ratio
		if l.Tall > 0 {
			r = l.Tall
		}
		if l.Phone > 0 && s.Width < Narrow {
			r = l.Phone
		}
		h := fyne.Max(a.MinSize().Height, s.Height*r)
		h = fyne.Min(h, s.Height)
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(s.Width, h))
		b.Move(fyne.NewPos(0, h))
		b.Resize(fyne.NewSize(s.Width, s.Height-h))
		return
	}
	w := s.Width * l.Ratio
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(w, s.Height))
	b.Move(fyne.NewPos(w, 0))
	b.Resize(fyne.NewSize(s.Width-w, s.Height))
}

// MinSize is the larger of the two parts' needs in either direction.
func (l Split) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
