package cityofhorror

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// bytesIn hands out fuzz bytes one at a time, then zeros.
type bytesIn struct {
	b []byte
	i int
}

func (r *bytesIn) next() int {
	if r.i >= len(r.b) {
		r.i++
		return 0
	}
	r.i++
	return int(r.b[r.i-1])
}

func (r *bytesIn) done() bool { return r.i >= len(r.b) }

func (r *bytesIn) loc() Loc       { return Loc(r.next() % 8) }
func (r *bytesIn) small() int     { return r.next()%12 - 2 }
func (r *bytesIn) colour() Colour { return AllColours[r.next()%len(AllColours)] }
func (r *bytesIn) role(s *State) Role {
	if n := r.next(); len(s.Characters) > 0 && n%8 != 0 {
		return s.Characters[n%len(s.Characters)].Role
	}
	return Roles[r.next()%len(Roles)].Role
}

func (r *bytesIn) card(h int) *Card {
	c := &Card{Hour: h}
	if r.next()%5 == 0 {
		c.Hour = r.next() % 6
	}
	for i := range c.Zombies {
		c.Zombies[i] = r.next() % 5
	}
	for range r.next() % 3 {
		c.Moves = append(c.Moves, ZombieMove{From: r.loc(), To: r.loc()})
	}
	for range r.next() % 3 {
		c.Airdrops = append(c.Airdrops, Airdrop{At: r.loc(), Cards: r.next() % 3, Antidotes: r.next() % 4})
	}
	c.LeaderSteps = r.next() % 3
	return c
}

