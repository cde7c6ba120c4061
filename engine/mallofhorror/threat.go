package mallofhorror

import "hordekeeper/engine"

// checkThreatVoter refuses a Threat from a player who has no vote in the
// coming vote: the rulebook's Threat gives "an extra vote per card" to a
// player who votes, and only characters in the location vote ("If a player
// has several characters in the same location, he has that many votes").
// Without this the card would be spent for nothing. Cards cannot be played
// between a vote and its re-vote, so the first vote's weights decide.
func (s State) checkThreatVoter(seat int) error {
	v, ok := s.CurrentVote()
	if !ok || seat < 0 || seat >= len(v.Weights) || v.Weights[seat].Votes > 0 {
		return nil
	}
	return engine.Refusal(engine.Say("mallrules.threat.noVote", "{{.Player}} has no vote in {{.Location}} ({{.Why}}): a Threat adds a vote only to a player who votes there",
		engine.Args{"Player": s.who(seat), "Location": v.Location.Words(), "Why": v.Weights[seat].WhyWords}))
}

// MayTie tells whether the vote being held can end in a tie: it needs at
// least two colours to vote for. The screen offers "Tied again" only then.
func (s State) MayTie() bool {
	v, ok := s.CurrentVote()
	return ok && len(v.Candidates) > 1
}
