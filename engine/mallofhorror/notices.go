package mallofhorror

import (
	"hordekeeper/engine"
)

// Notice is one automatic consequence of the last action and the rule
// behind it (the core's type, shared by the three games).
type Notice = engine.Notice

// The rules behind the notices, in brief and in our own words.
var (
	ruleCachou       = engine.Say("mallrules.notices.cachou", "Cachou is closed at 3 or 4 players.", nil)
	ruleTruckSkip    = engine.Say("mallrules.notices.truckSkip", "The truck is searched only while it holds cards and someone is in the Parking.", nil)
	ruleTruck        = engine.Say("mallrules.notices.truck", "The truck's winner keeps one of three cards, gives one to another player and slides the third under the deck.", nil)
	ruleTruckTie     = engine.Say("mallrules.notices.truckTie", "When the second truck vote ties, nobody gets cards.", nil)
	ruleElectionSkip = engine.Say("mallrules.notices.electionSkip", "There is no election while the Security HQ is empty or condemned: the Chief stays.", nil)
	ruleElection     = engine.Say("mallrules.notices.election", "A Chief elected this round may look at the dice and chooses a destination first.", nil)
	ruleElectionTie  = engine.Say("mallrules.notices.electionTie", "When the second election ties, the Chief stays but counts as not elected.", nil)
	ruleVote         = engine.Say("mallrules.notices.vote", "Each character present is one vote, a Gunman one more, each Threat one more; a tie means a re-vote among the tied colours only, in which players without characters there have one vote.", nil)
	ruleThreat       = engine.Say("mallrules.notices.threat", "A Threat adds one vote to the coming vote and to its re-vote.", nil)
	ruleCamera       = engine.Say("mallrules.notices.camera", "A Security Camera lets its player look at the zombie dice.", nil)
	ruleDiceLook     = engine.Say("mallrules.notices.diceLook", "Only a Chief elected this round, or a Security Camera player, may look at the zombie dice.", nil)
	ruleDice         = engine.Say("mallrules.notices.dice", "One zombie comes to the location each die shows.", nil)
	ruleClosedDie    = engine.Say("mallrules.notices.closedDie", "A die showing a closed location is ignored.", nil)
	ruleCondemn      = engine.Say("mallrules.notices.condemn", "An empty location with 8 or more zombies is condemned: closed for good and its zombies removed (never the Parking).", nil)
	ruleZombiePlayer = engine.Say("mallrules.notices.zombiePlayer", "A player without characters places a zombie where they choose at the end of phase D.", nil)
	ruleMove         = engine.Say("mallrules.notices.move", "From the Chief clockwise, each player moves one character to the destination on their wheel.", nil)
	ruleFull         = engine.Say("mallrules.notices.full", "A character moving to a full or closed location goes to the Parking instead.", nil)
	ruleSprint       = engine.Say("mallrules.notices.sprint", "A Sprint changes the destination while moving, even back to where the character was.", nil)
	ruleBonus        = engine.Say("mallrules.notices.bonus", "One extra zombie for the location with the most characters and one for the most Pin-Ups; a tie draws none.", nil)
	ruleAttack       = engine.Say("mallrules.notices.attack", "Zombies get in when they are at least as many as the characters there (a Tough Guy counts as 2, each Hardware holds off 1 more); in the Supermarket 4 zombies are always enough.", nil)
	rulePlace        = engine.Say("mallrules.notices.place", "From the Chief clockwise, each player rolls two dice and places a character in a location one of them shows.", nil)
	ruleParking      = engine.Say("mallrules.notices.parking", "In the Parking every zombie feeds, one vote each; its zombies all leave at the end of the round.", nil)
	ruleHidden       = engine.Say("mallrules.notices.hidden", "A hidden character still defends but cannot be chosen, and does not vote; with only hidden characters there, nobody is eaten.", nil)
	ruleLeave        = engine.Say("mallrules.notices.leave", "Zombies that ate leave the board; zombies that did not get in stay outside.", nil)
	ruleEat          = engine.Say("mallrules.notices.eat", "The vote chooses a colour; that player chooses which of their characters there is eaten.", nil)
	ruleTieLot       = engine.Say("mallrules.notices.tieLot", "When the second vote of an attack ties, one of the tied colours is drawn by lot.", nil)
	ruleHardware     = engine.Say("mallrules.notices.hardware", "Hardware holds off one more zombie (not in the Parking, nor against 4 or more in the Supermarket).", nil)
	ruleWeapon       = engine.Say("mallrules.notices.weapon", "A weapon kills one or two zombies at once.", nil)
	ruleChiefPasses  = engine.Say("mallrules.notices.chiefPasses", "A Chief who loses every character passes the badge to the next player clockwise.", nil)
	ruleEnd          = engine.Say("mallrules.notices.end", "The game ends after a round with every character in one location other than the Parking, or with 4 left (6 at 6 players); most points wins, then most unused cards.", nil)
)

// note adds a notice: what happened and the rule behind it.
func (s *State) note(rule, what engine.Words) {
	s.Notices = append(s.Notices, engine.NewNotice(what, rule))
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

// NoticeWords are the notices' sentences alone, for a screen to translate.
func (s State) NoticeWords() []engine.Words {
	out := make([]engine.Words, len(s.Notices))
	for i, n := range s.Notices {
		out[i] = n.Words
	}
	return out
}