// genAction builds one action from the fuzz bytes, leaning on the phase
// machine so that games get far.
func genAction(r *bytesIn, s *State) engine.Action {
	switch r.next() % 35 {
	case 0, 1, 2:
		return AdvancePhase{}
	case 3:
		return AddZombies{At: r.loc(), Count: r.small()}
	case 4:
		return RemoveZombies{At: r.loc(), Count: r.small()}
	case 5:
		return MoveZombies{From: r.loc(), To: r.loc(), Count: r.small(), All: r.next()%2 == 0}
	case 6:
		if r.next()%2 == 0 {
			return ApplyInvasion{}
		}
		return ApplyInvasion{Card: r.card(s.CurrentHour())}
	case 7:
		return AddExplosion{On: []Building{WaterTower, Armory, Church}[r.next()%3]}
	case 8, 9:
		p := s.NextToMove()
		var role Role
		if ms := s.Movable(p); len(ms) > 0 {
			role = ms[r.next()%len(ms)]
		} else {
			role = r.role(s)
		}
		return MoveCharacter{Role: role, To: r.loc(), BackDoor: r.next()%6 == 0, Mama: r.next()%6 == 0}
	case 10:
		return CancelMove{}
	case 11:
		return SwapStart{A: r.role(s), B: r.role(s)}
	case 12:
		return KillCharacter{Role: r.role(s)}
	case 13:
		return Exhaust{Role: r.role(s), Power: r.next()%2 == 0}
	case 14:
		return Rest{Role: r.role(s)}
	case 15:
		return Hide{Role: r.role(s)}
	case 16:
		if r.next()%2 == 0 {
			return SetLeader{To: r.colour()}
		}
		return StepLeader{Steps: r.small()}
	case 17:
		sr := s.CrossroadsSearch()
		if len(sr.Candidates) > 0 && r.next()%4 != 0 {
			return ResolveCrossroads{Victim: sr.Candidates[r.next()%len(sr.Candidates)]}
		}
		return ResolveCrossroads{Victim: r.role(s)}
	case 18:
		var g []Gift
		for range r.next() % 4 {
			g = append(g, Gift{To: r.colour(), Item: []ItemKind{ItemCard, ItemAntidote, "x"}[r.next()%3]})
		}
		return Share{At: r.loc(), Gifts: g}
	case 19:
		return TakeAntidote{Player: r.colour(), Count: r.small()}
	case 20:
		a := TakeFood{Player: r.colour(), Slot: r.next()%5 - 1}
		if r.next()%3 == 0 {
			v := r.small()
			a.Value = &v
		}
		return a
	case 21:
		if r.next()%2 == 0 {
			return DiscardFood{Player: r.colour(), Value: r.small()}
		}
		return Trade{From: r.colour(), To: r.colour(), Antidotes: r.small(), Food: [4]int{r.small(), r.small(), r.small(), r.small()}}
	case 22:
		return DeclareCannedFood{Player: r.colour(), Count: r.small()}
	case 23:
		return PlayWeaponReplica{Player: r.colour(), At: r.loc()}
	case 24, 25:
		deck := s.Settings.ActionDeck()
		return PlayCard{Player: r.colour(), Card: deck[r.next()%len(deck)].Name, At: r.loc(), To: r.loc(), Role: r.role(s), Target: r.colour(),
			Explosion: []Building{WaterTower, Armory, ""}[r.next()%3]}
	case 26:
		u := UseLocation{Player: r.colour(), At: s.ResolvingLoc(), Role: r.role(s), Food: r.small(), Leader: r.colour(), Steps: r.small() % 3, Slot: r.next() % 4}
		if r.next()%5 == 0 {
			u.At = r.loc()
		}
		if r.next()%2 == 0 {
			v := r.small()
			u.Value = &v
		}
		if r.next()%3 == 0 {
			v := r.small()
			u.Refill = &v
		}
		return u
	case 27:
		return UsePower{Role: r.role(s), To: r.loc(), Leader: r.colour(), From: r.colour()}
	case 28:
		return Stay{Player: r.colour(), Card: r.loc()}
	case 29:
		var roles []Role
		for range r.next() % 3 {
			roles = append(roles, r.role(s))
		}
		return Vaccinate{Player: r.colour(), Roles: roles}
	case 30:
		b := map[Colour]Colour{}
		for _, p := range s.Players {
			if r.next()%6 != 0 {
				b[p.Colour] = r.colour()
			}
		}
		return CastVotes{At: s.ResolvingLoc(), Vote: []VoteKind{VoteAttack, VoteSharing}[r.next()%2], Ballots: b, TieBreak: r.colour(), Victim: r.role(s)}
	case 31:
		return PlaceStart{Role: r.role(s), Card: []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads}[r.next()%6]}
	case 32:
		return RevealFood{Value: r.small()}
	case 34:
		return MoveLeader{Player: r.colour(), To: r.colour(), By: []string{ByFlashlight, BySecretAgent, ByBank, "x"}[r.next()%4]}
	default:
		if r.next()%2 == 0 {
			return DrawCards{Player: r.colour(), Count: r.small()}
		}
		return Trade{From: r.colour(), To: r.colour(), Cards: r.small(), Antidotes: r.small() % 2}
	}
}

// checkWords fails on the words a player should never read.
func checkWords(t *testing.T, what, text string) {
	t.Helper()
	for _, bad := range []string{"(s)", "corner1", "corner2", "corner3", "corner4", "watertower", "[", "%!"} {
		if strings.Contains(text, bad) {
			t.Fatalf("%s says %q: %q", what, bad, text)
		}
	}
}

