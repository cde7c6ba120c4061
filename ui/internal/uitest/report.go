package uitest

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// LayoutReport gathers the layout problems of a game's screens over the
// sizes: a tablet's fail the test; the phone's (under 600 wide) are listed,
// and fail too once the game's screens are held to the phone (FitPhone).
type LayoutReport struct {
	game             string
	checked          int
	phone            bool
	problems, phones []string
}

// NewLayoutReport starts a report for a game's screens.
func NewLayoutReport(game string) *LayoutReport { return &LayoutReport{game: game} }

// FitPhone holds the game's screens to the 412x915 phone as to a tablet:
// a phone's problem fails the test, and at every size a screen that needs
// more room than the window (so the window would grow past the screen) is
// a problem.
func (r *LayoutReport) FitPhone() *LayoutReport {
	r.phone = true
	return r
}

// Check records the layout problems of the screen on c at size, and any
// extra problems the caller found.
func (r *LayoutReport) Check(name string, size fyne.Size, c fyne.Canvas, extra ...string) {
	r.checked++
	whats := append([]string(nil), extra...)
	if r.phone {
		whats = append(whats, fitWindow(c, size)...)
	}
	for _, p := range LayoutProblems(c) {
		whats = append(whats, p.What)
	}
	for _, w := range whats {
		line := fmt.Sprintf("%s at %vx%v: %s", name, size.Width, size.Height, w)
		if size.Width < 600 && !r.phone {
			r.phones = append(r.phones, line)
		} else {
			r.problems = append(r.problems, line)
		}
	}
}

// fitWindow lays the screen out as the app's driver does when a screen is
// shown: first at its own least size, then asks its MinSize again and grows
// the window to it (a wrapped text is taller at the least width); then at
// the window's own size (a test window grows to hold whatever it is given,
// a phone's does not). It says so when the screen needs more room than the
// window at either time.
func fitWindow(c fyne.Canvas, size fyne.Size) []string {
	content := c.Content()
	if content == nil {
		return nil
	}
	pad := fyne.NewSquareSize(2 * theme.Padding())
	content.Resize(content.MinSize())
	shown := content.MinSize().Add(pad)
	Settle(c, size)
	need := content.MinSize().Add(pad).Max(shown)
	const eps = 0.5
	if need.Width > size.Width+eps || need.Height > size.Height+eps {
		return []string{fmt.Sprintf("the screen needs %.0fx%.0f, more than the window", need.Width, need.Height)}
	}
	return nil
}

// Finish prints what was checked and fails on a problem of a size the
// game is held to.
func (r *LayoutReport) Finish(t testing.TB) {
	t.Helper()
	t.Logf("checked %d %s screens at %d sizes", r.checked, r.game, len(Sizes))
	if !r.phone {
		t.Logf("%d problems on a 412x915 phone:\n%s", len(r.phones), strings.Join(r.phones, "\n"))
	}
	if len(r.problems) > 0 {
		t.Errorf("%d problems:\n%s", len(r.problems), strings.Join(r.problems, "\n"))
	}
}

// Settle lays the screen on c out at size a few times over, as the app's
// driver does frame after frame: a part whose height depends on its width
// (a wrapping row) knows its width after the first pass, and its parent
// makes room for it on the next.
func Settle(c fyne.Canvas, size fyne.Size) {
	rc, ok := c.(interface{ Resize(fyne.Size) })
	if !ok {
		return
	}
	for i := 0; i < 3; i++ {
		// A container laid out at the same size again keeps its layout.
		rc.Resize(size.AddWidthHeight(1, 1))
		rc.Resize(size)
	}
}
