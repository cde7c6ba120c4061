package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/ui/kit"
)

// phoneWidth is the window width under which the screen is a phone held
// upright: buttons that stand side by side on a tablet stack, one a row,
// so none is pushed out of the window.
const phoneWidth = 600

// onPhone tells whether the window is a phone's (narrower than
// phoneWidth), as far as its size is known yet.
func onPhone(c func() fyne.Canvas) bool {
	cv := c()
	return cv != nil && cv.Size().Width > 0 && cv.Size().Width < phoneWidth
}

// upright tells whether the window is taller than wide, as far as its
// size is known yet.
func upright(c func() fyne.Canvas) bool {
	cv := c()
	return cv != nil && cv.Size().Width > 0 && kit.Portrait(cv.Size())
}

// Shares of a landscape window's width a grid of columns lives in: the
// whole width, the bookkeeping beside the clock, the break's answers
// beside its count.
const (
	wholeWidth = 1.0
	playSide   = 0.5
	breakSide  = 0.44 // a little less than its half: its question's grid keeps 2 columns only with room to spare
)

// columns lays objs out in a grid of n columns, or of one where n of the
// widest would not fit side by side: on a phone, or with long words in
// large type. A grid in a part of a landscape window (share of its width:
// the screen is split in two there) has that part's room; in portrait the
// parts are stacked and each has the whole width. The choice follows the
// window's size (known before anything is laid out), so it is the same in
// MinSize and in Layout.
func columns(c func() fyne.Canvas, n int, share float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&phoneColumns{cols: n, share: share, canvas: c}, objs...)
}

type phoneColumns struct {
	cols   int
	share  float32
	canvas func() fyne.Canvas
}

func (l *phoneColumns) grid(objs []fyne.CanvasObject) fyne.Layout {
	n := l.cols
	cv := l.canvas()
	if cv == nil || n <= 1 {
		return layout.NewGridLayoutWithColumns(max(n, 1))
	}
	s := cv.Size()
	if s.Width <= 0 {
		return layout.NewGridLayoutWithColumns(n)
	}
	if s.Width < phoneWidth {
		return layout.NewGridLayoutWithColumns(1)
	}
	room := s.Width
	if !kit.Portrait(s) {
		room *= l.share
	}
	pad := theme.Padding()
	room -= 4 * pad // the part's margins and the scroll's
	var widest float32
	for _, o := range objs {
		if o.Visible() {
			widest = max(widest, o.MinSize().Width)
		}
	}
	if float32(n)*widest+float32(n-1)*pad > room {
		n = 1
	}
	return layout.NewGridLayoutWithColumns(n)
}

func (l *phoneColumns) Layout(objs []fyne.CanvasObject, s fyne.Size) { l.grid(objs).Layout(objs, s) }

func (l *phoneColumns) MinSize(objs []fyne.CanvasObject) fyne.Size { return l.grid(objs).MinSize(objs) }
