package escape

import (
	"time"

	"hordekeeper/engine"
)

// Ask is the question the table answers when a countdown ends.
type Ask int

// The questions of the end of a countdown, by phase and countdown.
const (
	// AskNothing: nothing to decide (the game is over, the answer is
	// already recorded, or phase 2 at the end of countdown 1).
	AskNothing Ask = iota
	// AskWhoOutside: phase 1, countdowns 1 and 2: who did not make it back
	// to the church? Each one loses a die.
	AskWhoOutside
	// AskVanBack: phase 2, countdown 2: was the van back at the church? If
	// not, every survivor loses a die.
	AskVanBack
	// AskEscaped: the zombie cry: did the van reach a cleared exit?
	AskEscaped
)

// Choice is one answer the table can tap and the action it records (nil
// when the answer records nothing and only closes the question).
type Choice struct {
	// Label is the button's words (English); LabelWords the same for a
	// screen to translate.
	Label      string
	LabelWords engine.Words
	// Action is what the tap records, or nil.
	Action engine.Action
	// Costly is true when the answer costs dice or the game, for the screen
	// to mark it.
	Costly bool
}

// Straggler is one survivor on the break screen's list after a door slam,
// with the one tap that takes their die.
type Straggler struct {
	// Seat is the survivor's seat, from 0.
	Seat int
	// Label is the survivor's name and colour letter, e.g. "Ann (B)";
	// LabelWords the same for a screen to translate.
	Label      string
	LabelWords engine.Words
	// Taken is true once their die for this countdown is taken (Undo gives
	// it back); the tap is then refused.
	Taken bool
	// NoDice is true when they have no die left to lose.
	NoDice bool
	// Tap is "take a die", recording MissedDoor.
	Tap Choice
}

// CountdownEnd is what the screen asks and says when a countdown ends: the
// door-slam decision of the rules, worked out from the state.
type CountdownEnd struct {
	// Countdown is 1, 2 or 3.
	Countdown int
	// Ask is the question to put.
	Ask Ask
	// Title is the headline, e.g. "The door slams: countdown 1 is over."
	// (English); TitleWords the same for a screen to translate.
	Title      string
	TitleWords engine.Words
	// Prompt is the question or the statement under it (English);
	// PromptWords the same for a screen to translate.
	Prompt      string
	PromptWords engine.Words
	// Stragglers lists every survivor, for AskWhoOutside.
	Stragglers []Straggler
	// Choices are the answers, best first.
	Choices []Choice
	// After lists what the table does during the 20-second break (English);
	// AfterWords the same for a screen to translate.
	After      []string
	AfterWords []engine.Words
}

// say fills the English fields from the words.
func (e *CountdownEnd) say() {
	e.Title, e.Prompt = e.TitleWords.String(), e.PromptWords.String()
	e.After = nil
	for _, w := range e.AfterWords {
		e.After = append(e.After, w.String())
	}
	for i := range e.Choices {
		e.Choices[i].Label = e.Choices[i].LabelWords.String()
	}
	for i := range e.Stragglers {
		st := &e.Stragglers[i]
		st.Label = st.LabelWords.String()
		st.Tap.Label = st.Tap.LabelWords.String()
	}
}

// AtCountdownEnd works out the end of countdown c (1, 2 or 3) in this
// state; played is the time of play to record with an escape at the cry.
// A countdown outside 1-3 gives AskNothing with a sentence saying so.
func (s State) AtCountdownEnd(c int, played time.Duration) CountdownEnd {
	e := CountdownEnd{Countdown: c}
	switch {
	case c < 1 || c > Countdowns:
		e.TitleWords = engine.Say("escaperules.slam.noCountdown", "There is no countdown {{.Countdown}}; the soundtrack has {{.Countdowns}}.", engine.Args{"Countdown": c, "Countdowns": Countdowns})
	case s.Outcome.Over:
		e.TitleWords = engine.Say("escaperules.slam.over", "The game is over.", nil)
		e.PromptWords = s.EndWords()
	case c == Countdowns:
		s.atCry(&e, played)
	case s.Phase == Collect:
		s.atSlamCollect(&e)
	default:
		s.atSlamVan(&e)
	}
	e.say()
	return e
}

