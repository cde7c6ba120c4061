package escape

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// TestEscapeColoursReadInBothThemes: the flash's white caption reads on
// every flash colour (large text: 3:1 at least, aimed at 4.5), and the
// timeline's colours stand out from its background in the dark and the
// light theme. (A countdown and the time played differ by hue and by shape:
// a countdown is a half-height band.)
func TestEscapeColoursReadInBothThemes(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	for _, k := range []timers.Kind{timers.KindDoorSlam, timers.KindGong, timers.KindEscape, timers.KindIntro} {
		if r := kit.Contrast(color.White, opaque(flashColour(k))); r < 4.5 {
			t.Errorf("the flash of %v: white text has contrast %.2f, needs 4.5", k, r)
		}
	}
	for _, look := range []kit.Look{kit.LookDark, kit.LookLight} {
		a.Settings().SetTheme(kit.NewTheme(look, 1))
		bg := theme.Color(theme.ColorNameInputBackground)
		for name, c := range map[string]color.Color{"play done": timelineDone, "a countdown": timelineWindow} {
			if r := kit.Contrast(c, bg); r < 3 {
				t.Errorf("look %d: the timeline's %s has contrast %.2f on its bar, needs 3", look, name, r)
			}
		}
	}
}

// opaque is a colour without its transparency (a flash covers the screen
// almost wholly).
func opaque(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xFF}
}
