package engine

import (
	"errors"
	"strings"
	"testing"
)

func TestSetupCodeRoundTrip(t *testing.T) {
	r := NewRand(1, "test")
	for i := 0; i < 20000; i++ {
		c := SetupCode{Game: 1 + r.IntN(3), Seed: r.Uint64() & SeedMask, Options: r.Uint32()}
		s, err := c.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if len(s) != SetupCodeLen {
			t.Fatalf("code %q has %d characters", s, len(s))
		}
		got, err := ParseSetupCode(c.String())
		if err != nil || got != c {
			t.Fatalf("%+v -> %q -> %+v, %v", c, c.String(), got, err)
		}
		low, _ := ParseSetupCode(strings.ToLower(s))
		if low != c {
			t.Fatal("lower case must read the same")
		}
	}
}

func TestSetupCodeCatchesEveryOneCharacterTypo(t *testing.T) {
	r := NewRand(2, "typo")
	for i := 0; i < 300; i++ {
		c := SetupCode{Game: 1 + r.IntN(3), Seed: r.Uint64() & SeedMask, Options: r.Uint32()}
		s, _ := c.Encode()
		for pos := 0; pos < len(s); pos++ {
			for _, ch := range codeAlphabet {
				if byte(ch) == s[pos] {
					continue
				}
				typo := s[:pos] + string(ch) + s[pos+1:]
				if got, err := ParseSetupCode(typo); err == nil {
					t.Fatalf("typo %q of %q read as %+v", typo, s, got)
				}
			}
		}
	}
}

func TestSetupCodeLookAlikes(t *testing.T) {
	c := SetupCode{Game: 1, Seed: 0, Options: 0}
	s, _ := c.Encode() // "0400000000000..." style: has zeros
	withO := strings.ReplaceAll(s, "0", "O")
	if got, err := ParseSetupCode(withO); err != nil || got != c {
		t.Fatalf("O must read as 0: %v", err)
	}
	c = SetupCode{Game: 1, Seed: 1<<35 | 1<<30 | 1, Options: 1<<5 | 1}
	s, _ = c.Encode()
	for _, l := range []string{"I", "L", "i", "l"} {
		if got, err := ParseSetupCode(strings.ReplaceAll(s, "1", l)); err != nil || got != c {
			t.Fatalf("%s must read as 1: %v", l, err)
		}
	}
}

func TestSetupCodeMessages(t *testing.T) {
	good := SetupCode{Game: 2, Seed: 12345, Options: 7}.String()
	cases := []struct{ in, want string }{
		{"", "has 0 characters"},
		{good + "2", "has 17 characters"},
		{"U" + good[1:], "not a code character"},
		{"#" + good[1:], "not a code character"},
		{good[:5] + good[6:], "has 15 characters"},
	}
	for _, c := range cases {
		_, err := ParseSetupCode(c.in)
		var ce *CodeError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.in, err, c.want)
		}
	}
	bad := SetupCode{Game: 7, Seed: 1}
	s, _ := bad.Encode()
	c, err := ParseSetupCode(s)
	if err != nil || c != bad {
		t.Fatalf("a code reads whatever its game number: %v %v", c, err)
	}
	counterGame := Game{Name: "counter", Title: "Counter", Code: 5, Rules: Erase[counter](newCounterRules())}
	var ce *CodeError
	if _, err := (Games{counterGame}).ForCode(c); !errors.As(err, &ce) || !strings.Contains(err.Error(), "not for a game") {
		t.Fatalf("unknown game: %v", err)
	}
	if g, err := (Games{counterGame}).ForCode(SetupCode{Game: 5}); err != nil || g.Name != "counter" {
		t.Fatalf("the counter's code: %v %v", g.Name, err)
	}
	if _, err := (SetupCode{Game: 8}).Encode(); err == nil {
		t.Fatal("game 8 must be refused")
	}
	if _, err := (SetupCode{Game: 1, Seed: 1 << 41}).Encode(); err == nil {
		t.Fatal("a seed too large must be refused")
	}
	if !strings.HasPrefix((SetupCode{Game: 9}).String(), "invalid") {
		t.Fatal("String of a bad code must say so")
	}
}

func TestRandIsDeterministicPerStream(t *testing.T) {
	a, b := NewRand(42, "setup"), NewRand(42, "setup")
	c := NewRand(42, "dice/1")
	same, differ := true, false
	for i := 0; i < 100; i++ {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		same = same && x == y
		differ = differ || x != z
	}
	if !same || !differ {
		t.Fatalf("same stream same numbers=%v, other stream differs=%v", same, differ)
	}
	for i := 0; i < 100; i++ {
		if s := NewSeed(); s > SeedMask {
			t.Fatalf("seed %d too large", s)
		}
	}
}

func TestRegistry(t *testing.T) {
	var r Registry
	r.Register(func() Action { return &add{} })
	if k := r.Kinds(); len(k) != 1 || k[0] != "add" {
		t.Fatalf("kinds %v", k)
	}
	if _, err := r.Decode("nope", nil); err == nil {
		t.Fatal("an unknown kind must be an error")
	}
	a, err := r.Decode("add", []byte(`{"n":3}`))
	if err != nil || a != (add{3}) {
		t.Fatalf("decode: %v %#v", err, a)
	}
	if _, err := r.Decode("add", []byte(`{"n":"x"}`)); err == nil {
		t.Fatal("bad body must be an error")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a kind registered twice must panic at init")
		}
	}()
	r.Register(func() Action { return &add{} })
}

func TestGames(t *testing.T) {
	c := Game{Name: "counter", Title: "Counter", Code: 5, Rules: Erase[counter](newCounterRules())}
	gs := Games{c}
	if err := gs.Check(); err != nil {
		t.Fatal(err)
	}
	if gs.Title("counter") != "Counter" || gs.Title("x") != `"x"` || len(gs.Names()) != 1 {
		t.Fatalf("titles %q %q, names %v", gs.Title("counter"), gs.Title("x"), gs.Names())
	}
	if _, ok := gs.ByCode(0); ok {
		t.Fatal("code 0 is no game's")
	}
	for _, bad := range []Games{
		{c, c},
		{{Name: "Counter", Title: "C", Rules: c.Rules}},
		{{Name: "counter", Rules: c.Rules}},
		{{Name: "other", Title: "O", Rules: c.Rules}},
		{{Name: "counter", Title: "C", Code: 8, Rules: c.Rules}},
	} {
		if bad.Check() == nil {
			t.Errorf("%+v passed the check", bad)
		}
	}
	// The erased rules hand out and take the game's own states.
	s, err := c.Rules.New(Header{Seed: 1})
	if err != nil || s.(counter).N != 1 {
		t.Fatalf("new: %v %v", s, err)
	}
	if s, err = c.Rules.Apply(s, add{N: 2}); err != nil || s.(counter).N != 3 {
		t.Fatalf("apply: %v %v", s, err)
	}
	if _, err := c.Rules.Apply(s, add{N: 20}); err == nil {
		t.Fatal("a refusal stays a refusal")
	}
	if _, err := c.Rules.Apply(7, add{N: 1}); err == nil {
		t.Fatal("a state of another type is refused")
	}
}
