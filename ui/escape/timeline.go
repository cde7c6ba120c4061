package escape

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
)

// Timeline colours: play done, and a countdown window. Both keep a 3:1
// contrast with the bar's background in either theme (contrast_test.go).
var (
	timelineDone   = color.NRGBA{0x3F, 0x8F, 0x2E, 0xFF}
	timelineWindow = color.NRGBA{0xD8, 0x3A, 0x2B, 0xFF}
)

// timelineBar draws a track as a bar: the countdown windows that may be
// shown (timers.Visible.Marks: with "Surprise me" only those begun, drawn
// no further than now), and the position of the game on it.
type timelineBar struct {
	widget.BaseWidget
	track timers.Track
	pos   time.Duration
	marks []timers.Mark
}

func newTimelineBar(t timers.Track, surprise bool) *timelineBar {
	b := &timelineBar{track: t}
	b.marks = timers.VisibleAt(t, 0, surprise).Marks
	b.ExtendBaseWidget(b)
	return b
}

// SetPosition moves the marker and sets the windows shown, redrawing only
// when the windows change or the marker moves by at least a pixel's worth
// of time (about a second on a tablet-wide bar).
func (b *timelineBar) SetPosition(d time.Duration, marks []timers.Mark) {
	same := slices.Equal(marks, b.marks)
	if w := b.Size().Width; same && w > 0 && b.track.Length() > 0 {
		perPixel := time.Duration(float64(b.track.Length()) / float64(w))
		if diff := d - b.pos; diff > -perPixel && diff < perPixel {
			return
		}
	}
	b.pos = d
	if !same {
		b.marks = append([]timers.Mark(nil), marks...)
	}
	b.Refresh()
}

// CreateRenderer builds the bar's rectangles.
func (b *timelineBar) CreateRenderer() fyne.WidgetRenderer {
	r := &timelineRenderer{b: b}
	r.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	r.bg.CornerRadius = 6
	r.done = canvas.NewRectangle(timelineDone)
	r.done.CornerRadius = 6
	r.marker = canvas.NewRectangle(theme.Color(theme.ColorNameForeground))
	return r
}

type timelineRenderer struct {
	b      *timelineBar
	bg     *canvas.Rectangle
	done   *canvas.Rectangle
	wins   []*canvas.Rectangle
	marker *canvas.Rectangle
	size   fyne.Size
}

func (r *timelineRenderer) x(d time.Duration) float32 {
	total := r.b.track.Length()
	if total <= 0 {
		return 0
	}
	f := float32(d) / float32(total)
	return fyne.Max(0, fyne.Min(1, f)) * r.size.Width
}

func (r *timelineRenderer) Layout(s fyne.Size) {
	r.size = s
	r.bg.Resize(s)
	for len(r.wins) < len(r.b.marks) {
		r.wins = append(r.wins, canvas.NewRectangle(timelineWindow))
	}
	r.wins = r.wins[:len(r.b.marks)]
	for i, m := range r.b.marks {
		r.wins[i].Move(fyne.NewPos(r.x(m.From), s.Height/4))
		r.wins[i].Resize(fyne.NewSize(r.x(m.To)-r.x(m.From), s.Height/2))
	}
	px := r.x(r.b.pos)
	r.done.Resize(fyne.NewSize(px, s.Height))
	r.marker.Move(fyne.NewPos(px-2, -4))
	r.marker.Resize(fyne.NewSize(4, s.Height+8))
}

func (r *timelineRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 28) }

func (r *timelineRenderer) Refresh() { r.Layout(r.size); canvas.Refresh(r.b) }

func (r *timelineRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.done}
	for _, w := range r.wins {
		objs = append(objs, w)
	}
	return append(objs, r.marker)
}

func (r *timelineRenderer) Destroy() {}
