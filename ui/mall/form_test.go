package mall

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestNewGameFormSettingsAndNames: the three table settings are on the
// form with the usual reading chosen; names of spaces only or twice the
// same are refused with the engine's sentence and nothing starts; a
// setting changed by a tap reaches the game, names trimmed.
func TestNewGameFormSettingsAndNames(t *testing.T) {
	h := newHost(t)
	tap(t, h, "Mall of Horror")
	if !shows(h, "The usual reading of all") {
		t.Fatalf("the closed settings say the usual readings hold: %q", screenText(h))
	}
	tap(t, h, "Table settings")
	for _, s := range mh.Settings() {
		if !shows(h, s.Title) || !shows(h, capitalizeFirst(s.On)) || !shows(h, capitalizeFirst(s.Off)) {
			t.Fatalf("the setting %q and its two readings must be on the form: %q", s.Title, screenText(h))
		}
	}
	if n := len(uitest.Buttons(h.canvas(), "Chosen")); n != len(mh.Settings()) {
		t.Fatalf("%d choices marked, want one per setting", n)
	}
	set := func(i int, s string) { uitest.Entry(t, h.canvas(), fmt.Sprintf("Player %d", i+1)).SetText(s) }
	set(0, "   ")
	uitest.Tap(t, h.canvas(), "Start the game")
	if h.inPlay() || !shows(h, "Player 1's name is blank") {
		t.Fatalf("a name of spaces must be refused with a sentence: %q", screenText(h))
	}
	set(0, "Ann")
	set(1, " ann ")
	uitest.Tap(t, h.canvas(), "Start the game")
	if h.inPlay() {
		t.Fatal("two players called Ann must not start")
	}
	var refusal string
	if _, err := (mh.Options{Players: []mh.PlayerSetup{{Name: "Ann"}, {Name: " ann ", Colour: 1}, {Colour: 2}}}).Names(); err != nil {
		refusal = mh.Reason(err)
	}
	if refusal == "" || !shows(h, capitalizeFirst(refusal)) {
		t.Fatalf("the engine's sentence %q must show: %q", refusal, screenText(h))
	}
	set(1, "  Bo  ")
	// Take the other reading of the first setting.
	first := mh.Settings()[0]
	uitest.TapIn(t, h.canvas(), capitalizeFirst(pick(first.On, first.Off, !first.Default))+".", "Choose")
	tap(t, h, "Start the game")
	st := h.state()
	if st.Players[1].Name != "Bo" {
		t.Fatalf("names must be trimmed: %q", st.Players[1].Name)
	}
	o, err := mh.ParseOptions(readGame(t, h.journal()).Header().Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range mh.Settings() {
		got, _ := o.Get(s.Key)
		if want := s.Default != (s.Key == first.Key); got != want {
			t.Errorf("setting %s is %v, want %v", s.Key, got, want)
		}
	}
}

// pick is a or b.
func pick(a, b string, first bool) string {
	if first {
		return a
	}
	return b
}

// TestStandingsShareTrueTies: players equal on points and unused cards
// share a place ("=3rd"), each tie on points says how it was settled.
func TestStandingsShareTrueTies(t *testing.T) {
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-end.hkj")); err != nil {
		t.Fatal(err)
	}
	st := h.state()
	sd := st.Standings()
	last, prev := sd[len(sd)-1], sd[len(sd)-2]
	if last.Score != prev.Score {
		t.Fatal("the demo end has no tie on points")
	}
	if !shows(h, last.TieBreak) {
		t.Fatalf("the tie-break %q is not shown: %q", last.TieBreak, screenText(h))
	}
	st.Players[last.Seat].Hand = st.Players[prev.Seat].Hand
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(fyne.NewSize(1280, 800))
	for _, s := range st.Standings() {
		if s.Seat == last.Seat {
			w.SetContent(standingRow(st, s, false))
			if !s.Shared || !strings.Contains(strings.Join(uitest.Texts(w.Canvas()), " "), "="+mh.Ordinal(s.Place)+" "+st.Players[s.Seat].Label()) {
				t.Fatalf("a true tie shares the place: %q", uitest.Texts(w.Canvas()))
			}
		}
	}
}

// TestLeavingAsksFirst: "Games" on a running game asks; Cancel keeps the
// game on screen, the question's "Leave the game" goes home.
func TestLeavingAsksFirst(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	tap(t, h, "Games")
	tap(t, h, "Cancel")
	if !shows(h, "places a character") {
		t.Fatalf("cancel must keep the game: %q", screenText(h))
	}
	tap(t, h, "Games")
	tap(t, h, "Leave the game")
	if !shows(h, "Mall of Horror") || shows(h, "places a character") {
		t.Fatalf("leaving must go home: %q", screenText(h))
	}
}
