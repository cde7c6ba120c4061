package coh

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestEveryOfferedChoiceFitsTheEngine plays a whole game and, at every
// step of the turn bar, opens each player's cards and a character of each
// player, and taps every choice the dialog offers (greyed ones aside),
// down the pickers it opens: a choice offered and then refused by the
// engine fails (the Church's "Who rests?" offered the Pregnant Woman after
// the birth, the Rocker a place with 8 zombies). Each choice taken is
// undone before the next. Named Fit: `make unit` runs it once, without
// -race.
func TestEveryOfferedChoiceFitsTheEngine(t *testing.T) {
	uitest.PureUnderRace(t)
	start := time.Now()
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	w := &choiceWalk{t: t, a: a, done: map[string]bool{}}
	used := map[int]bool{}
	seen := map[stepAt]bool{}
	for i := 0; i < 600; i++ {
		st := cohState(t, a)
		if st.Phase == ch.PhaseEnded {
			break
		}
		if k := a.view.stepKey(); !seen[k] {
			seen[k] = true
			w.walkStep(st)
			if testing.Verbose() {
				t.Logf("%v %s: %d taken", time.Since(start).Round(time.Second), w.where, w.taken)
			}
		}
		if !autoStep(a.view.s, used) {
			break
		}
		a.view.render()
	}
	if st := cohState(t, a); st.Phase != ch.PhaseEnded {
		t.Fatalf("the game stopped at %s %s", ch.HourName(st.Turn), st.Phase)
	}
	t.Logf("%d steps walked, %d choices taken, %d refused, in %v", len(seen), w.taken, w.refused, time.Since(start).Round(time.Millisecond))
}

// choiceWalk taps the choices the screens offer, and counts them.
type choiceWalk struct {
	t              *testing.T
	a              *table
	taken, refused int
	where          string
	// n counts the steps walked, to take the next player and character.
	n int
	// done holds the choices taken, by the labels that led to them.
	done map[string]bool
}

// walkStep opens, on the city, one player's cards and one character's
// actions, the next ones in turn at each step, and walks their choices:
// over a game every player and character comes up at several steps.
func (w *choiceWalk) walkStep(st *ch.State) {
	a := w.a
	w.home()
	if on(a) != "coh-city" {
		return
	}
	w.where = ch.HourName(st.Turn) + " " + string(st.Phase) + " " + string(st.Step)
	w.n++
	p := st.Players[w.n%len(st.Players)]
	label := st.Label(p.Colour)
	w.walk(func() bool { return tryTapIn(a, label) }, []string{label}, 0)
	var alive []ch.Role
	for _, c := range st.Characters {
		if !c.Dead && c.At.Valid() {
			alive = append(alive, c.Role)
		}
	}
	if len(alive) > 0 {
		r := alive[w.n%len(alive)]
		w.walk(func() bool { return tryTapIn(a, cohChipName(*cohState(w.t, a).Character(r))) }, []string{cohRole(r)}, 0)
	}
}

// walk opens a dialog (open), taps the choices of path's labels, then
// each choice the dialog on top offers, one at a time.
func (w *choiceWalk) walk(open func() bool, path []string, depth int) {
	a := w.a
	replay := func() bool {
		w.home()
		if !open() {
			return false
		}
		for _, l := range path[1:] {
			b := offered(a, l)
			if b == nil {
				return false
			}
			test.Tap(b)
		}
		return canvasOf(a).Overlays().Top() != nil
	}
	if !replay() {
		w.home()
		return
	}
	var labels []string
	for _, b := range offeredAll(a) {
		labels = append(labels, b.Text)
	}
	for _, l := range labels {
		if !replay() {
			break
		}
		b := offered(a, l)
		// A choice already taken from the same dialog is not taken again:
		// the walk stays cheap (one pass of `make unit`).
		key := strings.Join(append(append([]string(nil), path[1:]...), l), " → ")
		if b == nil || w.done[key] {
			continue
		}
		w.done[key] = true
		mark := len(a.view.s.Applied())
		a.view.refusal = ""
		test.Tap(b)
		w.taken++
		if a.view.refusal != "" {
			w.refused++
			w.t.Errorf("%s: %s → %s offered, then refused: %s", w.where, strings.Join(path, " → "), l, a.view.refusal)
		}
		switch {
		case len(a.view.s.Applied()) != mark:
			for len(a.view.s.Applied()) > mark && a.view.s.CanUndo() {
				if _, err := a.view.s.Undo(); err != nil {
					w.t.Fatal(err)
				}
			}
		case canvasOf(a).Overlays().Top() != nil && depth < 2:
			w.walk(open, append(append([]string(nil), path...), l), depth+1)
		}
	}
	w.home()
}

// home closes every dialog and shows the city.
func (w *choiceWalk) home() {
	a := w.a
	hideOverlays(a)
	a.view.inv.invasion, a.view.votes.vote, a.view.page = nil, nil, ""
	a.view.refusal = ""
	a.view.render()
}

// offeredAll lists the choices the dialog on top offers: its buttons with
// words that are not refused, but Cancel, Back and the steppers.
func offeredAll(a *table) []*kit.Button {
	top := canvasOf(a).Overlays().Top()
	if top == nil {
		return nil
	}
	var out []*kit.Button
	uitest.WalkObject(top, func(o fyne.CanvasObject) {
		b, ok := o.(*kit.Button)
		if !ok || !b.Visible() || b.Reason() != "" || b.Disabled() {
			return
		}
		switch b.Text {
		case "", "+", "-", "Cancel", "Back", "Close", "OK":
			return
		}
		out = append(out, b)
	})
	return out
}

// offered finds a choice on the dialog on top by its words.
func offered(a *table, label string) *kit.Button {
	for _, b := range offeredAll(a) {
		if b.Text == label {
			return b
		}
	}
	return nil
}

// tryTapIn taps the button in scope, as tapIn does, but says whether one
// was there rather than failing.
func tryTapIn(a *table, scope string) (ok bool) {
	soft := &softTB{}
	defer func() {
		if r := recover(); r != nil && r != soft {
			panic(r)
		}
	}()
	uitest.TapIn(soft, canvasOf(a), scope, "")
	return true
}

// softTB is a testing.TB whose Fatalf gives up the search (a panic that
// tryTapIn recovers) instead of failing the test.
type softTB struct{ testing.TB }

func (*softTB) Helper() {}

func (s *softTB) Fatalf(string, ...any) { panic(s) }
