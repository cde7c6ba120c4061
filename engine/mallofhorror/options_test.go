package mallofhorror

import (
	"encoding/json"
	"errors"
	"testing"

	"hordekeeper/engine"
)

func TestOptionsValidation(t *testing.T) {
	bad := DefaultOptions(4)
	bad.Chief = 4
	dup := DefaultOptions(3)
	dup.Players[2].Colour = Red
	col := DefaultOptions(3)
	col.Players[1].Colour = 9
	for _, tc := range []struct {
		name string
		o    Options
	}{
		{"two players", DefaultOptions(2)},
		{"seven players", Options{Players: make([]PlayerSetup, 7)}},
		{"chief", bad},
		{"same colour", dup},
		{"bad colour", col},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var re *engine.RuleError
			if err := tc.o.Validate(); !errors.As(err, &re) {
				t.Fatalf("got %v, want a refusal", err)
			}
			if _, err := NewState(tc.o, 1); err == nil {
				t.Fatal("started")
			}
			if _, err := tc.o.JSON(); err == nil {
				t.Fatal("written")
			}
		})
	}
}

func TestOptionsJSON(t *testing.T) {
	o := DefaultOptions(3)
	o.Players[1].Name = "Bo"
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseOptions(raw)
	if err != nil || back.Players[1].Name != "Bo" {
		t.Fatal(err)
	}
	for _, bad := range []string{``, `{`, `{"players":[{"colour":"pink"}]}`, `{"players":[{"colour":1}]}`} {
		if _, err := ParseOptions(json.RawMessage(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if _, err := (Rules{}).New(engine.Header{}); err == nil {
		t.Fatal("no options")
	}
	s, _ := NewState(o, 1)
	if s.Players[0].Name != "Player 1" || s.Players[0].Label() != "Player 1 (R)" {
		t.Fatal(s.Players[0].Label())
	}
}

func TestNames(t *testing.T) {
	for _, c := range Colours() {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back Colour
		if json.Unmarshal(b, &back) != nil || back != c || c.Letter() == "" {
			t.Fatal(c)
		}
	}
	if Black.Letter() != "K" || Blue.Letter() != "B" || Colour(8).String() != "colour 8" {
		t.Fatal("letters")
	}
	if _, err := json.Marshal(Colour(8)); err == nil {
		t.Fatal("bad colour")
	}
	for _, k := range []CharKind{PinUp, ToughGuy, Gunman, LittleGirl} {
		b, _ := json.Marshal(k)
		var back CharKind
		if json.Unmarshal(b, &back) != nil || back != k {
			t.Fatal(k)
		}
	}
	var k CharKind
	if json.Unmarshal([]byte(`"zombie"`), &k) == nil || json.Unmarshal([]byte(`1`), &k) == nil {
		t.Fatal("bad kind")
	}
	if _, err := json.Marshal(CharKind(7)); err == nil || CharKind(7).String() != "character 7" || CharKind(7).Points() != 0 {
		t.Fatal("bad kind")
	}
	if Location(9).String() != "location 9" || Location(9).Capacity() != 0 || Parking.Capacity() != Unlimited {
		t.Fatal("locations")
	}
	caps := map[Location]int{Restroom: 3, Cachou: 4, Megatoys: 4, Parking: Unlimited, SecurityHQ: 3, Supermarket: 6}
	for l, c := range caps {
		if l.Capacity() != c {
			t.Errorf("%s holds %d", l, l.Capacity())
		}
	}
	if got := locationList([]Location{1, 3, 4}).String(); got != "1 Restroom, 3 Megatoys or 4 Parking" {
		t.Fatal(got)
	}
}
