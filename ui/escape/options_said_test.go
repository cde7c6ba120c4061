package escape

import (
	"testing"
	"time"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestEveryOptionIsExplainedWhereItIsChosen: "A new variant (random
// countdowns)", "Surprise me: hide the countdowns" and "Pause when the app
// is hidden" were explained nowhere (a fresh-eyes table): each has one
// short line right under it on the new-game form.
func TestEveryOptionIsExplainedWhereItIsChosen(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	Open(h)
	for _, o := range []struct{ option, says string }{
		{variantChoice, "Random countdowns: they come"},
		{surpriseChoice, "Surprise me: no countdown"},
		{autoPauseChoice, "The clock stops when"},
	} {
		p := uitest.TextAt(t, h.canvas(), o.option)
		q := uitest.TextAt(t, h.canvas(), o.says)
		if d := q.Y - p.Y; d <= 0 || d > 90 {
			t.Errorf("%q stands %.0f px under %q, not right under it", o.says, d, o.option)
		}
	}
}
