package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// layoutSpacer fills the rest of a row.
func layoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }

// cohChipGrid lays a tile's characters out in two columns when the tile
// is wide enough, one otherwise, so the six places fit a 1280x800 screen
// without scrolling; every chip keeps a finger's height.
type cohChipGrid struct {
	// one is set once the grid was laid out too narrow for two columns:
	// its height is then that of one.
	one bool
}

// cohChipMinWidth is the narrowest a character chip may be in two columns.
const cohChipMinWidth = 130

func (*cohChipGrid) cols(w float32) int {
	if w >= 2*cohChipMinWidth+theme.Padding() {
		return 2
	}
	return 1
}

func (g *cohChipGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	cols := g.cols(s.Width)
	g.one = cols == 1
	pad := theme.Padding()
	w := (s.Width - pad*float32(cols-1)) / float32(cols)
	y := float32(0)
	for i, o := range objs {
		col := i % cols
		if col == 0 && i > 0 {
			y += objs[i-1].MinSize().Height + pad
		}
		o.Move(fyne.NewPos(float32(col)*(w+pad), y))
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	}
}

// MinSize is one chip's width; the height is that of two columns unless
// the last layout had room for one only.
func (g *cohChipGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	pad := theme.Padding()
	for i, o := range objs {
		m := o.MinSize()
		w = fyne.Max(w, m.Width)
		if g.one || i%2 == 0 {
			if i > 0 {
				h += pad
			}
			h += m.Height
		}
	}
	return fyne.NewSize(fyne.Min(w, cohChipMinWidth), h)
}
