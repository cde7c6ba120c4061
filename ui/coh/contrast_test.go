package coh

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// TestTilesReadInBothThemes: the places' tiles have colours of their own;
// the theme's text, the error colour of an attack and the warning colour
// must read on each of them in the dark and the light theme.
func TestTilesReadInBothThemes(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	for _, look := range []kit.Look{kit.LookDark, kit.LookLight} {
		a.Settings().SetTheme(kit.NewTheme(look, 1))
		for _, l := range ch.AllLocs {
			bg := cohBoardColour(l)
			for name, min := range map[fyne.ThemeColorName]float64{theme.ColorNameForeground: 4.5, theme.ColorNameError: 3, theme.ColorNameWarning: 3} {
				if r := kit.Contrast(theme.Color(name), bg); r < min {
					t.Errorf("look %d, %s: %s text has contrast %.2f on its tile, needs %.1f", look, l, name, r, min)
				}
			}
		}
	}
}
