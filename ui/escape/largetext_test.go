package escape

import (
	"testing"

	"fyne.io/fyne/v2"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// TestLargerTextFitsInGerman: with the settings' largest text ("Larger
// text", 1.4 times) and German's long words, every Escape screen still
// fits both tablets: no button leaves the window or overlaps another, no
// text is wider than the window or cut (but for the break's question left
// open past the break, which makes the bookkeeping under it scroll).
func TestLargerTextFitsInGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	if _, err := translations.Use("de"); err != nil {
		t.Fatal(err)
	}
	say = wordsIn(t, "de")
	textScale = 1.4
	t.Cleanup(func() {
		textScale = 1
		say = func(s string) string { return s }
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
	r := uitest.NewLayoutReport("Escape (de, larger text)")
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}} {
		check := fitCheck(r, size)
		escapeScreens(t, size, func(name string, h *fakeHost) {
			// Left open past the break, the question stands above the
			// bookkeeping, which then scrolls: in this type a row is cut
			// at the scroll's edge until scrolled to.
			if name != "question after the break" {
				check(name, h)
			}
		})
	}
	r.Finish(t)
}
