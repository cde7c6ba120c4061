package escape

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"hordekeeper/engine"
)

func TestItemsNeededByPlayerCount(t *testing.T) {
	// The rules' table: 2 players 5 items, 3 players 6, 4 players 7.
	for _, tc := range []struct{ players, items int }{{2, 5}, {3, 6}, {4, 7}} {
		s := game(t, tc.players)
		if s.ItemsNeeded != tc.items {
			t.Errorf("%d players need %d items, got %d", tc.players, tc.items, s.ItemsNeeded)
		}
	}
}

func TestEverySurvivorStartsWithFiveDice(t *testing.T) {
	s := game(t, 4)
	if !equalInts(dice(s), []int{5, 5, 5, 5}) {
		t.Fatalf("dice %v", dice(s))
	}
	if s.Phase != Collect || s.Cargo != 0 || s.ExitRevealed || s.ChurchZombies != 0 {
		t.Fatalf("bad start %+v", s)
	}
	if s.Players[0].Name != "Player 1" || s.Players[0].Label() != "Player 1 (B)" {
		t.Fatalf("default name %q label %q", s.Players[0].Name, s.Players[0].Label())
	}
}

func TestOptionsValidation(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    Options
	}{
		{"one player", DefaultOptions(1)},
		{"five players", Options{Players: make([]PlayerSetup, 5)}},
		{"same colour", Options{Players: []PlayerSetup{{Colour: Red}, {Colour: Red}}}},
		{"bad colour", Options{Players: []PlayerSetup{{Colour: 7}, {Colour: Red}}}},
		{"unknown track", Options{Players: DefaultOptions(2).Players, Track: "3"}},
		{"variant with a leading zero", Options{Players: DefaultOptions(2).Players, Track: "v07"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var re *engine.RuleError
			if err := tc.o.Validate(); !errors.As(err, &re) {
				t.Fatalf("got %v, want a refusal", err)
			}
			if _, err := tc.o.Pack(); err == nil {
				t.Fatal("Pack accepted invalid options")
			}
			if _, err := NewState(tc.o); err == nil {
				t.Fatal("NewState accepted invalid options")
			}
		})
	}
}

func TestPackRoundTrip(t *testing.T) {
	for _, o := range []Options{
		DefaultOptions(2), DefaultOptions(3), DefaultOptions(4),
		{Players: []PlayerSetup{{Name: "Ann", Colour: Green}, {Name: "Bo", Colour: White}, {Colour: Blue}}},
	} {
		v, err := o.Pack()
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnpackOptions(v)
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Players) != len(o.Players) {
			t.Fatalf("players %d != %d", len(back.Players), len(o.Players))
		}
		for i := range o.Players {
			if back.Players[i].Colour != o.Players[i].Colour {
				t.Fatalf("seat %d colour %v != %v", i, back.Players[i].Colour, o.Players[i].Colour)
			}
		}
	}
}

func TestUnpackRefusesForeignBits(t *testing.T) {
	for _, v := range []uint32{1 << 20, 0 | 1<<(packCountBits+3*packColourBits), 0 /* 2 players both blue */} {
		if _, err := UnpackOptions(v); err == nil {
			t.Errorf("UnpackOptions(%#x) accepted", v)
		}
	}
}

func TestSetupCodeRebuildsTheSameGame(t *testing.T) {
	o := Options{Players: []PlayerSetup{{Name: "Ann", Colour: Green}, {Name: "Bo", Colour: Red}, {Name: "Cy", Colour: White}}}
	code, err := o.SetupCode(123456789)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := engine.ParseSetupCode(code.String())
	if err != nil {
		t.Fatal(err)
	}
	h, err := HeaderFromCode(parsed)
	if err != nil {
		t.Fatal(err)
	}
	if h.Seed != 123456789 || h.Game != Name {
		t.Fatalf("header %+v", h)
	}
	s, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[0].Colour != Green || s.Players[2].Colour != White || s.ItemsNeeded != 6 {
		t.Fatalf("rebuilt %+v", s)
	}
	if _, err := HeaderFromCode(engine.SetupCode{Game: Code + 1}); err == nil || !strings.Contains(err.Error(), "not for Escape") {
		t.Fatalf("foreign code: %v", err)
	}
	if _, err := HeaderFromCode(engine.SetupCode{Game: Code, Options: 1 << 30}); err == nil {
		t.Fatal("bad options accepted")
	}
	if _, err := (Options{}).SetupCode(1); err == nil {
		t.Fatal("empty options made a code")
	}
}

func TestOptionsJSON(t *testing.T) {
	o := Options{Players: []PlayerSetup{{Name: "Ann", Colour: Green}, {Colour: Red}}}
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"green"`) {
		t.Fatalf("colours by name: %s", raw)
	}
	back, err := ParseOptions(raw)
	if err != nil || back.Players[0].Name != "Ann" || back.Players[1].Colour != Red {
		t.Fatalf("%+v %v", back, err)
	}
	for _, bad := range []string{``, `{`, `{"players":[{"colour":"pink"},{"colour":"red"}]}`, `{"players":[{"colour":3},{"colour":"red"}]}`, `{"players":[{"colour":"red"}]}`} {
		if _, err := ParseOptions(json.RawMessage(bad)); err == nil {
			t.Errorf("ParseOptions(%s) accepted", bad)
		}
	}
	if _, err := (Options{}).JSON(); err == nil {
		t.Fatal("empty options written")
	}
	if _, err := json.Marshal(Colour(9)); err == nil {
		t.Fatal("bad colour written")
	}
	if _, err := (Rules{}).New(engine.Header{}); err == nil {
		t.Fatal("header without options accepted")
	}
}

func TestColourNames(t *testing.T) {
	for _, c := range Colours() {
		back, err := ParseColour(strings.ToUpper(c.String()))
		if err != nil || back != c {
			t.Fatalf("%v: %v %v", c, back, err)
		}
	}
	if Colour(9).String() != "colour 9" || Colour(9).Valid() {
		t.Fatal("out-of-range colour")
	}
	if Green.Letter() != "G" {
		t.Fatal(Green.Letter())
	}
}
