package ui

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	"hordekeeper/ui/internal/uitest"
)

// TestJoinRebuildsTheSameCityOfHorrorSetup: a code made on one device opens
// the very same setup on another.
func TestJoinRebuildsTheSameCityOfHorrorSetup(t *testing.T) {
	o := coh.Options{}
	for _, c := range []coh.Colour{coh.Red, coh.Blue, coh.White} {
		o.Players = append(o.Players, coh.PlayerOption{Colour: c})
	}
	o, _ = o.WithLibrary(coh.DefaultLibrary())
	packed, err := o.Pack()
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(o)
	first, err := coh.Rules{}.New(engine.Header{Game: coh.GameName, Seed: 991, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	code := engine.SetupCode{Game: engine.CodeCityOfHorror, Seed: 991, Options: packed}.String()

	a := newTestUI(t)
	test.Tap(a.Button("home/join"))
	test.Type(a.joinEntry, strings.ToLower(code))
	test.Tap(a.Button("join/go"))
	v := a.coh().view
	if v == nil {
		t.Fatalf("joining should open the game; message %q, screen %q", a.joinMsg.Text, a.Screen())
	}
	got := v.s.State()
	if got.Setup.Boards != first.Setup.Boards || got.FirstPlayer != first.FirstPlayer || len(got.Setup.Placements) != len(first.Setup.Placements) {
		t.Fatal("the joined setup differs from the original")
	}
	for i, p := range first.Setup.Placements {
		if got.Setup.Placements[i] != p {
			t.Fatalf("placement %d differs", i)
		}
	}
}

func TestJoinRefusesATypoAndMallCodes(t *testing.T) {
	a := newTestUI(t)
	test.Tap(a.Button("home/join"))
	code := engine.SetupCode{Game: engine.CodeEscape, Seed: 5, Options: 1}.String()
	typo := []byte(code)
	if typo[0] == 'A' {
		typo[0] = 'B'
	} else {
		typo[0] = 'A'
	}
	test.Type(a.joinEntry, string(typo))
	test.Tap(a.Button("join/go"))
	if !strings.Contains(a.joinMsg.Text, "mistyped") {
		t.Fatalf("a typo must be caught: %q", a.joinMsg.Text)
	}
	a.joinEntry.SetText(engine.SetupCode{Game: engine.CodeMallOfHorror, Seed: 5}.String())
	test.Tap(a.Button("join/go"))
	if !strings.Contains(a.joinMsg.Text, "secret zombie dice") {
		t.Fatalf("Mall codes: %q", a.joinMsg.Text)
	}
	o := escape.DefaultOptions(3)
	p, _ := o.Pack()
	a.joinEntry.SetText(engine.SetupCode{Game: engine.CodeEscape, Seed: 5, Options: p}.String())
	test.Tap(a.Button("join/go"))
	if c := a.win.Canvas(); !uitest.Shows(c, "Player 3") || uitest.Shows(c, "Player 4") || len(uitest.Buttons(c, "Start")) != 1 {
		t.Fatalf("an Escape code opens that table of 3: %q %q", uitest.Texts(c), a.joinMsg.Text)
	}
}
