package cityofhorror

import (
	"slices"
	"testing"

	"hordekeeper/engine"
)

// A whole 4-player game through the engine, played by a simple table
// policy: cards entered as the table would, a trade, the Priest's cancel,
// counted votes, location effects, sharing, and the antidotes' choice at
// the end. It checks that every step can be finished with the new actions
// and that the end is final, ranked and adds up.
func TestWholeGameByTheRules(t *testing.T) {
	var s *State
	for seed := uint64(1); ; seed++ {
		s = newGame(t, Options{Players: seats(Red, Blue, Green, White), FirstPlayer: Red, FirstGame: true}, seed)
		if p := s.Character(Priest); p != nil {
			break
		}
	}
	do := func(a engine.Action) {
		t.Helper()
		s = mustApply(t, s, a)
	}
	try := func(a engine.Action) bool {
		n, err := Rules{}.Apply(s, a)
		if err == nil {
			s = n
		}
		return err == nil
	}
	do(ApplyInvasion{Card: &Card{Hour: 0, Zombies: [6]int{1, 1, 1, 1, 0, 2}}})
	first := s.Setup.Placements[0]
	for _, p := range s.Setup.Placements[1:] {
		if p.Player == first.Player {
			do(PlaceStart{Role: first.Role, Card: p.Card})
			break
		}
	}
	do(AdvancePhase{})
	var trades, cancels, votes, uses, shares int
	for s.Phase != PhaseEnded {
		switch s.Phase {
		case PhaseSelect:
			do(AdvancePhase{})
		case PhaseInvasion:
			do(ApplyInvasion{Card: &Card{Hour: s.Turn, Zombies: [6]int{2, 1, 1, 2, 1, 1}, Airdrops: []Airdrop{{At: Corner1, Cards: 1, Antidotes: 2}}}})
			do(AdvancePhase{})
		case PhaseMovement:
			p := s.NextToMove()
			if p == "" {
				do(AdvancePhase{})
				continue
			}
			r := s.Movable(p)[0]
			to := Corner1
			for _, l := range AllLocs {
				if l != s.Character(r).At && !s.Full(l) {
					to = l
					break
				}
			}
			do(MoveCharacter{Role: r, To: to})
			if pr := s.Character(Priest); cancels == 0 && !pr.Dead && !pr.Exhausted {
				do(CancelMove{})
				cancels++
			}
		case PhaseResolution:
			l := s.ResolvingLoc()
			switch {
			case trades == 0:
				do(Trade{From: Red, To: Blue, Cards: 1})
				trades++
			case s.Step == StepActivation:
				for _, p := range s.Users() {
					v := slices.IndexFunc(s.Truck[:], func(k int) bool { return k > 0 })
					if try(UseLocation{Player: p, At: l, Value: &v, Leader: s.Leader}) {
						uses++
					}
				}
				do(AdvancePhase{})
			case s.Step == StepAttack && s.attackPending() && l == CrossroadsLoc:
				sr := s.CrossroadsSearch()
				do(ResolveCrossroads{Victim: sr.Candidates[0]})
			case s.Step == StepAttack && s.attackPending(), s.Step == StepSharing && s.sharePending() && s.ShareWinner == "":
				kind := VoteAttack
				if s.Step == StepSharing {
					kind = VoteSharing
				}
				var target Colour
				for _, c := range s.At(l) {
					if !c.Hidden {
						target = c.Owner
						break
					}
				}
				b := map[Colour]Colour{}
				for v := range s.VotesAt(l) {
					b[v] = target
				}
				var victim Role
				for _, c := range s.At(l) {
					if c.Owner == target && !c.Hidden {
						victim = c.Role
						break
					}
				}
				do(CastVotes{At: l, Vote: kind, Ballots: b, Victim: victim})
				votes++
			case s.Step == StepSharing && s.sharePending():
				it := s.Airdrops[l]
				var gs []Gift
				for _, p := range s.TurnOrder() {
					if s.Eliminated(p) || len(gs) == it.Cards+it.Antidotes {
						continue
					}
					k := ItemCard
					if len(gs) < it.Antidotes {
						k = ItemAntidote
					}
					gs = append(gs, Gift{To: p, Item: k})
				}
				do(Share{At: l, By: s.ShareWinner, Gifts: gs})
				shares++
			default:
				do(AdvancePhase{})
			}
		}
	}
	// The players with too few antidotes choose: the least valuable live.
	for _, p := range s.MustChoose() {
		var mine []Character
		for _, c := range s.Characters {
			if c.Owner == p && !c.Dead {
				mine = append(mine, c)
			}
		}
		slices.SortStableFunc(mine, func(a, b Character) int { return a.Value() - b.Value() })
		var roles []Role
		for _, c := range mine[:s.Player(p).Antidotes] {
			roles = append(roles, c.Role)
		}
		do(Vaccinate{Player: p, Roles: roles})
	}
	r := s.Score()
	eq(t, "final", r.Final, true)
	eq(t, "what happened", [4]bool{trades == 1, cancels == 1, votes > 0, uses > 0}, [4]bool{true, true, true, true})
	eq(t, "shared", shares > 0, true)
	for _, sc := range r.Scores {
		if sc.Total != sc.Characters+sc.Antidotes+sc.Food+sc.CannedFood {
			t.Fatalf("%s: the parts do not add up: %+v", sc.Label, sc)
		}
	}
	for i := 1; i < len(r.Ranked); i++ {
		if r.Ranked[i].Total > r.Ranked[i-1].Total {
			t.Fatalf("not ranked: %+v", r.Ranked)
		}
	}
	d := s.ActionCards()
	eq(t, "every card accounted for", d.Left+d.Discard+d.InHands+d.OnPlace, TotalActionCards)
}
