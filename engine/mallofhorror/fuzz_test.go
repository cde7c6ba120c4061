package mallofhorror

import (
	"errors"
	"reflect"
	"testing"

	"hordekeeper/engine"
)

// fuzzAction builds one action from fuzz bytes: often the simple legal
// step (to get deep into games), otherwise an arbitrary action.
func fuzzAction(s State, b []byte) engine.Action {
	get := func(i int) int {
		if i < len(b) {
			return int(b[i])
		}
		return 0
	}
	seat := get(1)%8 - 1
	kind := CharKind(get(2) % 5)
	loc := Location(get(3) % 8)
	switch get(0) % 20 {
	case 0:
		return Place{Player: seat, Character: kind, Location: loc}
	case 1:
		return PlayCard{Player: seat, Card: Card(get(4) % 8), Character: kind}
	case 2:
		return TruckSearch{Winner: seat, GiveTo: get(4)%8 - 1}
	case 3:
		return ElectChief{Winner: seat}
	case 4:
		return RollZombieDice{}
	case 5:
		return Proceed{}
	case 6:
		return ChiefAnnounces{Destination: loc}
	case 7:
		to := make([]Location, get(4)%8)
		for i := range to {
			to[i] = Location(get(5+i) % 8)
		}
		return RevealDestinations{To: to}
	case 8:
		return Move{Player: seat, Character: kind, Sprint: Location(get(4) % 8)}
	case 9:
		return TieBreak{}
	case 10:
		return Eat{Player: seat, Character: kind}
	case 11:
		return TieBreak{Tied: []int{seat, get(4)%8 - 1, get(5)%8 - 1}[:get(6)%4]}
	case 12, 13:
		// Ballots: often each seat for the first candidate or nobody, so
		// that counts go through, sometimes anything.
		bs := make([]int, len(s.Players)+get(4)%2)
		v, _ := s.CurrentVote()
		for i := range bs {
			switch g := get(5 + i); {
			case g%4 == 0 || len(v.Candidates) == 0:
				bs[i] = g%8 - 1
			case i < len(v.Weights) && v.Weights[i].Votes > 0:
				bs[i] = v.Candidates[g%len(v.Candidates)]
			default:
				bs[i] = NoVote
			}
		}
		return CountVote{Ballots: bs}
	}
	if a := step(s); a != nil {
		return a
	}
	return Proceed{}
}

// FuzzApply: any sequence of actions keeps the invariants (zombies >= 0,
// capacities, cards add up to 21, a Chief with characters, a vote's tie
// and Threats), refuses only with a rule's sentence and never changes the
// state it was given.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), byte(1), []byte{15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15})
	f.Add(uint64(2), byte(3), []byte{15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	f.Add(uint64(3), byte(0), []byte{1, 2, 0, 1, 0, 0, 0, 2, 6, 6, 6})
	f.Fuzz(func(t *testing.T, seed uint64, n byte, prog []byte) {
		o := DefaultOptions(int(n)%4 + 3)
		o.Chief = int(n/4) % len(o.Players)
		o.ParkingAlwaysFeeds = n&0x80 != 0
		o.MustMove = n&0x40 == 0
		o.ZombieOnlyNextRound = n&0x20 != 0
		s, err := NewState(o, seed&engine.SeedMask)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(prog) && !s.Outcome.Over; i += 6 {
			a := fuzzAction(s, prog[i:min(i+6, len(prog))])
			// clone starts a step afresh: no notices, no lot drawn.
			before := s.clone()
			before.Notices, before.Drawn = s.Notices, s.Drawn
			next, err := (Rules{}).Apply(s, a)
			if !sameState(before, s) {
				t.Fatalf("Apply changed its input on %s: %v", a.Kind(), changedFields(before, s))
			}
			if err != nil {
				var re *engine.RuleError
				if !errors.As(err, &re) || re.Text == "" {
					t.Fatalf("%s refused without a rule's sentence: %v", a.Kind(), err)
				}
				continue
			}
			if err := next.CheckInvariants(); err != nil {
				t.Fatalf("after %s %+v: %v", a.Kind(), a, err)
			}
			s = next
		}
	})
}

// sameState compares two states, secrets included.
func sameState(a, b State) bool {
	return reflect.DeepEqual(a, b)
}

// changedFields names the fields of State that differ between a and b.
func changedFields(a, b State) []string {
	var out []string
	av, bv := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range av.NumField() {
		if !av.Type().Field(i).IsExported() {
			continue
		}
		if !reflect.DeepEqual(av.Field(i).Interface(), bv.Field(i).Interface()) {
			out = append(out, av.Type().Field(i).Name)
		}
	}
	return out
}

// FuzzDecode: decoding arbitrary bytes never panics, whatever decodes is
// applied or refused without a panic.
func FuzzDecode(f *testing.F) {
	for _, k := range Kinds() {
		f.Add(k, []byte(`{"player":1,"character":"gunman","location":4,"card":"hidden","to":[1,4,6]}`))
	}
	f.Add("move", []byte(`{"sprint":-99999999999}`))
	f.Fuzz(func(t *testing.T, kind string, body []byte) {
		a, err := (Rules{}).Decode(kind, body)
		if err == nil {
			s := setupGame(t, DefaultOptions(3), 5)
			if n, err := (Rules{}).Apply(s, a); err == nil {
				if err := n.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
