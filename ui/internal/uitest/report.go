package uitest

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// LayoutReport gathers the layout problems of a game's screens over the
// sizes: a tablet's fail the test, the phone's (under 600 wide) are listed,
// not yet a goal of these screens.
type LayoutReport struct {
	game             string
	checked          int
	problems, phones []string
}

// NewLayoutReport starts a report for a game's screens.
func NewLayoutReport(game string) *LayoutReport { return &LayoutReport{game: game} }

// Check records the layout problems of the screen on c at size, and any
// extra problems the caller found.
func (r *LayoutReport) Check(name string, size fyne.Size, c fyne.Canvas, extra ...string) {
	r.checked++
	whats := append([]string(nil), extra...)
	for _, p := range LayoutProblems(c) {
		whats = append(whats, p.What)
	}
	for _, w := range whats {
		line := fmt.Sprintf("%s at %vx%v: %s", name, size.Width, size.Height, w)
		if size.Width < 600 {
			r.phones = append(r.phones, line)
		} else {
			r.problems = append(r.problems, line)
		}
	}
}

// Finish prints what was checked and fails on a tablet's problem.
func (r *LayoutReport) Finish(t testing.TB) {
	t.Helper()
	t.Logf("checked %d %s screens at %d sizes", r.checked, r.game, len(Sizes))
	t.Logf("%d problems on a 412x915 phone:\n%s", len(r.phones), strings.Join(r.phones, "\n"))
	if len(r.problems) > 0 {
		t.Errorf("%d problems:\n%s", len(r.problems), strings.Join(r.problems, "\n"))
	}
}
