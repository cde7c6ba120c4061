package mallofhorror

import (
	"strings"
	"testing"
)

// TestReminders: each phase's reminders, in a player's words, with the
// details of the moment.
func TestReminders(t *testing.T) {
	setup, _ := NewState(DefaultOptions(3), 1)
	noRoom := setup.clone()
	noRoom.PlacementDice = [2]int{2, 2} // Cachou, closed at 3 players
	truck := fixture(t, 4, placing{0, PinUp, Parking}, placing{1, Gunman, Parking}, placing{2, PinUp, SecurityHQ}, placing{3, PinUp, SecurityHQ})
	tied := apply(t, truck, PlayCard{Player: 0, Card: Threat}, CountVote{Ballots: []int{1, 0, NoVote, NoVote}})
	won := apply(t, truck, CountVote{Ballots: []int{1, 1, NoVote, NoVote}})
	election := apply(t, won, TruckSearch{Winner: 1, GiveTo: 2})
	arrival := apply(t, election, ElectChief{Winner: 3})
	rolled := apply(t, arrival, RollZombieDice{})
	notElected := apply(t, apply(t, election, ElectChief{Winner: NoWinner}), RollZombieDice{})
	dest := apply(t, rolled, Proceed{})
	dest.MustMove = true // the reading of new games
	zombie := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, PinUp, Restroom}, placing{3, PinUp, Supermarket})
	zombie = toDestinations(t, zombie, [4]int{1, 1, 1, 1})
	moving := apply(t, zombie, RevealDestinations{To: []Location{Restroom, Megatoys, 0, Restroom}})
	parking := parkingAttack(t)
	chosen := apply(t, crowdedSupermarket(t, 4), TieBreak{Tied: []int{0, 1}})
	over := chosen.clone()
	over.Phase, over.Outcome = PhaseOver, Outcome{Over: true, Reason: "Only 3 characters remain."}
	for _, tc := range []struct {
		name string
		s    State
		want []string
	}{
		{"setup: the dice", setup, []string{"rolled", "place one character in"}},
		{"setup: no room where the dice say", noRoom, []string{"2 Cachou is closed: any location with room will do"}},
		{"truck: cards and weights", truck, []string{"a Threat adds a vote", "in the Parking is one vote, a Gunman one more"}},
		{"truck: a re-vote", tied, []string{"tied between Player 1 (R) and Player 2 (B)", "one vote", "no card"}},
		{"truck: the winner gives a card", won, []string{"Player 2 (B) looks at three cards"}},
		{"election", election, []string{"in the Security HQ is one vote"}},
		{"arrival: roll", arrival, []string{"rolls the four zombie dice in secret"}},
		{"arrival: an elected Chief looks", rolled, []string{"Player 4 (Y), elected this round, may look", "Security Camera"}},
		{"arrival: nobody elected", notElected, []string{"only a Security Camera lets someone look"}},
		{"destinations: the Chief first", dest, []string{"the elected Chief, announces a destination first", "must move a character"}},
		{"destinations: a zombie player", zombie, []string{"Player 3 (G) has no characters left and places a zombie"}},
		{"movement", moving, []string{"Player 1 (R) moves one character to 1 Restroom", "Sprint"}},
		{"attack: the Parking", parking, []string{"every zombie feeds: vote for victim 1 of 3", "Hardware, a weapon or Hidden"}},
		{"attack: the colour is chosen", chosen, []string{"which of their characters in 6 Supermarket is eaten"}},
		{"over", over, []string{"Only 3 characters remain."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.s.Reminders()
			all := strings.Join(got, " | ")
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("no reminder says %q: %s", w, all)
				}
			}
			for _, line := range got {
				if line == "" || strings.ContainsAny(line, "[]{}") {
					t.Errorf("reminder %q", line)
				}
			}
		})
	}
	if (State{}).Reminders() != nil || PhaseAttack.Short() != "F Attack" || Phase(42).Short() != "phase 42" {
		t.Fatal("short names")
	}
	if !strings.Contains(SetupHintWords(3).String(), "Cachou") || !strings.Contains(SetupHintWords(3).String(), "Little Girl") || strings.Contains(SetupHintWords(5).String(), "Cachou") {
		t.Fatal(SetupHintWords(3).String(), SetupHintWords(5).String())
	}
}

// TestSettings: the settings a screen lists are the options' fields, with
// the defaults of DefaultOptions.
func TestSettings(t *testing.T) {
	d := NewGameOptions(4)
	for _, st := range Settings() {
		on, err := d.Get(st.Key)
		if err != nil || on != st.Default || st.Title == "" || st.On == "" || st.Off == "" {
			t.Fatalf("%+v: default %v (%v)", st, on, err)
		}
		o := d
		if err := o.Set(st.Key, !on); err != nil {
			t.Fatal(err)
		}
		if back, _ := o.Get(st.Key); back == on {
			t.Fatalf("%s did not change", st.Key)
		}
	}
	var o Options
	if o.Set("nightMode", true) == nil {
		t.Fatal("unknown setting")
	}
	if _, err := o.Get("nightMode"); err == nil {
		t.Fatal("unknown setting")
	}
}
