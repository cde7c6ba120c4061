package cityofhorror

import (
	"fmt"
	"slices"
	"strings"
)

// VoteWeight is one player's weight in a vote at a place, by source.
type VoteWeight struct {
	Player Colour `json:"player"`
	// Characters are the votes of the player's characters there (two for
	// the Pregnant Woman after the birth; none for hidden characters or
	// the Grandpa without his power).
	Characters int `json:"characters"`
	// Replicas are the two votes of each Weapon Replica played there.
	Replicas int    `json:"replicas"`
	Total    int    `json:"total"`
	Text     string `json:"text"`
}

// VoteWeights lists, in turn order, the weight of each player who has a
// vote at a place, with its parts, for a screen to show before a vote.
func (s *State) VoteWeights(l Loc) []VoteWeight {
	total := s.VotesAt(l)
	var out []VoteWeight
	for _, p := range s.TurnOrder() {
		if total[p] == 0 {
			continue
		}
		w := VoteWeight{Player: p, Total: total[p]}
		for _, r := range s.Replicas {
			if r.At == l && r.Player == p {
				w.Replicas += 2
			}
		}
		w.Characters = w.Total - w.Replicas
		w.Text = fmt.Sprintf("%s: %s", s.Label(p), count(w.Total, "vote", "votes"))
		if w.Replicas > 0 {
			w.Text += fmt.Sprintf(" (%s from characters, %d from Weapon Replicas)", count(w.Characters, "vote", "votes"), w.Replicas)
		}
		out = append(out, w)
	}
	return out
}

// CastVotes holds the vote of the place being resolved, as the table
// pointed: Ballots map each player with a vote to the player they point
// at. The app counts; a tie is broken by the holder of the first-player
// token, whose choice is TieBreak. The result is applied: in an attack the
// loser's character Victim is eaten (it may be left out when the loser has
// only one there); in a sharing the winner hands out the supplies (Share).
// The table may still record an attack's victim directly (KillCharacter).
type CastVotes struct {
	At       Loc               `json:"at"`
	Vote     VoteKind          `json:"vote"`
	Ballots  map[Colour]Colour `json:"ballots"`
	TieBreak Colour            `json:"tieBreak,omitempty"`
	Victim   Role              `json:"victim,omitempty"`
}

// Kind names the action in a journal.
func (CastVotes) Kind() string { return "cast-votes" }

func (a CastVotes) apply(s *State) error {
	if s.Phase != PhaseResolution || s.ResolvingLoc() != a.At {
		return refuse("a vote is held at the place being resolved")
	}
	switch a.Vote {
	case VoteAttack:
		if s.Step != StepAttack {
			return refuse("the attack vote is held in the attack step")
		}
		if a.At == CrossroadsLoc {
			return refuse("at the Crossroads nobody votes: the zombie leader picks the victim")
		}
		if !s.attackPending() {
			return refuse("no attack is due at %s (%s)", s.PlaceName(a.At), s.AttackCondition(a.At).Text)
		}
	case VoteSharing:
		if s.Step != StepSharing {
			return refuse("the sharing vote is held in the sharing step")
		}
		if !s.sharePending() {
			return refuse("there is nothing to share at %s", s.PlaceName(a.At))
		}
		if s.ShareWinner != "" {
			return refuse("the sharing vote at %s is already counted: %s hands out the supplies", s.PlaceName(a.At), s.Label(s.ShareWinner))
		}
	}
	res, err := s.Vote(a.At, a.Vote, a.Ballots, a.TieBreak)
	if err != nil {
		return err
	}
	if res.NeedsTieBreak {
		return refuse("%s Choose who, as the first player does.", res.Text)
	}
	if a.TieBreak != "" && len(res.Tied) == 0 {
		return refuse("there is no tie to break: %s", res.Text)
	}
	rule := "the most votes decide"
	if len(res.Tied) > 0 {
		rule = "the first player breaks a tie"
	}
	s.note(rule, "%s", res.Text)
	if a.Vote == VoteSharing {
		s.ShareWinner = res.Winner
		return nil
	}
	var cands []Role
	for _, c := range s.At(a.At) {
		if c.Owner == res.Winner && !c.Hidden {
			cands = append(cands, c.Role)
		}
	}
	victim := a.Victim
	if victim == "" && len(cands) == 1 {
		victim = cands[0]
	}
	if !slices.Contains(cands, victim) {
		var names []string
		for _, r := range cands {
			names = append(names, r.Name())
		}
		return refuse("%s chooses which of their characters at %s is eaten: %s", s.Label(res.Winner), s.PlaceName(a.At), orList(names))
	}
	return KillCharacter{Role: victim}.apply(s)
}

// orList joins choices: "a", "a or b", "a, b or c".
func orList(xs []string) string {
	if len(xs) < 2 {
		return andList(xs)
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}