func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	sum := 0
	for _, l := range AllLocs {
		z := s.Zombies[l]
		if z < 0 || z > MaxZombiesPerLoc {
			t.Fatalf("%s holds %d zombies", l, z)
		}
		sum += z
		if c := s.Capacity(l); c != Unlimited && s.Occupied(l) > c {
			t.Fatalf("%s holds %d characters on %d places", l, s.Occupied(l), c)
		}
	}
	if s.Zombies[0] != 0 || sum > TotalZombies || s.ZombieReserve()+sum != TotalZombies {
		t.Fatalf("zombies not conserved: %v", s.Zombies)
	}
	if s.Player(s.Leader) == nil {
		t.Fatalf("the leader stands on %s, under a cache", s.Leader)
	}
	if s.Player(s.FirstPlayer) == nil {
		t.Fatalf("the first-player token is with %s, who is not playing", s.FirstPlayer)
	}
	seen := map[Role]bool{}
	for _, c := range s.Characters {
		if seen[c.Role] {
			t.Fatalf("%s is twice in the game", c.Role)
		}
		seen[c.Role] = true
		if c.Dead != (c.At == NoLoc) || (!c.Dead && !c.At.Valid()) {
			t.Fatalf("%s stands on %v (dead %v)", c.Role, c.At, c.Dead)
		}
		if c.Born && !c.Exhausted {
			t.Fatal("the Pregnant Woman rested after the birth")
		}
	}
	anti := s.AntidoteReserve
	food := len(s.FaceUpFood)
	for _, k := range s.Truck {
		food += k
	}
	for _, p := range s.Players {
		anti += p.Antidotes
		for _, k := range p.Food {
			food += k
		}
		if p.Antidotes < 0 || p.CannedFood < 0 || p.CannedFood > CannedFoodCards {
			t.Fatalf("player %+v", p)
		}
	}
	for _, it := range s.Airdrops {
		anti += it.Antidotes
		if it.Cards < 0 || it.Antidotes < 0 {
			t.Fatal("negative airdrop")
		}
	}
	if anti != TotalAntidotes {
		t.Fatalf("%d antidotes in the game, want %d", anti, TotalAntidotes)
	}
	if food > 12 {
		t.Fatalf("%d food tokens", food)
	}
	cards := s.DeckLeft + s.DiscardPile
	for _, p := range s.Players {
		cards += p.Cards
		if p.Cards < 0 {
			t.Fatalf("%s holds %d cards", p.Colour, p.Cards)
		}
	}
	for _, it := range s.Airdrops {
		cards += it.Cards
	}
	if cards != TotalActionCards || s.DeckLeft < 0 || s.DiscardPile < 0 {
		t.Fatalf("%d action cards in the game (deck %d, discard %d), want %d", cards, s.DeckLeft, s.DiscardPile, TotalActionCards)
	}
	played := 0
	for name, n := range s.Played {
		if c, ok := s.cardCopies(name); !ok || n < 0 || n > c {
			t.Fatalf("%d %s played", n, name)
		}
		played += n
	}
	if played > s.DiscardPile {
		t.Fatalf("%d cards played but %d in the discard pile", played, s.DiscardPile)
	}
	for _, n := range s.Notices {
		checkWords(t, "a notice", n.Text)
	}
	checkWords(t, "the reminder", Reminder(s))
	d := Decisions(s)
	checkWords(t, "the decision", d.Why)
	if s.WaterTowerMarkers+s.ArmoryMarkers+s.MarkersInBox > TotalMarkers || s.WaterTowerMarkers > 2 && !s.WaterTowerExploded {
		t.Fatalf("markers: %d %d %d", s.WaterTowerMarkers, s.ArmoryMarkers, s.MarkersInBox)
	}
	if s.Phase == PhaseResolution && (s.Resolving < 0 || s.Resolving >= len(AllLocs)) {
		t.Fatalf("resolving %d", s.Resolving)
	}
	_ = s.Score()
	_ = s.PhaseWords().String()
	for _, l := range AllLocs {
		_ = s.AttackCondition(l)
		_ = s.VotesAt(l)
	}
}

func fuzzSeeds() [][]byte {
	return [][]byte{
		{},
		{0, 6, 1, 0, 0, 8, 9, 0, 1, 2},
		[]byte("the zombies are coming at midnight and the water tower will fall"),
		{3, 3, 3, 3, 7, 0, 7, 0, 7, 0, 7, 1, 7, 1, 7, 1},
		{11, 2, 5, 1, 6, 0, 0, 0, 6, 1, 0, 0, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 17, 1, 0, 0},
	}
}

