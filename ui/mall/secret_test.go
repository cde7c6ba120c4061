package mall

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
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
		tapIn(t, h, st.Players[seer].Label(), "Camera card")
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
	name := st.Players[seer].Label()

	// The curtain, the tablet's default: nothing until the player taps,
	// four dice faces and the tally in the overlay only, nothing after.
	tapIn(t, h, name, "Look")
	check("with the curtain asking for the tablet")
	if !shows(h, "Give the tablet to "+name) || !shows(h, "everyone else looks away") {
		t.Fatalf("the gate names who may look and asks the others to look away: %q", screenText(h))
	}
	// Held, let go: the dice show only while the finger is down.
	holdAt := fyne.CurrentApp().Driver().AbsolutePositionForObject(peekHold(t, h))
	holdPeek(t, h)
	if n := len(dieFaces(h.canvas())); n != 4 {
		t.Fatalf("while held: %d dice faces, want 4", n)
	}
	if at := fyne.CurrentApp().Driver().AbsolutePositionForObject(peekHold(t, h)); at != holdAt || at.IsZero() {
		t.Fatalf("the hold button moved under the finger as the dice came: %v, then %v", holdAt, at)
	}
	peekHold(t, h).MouseUp(&desktop.MouseEvent{})
	check("with the finger up, before Done")
	if at := fyne.CurrentApp().Driver().AbsolutePositionForObject(peekHold(t, h)); at != holdAt {
		t.Fatalf("the hold button moved under the finger as the dice went: %v, then %v", holdAt, at)
	}
	holdPeek(t, h)
	if n := len(dieFaces(h.canvas())); n != 4 {
		t.Fatalf("behind the curtain: %d dice faces, want 4", n)
	}
	var content []string
	under := 0
	uitest.WalkObject(h.canvas().Content(), func(o fyne.CanvasObject) {
		if tx, ok := o.(*canvas.Text); ok {
			content = append(content, tx.Text)
		}
		if _, ok := o.(*dieFace); ok {
			under++
		}
	})
	if s, ok := leak(content, leaks); ok || under > 0 {
		t.Fatalf("the dice reached the shared screen under the curtain: %q, %d faces", s, under)
	}
	zombies := fmt.Sprintf("%d zombies", countOf(dice, dice[0]))
	if countOf(dice, dice[0]) == 1 {
		zombies = "1 zombie"
	}
	if !shows(h, zombies) {
		t.Fatalf("the curtain must tally the zombies per location: %q", screenText(h))
	}
	endPeek(t, h)
	check("after the look")
	if !shows(h, "looked") {
		t.Fatal("the look is recorded on the shared screen")
	}

	// Looked once: the Look is greyed out, and a tap says why.
	b, ok := uitest.ButtonIn(t, h.canvas(), name, "Look").(*kit.Button)
	if !ok || !b.Disabled() {
		t.Fatal("Look stays active after looking")
	}
	b.Tapped(&fyne.PointEvent{})
	if !withWords(h, "already looked") {
		t.Fatal("a tap on the greyed-out Look must say why")
	}

	// The QR code, the other way, for another player with a Security
	// Camera: the code only, nothing left after.
	tap(t, h, "QR code on their phone")
	st = h.state()
	for s, p := range st.Players {
		if s != seer && st.Check(mh.PlayCard{Player: s, Card: mh.SecurityCamera}) == nil {
			tapIn(t, h, p.Label(), "Camera card")
			tapIn(t, h, p.Label(), "Look")
			if !shows(h, "Give the tablet to "+p.Label()) || len(qrCodes(h)) != 0 {
				t.Fatalf("the QR code must wait behind the same gate as the tablet: %q", screenText(h))
			}
			check("with the gate before the QR code")
			holdPeek(t, h)
			check("with the QR code up")
			codes := qrCodes(h)
			if len(codes) != 1 {
				t.Fatalf("while held: %d QR codes, want 1", len(codes))
			}
			c := h.canvas().Size()
			if side := codes[0].Size().Width; side > 200 || side > fyne.Min(c.Width, c.Height)/3 {
				t.Fatalf("the QR code is %v wide on a %v screen: too big, it scans across the table", side, c)
			}
			peekHold(t, h).MouseUp(&desktop.MouseEvent{})
			if len(qrCodes(h)) != 0 {
				t.Fatal("the QR code stays up after the finger lifts")
			}
			endPeek(t, h)
			check("after the second look")
			break
		}
	}

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

// qrCodes are the images on screen: the peek's QR code is the only one.
func qrCodes(h *fakeHost) []*canvas.Image {
	var out []*canvas.Image
	for _, top := range h.canvas().Overlays().List() {
		uitest.WalkObject(top, func(o fyne.CanvasObject) {
			if i, ok := o.(*canvas.Image); ok && i.Visible() && i.MinSize().Width >= 80 { // a code, not an icon
				out = append(out, i)
			}
		})
	}
	return out
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

// countOf is how many dice show x.
func countOf(d [4]int, x int) int {
	n := 0
	for _, y := range d {
		if y == x {
			n++
		}
	}
	return n
}
