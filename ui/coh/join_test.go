package coh

import (
	"encoding/json"
	"testing"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
)

// TestJoinRebuildsTheSameSetup: a code made on one device opens the very
// same setup on another.
func TestJoinRebuildsTheSameSetup(t *testing.T) {
	o := ch.Options{}
	for _, c := range []ch.Colour{ch.Red, ch.Blue, ch.White} {
		o.Players = append(o.Players, ch.PlayerOption{Colour: c})
	}
	o, _ = o.WithLibrary(ch.DefaultLibrary())
	packed, err := o.Pack()
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(o)
	first, err := ch.Rules{}.New(engine.Header{Game: ch.Name, Seed: 991, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	h := newHost(t, t.TempDir(), 1)
	if err := Join(h, engine.SetupCode{Game: ch.Code, Seed: 991, Options: packed}); err != nil {
		t.Fatal(err)
	}
	if got := onCanvas(h.win.Canvas()); got != "coh-setup" {
		t.Fatalf("joining opens %s, want the setup sheet", got)
	}
	b := newTable(h)
	b.open(b.resumeLatest) // the joined game is the game in progress
	got := b.view.s.State()
	if got.Setup.Boards != first.Setup.Boards || got.FirstPlayer != first.FirstPlayer || len(got.Setup.Placements) != len(first.Setup.Placements) {
		t.Fatal("the joined setup differs from the original")
	}
	for i, p := range first.Setup.Placements {
		if got.Setup.Placements[i] != p {
			t.Fatalf("placement %d differs", i)
		}
	}
}
