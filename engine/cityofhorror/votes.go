package cityofhorror

import (
	"fmt"
	"slices"
	"sort"
)

// VoteKind tells what a vote decides.
type VoteKind string

// The two votes of the game.
const (
	// VoteAttack picks the player who loses a character in an attack.
	VoteAttack VoteKind = "attack"
	// VoteSharing picks the player who hands out the supplies.
	VoteSharing VoteKind = "sharing"
)

// VotesAt counts each player's votes at a place: one for each character
// there that may vote (not hidden; the Grandpa only in the turn of his
// power; two for the Pregnant Woman after the birth), plus two for each
// Weapon Replica the player played there this turn, as long as the player
// still has a character there (only players present vote).
func (s *State) VotesAt(l Loc) map[Colour]int {
	out := map[Colour]int{}
	for _, c := range s.At(l) {
		switch {
		case c.Hidden:
		case c.Role == Grandpa && c.PowerTurn != s.Turn:
		case c.Role == PregnantWoman && c.Born:
			out[c.Owner] += 2
		default:
			out[c.Owner]++
		}
	}
	for _, r := range s.Replicas {
		if r.At == l && s.present(r.Player, l) {
			out[r.Player] += 2
		}
	}
	for k, v := range out {
		if v == 0 {
			delete(out, k)
		}
	}
	return out
}

// VoteResult is the count of a vote.
type VoteResult struct {
	// Received is how many votes point at each player.
	Received map[Colour]int `json:"received"`
	// Winner is the player the vote picks (loses a character, or shares);
	// empty while a tie waits for the first player.
	Winner Colour `json:"winner,omitempty"`
	// Tied lists the players level on the most votes, when there is a tie.
	Tied []Colour `json:"tied,omitempty"`
	// NeedsTieBreak is true when the first player must now choose among Tied.
	NeedsTieBreak bool   `json:"needsTieBreak,omitempty"`
	Text          string `json:"text"`
}

// Vote counts a vote at a place. Ballots map each voter to the player they
// point at (all of a voter's votes go to one player). Every player with a
// vote must point; the target must have a character there (for an attack,
// one that is not hidden). A tie is broken by the holder of the
// first-player token: pass their choice as tieBreak, or leave it empty to
// learn who is tied.
func (s *State) Vote(l Loc, kind VoteKind, ballots map[Colour]Colour, tieBreak Colour) (VoteResult, error) {
	if !l.Valid() {
		return VoteResult{}, refuse("choose the place where the vote is held")
	}
	if kind != VoteAttack && kind != VoteSharing {
		return VoteResult{}, refuse("a vote decides an attack or a sharing, not %q", string(kind))
	}
	votes := s.VotesAt(l)
	if len(votes) == 0 {
		return VoteResult{}, refuse("nobody has a vote at %s", s.PlaceName(l))
	}
	ballots = s.soleBallot(l, kind, ballots)
	cand := map[Colour]bool{}
	for _, c := range s.At(l) {
		if kind == VoteSharing || !c.Hidden {
			cand[c.Owner] = true
		}
	}
	for _, v := range s.TurnOrder() {
		if votes[v] > 0 {
			if _, ok := ballots[v]; !ok {
				return VoteResult{}, refuse("%s has %s at %s and must point at a player", s.Label(v), count(votes[v], "vote", "votes"), s.PlaceName(l))
			}
		}
	}
	res := VoteResult{Received: map[Colour]int{}}
	for _, v := range sortedColours(ballots) {
		t := ballots[v]
		if votes[v] == 0 {
			return VoteResult{}, refuse("%s has no vote at %s", s.Label(v), s.PlaceName(l))
		}
		if !cand[t] {
			if kind == VoteAttack {
				return VoteResult{}, refuse("%s cannot be picked: the chosen player needs a character at %s that is not hidden", s.Label(t), s.PlaceName(l))
			}
			return VoteResult{}, refuse("%s cannot be picked: the chosen player needs a character at %s", s.Label(t), s.PlaceName(l))
		}
		res.Received[t] += votes[v]
	}
	best := 0
	for _, n := range res.Received {
		best = max(best, n)
	}
	for _, p := range s.TurnOrder() {
		if res.Received[p] == best {
			res.Tied = append(res.Tied, p)
		}
	}
	verb := "loses a character"
	if kind == VoteSharing {
		verb = "shares out the supplies"
	}
	if len(res.Tied) == 1 {
		res.Winner = res.Tied[0]
		res.Tied = nil
		res.Text = fmt.Sprintf("%s %s with %s.", s.Label(res.Winner), verb, count(best, "vote", "votes"))
		if p, ok := s.SoleChooser(l, kind); ok {
			res.Text = s.soleText(p, l, kind)
		}
		return res, nil
	}
	var names []string
	for _, p := range res.Tied {
		names = append(names, s.Label(p))
	}
	if tieBreak == "" {
		res.NeedsTieBreak = true
		res.Text = fmt.Sprintf("Tie at %s between %s: %s, who holds the first-player token, decides who %s.", count(best, "vote", "votes"), andList(names), s.Label(s.FirstPlayer), verb)
		return res, nil
	}
	if !slices.Contains(res.Tied, tieBreak) {
		return VoteResult{}, refuse("the first player breaks the tie among %s only", andList(names))
	}
	res.Winner = tieBreak
	res.Text = fmt.Sprintf("Tie at %s between %s: %s holds the first-player token and breaks the tie: %s %s.", count(best, "vote", "votes"), andList(names), s.Label(s.FirstPlayer), s.Label(tieBreak), verb)
	return res, nil
}

func sortedColours(m map[Colour]Colour) []Colour {
	out := make([]Colour, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return colourIndex(out[i]) < colourIndex(out[j]) })
	return out
}

// PlayWeaponReplica plays a Weapon Replica from the player's hand: two
// extra votes at that place for the rest of the turn. It is PlayCard with
// the Weapon Replica.
type PlayWeaponReplica struct {
	Player Colour `json:"player"`
	At     Loc    `json:"at"`
}

// Kind names the action in a journal.
func (PlayWeaponReplica) Kind() string { return "play-weapon-replica" }

func (a PlayWeaponReplica) apply(s *State) error {
	return PlayCard{Player: a.Player, Card: CardReplica, At: a.At}.apply(s)
}

// replica gives a player two extra votes at a place for the turn. Only
// players with a character at a place vote there, so the card needs one:
// it adds votes, it does not make a voter.
func (s *State) replica(p Colour, l Loc) error {
	if err := checkPlace(l, "the Weapon Replica"); err != nil {
		return err
	}
	if !s.present(p, l) {
		return refuse("%s has no character at %s: only players with a character there vote, so a Weapon Replica there gives no vote", s.Label(p), s.PlaceName(l))
	}
	s.Replicas = append(s.Replicas, Replica{Player: p, At: l})
	return nil
}

// present reports whether a player has a living character at a place.
func (s *State) present(p Colour, l Loc) bool {
	for _, c := range s.At(l) {
		if c.Owner == p {
			return true
		}
	}
	return false
}
