package mallofhorror

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
)

// play drives a session through a game by always taking a simple legal
// step; it returns the actions taken.
func step(s State) engine.Action {
	switch s.Phase {
	case PhaseSetup:
		seat := s.Placer()
		for _, c := range s.CharactersOf(seat) {
			if c.Location == 0 {
				return Place{Player: seat, Character: c.Kind, Location: s.PlacementChoices()[0]}
			}
		}
	case PhaseTruck:
		w := s.Occupants(Parking)[0].Player
		give := NoWinner
		if s.Deck > 1 {
			give = s.next(w)
		}
		return TruckSearch{Winner: w, GiveTo: give}
	case PhaseElection:
		return ElectChief{Winner: s.Occupants(SecurityHQ)[0].Player}
	case PhaseArrival:
		if !s.DiceRolled {
			return RollZombieDice{}
		}
		return Proceed{}
	case PhaseDestinations:
		to := make([]Location, len(s.Players))
		for i := range to {
			for k := 0; k < 4 && !s.Eliminated(i) && (to[i] == 0 || s.allIn(i, to[i])); k++ {
				to[i] = []Location{Parking, Megatoys, Restroom, Supermarket}[(i+s.Round+k)%4]
			}
		}
		if s.ChiefElected && s.Announced == 0 {
			return ChiefAnnounces{Destination: to[s.Chief]}
		}
		if s.ChiefElected {
			to[s.Chief] = s.Announced
		}
		return RevealDestinations{To: to}
	case PhaseMovement:
		m, _ := s.Mover()
		for _, c := range s.CharactersOf(m) {
			if c.Alive() && c.Location != s.Destinations[m] {
				return Move{Player: m, Character: c.Kind}
			}
		}
		for _, c := range s.CharactersOf(m) {
			if c.Alive() {
				return Move{Player: m, Character: c.Kind}
			}
		}
	case PhaseAttack:
		v := s.Attack(s.AttackAt)
		return Eat{Player: v.Choosable[0].Player, Character: v.Choosable[0].Kind}
	}
	return nil
}

func TestSessionRoundTrip(t *testing.T) {
	o := DefaultOptions(4)
	o.Players[0].Name = "Ann"
	raw, _ := o.JSON()
	path := filepath.Join(t.TempDir(), "mall.hk")
	sess, err := engine.CreateSession[State](Rules{}, engine.Header{Seed: 2024, Options: raw}, path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 400 && !sess.State().Outcome.Over; i++ {
		a := step(sess.State())
		if _, err := sess.Do(a); err != nil {
			t.Fatalf("step %d %s %+v: %v\n%s", i, a.Kind(), a, err, sess.State().Guide())
		}
		if err := sess.State().CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	if !sess.State().Outcome.Over {
		t.Fatal("the game did not end")
	}
	if _, err := sess.Undo(); err != nil {
		t.Fatal(err)
	}
	want := sess.State()
	sess.Close()
	back, _, err := engine.OpenSession[State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	got := back.State()
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	if string(a) != string(b) || got.secretDice != want.secretDice {
		t.Fatalf("replay differs")
	}
	if _, err := back.Redo(); err != nil || !back.State().Outcome.Over {
		t.Fatal("redo")
	}
}

func TestEveryActionRoundTripsThroughJSON(t *testing.T) {
	for _, a := range []engine.Action{
		Place{Player: 1, Character: Gunman, Location: 3}, PlayCard{Player: 2, Card: Hidden, Character: ToughGuy},
		TruckSearch{Winner: 1, GiveTo: -1}, ElectChief{Winner: -1}, RollZombieDice{}, Proceed{},
		ChiefAnnounces{Destination: 5}, RevealDestinations{To: []Location{1, 0, 6}},
		Move{Player: 0, Character: LittleGirl, Sprint: 4}, TieBreak{}, TieBreak{Tied: []int{0, 2}},
		Eat{Player: 2, Character: PinUp}, CountVote{Ballots: []int{1, -1, 1}}, ResolveAttack{}, TableRoll{Dice: [2]int{3, 5}}, LookAtDice{Player: 2},
	} {
		e, err := engine.Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := (Rules{}).Decode(e.Kind, e.Body)
		if err != nil {
			t.Fatal(err)
		}
		x, _ := json.Marshal(back)
		if string(x) != string(e.Body) {
			t.Fatalf("%s: %s != %s", a.Kind(), x, e.Body)
		}
	}
	if len(Kinds()) != 15 {
		t.Fatal(Kinds())
	}
}

type foreign struct{}

func (foreign) Kind() string { return "foreign" }

func TestApplyOddInput(t *testing.T) {
	s, _ := NewState(DefaultOptions(3), 1)
	refuse(t, s, foreign{})
	if _, err := (Rules{}).Apply(s, nil); err == nil {
		t.Fatal("nil")
	}
	var p *Place
	if _, err := (Rules{}).Apply(s, p); err == nil {
		t.Fatal("nil pointer")
	}
	if _, err := (Rules{}).Apply(State{}, Proceed{}); err == nil {
		t.Fatal("empty state")
	}
	a := step(s).(Place)
	if _, err := (Rules{}).Apply(s, &a); err != nil {
		t.Fatal(err)
	}
	if (Rules{}).Game() != Name {
		t.Fatal("game")
	}
}

func TestApplyNeverChangesItsInput(t *testing.T) {
	s := setupGame(t, DefaultOptions(5), 11)
	for i := 0; i < 300 && !s.Outcome.Over; i++ {
		before, _ := json.Marshal(s)
		chars := append([]Character(nil), s.Characters...)
		n, err := (Rules{}).Apply(s, step(s))
		if err != nil {
			t.Fatal(err)
		}
		after, _ := json.Marshal(s)
		if string(before) != string(after) {
			t.Fatal("input changed")
		}
		for i := range chars {
			if chars[i] != s.Characters[i] {
				t.Fatal("characters changed")
			}
		}
		s = n
	}
}

func TestInvariantChecker(t *testing.T) {
	good := setupGame(t, DefaultOptions(4), 3)
	if err := good.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	for i, f := range []func(*State){
		func(s *State) { s.Zombies[1] = -1 },
		func(s *State) { s.Zombies[Cachou] = 1 },
		func(s *State) { s.Closed[Parking] = Condemned },
		func(s *State) { s.Deck = -1 },
		func(s *State) { s.Players[0].Hand = -1 },
		func(s *State) { s.Played[0] = 4 },
		func(s *State) { s.Deck++ },
		func(s *State) { s.Chief = 9 },
		func(s *State) { s.DiceRolled = true },
		func(s *State) { s.Outcome.Over = true },
		func(s *State) {
			for i := range s.Characters {
				s.Characters[i].Location = Restroom
			}
		},
		func(s *State) {
			for i := range s.Characters {
				if s.Characters[i].Owner == s.Chief {
					s.Characters[i].Dead = true
				}
			}
		},
	} {
		s := good.clone()
		f(&s)
		if s.CheckInvariants() == nil {
			t.Errorf("case %d passed", i)
		}
	}
}
