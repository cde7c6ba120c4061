package kit

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

var playerColours = []string{"yellow", "red", "green", "white", "purple", "black", "blue"}

// TestTextReadsInBothThemes computes the WCAG contrast of every text colour
// against the surface it is drawn on, in the dark and the light theme: at
// least 4.5 for text, 3 for a player's swatch against the screen (through
// its outline when the colour itself is pale), and 4.5 for the swatch's
// letter on its colour.
func TestTextReadsInBothThemes(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	for _, look := range []Look{LookDark, LookLight} {
		th := NewTheme(look, 1)
		a.Settings().SetTheme(th)
		v := th.Variant(theme.VariantDark)
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
		bg := c(theme.ColorNameBackground)
		pairs := []struct {
			what     string
			fg, back color.Color
			min      float64
		}{
			{"text on the screen", c(theme.ColorNameForeground), bg, 4.5},
			{"text on a button", c(theme.ColorNameForeground), c(theme.ColorNameButton), 4.5},
			{"text on the main button", c(theme.ColorNameForegroundOnPrimary), c(theme.ColorNamePrimary), 4.5},
			{"a refusal", c(theme.ColorNameError), bg, 4.5},
			{"a warning", c(theme.ColorNameWarning), bg, 3},
			{"a success", c(theme.ColorNameSuccess), bg, 3},
			{"a swatch's outline", c(theme.ColorNameForeground), bg, 3},
		}
		for _, p := range playerColours {
			pc := PlayerColour(p)
			pairs = append(pairs, struct {
				what     string
				fg, back color.Color
				min      float64
			}{fmt.Sprintf("the letter on %s", p), Ink(pc), pc, 4.5})
		}
		for _, p := range pairs {
			if r := Contrast(p.fg, p.back); r < p.min {
				t.Errorf("look %d: %s has contrast %.2f, needs %.1f", look, p.what, r, p.min)
			} else {
				t.Logf("look %d: %s %.2f", look, p.what, r)
			}
		}
	}
}
