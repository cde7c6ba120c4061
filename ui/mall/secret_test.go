package mall

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestSecretDiceNeverOnTheSharedScreen: a table of four plays by taps to
// phase C and rolls. While the zombie dice are secret, every text drawn on
// the whole canvas, overlays included, is walked: no die face, no run of
// the dice's digits, no list of their locations, except behind the curtain
// while the entitled player holds it. After a look the screen says who
// looked, not what; once placed in phase E the four faces show.
func TestSecretDiceNeverOnTheSharedScreen(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	playUntil(t, h, func(st mh.State) bool { return st.Phase == mh.PhaseArrival })
	tap(t, h, "Roll the zombie dice in secret")
	st := h.state()
	// Find someone who may look, with a Security Camera if need be.
	seer := -1
	for s := range st.Players {
		if st.MaySeeDice(s) {
			seer = s
		}
	}
	if seer < 0 {
		for s, p := range st.Players {
			if p.Hand > 0 {
				seer = s
				break
			}
		}
		tap(t, h, st.Players[seer].Label()+": Camera")
	}
	st = h.state()
	dice, err := st.SecretDice(seer)
	if err != nil {
		t.Fatal(err)
	}
	leaks := secretPatterns(dice)
	check := func(when string) {
		t.Helper()
		if f := dieFaces(h.canvas()); len(f) != 0 {
			t.Fatalf("%s: %d die faces on the shared screen while the dice are secret", when, len(f))
		}
		if s, ok := leak(uitest.Texts(h.canvas()), leaks); ok {
			t.Fatalf("%s: the dice are on screen: %q", when, s)
		}
		if !shows(h, "rolled in secret") {
			t.Fatalf("%s: the screen must say the dice are rolled", when)
		}
	}
	check("after the roll")
	tap(t, h, lookLabel(st, seer)) // the QR code is the first way
	check("with the QR code up")
	uitest.Tap(t, h.canvas(), "Done: hide it")
	check("after the look")
	if !shows(h, "Looked at the dice: "+st.Players[seer].Label()) {
		t.Fatal("the look is recorded on the shared screen")
	}

	// Behind the curtain: nothing until held, only in the overlay while
	// held, nothing again once let go.
	tap(t, h, "Look by: QR code (tap for curtain)")
	tap(t, h, strings.Replace(lookLabel(st, seer), " looks (", " looks again (", 1))
	check("with the curtain up")
	h.reveal.Hold().Press()
	var content []string
	uitest.WalkObject(h.canvas().Content(), func(o fyne.CanvasObject) {
		if tx, ok := o.(*canvas.Text); ok {
			content = append(content, tx.Text)
		}
	})
	if s, ok := leak(content, leaks); ok {
		t.Fatalf("held: the dice reached the screen under the curtain: %q", s)
	}
	if _, ok := leak(uitest.Texts(h.canvas()), leaks); !ok {
		t.Fatal("held: the curtain must show the dice to the player holding it")
	}
	h.reveal.Hold().Release()
	check("the curtain let go")
	uitest.Tap(t, h.canvas(), "Done: hide it")
	check("after the second look")

	tap(t, h, "Cameras done: choose destinations")
	check("choosing destinations")
	enterWheels(t, h, h.state())
	faces := dieFaces(h.canvas())
	if len(faces) != 4 {
		t.Fatalf("placed dice: %d faces", len(faces))
	}
	for i, f := range faces {
		if f.value != dice[i] {
			t.Fatalf("die %d shows %d, rolled %d", i, f.value, dice[i])
		}
	}
}

// secretPatterns are the ways the dice could show as text: their four
// digits in a row (any short separator), and their locations' names in
// their order.
func secretPatterns(d [4]int) []*regexp.Regexp {
	var names []string
	for _, x := range d {
		names = append(names, regexp.QuoteMeta(mh.Location(x).String()))
	}
	return []*regexp.Regexp{
		regexp.MustCompile(fmt.Sprintf(`%d\D{0,3}%d\D{0,3}%d\D{0,3}%d`, d[0], d[1], d[2], d[3])),
		regexp.MustCompile(strings.Join(names, `\W{0,3}`)),
		regexp.MustCompile(`Zombie dice, round`),
	}
}

// leak returns the first text, or the texts run together (a sentence that
// wraps is drawn in pieces), that matches a pattern.
func leak(texts []string, pats []*regexp.Regexp) (string, bool) {
	for _, s := range append(texts, strings.Join(texts, " ")) {
		for _, p := range pats {
			if m := p.FindString(s); m != "" {
				return m, true
			}
		}
	}
	return "", false
}
