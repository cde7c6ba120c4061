package coh

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestTheCardPictureReadsLikeTheCard: the invasion card prints the
// corners by their numbers; the picture named the places only, laid out as
// the city, and the table translated every hour. The places now come in
// the order of their numbers, number first ("1 · Church"). A picture
// opened anew starts at the top, "Zombie leader steps" in view: it opened
// scrolled where the last one was left.
func TestTheCardPictureReadsLikeTheCard(t *testing.T) {
	a, _ := newCohTestApp(t, 12)
	a.h.Window().Resize(fyne.NewSize(800, 1280))
	var lib []ch.Card
	for _, c := range cohSampleLibrary().Cards {
		if c.Hour != 1 {
			lib = append(lib, c)
		}
	}
	a.lib = ch.Library{Cards: lib} // no 1:00 card yet: its picture opens
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Start 1:00")
	tapLabel(t, a, "Next")
	c := canvasOf(a)
	st := cohState(t, a)
	var last fyne.Position
	at := labelPositions(c)
	for i, l := range ch.AllLocs {
		name := cohCardPlace(st, l)
		if l.IsCorner() && !strings.HasPrefix(name, string(rune('1'+i))+" · ") {
			t.Fatalf("corner %d is headed %q: its number first", i+1, name)
		}
		p, ok := at[name+"#1"]
		if !ok {
			t.Fatalf("no place headed %q: %q", name, uitest.Texts(c))
		}
		if i > 0 && (p.Y < last.Y || p.Y == last.Y && p.X <= last.X) {
			t.Errorf("%s at %v comes before the place numbered before it (%v)", name, p, last)
		}
		last = p
	}
	for _, s := range uitest.Scrolls(c) {
		s.ScrollToOffset(fyne.NewPos(0, 400))
	}
	tapLabel(t, a, "Back")
	tapLabel(t, a, "Reveal the 1:00 card")
	for k, p := range labelPositions(c) {
		if strings.HasPrefix(k, "Zombie leader steps") && (p.Y < 0 || p.Y > c.Size().Height) {
			t.Fatalf("the picture opens scrolled: the leader's steps at %v", p)
		}
	}
	for _, s := range uitest.Scrolls(c) {
		if s.Offset.Y != 0 {
			t.Fatalf("a picture opened anew is scrolled to %v", s.Offset)
		}
	}
}

// TestAKeptCardSaysWhichCardItIs: "Card A · 8 zombies" did not say which
// physical card it was; the button names the arrivals by the numbers the
// card prints, its moves and airdrops too.
func TestAKeptCardSaysWhichCardItIs(t *testing.T) {
	a := revealAt3(t, fyne.NewSize(800, 1280))
	tapLabel(t, a, "Reveal the 3:00 card")
	want := "Card rulebook example\n9 zombies (1: 3, 2: 2, 3: 1, Water Tower: 2, Crossroads: 1) · move 1 → 4 · supplies on 1 and 4 · leader 1 step"
	if got := cohCardButton(cohState(t, a), ch.RulebookCard()); got != want {
		t.Fatalf("the kept card's button says %q, want %q", got, want)
	}
	if !showsPart(a, "(1: 3, 2: 2, 3: 1, Water Tower: 2") {
		t.Fatalf("the list shows the arrivals by number: %q", uitest.Texts(canvasOf(a)))
	}
}

// TestTheShippedLibraryHoldsNoCard: a new install's Cards screen held a
// 3:00 "rulebook example" the table never entered, offered at 3:00 as one
// of theirs.
func TestTheShippedLibraryHoldsNoCard(t *testing.T) {
	a := newTableIn(t, t.TempDir(), 9)
	if len(a.lib.Cards) != 0 {
		t.Fatalf("a new install holds %d cards: %+v", len(a.lib.Cards), a.lib.Cards)
	}
}

// labelPositions is where each label lies on the canvas, by its text and
// its count ("Crossroads#1").
func labelPositions(c fyne.Canvas) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	seen := map[string]int{}
	var visit func(o fyne.CanvasObject, at fyne.Position)
	visit = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p := at.Add(o.Position())
		if l, ok := o.(*widget.Label); ok {
			seen[l.Text]++
			out[fmt.Sprintf("%s#%d", l.Text, seen[l.Text])] = p
		}
		for _, k := range uitest.Children(o) {
			visit(k, p)
		}
	}
	visit(c.Content(), fyne.Position{})
	return out
}
