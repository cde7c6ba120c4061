package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// TestStepRowKeepsOneHeight: the turn guide's row is as high with the
// Priest's cancel and a player's Stay beside Next as with Next alone, at
// 1280, 800 and 412 px wide, and every button is inside the row, clear of
// the hour (in portrait a three-line Stay pushed the city 40 px down, and
// a finger tapped what had moved under it).
func TestStepRowKeepsOneHeight(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	clock := widget.NewLabelWithStyle("2:00 · Water Tower: activation", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	clock.SizeName = theme.SizeNameSubHeadingText
	next := func() *kit.Button {
		b := kit.NewButton("Next", theme.NavigateNextIcon(), nil)
		b.Min = fyne.NewSize(140, 56)
		return b
	}
	for _, w := range []float32{1280, 800, 412} {
		alone := stepRow(clock, next())
		alone.Resize(fyne.NewSize(w, alone.MinSize().Height))
		want := alone.MinSize().Height
		stay := kit.NewButton(stayLabel(st, st.Players[0].Colour, st.Where(ch.WaterTower)), nil, nil)
		priest := kit.NewButton("The Priest cancels that move", nil, nil)
		row := stepRow(clock, priest, stay, next())
		row.Resize(fyne.NewSize(w, row.MinSize().Height))
		row.Resize(fyne.NewSize(w, row.MinSize().Height)) // as Fyne does once sizes arrive
		if h := row.MinSize().Height; h != want {
			t.Errorf("%.0f wide: the row is %.0f px high with the Priest and Stay, %.0f with Next alone", w, h, want)
		}
		for _, b := range []*kit.Button{priest, stay} {
			p, s := posIn(row, b).Subtract(row.Position()), b.Size()
			if p.X < -0.5 || p.X+s.Width > w+0.5 || s.Height < b.MinSize().Height-0.5 {
				t.Errorf("%.0f wide: %q is at %v, %v, outside the row or cut", w, b.Text, p, s)
			}
			if w >= kit.Narrow && p.Y < 1 && p.X < clock.MinSize().Width {
				t.Errorf("%.0f wide: %q at %v covers the hour", w, b.Text, p)
			}
		}
	}
}

// posIn is o's position inside root, summed down the containers between.
func posIn(root, o fyne.CanvasObject) fyne.Position {
	p, _ := findPos(root, o)
	return p
}

func findPos(root, o fyne.CanvasObject) (fyne.Position, bool) {
	if root == o {
		return fyne.Position{}, true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if p, ok := findPos(k, o); ok {
				return k.Position().Add(p), true
			}
		}
	}
	return fyne.Position{}, false
}
