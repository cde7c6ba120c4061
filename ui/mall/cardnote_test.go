package mall

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestEveryGreyedCardSaysWhy: a greyed action card (a Threat in a vote,
// the attack's cards, the Security Camera) says on itself, in a few words
// drawn whole, why it cannot be played, without a tap; a card that can be
// played says nothing more than its name.
func TestEveryGreyedCardSaysWhy(t *testing.T) {
	for _, size := range tabletSizes {
		greyed, cards := 0, 0
		for _, c := range []struct {
			demo string
			tap  string
		}{{"mall-truck-vote", ""}, {"mall-attack", ""}, {"mall-attack", "No more cards: vote for the victim"}, {"mall-dice-secret", ""}} {
			h := newHost(t)
			h.win.Resize(size)
			if err := h.open(filepath.Join("testdata", c.demo+".hkj")); err != nil {
				t.Fatal(err)
			}
			if c.tap != "" {
				tap(t, h, c.tap)
			}
			uitest.Settle(h.canvas(), size)
			for _, p := range cardNotes(h) {
				cards++
				if p.disabled {
					greyed++
				}
				switch {
				case p.disabled && p.note == "":
					t.Errorf("%s %v: the greyed %q says nothing", c.demo, size, p.label)
				case !p.disabled && p.note != "":
					t.Errorf("%s %v: %q can be played but says %q", c.demo, size, p.label, p.note)
				case p.cut != "":
					t.Errorf("%s %v: %q's note is cut: %s", c.demo, size, p.label, p.cut)
				}
			}
		}
		if greyed == 0 || greyed == cards {
			t.Errorf("%v: %d greyed cards of %d: none to compare", size, greyed, cards)
		}
		t.Logf("%v: %d cards, %d greyed", size, cards, greyed)
	}
}

// cardNote is what a card button on screen shows.
type cardNote struct {
	label, note, cut string
	disabled         bool
}

// cardNotes reads every action card's button on screen: its label, the
// words written under it, and whether they are drawn whole inside it.
func cardNotes(h *fakeHost) []cardNote {
	var out []cardNote
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		b, ok := o.(*kit.Button)
		if !ok || !isCard(b.Text) {
			return
		}
		p := cardNote{label: b.Text, disabled: b.Disabled()}
		uitest.WalkObject(b, func(c fyne.CanvasObject) {
			tx, ok := c.(*canvas.Text)
			if !ok || tx == nil || tx.Text == "" || tx.Text == b.Text || o == c {
				return
			}
			p.note = tx.Text
			w := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle).Width
			if w > b.Size().Width-theme.Padding() || tx.Position().Y < 0 || tx.Position().Y+tx.Size().Height > b.Size().Height {
				p.cut = fmt.Sprintf("%q needs %.0f in %.0f, drawn at %v in %v", tx.Text, w, b.Size().Width, tx.Position(), b.Size())
			}
		})
		out = append(out, p)
	})
	return out
}

// isCard tells whether a button's label names an action card.
func isCard(label string) bool {
	switch label {
	case "Threat", "Camera card", "Hardware", "Weapon (kills 1)", "Weapon (kills 2)":
		return true
	}
	return strings.HasPrefix(label, "Hide the ")
}
