package mall

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/ui/kit"
)

// tapGuard is how long the step's main button ignores taps after it took
// new words in its place: longer than the gap between the two taps of a
// double tap, shorter than a player reading the new words.
const tapGuard = 350 * time.Millisecond

// guardClock is what a host may give the guard instead of tapGuard and
// the wall clock: a test taps faster than any finger, and moves its own
// clock by hand.
type guardClock interface {
	TapGuard() (wait time.Duration, now func() time.Time)
}

// actionGuard remembers the main button's words and since when it has
// shown them.
type actionGuard struct {
	words string
	since time.Time
}

// guard keeps a finger's second tap off a main button that has just
// changed meaning in the same place: "Count the votes" becomes the next
// victim's "No more cards: vote for the victim", and a double tap would
// pass that victim's cards unseen. The action row's buttons ignore taps
// for tapGuard after their words change; the same words keep their time.
func (g *actionGuard) guard(action *fyne.Container, h Host) {
	wait, now := tapGuard, time.Now
	if c, ok := h.(guardClock); ok {
		wait, now = c.TapGuard()
	}
	var buttons []*kit.Button
	var words []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *kit.Button:
			buttons = append(buttons, x)
			words = append(words, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(action)
	if w := strings.Join(words, "\n"); w != g.words {
		g.words, g.since = w, now()
	}
	since := g.since
	for _, b := range buttons {
		if tapped := b.OnTapped; tapped != nil {
			b.OnTapped = func() {
				if now().Sub(since) < wait {
					return // the second tap of a double tap
				}
				tapped()
			}
		}
	}
}
