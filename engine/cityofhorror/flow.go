package cityofhorror

import "fmt"

// Decision tells a screen whether the current step has anything to
// decide. When Open is false the screen may pass the step by itself
// (AdvancePhase) and write Log, one line, in the game's log.
type Decision struct {
	Open bool `json:"open"`
	// Why says what is to be decided, or why nothing is.
	Why string `json:"why"`
	// Log is the line for the log when the step passes by itself.
	Log string `json:"log,omitempty"`
}

// Decisions tells whether the current step has anything to decide. It is
// pure: it never changes the state.
func Decisions(s *State) Decision {
	open := func(why string) Decision { return Decision{Open: true, Why: why} }
	pass := func(why string) Decision { return Decision{Why: why, Log: why} }
	switch s.Phase {
	case PhaseSetup:
		if !s.Deck[0].Applied {
			return open("Enter the 00:00 invasion card.")
		}
		return open("Place the characters and deal the cards, then start 1:00.")
	case PhaseSelect:
		return open("Everyone chooses a movement card.")
	case PhaseInvasion:
		if !s.Deck[s.Turn].Applied {
			return open("Reveal and enter the " + HourName(s.Turn) + " invasion card.")
		}
		return pass(fmt.Sprintf("The %s card is played: on to movement.", HourName(s.Turn)))
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return open(s.Label(p) + " moves a character.")
		}
		return pass("Everyone has moved: on to the places.")
	case PhaseResolution:
		l := s.ResolvingLoc()
		name := s.PlaceName(l)
		switch s.Step {
		case StepActivation:
			if us := s.Users(); len(us) > 0 {
				var names []string
				for _, p := range us {
					names = append(names, s.Label(p))
				}
				return open(fmt.Sprintf("%s may use %s.", andList(names), name))
			}
			return pass(noUse(s, l))
		case StepAttack:
			if s.attackPending() {
				if l == CrossroadsLoc {
					return open("The zombies attack at the Crossroads: the zombie leader picks the victim.")
				}
				return open(fmt.Sprintf("The zombies attack at %s: the players there vote.", name))
			}
			return pass(noAttack(s, l))
		default:
			if s.sharePending() {
				return open(fmt.Sprintf("Supplies wait at %s: the players there vote on who hands them out.", name))
			}
			return pass(fmt.Sprintf("Nothing to share at %s.", name))
		}
	case PhaseEnded:
		if ps := s.MustChoose(); len(ps) > 0 {
			var names []string
			for _, p := range ps {
				names = append(names, s.Label(p))
			}
			return open(andList(names) + " must choose who gets their antidotes.")
		}
		return Decision{Why: "The game is over."}
	}
	return open(s.PhaseText())
}

// ExplosionThreshold is how many explosion markers finish a board: three
// bring the Water Tower down, three burn the Armory (side A), two block
// its door (side B). Other boards take none (0).
func (s *State) ExplosionThreshold(b Building) int {
	switch b {
	case WaterTower:
		return 3
	case Armory:
		if l := s.Where(Armory); l != NoLoc && s.Boards[l].Side == SideB {
			return 2
		}
		return 3
	}
	return 0
}

// ExplosionText tells a board's explosion markers in a player's words
// ("1 of 3 explosion markers"), or what they did; "" when there is none.
func (s *State) ExplosionText(b Building) string {
	switch b {
	case WaterTower:
		if s.WaterTowerExploded {
			return "The Water Tower has fallen."
		}
		if s.WaterTowerMarkers > 0 {
			return fmt.Sprintf("%d of %d explosion markers: the third brings it down.", s.WaterTowerMarkers, 3)
		}
	case Armory:
		switch {
		case s.ArmoryBurned:
			return "The Armory has burned down."
		case s.ArmoryBlocked:
			return "The Armory's door is blocked."
		}
		n := s.ExplosionThreshold(Armory)
		if s.ArmoryMarkers > 0 {
			what := "the third burns it down"
			if n == 2 {
				what = "the second blocks its door"
			}
			return fmt.Sprintf("%d of %d explosion markers: %s.", s.ArmoryMarkers, n, what)
		}
	}
	return ""
}

// Reminder is the one line that tells the table what the current step is
// and the rule behind it, with the effect of the side being resolved.
func Reminder(s *State) string {
	switch s.Phase {
	case PhaseSelect:
		r := "Everyone picks a movement card in secret; all show them together."
		if s.Boards[WaterTowerLoc].Side == SideB {
			r += " Water Tower side B: its players choose after the others have shown theirs."
		}
		return r
	case PhaseInvasion:
		if s.Deck[s.Turn].Applied {
			return "The card is played. Next: movement, from the first player clockwise."
		}
		return "Reveal the card: zombies move first, then arrive (8 at most on a place), supplies fall on the corners, the leader steps."
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return s.Label(p) + " moves: a character to the place on their card. A full place sends it to the Crossroads."
		}
		return "Everyone has moved. Next: the places are resolved in order."
	case PhaseResolution:
		l := s.ResolvingLoc()
		b := s.Boards[l]
		name := fmt.Sprintf("%s, side %s", s.PlaceName(l), b.Side)
		if b.Side == SideRuins {
			name = s.PlaceName(l) + ", in ruins"
		}
		switch s.Step {
		case StepActivation:
			return name + ": " + b.Rules().Effect + " Once a player, with a character there."
		case StepAttack:
			ac := s.AttackCondition(l)
			if l == CrossroadsLoc {
				return name + ": " + ac.Text + ". The zombie leader picks the victim's colour; that player picks who is eaten."
			}
			if ac.Attacks && !s.AttackDone {
				return name + ": " + ac.Text + ". The players there vote; the first player breaks a tie."
			}
			return name + ": " + ac.Text + ". No attack is due."
		default:
			it := s.Airdrops[l]
			if it.Cards+it.Antidotes > 0 && !s.Shared {
				return fmt.Sprintf("%s: %s and %s wait. The players there vote; the winner hands them out, one a player.", name, count(it.Cards, "card", "cards"), count(it.Antidotes, "antidote", "antidotes"))
			}
			return name + ": nothing to share."
		}
	}
	return s.PhaseText()
}

// noUse says why nobody uses the place being activated: nobody is there,
// those there have used it, or it is the Water Tower, whose look at the
// invasion card comes earlier in the turn.
func noUse(s *State, l Loc) string {
	name := s.PlaceName(l)
	var there []string
	for _, p := range s.TurnOrder() {
		if s.present(p, l) {
			there = append(there, s.Label(p))
		}
	}
	switch {
	case len(there) == 0:
		return fmt.Sprintf("Nobody is at %s: nobody uses it this turn.", name)
	case s.Boards[l].Building == WaterTower:
		return fmt.Sprintf("%s at the Water Tower: its effect, a look at the invasion card, came before the movement cards; nothing more to do here.", andList(there))
	}
	return fmt.Sprintf("%s at %s: its effect is used for this turn.", andList(there), name)
}

// noAttack says why the place being resolved has no attack to hold.
func noAttack(s *State, l Loc) string {
	name := s.PlaceName(l)
	ac := s.AttackCondition(l)
	switch {
	case s.AttackDone:
		return fmt.Sprintf("The attack at %s is over.", name)
	case ac.Attacks:
		return fmt.Sprintf("Nobody at %s can be eaten: every character there is hidden.", name)
	case ac.Zombies >= ac.Needs:
		return fmt.Sprintf("No attack at %s: nobody is inside.", name)
	}
	return fmt.Sprintf("No attack at %s: %s, and it takes %d.", name, count(ac.Zombies, "zombie", "zombies"), ac.Needs)
}
