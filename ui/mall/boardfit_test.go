package mall

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// tabletSizes are the real window's sizes at the table, both ways.
var tabletSizes = []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}}

// rect is a part of the canvas.
type rect struct{ x0, y0, x1, y1 float32 }

func rectOf(o fyne.CanvasObject) rect {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return rect{p.X, p.Y, p.X + o.Size().Width, p.Y + o.Size().Height}
}

func (r rect) holds(o rect) bool {
	const eps = 0.5
	return o.x0+eps >= r.x0 && o.y0+eps >= r.y0 && o.x1 <= r.x1+eps && o.y1 <= r.y1+eps
}

func (r rect) meets(o rect) bool {
	return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
}

// drawn is where a text's letters lie: a text narrower than its words
// still draws them all, over whatever lies to its right.
func drawn(t *canvas.Text) rect {
	r := rectOf(t)
	w := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width
	if t.Alignment == fyne.TextAlignLeading && w > r.x1-r.x0 {
		r.x1 = r.x0 + w
	}
	return r
}

// boardBoxes finds the board's scroll and its six boxes, in the order of
// the locations: the container whose six children each name one location.
func boardBoxes(t *testing.T, h *fakeHost) (*container.Scroll, []fyne.CanvasObject) {
	t.Helper()
	names := map[string]bool{}
	for _, l := range mh.Locations() {
		names[tr(l.Words())] = true
	}
	var boxes []fyne.CanvasObject
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != len(mh.Locations()) || boxes != nil {
			return
		}
		for _, b := range c.Objects {
			found := false
			uitest.WalkObject(b, func(x fyne.CanvasObject) {
				if l, ok := x.(*widget.Label); ok && names[l.Text] {
					found = true
				}
				if tx, ok := x.(*canvas.Text); ok && names[tx.Text] {
					found = true
				}
			})
			if !found {
				return
			}
		}
		boxes = c.Objects
	})
	if boxes == nil {
		t.Fatalf("no board on screen: %q", screenText(h))
	}
	for _, s := range uitest.Scrolls(h.canvas()) {
		holds := false
		uitest.WalkObject(s.Content, func(x fyne.CanvasObject) { holds = holds || x == boxes[0] })
		if holds {
			return s, boxes
		}
	}
	t.Fatal("the board is in no scroll")
	return nil, nil
}

// boardProblems says what of the board a player does not see without a
// scroll: a box beyond the board's visible part, a character whose name
// does not show, a name drawn over another character.
func boardProblems(t *testing.T, h *fakeHost) []string {
	t.Helper()
	st := h.state()
	kinds := map[string]bool{}
	for _, c := range st.Characters {
		kinds[tr(c.Kind.Words())] = true
	}
	sc, boxes := boardBoxes(t, h)
	view := rectOf(sc)
	var out []string
	for i, l := range mh.Locations() {
		box := rectOf(boxes[i])
		if !view.holds(box) {
			out = append(out, fmt.Sprintf("%s spans %v, beyond the board's view %v", l, box, view))
		}
		want := 0
		for _, c := range st.Characters {
			if c.Alive() && c.Location == l {
				want++
			}
		}
		var names []rect
		var swatches []rect
		uitest.WalkObject(boxes[i], func(o fyne.CanvasObject) {
			if tx, ok := o.(*canvas.Text); ok && kinds[tx.Text] && tx.Size().Width > 0 {
				if d := drawn(tx); view.holds(d) && box.holds(d) {
					names = append(names, d)
				}
			}
			if r, ok := o.(*canvas.Rectangle); ok && r.StrokeWidth == 2 {
				swatches = append(swatches, rectOf(r))
			}
		})
		if len(names) != want {
			out = append(out, fmt.Sprintf("%s holds %d characters, %d names show", l, want, len(names)))
		}
		for j, a := range names {
			// A name stops a padding short of the next character's swatch,
			// else it reads as one word with its letter ("Tough GuyY").
			grown := rect{a.x0, a.y0, a.x1 + theme.Padding() - 0.5, a.y1}
			for _, b := range names[j+1:] {
				if a.meets(b) {
					out = append(out, fmt.Sprintf("%s: two names drawn one over the other at %v and %v", l, a, b))
				}
			}
			for _, s := range swatches {
				if grown.meets(s) {
					out = append(out, fmt.Sprintf("%s: a name at %v runs into a swatch at %v", l, a, s))
				}
			}
		}
	}
	return out
}

// TestTheWholeBoardFitsInView: at the real window's sizes with the real
// theme's text, each demo save and a six-player game just set up (a
// crowded Parking, a full Supermarket) show every box of the mall wholly
// in the board's visible part, the attacked one included, with the name of
// every character there, none drawn over another.
//
// The earlier layout tests missed this: LayoutProblems and inView look at
// buttons only, and a box of the board is no button; a box below the
// board's fold counted as "inside its scroll's content", so Security HQ
// and the Supermarket cut under their zombies, a box's third row of
// characters hidden in portrait and the Parking's names run together all
// passed. TestBoxesKeepTheirHeight looks at the names' places only.
func TestTheWholeBoardFitsInView(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, size := range tabletSizes {
		for _, lang := range []string{"en", "fr", "de"} {
			t.Run(fmt.Sprint(size, lang), func(t *testing.T) { wholeBoardInView(t, size, lang) })
		}
	}
}

// wholeBoardInView is TestTheWholeBoardFitsInView at one size, in one
// language (French and German names run longer).
func wholeBoardInView(t *testing.T, size fyne.Size, lang string) {
	check := func(name string, h *fakeHost) {
		t.Helper()
		uitest.Settle(h.canvas(), size)
		if got := h.canvas().Size(); got != size {
			t.Errorf("%s: the window grew to %v", name, got)
		}
		if ps := boardProblems(t, h); len(ps) > 0 {
			t.Errorf("%s:\n%s", name, strings.Join(ps, "\n"))
		}
	}
	for _, d := range demoSaves {
		if d.name == "mall-end" {
			continue
		}
		h := newHost(t)
		h.win.Resize(size)
		inLanguage(t, lang)
		if err := h.open(filepath.Join("testdata", d.name+".hkj")); err != nil {
			t.Fatal(err)
		}
		check(d.name, h)
		if cut := cutLabels(h); len(cut) > 0 {
			t.Errorf("%s:\n%s", d.name, strings.Join(cut, "\n"))
		}
	}
	if lang != "en" {
		return // the game is started by its English buttons
	}
	h := newHost(t)
	h.win.Resize(size)
	newGame(t, h, 6)
	placeAll(t, h)
	check("six players set up", h)
	// A Hardware card played adds a line to the attacked box's head.
	h = newHost(t)
	h.win.Resize(size)
	if err := h.open(filepath.Join("testdata", "mall-attack.hkj")); err != nil {
		t.Fatal(err)
	}
	st := h.state()
	for seat, p := range st.Players {
		if st.Check(mh.PlayCard{Player: seat, Card: mh.Hardware}) == nil {
			tapIn(t, h, p.Label(), "Hardware")
			break
		}
	}
	if !shows(h, "Hardware card") {
		t.Fatalf("no Hardware line: %q", screenText(h))
	}
	check("attack with Hardware", h)
}

// inLanguage puts the app's words in a language.
func inLanguage(t *testing.T, l string) {
	t.Helper()
	if _, err := translations.Use(l); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = translations.Use("en") })
}
