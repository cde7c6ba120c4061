package escape

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
)

// timelineBar draws a track as a bar: the countdown windows marked, and the
// position of the game on it.
type timelineBar struct {
	widget.BaseWidget
	track timers.Track
	pos   time.Duration
}

func newTimelineBar(t timers.Track) *timelineBar {
	b := &timelineBar{track: t}
	b.ExtendBaseWidget(b)
	return b
}

// SetPosition moves the marker, redrawing only when it moves by at least
// a pixel's worth of time (about a second on a tablet-wide bar).
func (b *timelineBar) SetPosition(d time.Duration) {
	w := b.Size().Width
	if w > 0 && b.track.Length() > 0 {
		perPixel := time.Duration(float64(b.track.Length()) / float64(w))
		if diff := d - b.pos; diff > -perPixel && diff < perPixel {
			return
		}
	}
	b.pos = d
	b.Refresh()
}

// windows returns the countdown spans [from gong or silence, to door slam or
// zombie cry] of the track.
func (b *timelineBar) windows() [][2]time.Duration {
	var out [][2]time.Duration
	var start time.Duration = -1
	for _, c := range b.track.Cues {
		switch c.Kind {
		case timers.KindSilence:
			start = c.Offset
		case timers.KindDoorSlam, timers.KindZombieCry:
			if start >= 0 {
				out = append(out, [2]time.Duration{start, c.Offset})
				start = -1
			}
		}
	}
	return out
}

// CreateRenderer builds the bar's rectangles.
func (b *timelineBar) CreateRenderer() fyne.WidgetRenderer {
	r := &timelineRenderer{b: b}
	r.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	r.bg.CornerRadius = 6
	r.done = canvas.NewRectangle(color.NRGBA{0x5a, 0x8f, 0x3c, 0xFF})
	r.done.CornerRadius = 6
	for range b.windows() {
		w := canvas.NewRectangle(color.NRGBA{0xC0, 0x39, 0x2B, 0xC0})
		r.wins = append(r.wins, w)
	}
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
	for i, w := range r.b.windows() {
		r.wins[i].Move(fyne.NewPos(r.x(w[0]), 0))
		r.wins[i].Resize(fyne.NewSize(r.x(w[1])-r.x(w[0]), s.Height))
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
