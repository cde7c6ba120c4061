package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
)

// tileBox is where a tile stands on the window, and its size.
type tileBox struct {
	At   fyne.Position
	Size fyne.Size
}

// tileBoxes measures the six tiles of the city on show.
func tileBoxes(a *table) map[ch.Loc]tileBox {
	out := map[ch.Loc]tileBox{}
	d := fyne.CurrentApp().Driver()
	for l, t := range a.view.city.city.tiles {
		out[l] = tileBox{d.AbsolutePositionForObject(t.box), t.box.Size()}
	}
	return out
}

// TestTilesHoldStillAsCharactersMove takes back every move of 2:00 and
// puts them back, at 1280x800 and 800x1280: no tile of the
// city moves or changes height (the Armory's header went 497, 489 and
// 445 px down as characters came and went), and every chip keeps room for
// its characters.
func TestTilesHoldStillAsCharactersMove(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}} {
		a := newTable(newHost(t, t.TempDir(), 1))
		a.h.Window().Resize(size)
		if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
			t.Fatal(err)
		}
		before := tileBoxes(a)
		undone := 0
		for a.view.s.CanUndo() && cohState(t, a).Phase == ch.PhaseMovement {
			tapLabel(t, a, "Undo")
			undone++
			sameTiles(t, a, size, "Undo", before)
		}
		if undone < 4 {
			t.Fatalf("%v: only %d moves to take back", size, undone)
		}
		for range undone {
			tapLabel(t, a, "Redo")
			sameTiles(t, a, size, "Redo", before)
		}
		for l, tp := range a.view.city.city.tiles {
			chipsFit(t, size, tileTitle(cohState(t, a), l), tp)
		}
	}
}

// sameTiles fails on a tile that moved or changed its size.
func sameTiles(t *testing.T, a *table, size fyne.Size, step string, before map[ch.Loc]tileBox) {
	t.Helper()
	noRefusal(t, a)
	for l, b := range tileBoxes(a) {
		if b != before[l] {
			t.Errorf("%v, after %s: tile %s went from %v to %v", size, step, tileTitle(cohState(t, a), l), before[l], b)
		}
	}
}

// chipsFit fails when a tile's last chip reaches past the tile's bottom.
func chipsFit(t *testing.T, size fyne.Size, name string, tp *tileParts) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	bottom := d.AbsolutePositionForObject(tp.box).Y + tp.box.Size().Height
	grid := tp.who.Box
	for _, isGrid := grid.Layout.(*cohChipGrid); !isGrid; _, isGrid = grid.Layout.(*cohChipGrid) {
		if len(grid.Objects) != 1 {
			t.Fatalf("no chip grid on %s", name)
		}
		grid = grid.Objects[0].(*fyne.Container)
	}
	for _, c := range grid.Objects {
		if end := d.AbsolutePositionForObject(c).Y + c.Size().Height; end > bottom+0.5 {
			t.Errorf("%v: a chip on %s ends at %.0f, under the tile's bottom %.0f", size, name, end, bottom)
		}
	}
}

// TestTileKeepsRoomForItsPlaces shows none up to as many characters as
// the place holds (four on the Crossroads) on every tile, rested and
// exhausted, at 1280x800 and 800x1280: the tile asks for the same height
// each time, and at that height every chip is inside it.
func TestTileKeepsRoomForItsPlaces(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}} {
		a := newTable(newHost(t, t.TempDir(), 1))
		a.h.Window().Resize(size)
		if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
			t.Fatal(err)
		}
		v, st := a.view.city, cohState(t, a)
		var chars []ch.Character
		for _, c := range st.Characters {
			if !c.Dead && c.At != ch.NoLoc {
				chars = append(chars, c)
			}
		}
		for _, l := range ch.AllLocs {
			tp, name := v.city.tiles[l], tileTitle(st, l)
			width := tp.box.Size().Width
			room := cohRoom(st, l)
			if room < 2 {
				t.Fatalf("%s keeps room for %d characters", name, room)
			}
			var want float32
			for k := 0; k <= room; k++ {
				for _, tired := range []bool{false, true} {
					here := append([]ch.Character(nil), chars[:k]...)
					for i := range here {
						here[i].Exhausted = tired
					}
					tp.who.Show(whoPic{Here: here, Room: room}, v.drawWho)
					h := tp.box.MinSize().Height
					if k == 0 && !tired {
						want = h
					} else if h != want {
						t.Errorf("%v: with %d characters (exhausted %v) the tile of %s is %.0f px high, with none %.0f", size, k, tired, name, h, want)
					}
					tp.box.Resize(fyne.NewSize(width, h))
					chipsFit(t, size, name, tp)
				}
			}
		}
	}
}
