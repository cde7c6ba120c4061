package mallofhorror

import (
	"errors"

	"hordekeeper/engine"
)

// CardNote is why a card cannot be played now, in two or three words a
// screen writes on the greyed card itself ("no card", "all 3 played"), so
// the table reads it without a tap; zero when the card can be played. The
// full sentence is Check's.
func (s State) CardNote(a PlayCard) engine.Words {
	err := s.Check(a)
	if err == nil {
		return engine.Words{}
	}
	var re *engine.RuleError
	if errors.As(err, &re) {
		if w, ok := cardNotes[re.Words.Key]; ok {
			return w
		}
	}
	return engine.Say("mallrules.short.notNow", "not now", nil)
}

// cardNotes are the short forms of the refusals a card meets, by the key
// of the full sentence.
var cardNotes = map[string]engine.Words{
	"mallrules.cards.eliminated":           engine.Say("mallrules.short.eliminated", "no characters", nil),
	"mallrules.cards.noCards":              engine.Say("mallrules.short.noCards", "no card", nil),
	"mallrules.cards.allPlayed":            engine.Say("mallrules.short.allPlayed", "all 3 played", nil),
	"mallrules.cards.betweenVotes":         engine.Say("mallrules.short.betweenVotes", "not in a re-vote", nil),
	"mallrules.cards.threatWhen":           engine.Say("mallrules.short.threatWhen", "no vote now", nil),
	"mallrules.threat.noVote":              engine.Say("mallrules.short.noVote", "no vote here", nil),
	"mallrules.cards.cameraWhen":           engine.Say("mallrules.short.cameraWhen", "roll first", nil),
	"mallrules.cards.seesDice":             engine.Say("mallrules.short.seesDice", "sees the dice", nil),
	"mallrules.attack.cardWho":             engine.Say("mallrules.short.notThere", "not there", nil),
	"mallrules.attack.notIn":               engine.Say("mallrules.short.notThere", "not there", nil),
	"mallrules.attack.hardwareParking":     engine.Say("mallrules.short.hardware", "no use here", nil),
	"mallrules.attack.hardwareSupermarket": engine.Say("mallrules.short.hardware", "no use here", nil),
	"mallrules.attack.alreadyHidden":       engine.Say("mallrules.short.alreadyHidden", "already hidden", nil),
}
