package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// BenchmarkCityTap times one action on the city screen from the tap to the
// refreshed canvas (Fyne's test driver lays out and renders the window):
// "+" on a tile, then "-" on it, so the game stays the same.
func BenchmarkCityTap(b *testing.B) {
	t := b
	a := newTable(newHost(b, b.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		b.Fatal(err)
	}
	c := canvasOf(a)
	scope := tileTitle(a.view.state(), ch.Corner1)
	plus := uitest.ButtonIn(t, c, scope, "+")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tapAndRender(plus)
		minus := uitest.ButtonIn(t, c, scope, "-")
		tapAndRender(minus)
		plus = uitest.ButtonIn(t, c, scope, "+")
	}
}

// tapAndRender taps like a finger and waits for nothing more: under Fyne's
// test driver the tap's rebuild and layout happen within it.
func tapAndRender(o fyne.CanvasObject) { test.Tap(o.(fyne.Tappable)) }
