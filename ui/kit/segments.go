package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// SegmentNumber shows a number in seven-segment digits, as a countdown
// timer does, read from across a room. Each segment is a plain rectangle:
// drawn as text, a digit of this size is a texture as high as a whole line
// of type, four times the pixels of its segments, and a tablet without a
// GPU repaints all of them every second of a countdown (docs/benchmarks.md).
type SegmentNumber struct {
	widget.BaseWidget
	size   float32 // the size of text the digits stand in for
	text   string
	colour fyne.ThemeColorName
	// segs holds, per place: a top, b top right, c bottom right, d bottom,
	// e bottom left, f top left, g middle, and h, the flag of a 1. A 1 is
	// drawn as a print 1, a bar in the middle with a flag and a foot (b, h,
	// d): two bare bars, 11, read as a pause sign, and a flag alone as a 7.
	segs [][8]*canvas.Rectangle
	rend *segmentRenderer
	objs []fyne.CanvasObject
}

// segmentsOf says which segments (a to h, bit 0 to 7) light each digit.
var segmentsOf = [10]uint8{
	0b0111111, 0b10001010, 0b1011011, 0b1001111, 0b1100110,
	0b1101101, 0b1111101, 0b0000111, 0b1111111, 0b1101111,
}

// NewSegmentNumber returns an empty number whose digits are as tall as the
// digits of text of the given size.
func NewSegmentNumber(size float32) *SegmentNumber {
	n := &SegmentNumber{size: size, colour: theme.ColorNameForeground}
	n.ExtendBaseWidget(n)
	return n
}

// Text is the number on show, as a player reads it.
func (n *SegmentNumber) Text() string { return n.text }

// TextSize is the size of text the digits stand in for.
func (n *SegmentNumber) TextSize() float32 { return n.size }

// SetText shows s; characters other than digits leave their place dark.
func (n *SegmentNumber) SetText(s string) {
	if s == n.text {
		return
	}
	relayout := len(s) != len(n.text)
	n.text = s
	n.light()
	switch {
	case relayout:
		n.Refresh()
	case n.rend != nil:
		n.rend.Layout(n.Size()) // a 1 has its bars elsewhere
	}
}

// SetColour draws the digits in the theme's colour of that name (the last
// seconds of a countdown in the warning colour).
func (n *SegmentNumber) SetColour(name fyne.ThemeColorName) {
	if name != n.colour {
		n.colour = name
		n.Refresh()
	}
}

// light shows the segments of each digit and hides the others.
func (n *SegmentNumber) light() {
	for len(n.segs) < len(n.text) {
		var place [8]*canvas.Rectangle
		for i := range place {
			place[i] = canvas.NewRectangle(theme.Color(n.colour))
			place[i].Hide()
		}
		n.segs = append(n.segs, place)
	}
	n.objs = n.objs[:0]
	for i, place := range n.segs {
		var on uint8
		if i < len(n.text) && n.text[i] >= '0' && n.text[i] <= '9' {
			on = segmentsOf[n.text[i]-'0']
		}
		for k, r := range place {
			if lit := on&(1<<k) != 0; lit != r.Visible() {
				if lit {
					r.Show()
				} else {
					r.Hide()
				}
			}
			if i < len(n.text) {
				n.objs = append(n.objs, r)
			}
		}
	}
}

// CreateRenderer draws the places side by side, centred.
func (n *SegmentNumber) CreateRenderer() fyne.WidgetRenderer {
	n.light()
	n.rend = &segmentRenderer{n: n}
	return n.rend
}

type segmentRenderer struct{ n *SegmentNumber }

func (r *segmentRenderer) Objects() []fyne.CanvasObject { return r.n.objs }
func (r *segmentRenderer) Destroy()                     {}

// digit is the height of a digit, its width, the thickness of a segment
// and the room between places.
func (r *segmentRenderer) digit() (h, w, t, gap float32) {
	h = r.n.size * 0.72 // a digit's height in most fonts
	return h, h * 0.55, h * 0.13, h * 0.2
}

// MinSize leaves a little room above and below the digits, also when no
// digit shows, so the number keeps its place.
func (r *segmentRenderer) MinSize() fyne.Size {
	h, w, _, gap := r.digit()
	places := float32(len(r.n.text))
	return fyne.NewSize(places*w+max(places-1, 0)*gap, h*1.3)
}

// Layout puts each place's bars where a digital clock has them: three
// across the whole width, four down half the height each, meeting at the
// corners.
func (r *segmentRenderer) Layout(s fyne.Size) {
	h, w, t, gap := r.digit()
	m := r.MinSize()
	x0, y := (s.Width-m.Width)/2, (s.Height-h)/2
	mid := (h - t) / 2 // the top of the middle bar
	for i, place := range r.n.segs {
		x := x0 + float32(i)*(w+gap)
		at := func(seg *canvas.Rectangle, px, py, sw, sh float32) {
			seg.Move(fyne.NewPos(x+px, y+py))
			seg.Resize(fyne.NewSize(sw, sh))
		}
		at(place[0], 0, 0, w, t)         // a
		at(place[1], w-t, 0, t, mid+t)   // b
		at(place[2], w-t, mid, t, h-mid) // c
		at(place[3], 0, h-t, w, t)       // d
		at(place[4], 0, mid, t, h-mid)   // e
		at(place[5], 0, 0, t, mid+t)     // f
		at(place[6], 0, mid, w, t)       // g
		at(place[7], 0, 0, 0, 0)         // h: a 1's alone
		if i < len(r.n.text) && r.n.text[i] == '1' {
			bar := (w - t) / 2
			at(place[1], bar, 0, t, h)           // the bar
			at(place[7], bar-w*0.3, 0, w*0.3, t) // its flag
			at(place[3], w*0.15, h-t, w*0.7, t)  // its foot
		}
	}
}

func (r *segmentRenderer) Refresh() {
	c := theme.Color(r.n.colour)
	for _, place := range r.n.segs {
		for _, seg := range place {
			if seg.FillColor != c {
				seg.FillColor = c
				seg.Refresh()
			}
		}
	}
	r.n.light()
	r.Layout(r.n.Size())
	canvas.Refresh(r.n)
}
