package cityofhorror

import (
	"hordekeeper/engine"
)

// Notice is one automatic consequence of the last action and its rule (the
// core's type, shared by every game).
type Notice = engine.Notice

// RuleError is a refusal in a player's words (the core's type).
type RuleError = engine.RuleError

// tell adds a notice: what happened, and the rule behind it.
func (s *State) tell(rule, what engine.Words) {
	s.Notices = append(s.Notices, engine.NewNotice(what, rule))
}

// Rules in brief, as notices cite them.
var (
	ruleCap         = engine.Say("cohrules.notices.cap", "at most 8 zombies on a place", nil)
	ruleReserve     = engine.Say("cohrules.notices.reserve", "40 zombies in the box", nil)
	ruleFull        = engine.Say("cohrules.notices.full", "a full place sends the character to the Crossroads", nil)
	ruleDeathToken  = engine.Say("cohrules.notices.deathtoken", "the player who loses a character takes the first-player token", nil)
	ruleElimination = engine.Say("cohrules.notices.elimination", "a player with no character left is out", nil)
	ruleWaterTower  = engine.Say("cohrules.notices.watertower", "three markers bring the Water Tower down", nil)
	ruleArmoryA     = engine.Say("cohrules.notices.armorya", "three markers burn the Armory down", nil)
	ruleArmoryB     = engine.Say("cohrules.notices.armoryb", "two markers block the Armory's door", nil)
	ruleLeader      = engine.Say("cohrules.notices.leader", "the zombie leader picks the victim at the Crossroads", nil)
	ruleAirdrop     = engine.Say("cohrules.notices.airdrop", "supplies only fall on the corner buildings", nil)
	ruleBlonde      = engine.Say("cohrules.notices.blonde", "the rested Blonde draws a zombie after movement", nil)
	ruleTurnEnd     = engine.Say("cohrules.notices.turnend", "hidden characters stand up at the end of the turn", nil)
	ruleAntidotes   = engine.Say("cohrules.notices.antidotes", "20 antidotes in the box", nil)
	ruleEmptyDeck   = engine.Say("cohrules.notices.emptydeck", "an empty action deck is never reshuffled", nil)
	ruleCancel      = engine.Say("cohrules.notices.cancel", "a cancellation takes back the card just played", nil)
)
