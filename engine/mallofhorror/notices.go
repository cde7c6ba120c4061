package mallofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// Notice is one automatic consequence of the last action and the rule
// behind it (the core's type, shared by the three games).
type Notice = engine.Notice

// The rules behind the notices, in brief and in our own words.
const (
	ruleCachou       = "Cachou is closed at 3 or 4 players."
	ruleTruckSkip    = "The truck is searched only while it holds cards and someone is in the Parking."
	ruleTruck        = "The truck's winner keeps one of three cards, gives one to another player and slides the third under the deck."
	ruleTruckTie     = "When the second truck vote ties, nobody gets cards."
	ruleElectionSkip = "There is no election while the Security HQ is empty or condemned: the Chief stays."
	ruleElection     = "A Chief elected this round may look at the dice and chooses a destination first."
	ruleElectionTie  = "When the second election ties, the Chief stays but counts as not elected."
	ruleVote         = "Each character present is one vote, a Gunman one more, each Threat one more; a tie means a re-vote among the tied colours only, in which players without characters there have one vote."
	ruleThreat       = "A Threat adds one vote to the coming vote and to its re-vote."
	ruleCamera       = "A Security Camera lets its player look at the zombie dice."
	ruleDiceLook     = "Only a Chief elected this round, or a Security Camera player, may look at the zombie dice."
	ruleDice         = "One zombie comes to the location each die shows."
	ruleClosedDie    = "A die showing a closed location is ignored."
	ruleCondemn      = "An empty location with 8 or more zombies is condemned: closed for good and its zombies removed (never the Parking)."
	ruleZombiePlayer = "A player without characters places a zombie where they choose at the end of phase D."
	ruleMove         = "From the Chief clockwise, each player moves one character to the destination on their wheel."
	ruleFull         = "A character moving to a full or closed location goes to the Parking instead."
	ruleSprint       = "A Sprint changes the destination while moving, even back to where the character was."
	ruleBonus        = "One extra zombie for the location with the most characters and one for the most Pin-Ups; a tie draws none."
	ruleAttack       = "Zombies get in when they are at least as many as the characters there (a Tough Guy counts as 2, each Hardware holds off 1 more); in the Supermarket 4 zombies are always enough."
	rulePlace        = "From the Chief clockwise, each player rolls two dice and places a character in a location one of them shows."
	ruleParking      = "In the Parking every zombie feeds, one vote each; its zombies all leave at the end of the round."
	ruleHidden       = "A hidden character still defends but cannot be chosen, and does not vote; with only hidden characters there, nobody is eaten."
	ruleLeave        = "Zombies that ate leave the board; zombies that did not get in stay outside."
	ruleEat          = "The vote chooses a colour; that player chooses which of their characters there is eaten."
	ruleTieLot       = "When the second vote of an attack ties, one of the tied colours is drawn by lot."
	ruleHardware     = "Hardware holds off one more zombie (not in the Parking, nor against 4 or more in the Supermarket)."
	ruleWeapon       = "A weapon kills one or two zombies at once."
	ruleChiefPasses  = "A Chief who loses every character passes the badge to the next player clockwise."
	ruleEnd          = "The game ends after a round with every character in one location other than the Parking, or with 4 left (6 at 6 players); most points wins, then most unused cards."
)

// note adds a notice with the rule behind it.
func (s *State) note(rule, format string, args ...any) {
	s.Notices = append(s.Notices, Notice{Text: fmt.Sprintf(format, args...), Rule: rule})
}

// NoticeTexts are the notices' sentences alone, for a screen that shows
// only the text.
func (s State) NoticeTexts() []string {
	out := make([]string, len(s.Notices))
	for i, n := range s.Notices {
		out[i] = n.Text
	}
	return out
}
