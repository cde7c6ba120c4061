package cityofhorror

import (
	"slices"
	"sort"

	"hordekeeper/engine"
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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
}

// Vote counts a vote at a place. Ballots map each voter to the player they
// point at (all of a voter's votes go to one player). Every player with a
// vote must point; the target must have a character there (for an attack,
// one that is not hidden). A tie is broken by the holder of the
// first-player token: pass their choice as tieBreak, or leave it empty to
// learn who is tied.
func (s *State) Vote(l Loc, kind VoteKind, ballots map[Colour]Colour, tieBreak Colour) (VoteResult, error) {
	if !l.Valid() {
		return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.where", "choose the place where the vote is held", nil))
	}
	if kind != VoteAttack && kind != VoteSharing {
		return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.kind", "a vote decides an attack or a sharing, not \"{{.Kind}}\"", engine.Args{"Kind": string(kind)}))
	}
	votes := s.VotesAt(l)
	if len(votes) == 0 {
		return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.nobody", "nobody has a vote {{.At}}", engine.Args{"At": s.AtWords(l)}))
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
				return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.mustpoint", "{{.Player}} has {{.Votes}} {{.At}} and must point at a player", engine.Args{"Player": s.LabelWords(v), "Votes": votesW(votes[v]), "At": s.AtWords(l)}))
			}
		}
	}
	res := VoteResult{Received: map[Colour]int{}}
	for _, v := range sortedColours(ballots) {
		t := ballots[v]
		if votes[v] == 0 {
			return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.novote", "{{.Player}} has no vote {{.At}}", engine.Args{"Player": s.LabelWords(v), "At": s.AtWords(l)}))
		}
		if !cand[t] {
			if kind == VoteAttack {
				return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.nothidden", "{{.Player}} cannot be picked: the chosen player needs a character {{.At}} that is not hidden", engine.Args{"Player": s.LabelWords(t), "At": s.AtWords(l)}))
			}
			return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.absent", "{{.Player}} cannot be picked: the chosen player needs a character {{.At}}", engine.Args{"Player": s.LabelWords(t), "At": s.AtWords(l)}))
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
	sharing := kind == VoteSharing
	if len(res.Tied) == 1 {
		res.Winner = res.Tied[0]
		res.Tied = nil
		args := engine.Args{"Player": s.LabelWords(res.Winner), "Votes": votesW(best)}
		res.Words = engine.Say("cohrules.votes.loses", "{{.Player}} loses a character with {{.Votes}}.", args)
		if sharing {
			res.Words = engine.Say("cohrules.votes.shares", "{{.Player}} shares out the supplies with {{.Votes}}.", args)
		}
		if p, ok := s.SoleChooser(l, kind); ok {
			res.Words = s.soleWords(p, l, kind)
		}
		res.Text = res.Words.String()
		return res, nil
	}
	names := andWords(s.labels(res.Tied))
	if tieBreak == "" {
		res.NeedsTieBreak = true
		args := engine.Args{"Votes": votesW(best), "Tied": names, "First": s.LabelWords(s.FirstPlayer)}
		res.Words = engine.Say("cohrules.votes.tieloses", "Tie at {{.Votes}} between {{.Tied}}: {{.First}}, who holds the first-player token, decides who loses a character.", args)
		if sharing {
			res.Words = engine.Say("cohrules.votes.tieshares", "Tie at {{.Votes}} between {{.Tied}}: {{.First}}, who holds the first-player token, decides who shares out the supplies.", args)
		}
		res.Text = res.Words.String()
		return res, nil
	}
	if !slices.Contains(res.Tied, tieBreak) {
		return VoteResult{}, engine.Refusal(engine.Say("cohrules.votes.tieamong", "the first player breaks the tie among {{.Tied}} only", engine.Args{"Tied": names}))
	}
	res.Winner = tieBreak
	args := engine.Args{"Votes": votesW(best), "Tied": names, "First": s.LabelWords(s.FirstPlayer), "Player": s.LabelWords(tieBreak)}
	res.Words = engine.Say("cohrules.votes.brokenloses", "Tie at {{.Votes}} between {{.Tied}}: {{.First}} holds the first-player token and breaks the tie: {{.Player}} loses a character.", args)
	if sharing {
		res.Words = engine.Say("cohrules.votes.brokenshares", "Tie at {{.Votes}} between {{.Tied}}: {{.First}} holds the first-player token and breaks the tie: {{.Player}} shares out the supplies.", args)
	}
	res.Text = res.Words.String()
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
	err := PlayCard{Player: a.Player, Card: CardReplica, At: a.At}.apply(s)
	if err != nil && s.Rules < 1 {
		return s.legacyReplica(a)
	}
	return err
}

// replica gives a player two extra votes at a place for the turn. "An
// Action card can be played onto any location, even one where a player
// doesn't have a character present": the card is played there whoever
// stands there now; its votes count at a vote only while its owner has a
// character there (VotesAt), for only players present vote.
func (s *State) replica(p Colour, l Loc) error {
	if err := checkPlace(l, engine.Say("cohrules.votes.for.replica", "the Weapon Replica", nil)); err != nil {
		return err
	}
	s.Replicas = append(s.Replicas, Replica{Player: p, At: l})
	if !s.present(p, l) {
		s.tell(engine.Say("cohrules.votes.rule.replicaabsent", "only players with a character at a place vote there", nil),
			engine.Say("cohrules.votes.replicaabsent", "{{.Player}} has no character {{.At}} yet: the Weapon Replica's 2 votes count there only once they do.", engine.Args{"Player": s.LabelWords(p), "At": s.AtWords(l)}))
	}
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