func FuzzActions(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(uint64(1), s)
	}
	f.Add(uint64(99), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23})
	f.Add(uint64(7), []byte{24, 1, 2, 3, 25, 4, 5, 6, 26, 1, 2, 27, 3, 28, 1, 29, 30, 31, 32, 33, 0, 0, 0, 6, 1, 0, 0, 8, 9, 26, 27, 30})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		r := &bytesIn{b: data}
		n := 3 + r.next()%4
		o := Options{Players: seats(AllColours[:n]...), FirstGame: r.next()%2 == 0}
		if r.next()%2 == 0 {
			o.Library = []Card{{Hour: 0, Zombies: [6]int{2, 2, 2, 2, 2, 2}}, RulebookCard(), {Hour: 1, Label: "one", Zombies: [6]int{1, 1, 1, 1, 1, 1}, LeaderSteps: 1}}
		}
		if r.next()%2 == 0 {
			o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 6, 5
		}
		s := newGame(t, o, seed&engine.SeedMask)
		checkInvariants(t, s)
		for steps := 0; steps < 400 && !r.done(); steps++ {
			a := genAction(r, s)
			before, _ := json.Marshal(s)
			next, err := Rules{}.Apply(s, a)
			after, _ := json.Marshal(s)
			if string(before) != string(after) {
				t.Fatalf("%s changed its input", describe(a))
			}
			if err != nil {
				re, ok := err.(*RuleError)
				if !ok {
					t.Fatalf("%s: refusal of type %T", describe(a), err)
				}
				// A screen shows the refusal in the players' language.
				if re.Words.Key == "" || re.Words.String() != re.Text {
					t.Fatalf("%s: refusal %q has no words to translate (%+v)", describe(a), re.Text, re.Words)
				}
				checkWords(t, "a refusal of "+a.Kind(), err.Error())
				if err.Error() == "" {
					t.Fatal("empty refusal")
				}
				continue
			}
			for _, n := range next.Notices {
				if n.Words.Key == "" || n.RuleWords.Key == "" || n.Words.String() != n.Text {
					t.Fatalf("%s: notice %q has no words to translate", describe(a), n.Text)
				}
			}
			checkInvariants(t, next)
			s = next
		}
	})
}

func FuzzLibrary(f *testing.F) {
	b, _ := DefaultLibrary().Save()
	f.Add(b)
	f.Add([]byte(`{"format":1,"cards":[{"hour":0,"zombies":[1,2,3,4,5,6]},{"hour":2,"moves":[{"from":"1","to":"crossroads"}]}]}`))
	f.Add([]byte(`{"format":1,"cards":[{"hour":3,"airdrops":[{"at":"watertower","cards":1}]}]}`))
	f.Add([]byte(`not json`))
	f.Add([]byte(`{"format":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := LoadLibrary(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		out, err := l.Save()
		if err != nil {
			t.Fatalf("a loaded library does not save: %v", err)
		}
		back, err := LoadLibrary(out)
		if err != nil {
			t.Fatalf("a saved library does not load: %v", err)
		}
		if l.Tag() != back.Tag() {
			t.Fatal("the tag changed over a round trip")
		}
		_ = l.Validate()
		for _, c := range l.Cards {
			_ = c.DescribeWords().String()
		}
	})
}

func FuzzDecodeAction(f *testing.F) {
	kinds := Kinds()
	for _, a := range sampleActions() {
		e, _ := engine.Encode(a)
		for i, k := range kinds {
			if k == e.Kind {
				f.Add(uint8(i), []byte(e.Body))
			}
		}
	}
	for i := range kinds {
		f.Add(uint8(i), []byte(`{}`))
	}
	f.Add(uint8(0), []byte(`{"at":"moon","count":"x"}`))
	f.Add(uint8(3), []byte(`{"card":{"hour":0,"zombies":[9,9,9]}}`))
	f.Fuzz(func(t *testing.T, k uint8, body []byte) {
		kind := kinds[int(k)%len(kinds)]
		if k == 255 {
			kind = fmt.Sprintf("unknown-%d", len(body))
		}
		a, err := Rules{}.Decode(kind, body)
		if err != nil {
			return
		}
		s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 1)
		if _, err := (Rules{}).Apply(s, a); err == nil {
			if _, err := engine.Encode(a); err != nil {
				t.Fatalf("an applied action does not encode: %v", err)
			}
		}
	})
}

// describe tells an action in a line, for a failure's message.
func describe(a engine.Action) string {
	b, _ := json.Marshal(a)
	return fmt.Sprintf("%s %s", a.Kind(), b)
}
