package escape

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// TestEveryCueFitsTheBarsTwoLines: in portrait with "Large text" the
// message bar's lines ended in "… more in the Log" three times in ten
// minutes ("dice in hand. Watch this … more in the Log", a fresh-eyes
// table): every cue's caption, stamped with its time, in either phase,
// with sound or without, is said whole in the bar's two lines at 800x1280.
func TestEveryCueFitsTheBarsTwoLines(t *testing.T) {
	textScale = 1.2
	t.Cleanup(func() { textScale = 1 })
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 1280))
	h.newGame()
	var bar *kit.MessageBar
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.MessageBar); ok {
			bar = b
		}
	})
	if bar == nil {
		t.Fatal("no message bar")
	}
	t.Cleanup(func() { _, _ = translations.Use("en") })
	for _, lg := range []string{"en", "fr", "de"} {
		if _, err := translations.Use(lg); err != nil {
			t.Fatal(err)
		}
		postEveryCue(t, h, bar)
	}
}

// postEveryCue posts every cue's caption of Track 1 to the bar, in both
// phases, with sound and without, and fails on one cut.
func postEveryCue(t *testing.T, h *fakeHost, bar *kit.MessageBar) {
	for _, c := range timers.Track1().Cues {
		for _, van := range []bool{false, true} {
			for _, silent := range []bool{false, true} {
				m := stampAt(10*time.Minute+38*time.Second, captionOf(c, van, silent))
				bar.Post(m)
				if all := strings.Join(h.texts(), " "); strings.Contains(all, "more in the Log") {
					t.Errorf("cut in the bar: %q", m.Text)
				}
			}
		}
	}
}
