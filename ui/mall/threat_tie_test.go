package mall

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestThreatGreyedWithoutAVote: in a vote, the Threat of a player with no
// vote there is greyed, a tap says why and keeps the card; and the result
// buttons offer "Tied twice" only where two colours can tie.
func TestThreatGreyedWithoutAVote(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	outsider, elections := false, 0
	for i := 0; i < 3000 && !(outsider && elections > 1); i++ {
		st := h.state()
		if st.Outcome.Over {
			break
		}
		v, ok := st.CurrentVote()
		if !ok || v.Second || !shows(h, "Threat") {
			playStep(t, h)
			continue
		}
		if v.Kind == mh.ElectionVote {
			elections++
			if got := len(uitest.Buttons(h.canvas(), "Tied twice: "+shortLabel(st.Players[st.Chief])+" stays Chief")) == 1; got != st.MayTie() {
				t.Fatalf("election among %v: 'Tied twice' offered %v", v.Candidates, got)
			}
		}
		for seat, w := range v.Weights {
			p := st.Players[seat]
			if w.Votes > 0 || p.Hand == 0 || st.Eliminated(seat) {
				continue
			}
			b := threatOf(h, label(p))
			if b == nil {
				t.Fatalf("no Threat in %s's row: %q", p.Label(), screenText(h))
			}
			if !b.Disabled() || b.Reason() == "" {
				t.Fatalf("%s has no vote (%s) but the Threat is open", p.Label(), w.Why)
			}
			n := len(messages(h))
			test.Tap(b)
			ms := messages(h)
			if len(ms) <= n || !ms[len(ms)-1].Refusal {
				t.Fatalf("tapping a greyed Threat must say why: %v", ms)
			}
			if h.state().Players[seat].Hand != p.Hand {
				t.Fatal("a refused Threat spent the card")
			}
			outsider = true
		}
		playStep(t, h)
	}
	if !outsider || elections == 0 {
		t.Fatalf("the game never held a vote with an outsider holding a card (%v) or an election (%d)", outsider, elections)
	}
}

// threatOf finds the Threat button in the row headed by name ("Ann (R): "
// or "Ann: "), greyed or not; nil when there is none.
func threatOf(h *fakeHost, name string) *kit.Button {
	bare := name
	if i := strings.LastIndex(name, " ("); i > 0 {
		bare = name[:i]
	}
	var best *kit.Button
	bestSize := 0
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if _, ok := o.(*fyne.Container); !ok {
			return
		}
		has, size := false, 0
		var found []*kit.Button
		uitest.WalkObject(o, func(c fyne.CanvasObject) {
			size++
			if tx, ok := c.(*canvas.Text); ok && (strings.HasPrefix(tx.Text, name+":") || strings.HasPrefix(tx.Text, bare+":")) {
				has = true
			}
			if b, ok := c.(*kit.Button); ok && b.Text == "Threat" {
				found = append(found, b)
			}
		})
		if has && len(found) == 1 && (best == nil || size < bestSize) {
			best, bestSize = found[0], size
		}
	})
	return best
}
