package escape

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestDoorSlamQuestionInViewOnAPhone: on a 412x915 phone held upright, the
// door-slam question is answered without scrolling: each survivor's "loses
// a die" and "Everyone made it back" lie wholly inside the break's
// scroll as it opens. With the clock on 42% of the height the third
// survivor's button was 20 px in view and "Everyone made it back"
// below it (play-check esc-412x915), so a player scrolled and, the break
// ending under the finger, took a die from the wrong survivor. The clock
// and the line under it, and the countdown's seconds, stay in view too.
func TestDoorSlamQuestionInViewOnAPhone(t *testing.T) {
	size := fyne.NewSize(412, 915)
	for _, players := range []string{"2", "3", "4"} {
		clock := timers.NewFakeClock(time.Unix(1000, 0))
		h := newHost(t, t.TempDir(), clock)
		h.win.Resize(size)
		Open(h)
		h.tap(players)
		h.tap("Start the game")
		h.tap("Start")
		h.advance(time.Second)
		uitest.Settle(h.canvas(), size)
		for _, p := range outOfView(h.canvas(), words("15:00"), words("play starts in")) {
			t.Errorf("%s players, play: %s", players, p)
		}
		h.advance(cueOffset(t, timers.KindGong, 1) + 3*time.Second)
		uitest.Settle(h.canvas(), size)
		for _, p := range outOfView(h.canvas(), seconds) {
			t.Errorf("%s players, countdown: %s", players, p)
		}
		h.advance(cueOffset(t, timers.KindDoorSlam, 1) - cueOffset(t, timers.KindGong, 1) - time.Second)
		uitest.Settle(h.canvas(), size)
		for _, p := range outOfView(h.canvas(), seconds, button("loses a die"), button("Everyone made it back")) {
			t.Errorf("%s players, break: %s", players, p)
		}
		// Paused, the game is left at once, its goroutines stopped: the
		// tests after this one count them.
		h.tap("Pause")
		h.tap("Games")
		if h.homes != 1 || background() != 0 {
			t.Fatalf("%s players: the paused game was not left", players)
		}
	}
}

// A part picks what outOfView looks for and names it.
type part func(o fyne.CanvasObject) (string, bool)

func seconds(o fyne.CanvasObject) (string, bool) {
	if n, ok := o.(*kit.SegmentNumber); ok && n.Text() != "" {
		return "the seconds " + n.Text(), true
	}
	return "", false
}

func words(w string) part {
	return func(o fyne.CanvasObject) (string, bool) {
		x, ok := o.(*canvas.Text)
		return fmt.Sprintf("%q", w), ok && strings.Contains(x.Text, w)
	}
}

func button(words string) part {
	return func(o fyne.CanvasObject) (string, bool) {
		l, ok := uitest.Label(o)
		return fmt.Sprintf("%q", l), ok && strings.Contains(l, words)
	}
}

// outOfView lists what each part finds that does not lie wholly inside the
// viewport of the scroll it is in, and each part that finds nothing.
func outOfView(c fyne.Canvas, parts ...part) []string {
	var out []string
	found := make([]int, len(parts))
	var visit func(o fyne.CanvasObject, at fyne.Position, top, bottom float32)
	visit = func(o fyne.CanvasObject, at fyne.Position, top, bottom float32) {
		if o == nil || !o.Visible() {
			return
		}
		p := at.Add(o.Position())
		s := o.Size()
		if _, ok := o.(*container.Scroll); ok {
			top, bottom = p.Y, p.Y+s.Height
		}
		for i, pt := range parts {
			if name, ok := pt(o); ok {
				found[i]++
				if p.Y < top-0.5 || p.Y+s.Height > bottom+0.5 {
					out = append(out, fmt.Sprintf("%s lies at y %.0f to %.0f, outside its view %.0f to %.0f", name, p.Y, p.Y+s.Height, top, bottom))
				}
			}
		}
		for _, ch := range uitest.Children(o) {
			visit(ch, p, top, bottom)
		}
	}
	visit(c.Content(), fyne.Position{}, 0, c.Size().Height)
	for i, n := range found {
		if n == 0 {
			out = append(out, fmt.Sprintf("part %d is not on screen: %q", i, uitest.Texts(c)))
		}
	}
	return out
}

// TestAnsweringAStragglerMovesNoOtherButton: at 1280x800 the door-slam
// question's survivors stood in two columns; tapping one made its button
// wider ("lost a die", with a tick), the grid fell to one column, and the
// next survivor's button moved under the finger (a fresh-eyes table).
func TestAnsweringAStragglerMovesNoOtherButton(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}} {
		h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
		h.win.Resize(size)
		Open(h)
		// The fresh-eyes table's names: the widest of them fit two columns
		// until one button said "lost a die".
		for i, n := range []string{"Keith", "Logan", "Jenny", "Frank"} {
			test.Type(uitest.Entry(t, h.canvas(), fmt.Sprintf("Player %d", i+1)), n)
		}
		h.tap("Start the game")
		h.tap("Start")
		h.advance(cueOffset(t, timers.KindDoorSlam, 1))
		before := uitest.Positions(h.canvas())
		h.tap("Jenny (W) loses a die")
		after := uitest.Positions(h.canvas())
		for k, p := range before {
			if q, ok := after[k]; ok && q != p && strings.Contains(k, "loses a die") {
				t.Errorf("%v: %s moved from %v to %v", size, k, p, q)
			}
		}
		h.tap("Pause")
	}
}
