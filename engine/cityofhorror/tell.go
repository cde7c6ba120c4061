package cityofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// Tell says an action in a player's words, for a history list or an undo
// message ("the Geek moves to corner 2", "3 zombies added at corner 1"):
// rulebook names, right plurals, never the journal's identifiers.
func Tell(a engine.Action) string {
	switch x := engine.Deref(a).(type) {
	case AddZombies:
		return fmt.Sprintf("%s added at %s", count(x.Count, "zombie", "zombies"), x.At.Title())
	case RemoveZombies:
		return fmt.Sprintf("%s removed from %s", count(x.Count, "zombie", "zombies"), x.At.Title())
	case MoveZombies:
		if x.All {
			return fmt.Sprintf("every zombie sent from %s to %s", x.From.Title(), x.To.Title())
		}
		return fmt.Sprintf("%s sent from %s to %s", count(x.Count, "zombie", "zombies"), x.From.Title(), x.To.Title())
	case ApplyInvasion:
		return "the invasion card played"
	case AddExplosion:
		return "an explosion marker on " + x.On.Title()
	case MoveCharacter:
		how := ""
		switch {
		case x.BackDoor:
			how = " through a Back Door"
		case x.Mama:
			how = " with her power"
		}
		return fmt.Sprintf("%s %s to %s%s", x.Role.Name(), x.Role.Verb("moves", "move"), x.To.Title(), how)
	case CancelMove:
		return "the Priest cancels the move just made"
	case Stay:
		return fmt.Sprintf("%s moves nobody: all stand at %s", x.Player.Name(), x.Card.Title())
	case SwapStart:
		return fmt.Sprintf("%s and %s swap their starting places", x.A.Name(), x.B.Name())
	case PlaceStart:
		return fmt.Sprintf("%s %s at %s", x.Role.Name(), x.Role.Verb("starts", "start"), x.Card.Title())
	case KillCharacter:
		return "the death of " + x.Role.Name()
	case Exhaust:
		if x.Power {
			return x.Role.Name() + x.Role.Verb(" uses the power", " use their power")
		}
		return x.Role.Name() + x.Role.Verb(" is exhausted", " are exhausted")
	case UsePower:
		return x.Role.Name() + x.Role.Verb(" uses the power", " use their power")
	case Rest:
		return x.Role.Name() + x.Role.Verb(" rests", " rest")
	case Hide:
		return x.Role.Name() + x.Role.Verb(" hides", " hide")
	case SetLeader:
		return "the zombie leader to " + x.To.Name()
	case MoveLeader:
		by := map[string]string{ByFlashlight: "a Flashlight", BySecretAgent: "the Secret Agent", ByBank: "the Bank"}[x.By]
		if by == "" {
			by = "a wedge tap"
		}
		return fmt.Sprintf("the zombie leader to %s by %s", x.To.Name(), by)
	case StepLeader:
		return fmt.Sprintf("the zombie leader moves %s %s", count(abs(x.Steps), "wedge", "wedges"), dirWord(x.Steps))
	case ResolveCrossroads:
		if x.Victim == "" {
			return "the Crossroads attack: nobody can be eaten"
		}
		return "the Crossroads attack: " + x.Victim.Name() + x.Victim.Verb(" is eaten", " are eaten")
	case CastVotes:
		return fmt.Sprintf("the %s vote at %s", x.Vote, x.At.Title())
	case Share:
		return fmt.Sprintf("the supplies of %s handed out", x.At.Title())
	case TakeAntidote:
		return x.Player.Name() + " takes an antidote at the Hospital"
	case TakeFood:
		return x.Player.Name() + " takes a food token at the Crossroads"
	case UseLocation:
		return x.Player.Name() + " uses " + x.At.Title()
	case RevealFood:
		return fmt.Sprintf("a food token of value %d turned face up", x.Value)
	case DiscardFood:
		return fmt.Sprintf("%s gives up a food token of value %d", x.Player.Name(), x.Value)
	case Trade:
		return fmt.Sprintf("a trade from %s to %s", x.From.Name(), x.To.Name())
	case DrawCards:
		return fmt.Sprintf("%s draws %s", x.Player.Name(), count(x.Count, "card", "cards"))
	case PlayCard:
		return fmt.Sprintf("%s plays %s", x.Player.Name(), x.Card)
	case PlayWeaponReplica:
		return fmt.Sprintf("%s plays a Weapon Replica at %s", x.Player.Name(), x.At.Title())
	case DeclareCannedFood:
		return fmt.Sprintf("%s shows %s", x.Player.Name(), count(x.Count, "Canned Food card", "Canned Food cards"))
	case Vaccinate:
		return x.Player.Name() + " chooses who gets an antidote"
	case Peek:
		return fmt.Sprintf("%s looks at the %s card in secret", x.Player.Name(), HourName(x.Hour))
	case AdvancePhase:
		return "the step to the next phase"
	}
	return "an action of another game"
}
