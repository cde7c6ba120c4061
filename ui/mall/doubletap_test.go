package mall

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/internal/uitest"
)

// TestADoubleTapPassesNoCards: the step's main button changes meaning in
// its place ("No more cards: vote for the victim", then "Count the votes",
// then the next victim's cards); the second tap of a double tap lands on
// the new meaning and must do nothing, while a tap after a moment works.
// The fresh-eyes game passed a victim's cards this way.
func TestADoubleTapPassesNoCards(t *testing.T) {
	now := time.Unix(1e9, 0)
	h := newHost(t)
	h.guardWait, h.now = tapGuard, func() time.Time { return now }
	if err := OpenFile(h, filepath.Join("testdata", "mall-attack.hkj")); err != nil {
		t.Fatal(err)
	}
	now = now.Add(time.Second)
	at := uitest.Positions(h.canvas())["No more cards: vote for the victim#1"]
	uitest.Tap(t, h.canvas(), "No more cards: vote for the victim")
	if got := uitest.Positions(h.canvas())["Count the votes#1"]; got != at {
		t.Fatalf("the vote's button is not where the cards' was (%v, %v): nothing to guard", at, got)
	}
	st := h.state()
	v, _ := st.CurrentVote()
	for seat, w := range v.Weights {
		if w.Votes > 0 {
			name := shorten(st.Players[seat].Name, nameRunes)
			tapWhere(t, h, func(s string) bool { return strings.HasPrefix(s, name+":") }, name, shortLabel(st.Players[v.Candidates[0]]))
		}
	}
	// Within the guard: the tap lands and nothing happens.
	test.Tap(uitest.Button(t, h.canvas(), "Count the votes").(fyne.Tappable))
	if !reflect.DeepEqual(h.state(), st) {
		t.Fatal("a tap at once on the button's new meaning was taken")
	}
	now = now.Add(time.Second)
	uitest.Tap(t, h.canvas(), "Count the votes")
	counted := h.state()
	if reflect.DeepEqual(counted, st) {
		t.Fatal("a tap a moment later was not taken")
	}
	// Whatever now sits where "Count the votes" was ignores the double tap.
	for l, p := range uitest.Positions(h.canvas()) {
		if p == at {
			if b := uitest.Button(t, h.canvas(), strings.TrimSuffix(l, "#1")); b != nil {
				test.Tap(b.(fyne.Tappable))
			}
			if !reflect.DeepEqual(h.state(), counted) {
				t.Fatalf("the double tap's second half went on with %q", l)
			}
		}
	}
}
