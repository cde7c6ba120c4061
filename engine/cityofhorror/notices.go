package cityofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// Notice is one automatic consequence of the last action and its rule (the
// core's type, shared by every game).
type Notice = engine.Notice

// RuleError is a refusal in a player's words (the core's type).
type RuleError = engine.RuleError

func refuse(format string, args ...any) error {
	return &RuleError{Text: fmt.Sprintf(format, args...)}
}

func (s *State) note(rule, format string, args ...any) {
	s.Notices = append(s.Notices, Notice{Text: fmt.Sprintf(format, args...), Rule: rule})
}

// Rules in brief, as notices cite them.
const (
	ruleCap         = "at most 8 zombies on a place"
	ruleReserve     = "40 zombies in the box"
	ruleFull        = "a full place sends the character to the Crossroads"
	ruleDeathToken  = "the player who loses a character takes the first-player token"
	ruleElimination = "a player with no character left is out"
	ruleWaterTower  = "three markers bring the Water Tower down"
	ruleArmoryA     = "three markers burn the Armory down"
	ruleArmoryB     = "two markers block the Armory's door"
	ruleLeader      = "the zombie leader picks the victim at the Crossroads"
	ruleAirdrop     = "supplies only fall on the corner buildings"
	ruleBlonde      = "the rested Blonde draws a zombie after movement"
	ruleTurnEnd     = "hidden characters stand up at the end of the turn"
	ruleAntidotes   = "20 antidotes in the box"
	ruleEmptyDeck   = "an empty action deck is never reshuffled"
	ruleOncePerTurn = "each player uses a place once a turn"
	ruleCancel      = "a cancellation takes back the card just played"
)
