package coh

import (
	"image/color"

	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// layoutSpacer fills the rest of a row.
func layoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }

// cohChipGrid lays a tile's characters out in two columns when the tile
// is wide enough, one otherwise. It keeps room for as many characters as
// the place holds (cohRoom), of two lines each, whoever stands there: a character moving in or out,
// or turning exhausted, moves nothing on the city (the Armory's tile went
// 497, 489, 445 px high as characters came and went).
type cohChipGrid struct {
	// cols is the columns the city's layout gives a tile at its width
	// (cohCityLayout): 0 until the city was laid out once.
	cols *int
	// room is the characters to keep room for.
	room int
}

// cohTileRoom is the characters the Crossroads' tile keeps room for, as
// many as the most a board holds. Only a crowded Crossroads, or a
// character squeezed into a full place by a card, grows a tile past its
// room.
const cohTileRoom = 4

// cohChipMinWidth is the narrowest a character chip may be in two columns.
const cohChipMinWidth = 130

// cohChipCols is how many chips stand side by side in a width w.
func cohChipCols(w float32) int {
	if w >= 2*cohChipMinWidth+theme.Padding() {
		return 2
	}
	return 1
}

// cohChipHeight is every chip's height: a finger's, or two lines of small
// print (the name, "exhausted") with their padding, whichever is more.
func cohChipHeight() float32 {
	two := chipLines("Ag", "Ag", false, color.Black).MinSize().Height
	return fyne.Max(kit.MinTouch, two)
}

func (g *cohChipGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	cols := cohChipCols(s.Width)
	pad := theme.Padding()
	w := (s.Width - pad*float32(cols-1)) / float32(cols)
	h := cohChipHeight()
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i%cols)*(w+pad), float32(i/cols)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// MinSize is one chip's width (at most cohChipMinWidth), and the height of
// room chips (or more, when more stand there) in the columns the city last
// gave its tiles.
func (g *cohChipGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		w = fyne.Max(w, o.MinSize().Width)
	}
	cols := 2
	if g.cols != nil && *g.cols > 0 {
		cols = *g.cols
	}
	rows := (max(len(objs), g.room, 1) + cols - 1) / cols
	return fyne.NewSize(fyne.Min(w, cohChipMinWidth), float32(rows)*cohChipHeight()+float32(rows-1)*theme.Padding())
}

// tightTheme is the app's theme with little padding inside labels: a
// tile's lines of small print (its title, the free places, the attack, the
// airdrop) sit close, so both rows of tiles fit a 1280x800 screen.
type tightTheme struct{ fyne.Theme }

// Size is the app's, but for the padding inside a label.
func (t tightTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return 2
	}
	return t.Theme.Size(n)
}

// cohTight draws o with tightTheme.
func cohTight(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewThemeOverride(o, tightTheme{fyne.CurrentApp().Settings().Theme()})
}
