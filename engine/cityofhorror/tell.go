package cityofhorror

import (
	"hordekeeper/engine"
)

// Describe says an action in a player's words, for a history list or an undo
// message ("the Geek moves to corner 2", "3 zombies added at corner 1"):
// rulebook names, right plurals, never the journal's identifiers.
func Describe(a engine.Action) string { return DescribeWords(a).String() }

// DescribeWords is Describe in a form a screen can translate.
func DescribeWords(a engine.Action) engine.Words {
	switch x := engine.Deref(a).(type) {
	case AddZombies:
		return engine.Say("cohrules.tell.add", "{{.Zombies}} added {{.At}}", engine.Args{"Zombies": zombiesW(x.Count), "At": x.At.AtTitleWords()})
	case RemoveZombies:
		return engine.Say("cohrules.tell.remove", "{{.Zombies}} removed {{.From}}", engine.Args{"Zombies": zombiesW(x.Count), "From": x.At.FromTitleWords()})
	case MoveZombies:
		if x.All {
			return engine.Say("cohrules.tell.moveall", "every zombie sent {{.From}} {{.To}}", engine.Args{"From": x.From.FromTitleWords(), "To": x.To.ToTitleWords()})
		}
		return engine.Say("cohrules.tell.move", "{{.Zombies}} sent {{.From}} {{.To}}", engine.Args{"Zombies": zombiesW(x.Count), "From": x.From.FromTitleWords(), "To": x.To.ToTitleWords()})
	case ApplyInvasion:
		return engine.Say("cohrules.tell.invasion", "the invasion card played", nil)
	case AddExplosion:
		return engine.Say("cohrules.tell.explosion", "an explosion marker on {{.Place}}", engine.Args{"Place": x.On.Words()})
	case MoveCharacter:
		args := engine.Args{"Char": x.Role.Words(), "To": x.To.ToTitleWords()}
		switch {
		case x.BackDoor:
			return engine.SayN("cohrules.tell.backdoor", "{{.Char}} moves {{.To}} through a Back Door", "{{.Char}} move {{.To}} through a Back Door", x.Role.number(), args)
		case x.Mama:
			return engine.SayN("cohrules.tell.mama", "{{.Char}} moves {{.To}} with her power", "{{.Char}} move {{.To}} with her power", x.Role.number(), args)
		}
		return engine.SayN("cohrules.tell.movechar", "{{.Char}} moves {{.To}}", "{{.Char}} move {{.To}}", x.Role.number(), args)
	case CancelMove:
		return engine.Say("cohrules.tell.cancelmove", "the Priest cancels the move just made", nil)
	case Stay:
		return engine.Say("cohrules.tell.stay", "{{.Player}} moves nobody: all stand {{.At}}", engine.Args{"Player": x.Player.Words(), "At": x.Card.AtTitleWords()})
	case SwapStart:
		return engine.Say("cohrules.tell.swap", "{{.A}} and {{.B}} swap their starting places", engine.Args{"A": x.A.Words(), "B": x.B.Words()})
	case PlaceStart:
		return engine.SayN("cohrules.tell.place", "{{.Char}} starts {{.At}}", "{{.Char}} start {{.At}}", x.Role.number(), engine.Args{"Char": x.Role.Words(), "At": x.Card.AtWords()})
	case KillCharacter:
		return engine.Say("cohrules.tell.kill", "the death of {{.Char}}", engine.Args{"Char": x.Role.Words()})
	case Exhaust:
		if x.Power {
			return powerWords(x.Role)
		}
		return engine.SayN("cohrules.tell.exhaust", "{{.Char}} is exhausted", "{{.Char}} are exhausted", x.Role.number(), engine.Args{"Char": x.Role.Words()})
	case UsePower:
		return powerWords(x.Role)
	case Rest:
		return engine.SayN("cohrules.tell.rest", "{{.Char}} rests", "{{.Char}} rest", x.Role.number(), engine.Args{"Char": x.Role.Words()})
	case Hide:
		return engine.SayN("cohrules.tell.hide", "{{.Char}} hides", "{{.Char}} hide", x.Role.number(), engine.Args{"Char": x.Role.Words()})
	case SetLeader:
		return engine.Say("cohrules.tell.setleader", "the zombie leader to {{.Colour}}", engine.Args{"Colour": x.To.Words()})
	case MoveLeader:
		args := engine.Args{"Colour": x.To.Words()}
		switch x.By {
		case ByFlashlight:
			return engine.Say("cohrules.tell.leader.flashlight", "the zombie leader to {{.Colour}} by a Flashlight", args)
		case BySecretAgent:
			return engine.Say("cohrules.tell.leader.agent", "the zombie leader to {{.Colour}} by the Secret Agent", args)
		case ByBank:
			return engine.Say("cohrules.tell.leader.bank", "the zombie leader to {{.Colour}} by the Bank", args)
		}
		return engine.Say("cohrules.tell.leader.tap", "the zombie leader to {{.Colour}} by a wedge tap", args)
	case StepLeader:
		return engine.Say("cohrules.tell.step", "the zombie leader moves {{.Wedges}} {{.Direction}}", engine.Args{"Wedges": wedgesW(abs(x.Steps)), "Direction": dirWords(x.Steps)})
	case ResolveCrossroads:
		if x.Victim == "" {
			return engine.Say("cohrules.tell.crossroadsnone", "the Crossroads attack: nobody can be eaten", nil)
		}
		return engine.SayN("cohrules.tell.crossroads", "the Crossroads attack: {{.Char}} is eaten", "the Crossroads attack: {{.Char}} are eaten", x.Victim.number(), engine.Args{"Char": x.Victim.Words()})
	case CastVotes:
		if x.Vote == VoteSharing {
			return engine.Say("cohrules.tell.vote.sharing", "the sharing vote {{.At}}", engine.Args{"At": x.At.AtTitleWords()})
		}
		if x.Vote == VoteAttack {
			return engine.Say("cohrules.tell.vote.attack", "the attack vote {{.At}}", engine.Args{"At": x.At.AtTitleWords()})
		}
		return engine.Say("cohrules.tell.vote", "the {{.Vote}} vote {{.At}}", engine.Args{"Vote": x.Vote.Words(), "At": x.At.AtTitleWords()})
	case Share:
		return engine.Say("cohrules.tell.share", "the supplies handed out {{.At}}", engine.Args{"At": x.At.AtTitleWords()})
	case TakeAntidote:
		return engine.Say("cohrules.tell.antidote", "{{.Player}} takes an antidote at the Hospital", engine.Args{"Player": x.Player.Words()})
	case TakeFood:
		return engine.Say("cohrules.tell.food", "{{.Player}} takes a food token at the Crossroads", engine.Args{"Player": x.Player.Words()})
	case UseLocation:
		return engine.Say("cohrules.tell.use", "{{.Player}} uses {{.Place}}", engine.Args{"Player": x.Player.Words(), "Place": x.At.TitleWords()})
	case RevealFood:
		return engine.Say("cohrules.tell.reveal", "a food token of value {{.Value}} turned face up", engine.Args{"Value": x.Value})
	case DiscardFood:
		return engine.Say("cohrules.tell.discardfood", "{{.Player}} gives up a food token of value {{.Value}}", engine.Args{"Player": x.Player.Words(), "Value": x.Value})
	case Trade:
		return engine.Say("cohrules.tell.trade", "a trade from {{.From}} to {{.To}}", engine.Args{"From": x.From.Words(), "To": x.To.Words()})
	case DrawCards:
		return engine.Say("cohrules.tell.draw", "{{.Player}} draws {{.Cards}}", engine.Args{"Player": x.Player.Words(), "Cards": cardsW(x.Count)})
	case PlayCard:
		return engine.Say("cohrules.tell.play", "{{.Player}} plays {{.Card}}", engine.Args{"Player": x.Player.Words(), "Card": CardWords(x.Card)})
	case PlayWeaponReplica:
		return engine.Say("cohrules.tell.replica", "{{.Player}} plays a Weapon Replica {{.At}}", engine.Args{"Player": x.Player.Words(), "At": x.At.AtTitleWords()})
	case DeclareCannedFood:
		return engine.Say("cohrules.tell.canned", "{{.Player}} shows {{.Cards}}", engine.Args{"Player": x.Player.Words(), "Cards": cannedW(x.Count)})
	case Vaccinate:
		return engine.Say("cohrules.tell.vaccinate", "{{.Player}} chooses who gets an antidote", engine.Args{"Player": x.Player.Words()})
	case Peek:
		return engine.Say("cohrules.tell.peek", "{{.Player}} looks at the {{.Hour}} card in secret", engine.Args{"Player": x.Player.Words(), "Hour": HourName(x.Hour)})
	case AdvancePhase:
		return engine.Say("cohrules.tell.advance", "the step to the next phase", nil)
	}
	return engine.Say("cohrules.tell.foreign", "an action of another game", nil)
}

// powerWords tells a character's power used: "the Geek uses the power".
func powerWords(r Role) engine.Words {
	return engine.SayN("cohrules.tell.power", "{{.Char}} uses the power", "{{.Char}} use their power", r.number(), engine.Args{"Char": r.Words()})
}
