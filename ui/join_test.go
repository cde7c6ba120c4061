package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestJoinOpensACityOfHorrorCode: a City of Horror code typed on the join
// screen opens that setup's sheet (ui/coh checks it is the same setup).
func TestJoinOpensACityOfHorrorCode(t *testing.T) {
	o := coh.Options{}
	for _, c := range []coh.Colour{coh.Red, coh.Blue, coh.White} {
		o.Players = append(o.Players, coh.PlayerOption{Colour: c})
	}
	o, _ = o.WithLibrary(coh.DefaultLibrary())
	packed, err := o.Pack()
	if err != nil {
		t.Fatal(err)
	}
	code := engine.SetupCode{Game: coh.Code, Seed: 991, Options: packed}.String()
	a := newTestUI(t)
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Join with a setup code")
	test.Type(a.joinEntry, strings.ToLower(code))
	uitest.Tap(t, c, "Join")
	if !uitest.Shows(c, "Setup code") || len(uitest.Buttons(c, "Start 1:00")) != 1 {
		t.Fatalf("joining should open the setup sheet; message %q, screen %q", a.joinMsg.Text, uitest.Texts(c))
	}
}

func TestJoinRefusesATypoAndMallCodes(t *testing.T) {
	a := newTestUI(t)
	uitest.Tap(t, a.Window().Canvas(), "Join with a setup code")
	code := engine.SetupCode{Game: escape.Code, Seed: 5, Options: 1}.String()
	typo := []byte(code)
	if typo[0] == 'A' {
		typo[0] = 'B'
	} else {
		typo[0] = 'A'
	}
	test.Type(a.joinEntry, string(typo))
	uitest.Tap(t, a.Window().Canvas(), "Join")
	if !strings.Contains(a.joinMsg.Text, "mistyped") {
		t.Fatalf("a typo must be caught: %q", a.joinMsg.Text)
	}
	a.joinEntry.SetText(engine.SetupCode{Game: moh.Code, Seed: 5}.String())
	uitest.Tap(t, a.Window().Canvas(), "Join")
	if !strings.Contains(a.joinMsg.Text, "secret zombie dice") {
		t.Fatalf("Mall codes: %q", a.joinMsg.Text)
	}
	o := escape.DefaultOptions(3)
	p, _ := o.Pack()
	a.joinEntry.SetText(engine.SetupCode{Game: escape.Code, Seed: 5, Options: p}.String())
	uitest.Tap(t, a.Window().Canvas(), "Join")
	if c := a.win.Canvas(); !uitest.Shows(c, "Player 3") || uitest.Shows(c, "Player 4") || len(uitest.Buttons(c, "Start")) != 1 {
		t.Fatalf("an Escape code opens that table of 3: %q %q", uitest.Texts(c), a.joinMsg.Text)
	}
}
