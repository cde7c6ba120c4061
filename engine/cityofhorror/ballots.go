package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
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
		args := engine.Args{"Player": s.LabelWords(p), "Votes": votesW(w.Total), "Characters": votesW(w.Characters), "Replicas": w.Replicas}
		w.Words = engine.Say("cohrules.ballots.weight", "{{.Player}}: {{.Votes}}", args)
		if w.Replicas > 0 {
			w.Words = engine.Say("cohrules.ballots.weightreplica", "{{.Player}}: {{.Votes}} ({{.Characters}} from characters, {{.Replicas}} from Weapon Replicas)", args)
		}
		w.Text = w.Words.String()
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
		return engine.Refusal(engine.Say("cohrules.ballots.where", "a vote is held at the place being resolved", nil))
	}
	switch a.Vote {
	case VoteAttack:
		if s.Step != StepAttack {
			return engine.Refusal(engine.Say("cohrules.ballots.attackstep", "the attack vote is held in the attack step", nil))
		}
		if a.At == CrossroadsLoc {
			return engine.Refusal(engine.Say("cohrules.ballots.crossroads", "at the Crossroads nobody votes: the zombie leader picks the victim", nil))
		}
		if !s.attackPending() {
			return engine.Refusal(engine.Say("cohrules.ballots.noattack", "no attack is due {{.At}} ({{.Condition}})", engine.Args{"At": s.AtWords(a.At), "Condition": s.AttackCondition(a.At).Words}))
		}
	case VoteSharing:
		if s.Step != StepSharing {
			return engine.Refusal(engine.Say("cohrules.ballots.sharestep", "the sharing vote is held in the sharing step", nil))
		}
		if !s.sharePending() {
			return engine.Refusal(engine.Say("cohrules.items.nothing", "there is nothing to share {{.At}}", engine.Args{"At": s.AtWords(a.At)}))
		}
		if s.ShareWinner != "" {
			return engine.Refusal(engine.Say("cohrules.ballots.counted", "the sharing vote {{.At}} is already counted: {{.Player}} hands out the supplies", engine.Args{"At": s.AtWords(a.At), "Player": s.LabelWords(s.ShareWinner)}))
		}
	}
	res, err := s.Vote(a.At, a.Vote, a.Ballots, a.TieBreak)
	if err != nil {
		return err
	}
	if res.NeedsTieBreak {
		return engine.Refusal(engine.Say("cohrules.ballots.needtie", "{{.Result}} Choose who, as the first player does.", engine.Args{"Result": res.Words}))
	}
	if a.TieBreak != "" && len(res.Tied) == 0 {
		return engine.Refusal(engine.Say("cohrules.ballots.notie", "there is no tie to break: {{.Result}}", engine.Args{"Result": res.Words}))
	}
	rule := engine.Say("cohrules.ballots.rule.most", "the most votes decide", nil)
	if len(res.Tied) > 0 {
		rule = engine.Say("cohrules.ballots.rule.tie", "the first player breaks a tie", nil)
	}
	s.tell(rule, res.Words)
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
		var names []engine.Words
		for _, r := range cands {
			names = append(names, r.Words())
		}
		return engine.Refusal(engine.Say("cohrules.ballots.choose", "{{.Player}} chooses which of their characters {{.At}} is eaten: {{.Choices}}", engine.Args{"Player": s.LabelWords(res.Winner), "At": s.AtWords(a.At), "Choices": orWords(names)}))
	}
	return KillCharacter{Role: victim}.apply(s)
}
