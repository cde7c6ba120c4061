package cityofhorror

import (
	"strings"
	"testing"
)

// Decisions tells which steps have something to decide; the others pass
// with one log line.
func TestDecisions(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2)
	at := func(l Loc, st Step, f func(*State)) *State {
		n := activating(base, l)
		n.Step = st
		if f != nil {
			f(n)
		}
		return n
	}
	for _, tc := range []struct {
		name string
		s    *State
		open bool
		why  string
	}{
		{"setup waits for the 00:00 card", func() *State { n := base.clone(); n.Phase = PhaseSetup; n.Deck[0].Applied = false; return n }(), true, "00:00"},
		{"movement cards are chosen", func() *State { n := base.clone(); n.Phase = PhaseSelect; return n }(), true, "movement card"},
		{"the card is due", func() *State { n := base.clone(); n.Phase = PhaseInvasion; return n }(), true, "1:00 invasion card"},
		{"the card is played", func() *State { n := base.clone(); n.Phase = PhaseInvasion; n.Deck[1].Applied = true; return n }(), false, "on to movement"},
		{"someone moves", func() *State { n := base.clone(); n.Phase = PhaseMovement; return n }(), true, "Red moves"},
		{"everyone moved", func() *State {
			n := base.clone()
			n.Phase = PhaseMovement
			for i := range n.Players {
				n.Players[i].Moved = true
			}
			return n
		}(), false, "Everyone has moved"},
		{"a player may use the Church", at(Corner1, StepActivation, nil), true, "Red may use the Church"},
		{"nobody at the Bank", at(Corner3, StepActivation, nil), false, "Nobody is at the Bank"},
		{"the Church used already", at(Corner1, StepActivation, func(n *State) { n.Used = []LocationUse{{Red, Corner1}} }), false, "its effect is used for this turn"},
		{"someone on the Water Tower", at(WaterTowerLoc, StepActivation, func(n *State) { n.Characters[1].At = WaterTowerLoc }), false, "at the Water Tower: its effect, a look at the invasion card"},
		{"an attack is due", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 3 }), true, "the players there vote"},
		{"no attack", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 2 }), false, "No attack at the Church (corner 1): 2 zombies, and it takes 3."},
		{"nobody inside", at(Corner3, StepAttack, func(n *State) { n.Zombies[Corner3] = 5 }), false, "No attack at the Bank (corner 3): nobody is inside."},
		{"everyone hidden", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 3; n.Characters[0].Hidden = true }), false, "every character there is hidden"},
		{"the attack is over", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 3; n.AttackDone = true }), false, "is over"},
		{"supplies wait", at(Corner1, StepSharing, func(n *State) { n.Airdrops[Corner1] = Items{Cards: 1} }), true, "Supplies wait"},
		{"nothing to share", at(Corner1, StepSharing, nil), false, "Nothing to share"},
		{"the end: nothing left", func() *State { n := base.clone(); n.Phase = PhaseEnded; return n }(), false, "over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := Decisions(tc.s)
			eq(t, "open", d.Open, tc.open)
			if !strings.Contains(d.Why, tc.why) {
				t.Fatalf("why = %q, want %q", d.Why, tc.why)
			}
			eq(t, "a log line exactly when passing", d.Log != "", !tc.open && tc.s.Phase != PhaseEnded)
			if !tc.open && tc.s.Phase != PhaseEnded {
				mustApply(t, tc.s, AdvancePhase{})
			}
		})
	}
}

// The explosion thresholds: three for the Water Tower and the Armory's
// side A, two for side B; the texts say where the markers stand.
func TestExplosionThresholds(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	for _, tc := range []struct {
		name    string
		b       Building
		side    Side
		markers int
		want    int
		text    string
	}{
		{"Water Tower", WaterTower, SideA, 1, 3, "1 of 3 explosion markers: the third brings it down."},
		{"Armory A", Armory, SideA, 2, 3, "2 of 3 explosion markers: the third burns it down."},
		{"Armory B", Armory, SideB, 1, 2, "1 of 2 explosion markers: the second blocks its door."},
		{"Church", Church, SideA, 0, 0, ""},
		{"Armory, no marker", Armory, SideA, 0, 3, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := s.clone()
			n.Boards[Corner4].Side = tc.side
			n.WaterTowerMarkers, n.ArmoryMarkers = tc.markers, tc.markers
			eq(t, "threshold", n.ExplosionThreshold(tc.b), tc.want)
			eq(t, "text", n.ExplosionWords(tc.b).String(), tc.text)
		})
	}
	n := s.clone()
	n.ArmoryBurned = true
	eq(t, "burned", n.ExplosionWords(Armory).String(), "The Armory has burned down.")
}

// The next hour is the first card not yet played; the reminders tell each
// step in a line.
func TestNextHourAndReminders(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	eq(t, "next", NextHour(s), 1)
	s.Deck[1].Applied = true
	eq(t, "after 1:00", NextHour(s), 2)
	for h := range s.Deck {
		s.Deck[h].Applied = true
	}
	eq(t, "none left", NextHour(s), 0)
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.Airdrops[Corner1] = Items{Cards: 1, Antidotes: 2}
	for _, tc := range []struct {
		name string
		s    *State
		want string
	}{
		{"select", func() *State { n := base.clone(); n.Phase = PhaseSelect; return n }(), "movement card in secret"},
		{"invasion", func() *State { n := base.clone(); n.Phase = PhaseInvasion; return n }(), "zombies move first"},
		{"movement", func() *State { n := base.clone(); n.Phase = PhaseMovement; n.put(Geek, Red, Corner1); return n }(), "Red moves"},
		{"activation", activating(base, Corner2), "the Hospital (corner 2), side A: Discard an action card to take an antidote."},
		{"sharing", func() *State { n := activating(base, Corner1); n.Step = StepSharing; return n }(), "1 card and 2 antidotes wait"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if r := Reminder(tc.s); !strings.Contains(r, tc.want) {
				t.Fatalf("reminder %q lacks %q", r, tc.want)
			}
		})
	}
}

// A death is told in a player's sentence: a capital, and "eaten" where the
// zombies ate the character (a death outside an attack is refused:
// TestEatenOnlyInAnAttack).
func TestDeathSentence(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2)
	attack := activating(base, Corner1)
	attack.Step = StepAttack
	attack.Zombies[Corner1] = 3
	for _, tc := range []struct {
		name string
		s    *State
		want string
	}{
		{"eaten in the attack", attack, "The Geek of "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := mustApply(t, tc.s, KillCharacter{Role: Geek})
			var said string
			for _, x := range n.Notices {
				if strings.HasPrefix(x.Text, tc.want) {
					said = x.Text
				}
			}
			if said == "" {
				t.Fatalf("no sentence starting %q in %v", tc.want, n.Notices)
			}
			eaten := strings.Contains(said, "is eaten at the Church")
			eq(t, "eaten", eaten, tc.s == attack)
		})
	}
}
