package cityofhorror

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCardValidate(t *testing.T) {
	ok := RulebookCard()
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(c *Card)
		want string
	}{
		{"hour high", func(c *Card) { c.Hour = 5 }, "hours run from 0"},
		{"hour negative", func(c *Card) { c.Hour = -1 }, "hour -1"},
		{"long label", func(c *Card) { c.Label = strings.Repeat("x", 61) }, "keep it to 60"},
		{"negative zombies", func(c *Card) { c.Zombies[2] = -1 }, "cannot be negative"},
		{"nine zombies", func(c *Card) { c.Zombies[4] = 9 }, "more than 8"},
		{"moves too early", func(c *Card) { c.Hour = 1 }, "from 2:00 on"},
		{"three moves", func(c *Card) { c.Moves = append(c.Moves, c.Moves[0], c.Moves[0]) }, "one or two"},
		{"move to same place", func(c *Card) { c.Moves[0].To = c.Moves[0].From }, "same place"},
		{"move without place", func(c *Card) { c.Moves[0].From = NoLoc }, "needs a place"},
		{"airdrop on water tower", func(c *Card) { c.Airdrops[0].At = WaterTowerLoc }, "only fall on the four corner"},
		{"airdrop on crossroads", func(c *Card) { c.Airdrops[0].At = CrossroadsLoc }, "only fall on the four corner"},
		{"airdrop nowhere", func(c *Card) { c.Airdrops[0].At = NoLoc }, "needs a corner"},
		{"airdrop twice", func(c *Card) { c.Airdrops[1].At = c.Airdrops[0].At }, "two airdrops"},
		{"airdrop negative", func(c *Card) { c.Airdrops[0].Cards = -2 }, "negative"},
		{"airdrop empty", func(c *Card) { c.Airdrops[0] = Airdrop{At: Corner2} }, "is empty"},
		{"airdrop huge", func(c *Card) { c.Airdrops[0].Antidotes = 21 }, "more than the box"},
		{"leader negative", func(c *Card) { c.LeaderSteps = -1 }, "cannot be negative"},
		{"leader round", func(c *Card) { c.LeaderSteps = 6 }, "at most 5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := cloneCard(RulebookCard())
			tc.edit(&c)
			err := c.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
	if err := (Card{Hour: 2, Zombies: [6]int{-1}}).Validate(); !strings.Contains(err.Error(), "the card brings") {
		t.Fatal(err)
	}
}

func TestCardDescribeAndHelpers(t *testing.T) {
	d := RulebookCard().DescribeWords().String()
	for _, want := range []string{"3:00", "all zombies from corner 1 to corner 4", "3 to corner 1", "airdrop on corner 4: 1 card and 1 antidote", "leader moves 1 wedge"} {
		if !strings.Contains(d, want) {
			t.Fatalf("%q lacks %q", d, want)
		}
	}
	eq(t, "empty", Card{}.DescribeWords().String(), "00:00: nothing")
	eq(t, "arrivals", RulebookCard().Arrivals(WaterTowerLoc), 2)
	eq(t, "arrivals nowhere", RulebookCard().Arrivals(NoLoc), 0)
	eq(t, "hour", HourName(4), "4:00")
}

func TestLibraryRoundTrip(t *testing.T) {
	// The shipped library holds no card the table never entered: the
	// rulebook's example came up at 3:00 as "rulebook example".
	eq(t, "ships no card", len(DefaultLibrary().Cards), 0)
	l := Library{Cards: []Card{RulebookCard()}}
	l.Cards = append(l.Cards, Card{Hour: 0, Label: "a", Zombies: [6]int{1, 1, 1, 1, 1, 1}}, Card{Hour: 1, Label: "b", LeaderSteps: 2})
	b, err := l.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadLibrary(b)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "round trip", back, l)
	eq(t, "for hour", len(back.ForHour(3)), 1)
	eq(t, "tag stable", back.Tag(), l.Tag())
	eq(t, "empty tag", Library{}.Tag(), uint8(0))
	dup := Library{Cards: []Card{{Hour: 1, Label: "x"}, {Hour: 1, Label: "x"}}}
	if _, err := dup.Save(); err == nil || !strings.Contains(err.Error(), "two 1:00 cards") {
		t.Fatalf("duplicate: %v", err)
	}
	big := Library{Cards: make([]Card, MaxLibraryCards+1)}
	if err := big.Validate(); err == nil {
		t.Fatal("too many cards")
	}
}

func TestLoadLibraryErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"   ", "empty"},
		{"not json", "not a card library"},
		{`{"format":1,"cards":[]} {}`, "more after its end"},
		{`{"cards":[]}`, "no format number"},
		{`{"format":2,"cards":[]}`, "newer Hordekeeper"},
		{`{"format":1,"cards":[],"extra":1}`, "not a card library"},
		{`{"format":1,"cards":[{"hour":3,"airdrops":[{"at":"watertower","cards":1}]}]}`, "card 1 of the library"},
		{`{"format":1,"cards":[{"hour":3,"moves":[{"from":"church","to":"corner1"}]}]}`, "not a place"},
		{`[1,2]`, "not a card library"},
	} {
		_, err := LoadLibrary([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadLibrary(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
	l, err := LoadLibrary([]byte(`{"format":1,"cards":[{"hour":2,"label":"x","moves":[{"from":"1","to":"crossroads"}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "digit place", l.Cards[0].Moves[0].From, Corner1)
}

func TestLocText(t *testing.T) {
	for _, l := range AllLocs {
		b, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		var back Loc
		if err := json.Unmarshal(b, &back); err != nil || back != l {
			t.Fatalf("%s: %v %v", l, back, err)
		}
	}
	if _, err := json.Marshal(Loc(9)); err == nil {
		t.Fatal("place 9 encoded")
	}
	b, _ := json.Marshal(NoLoc)
	eq(t, "no place", string(b), `""`)
	var l Loc
	eq(t, "empty", json.Unmarshal([]byte(`""`), &l) == nil && l == NoLoc, true)
	eq(t, "string", Loc(9).String(), "place(9)")
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	eq(t, "place name", s.PlaceName(WaterTowerLoc), "the Water Tower")
	eq(t, "bad place name", s.PlaceName(NoLoc), "place(0)")
	eq(t, "where", s.Where(Church), Corner1)
	eq(t, "where nothing", s.Where("moon"), NoLoc)
	eq(t, "capacity nowhere", s.Capacity(NoLoc), 0)
	eq(t, "titles", Building("moon").Title(), `"moon"`)
	for _, b := range []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads} {
		for _, sd := range []Side{SideA, SideB, SideRuins} {
			if (Board{b, sd}).Rules().Effect == "" {
				t.Fatalf("%s %s has no effect text", b, sd)
			}
		}
	}
	eq(t, "unknown building", Board{"moon", SideA}.Rules(), SideRules{})
}

func TestColoursAndRoles(t *testing.T) {
	eq(t, "name", Red.Name(), "Red")
	eq(t, "letter", Purple.Letter(), "P")
	eq(t, "nobody", Colour("").Name(), "nobody")
	eq(t, "bad", Colour("pink").Name(), `"pink"`)
	eq(t, "bad letter", Colour("pink").Letter(), "?")
	eq(t, "roles", len(Roles), 21)
	eq(t, "granny", Granny.Name(), "the Granny")
	eq(t, "unknown", Role("x").Name(), "an unknown character x")
	eq(t, "character name", Character{Role: Punk}.Name(), "the Punk")
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.Players[0].Name = "Ann"
	eq(t, "label", s.Label(Red), "Ann (Red)")
	eq(t, "label absent", s.Label(White), "White")
	eq(t, "deck", len(Settings{}.ActionDeck()), 18)
	total := func(st Settings) (n, gun int) {
		for _, c := range st.ActionDeck() {
			n += c.Count
			if c.Name == "Gun" {
				gun = c.Count
			}
		}
		return
	}
	n, gun := total(Settings{})
	eq(t, "rulebook deck", [2]int{n, gun}, [2]int{40, 3})
	n, gun = total(Settings{SummaryCardCounts: true})
	eq(t, "summary deck", [2]int{n, gun}, [2]int{40, 2})
}