// atCry is the zombie cry: the escape if the van is out, or the loss.
func (s State) atCry(e *CountdownEnd, played time.Duration) {
	e.TitleWords = engine.Say("escaperules.slam.cry", "The zombie cry: time is up.", nil)
	lost := Choice{LabelWords: engine.Say("escaperules.slam.noTimeUp", "No: time is up", nil), Action: TimeUp{}, Costly: true}
	if s.Phase != Van {
		e.PromptWords = engine.Say("escaperules.slam.neverLeft", "The van never left the church: the survivors are lost.", nil)
		lost.LabelWords = engine.Say("escaperules.slam.timeUp", "Time is up", nil)
		e.Choices = []Choice{lost}
		return
	}
	e.Ask = AskEscaped
	e.PromptWords = engine.Say("escaperules.slam.reached", "Did the van reach the exit with no zombie left on it?", nil)
	e.Choices = []Choice{{LabelWords: engine.Say("escaperules.slam.yesEscaped", "Yes: we escaped!", nil), Action: ReachExit{Played: min(max(played, 0), PlayTime)}}, lost}
}

// atSlamCollect is a door slam in phase 1: who is still outside.
func (s State) atSlamCollect(e *CountdownEnd) {
	c := e.Countdown
	e.Ask = AskWhoOutside
	e.TitleWords = slams(c)
	e.PromptWords = engine.Say("escaperules.slam.who", "Who did not make it back to the church? Tap each one: they lose a die for the rest of the game. Then close with \"…made it back\".", nil)
	for seat, p := range s.Players {
		e.Stragglers = append(e.Stragglers, Straggler{
			Seat: seat, LabelWords: p.LabelWords(), Taken: s.LostAt(seat, c), NoDice: p.Dice == 0,
			Tap: Choice{LabelWords: engine.Say("escaperules.slam.outside", "{{.Player}} was outside: take a die", engine.Args{"Player": p.LabelWords()}), Action: MissedDoor{Player: seat, Countdown: c}, Costly: true},
		})
	}
	// "Everyone else" only once someone was tapped as outside: before, it
	// read oddly to a table whose survivors all got back (a fresh-eyes game).
	done := Choice{LabelWords: engine.Say("escaperules.slam.everyoneBackAll", "Everyone made it back", nil)}
	for seat := range s.Players {
		if s.LostAt(seat, c) {
			done.LabelWords = engine.Say("escaperules.slam.everyoneBack", "Everyone else made it back", nil)
		}
	}
	switch {
	case s.CountdownsEnded < c:
		done.Action = MissedReturn{Countdown: c}
	case s.Answering == c:
		// Dice were taken: the answer is still to be recorded, so a resumed
		// game knows the question was closed.
		done.Action = EveryoneElseBack{Countdown: c}
	}
	e.Choices = []Choice{done}
	e.AfterWords = []engine.Words{
		engine.Say("escaperules.slam.afterToken", "Every survivor who did not make it back puts their token on the church.", nil),
		engine.Say("escaperules.slam.afterItems", "Put a new item tile on each special building that has none.", nil),
	}
}

// atSlamVan is a door slam in phase 2: the van rule at countdown 2 only.
func (s State) atSlamVan(e *CountdownEnd) {
	c := e.Countdown
	e.TitleWords = slams(c)
	e.AfterWords = []engine.Words{engine.Say("escaperules.slam.afterVan", "Plan the way to the exit; nobody rolls until the voice says \"Escape!\".", nil)}
	ok := Choice{LabelWords: engine.Say("escaperules.slam.ok", "OK", nil)}
	if s.CountdownsEnded < c {
		ok.Action = MissedReturn{Countdown: c}
	}
	switch {
	case c == 1:
		e.PromptWords = engine.Say("escaperules.slam.together", "Phase 2: the survivors ride the van together; nobody loses a die now.", nil)
		e.Choices = []Choice{ok}
	case s.CountdownsEnded >= c:
		e.PromptWords = engine.Say("escaperules.slam.recorded", "The van rule for this countdown is already recorded.", nil)
		e.Choices = []Choice{ok}
	default:
		e.Ask = AskVanBack
		e.PromptWords = engine.Say("escaperules.slam.vanBack", "Phase 2: was the van back at the church? If not, every survivor loses a die.", nil)
		e.Choices = []Choice{
			{LabelWords: engine.Say("escaperules.slam.yesBack", "Yes, the van was back", nil), Action: MissedReturn{Countdown: c}},
			{LabelWords: engine.Say("escaperules.slam.noBack", "No: every survivor loses a die", nil), Action: VanMissed{Countdown: c}, Costly: true},
		}
	}
}

// slams is the headline of a door slam.
func slams(c int) engine.Words {
	return engine.Say("escaperules.slam.title", "The door slams: countdown {{.Countdown}} is over.", engine.Args{"Countdown": c})
}

// CanEscape says whether "We escaped!" may be recorded now: nil when it
// may, else the refusal a tap would get (so a screen can say why).
func (s State) CanEscape() error {
	_, err := Rules{}.Apply(s, ReachExit{})
	return err
}
