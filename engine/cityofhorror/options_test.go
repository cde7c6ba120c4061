package cityofhorror

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"hordekeeper/engine"
)

func randomOptions(r *rand.Rand) Options {
	n := MinPlayers + r.IntN(MaxPlayers-MinPlayers+1)
	cs := append([]Colour(nil), AllColours...)
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	o := Options{Players: seats(cs[:n]...), FirstGame: r.IntN(2) == 0, Draft: r.IntN(2) == 0}
	for i := range o.Players {
		o.Players[i].Name = string(rune('A' + i))
	}
	if r.IntN(2) == 0 {
		o.FirstPlayer = cs[r.IntN(n)]
	}
	if r.IntN(2) == 0 {
		o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 6, 5
	}
	if r.IntN(2) == 0 {
		w := append([]Colour(nil), AllColours...)
		r.Shuffle(len(w), func(i, j int) { w[i], w[j] = w[j], w[i] })
		o.Settings.Wheel = w
	}
	o.Settings.SummaryCardCounts = r.IntN(2) == 0
	if r.IntN(2) == 0 {
		o.Library = []Card{RulebookCard()}
	}
	return o
}

func TestOptionsPackRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 5000 {
		o := randomOptions(r)
		v, err := o.Pack()
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		got, err := UnpackOptions(v)
		if err != nil {
			t.Fatalf("%d: unpack %08x: %v", i, v, err)
		}
		want := o.Normalized()
		for k := range want.Players {
			want.Players[k].Name = ""
		}
		want.Library = nil
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%d: round trip\n got %+v\nwant %+v", i, got, want)
		}
		// A second device with the same library rebuilds the same setup.
		got, err = got.WithLibrary(Library{Cards: o.Library})
		if err != nil {
			t.Fatal(err)
		}
		code := engine.SetupCode{Game: Code, Seed: uint64(i) * 7919 & engine.SeedMask, Options: v}
		parsed, err := engine.ParseSetupCode(code.String())
		if err != nil {
			t.Fatal(err)
		}
		if i%50 == 0 {
			a := newGame(t, o, parsed.Seed)
			b := newGame(t, got, parsed.Seed)
			if !reflect.DeepEqual(a.Characters, b.Characters) || a.Boards != b.Boards || !reflect.DeepEqual(a.Deck, b.Deck) || a.FirstPlayer != b.FirstPlayer {
				t.Fatalf("%d: the setup code did not rebuild the same setup", i)
			}
		}
	}
}

func TestOptionsWithOtherLibrary(t *testing.T) {
	o := Options{Players: seats(Red, Blue, Green), Library: []Card{RulebookCard()}}
	v, _ := o.Pack()
	u, _ := UnpackOptions(v)
	if _, err := u.WithLibrary(Library{}); err == nil || !strings.Contains(err.Error(), "not the one") {
		t.Fatalf("err = %v", err)
	}
	bad := Options{Players: seats(Red, Blue, Green), Library: []Card{RulebookCard()}, LibraryTag: 99}
	if err := bad.Validate(); err == nil {
		t.Fatal("a wrong tag must be refused")
	}
	if _, err := (Options{}).Pack(); err == nil {
		t.Fatal("empty options must not pack")
	}
}

func TestUnpackOptionsRefusesNonsense(t *testing.T) {
	bad := 0
	for v := uint32(0); v < 1<<26; v += 9973 {
		o, err := UnpackOptions(v)
		if err != nil {
			bad++
			continue
		}
		if err := o.Validate(); err != nil {
			t.Fatalf("%08x unpacked to invalid options: %v", v, err)
		}
		if _, err := o.Pack(); err != nil {
			t.Fatal(err)
		}
	}
	if bad == 0 {
		t.Fatal("no code was refused")
	}
	if _, err := UnpackOptions(1023 << 2); err == nil {
		t.Fatal("seat rank out of range")
	}
	if _, err := UnpackOptions(7 << 12); err == nil {
		t.Fatal("first player out of range")
	}
	if _, err := UnpackOptions(127 << 18); err == nil {
		t.Fatal("wheel rank out of range")
	}
}
