package mallofhorror

import (
	"errors"

	"hordekeeper/engine"
)

// Check tells whether the rules accept an action now: nil, or the refusal
// (a *engine.RuleError) whose sentence a screen shows beside a disabled
// choice. The state is not changed.
func (s State) Check(a engine.Action) error {
	_, err := Rules{}.Apply(s, a)
	return err
}

// Reason is the player's sentence of a refusal from Check, or "" when the
// action is accepted.
//
// ReasonWords (speech.go) gives the same for a screen to translate.
func Reason(err error) string {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return re.Text
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// Legal lists the actions the rules accept now among those a screen offers
// one at a time: placements, cards, truck and election results, the dice,
// going on, the Chief's announcement, moves (with or without a Sprint), the
// lot after a counted tie, and victims. Two inputs taken whole are not
// listed: the wheels (RevealDestinations; see DestinationChoices) and the
// ballots (CountVote; see CurrentVote). A tie entered by hand is checked
// with Check(TieBreak{Tied: ...}).
func (s State) Legal() []engine.Action {
	var out []engine.Action
	for _, a := range s.candidates() {
		if s.Check(a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// candidates are the actions Legal tries in this phase.
func (s State) candidates() []engine.Action {
	var out []engine.Action
	seats := make([]int, len(s.Players))
	for i := range seats {
		seats[i] = i
	}
	for _, seat := range seats {
		for _, c := range Cards() {
			if c != Hidden {
				out = append(out, PlayCard{Player: seat, Card: c})
				continue
			}
			for _, ch := range s.CharactersOf(seat) {
				out = append(out, PlayCard{Player: seat, Card: c, Character: ch.Kind})
			}
		}
	}
	switch s.Phase {
	case PhaseSetup:
		for _, c := range s.CharactersOf(s.Placer()) {
			for _, l := range s.PlacementChoices() {
				out = append(out, Place{Player: s.Placer(), Character: c.Kind, Location: l})
			}
		}
	case PhaseTruck:
		for _, w := range append([]int{NoWinner}, seats...) {
			for _, g := range append([]int{NoWinner}, seats...) {
				out = append(out, TruckSearch{Winner: w, GiveTo: g})
			}
		}
	case PhaseElection:
		for _, w := range append([]int{NoWinner}, seats...) {
			out = append(out, ElectChief{Winner: w})
		}
	case PhaseArrival:
		out = append(out, RollZombieDice{}, Proceed{})
		for _, seat := range seats {
			out = append(out, LookAtDice{Player: seat})
		}
	case PhaseDestinations:
		for _, l := range Locations() {
			out = append(out, ChiefAnnounces{Destination: l})
		}
	case PhaseMovement:
		if m, ok := s.Mover(); ok {
			for _, c := range s.CharactersOf(m) {
				out = append(out, Move{Player: m, Character: c.Kind})
				for _, l := range Locations() {
					out = append(out, Move{Player: m, Character: c.Kind, Sprint: l})
				}
			}
		}
	case PhaseAttack:
		if s.AwaitsResolve() {
			out = append(out, ResolveAttack{})
		}
		if s.Tied != nil {
			out = append(out, TieBreak{})
		}
		for _, r := range s.Attack(s.AttackAt).Choosable {
			out = append(out, Eat{Player: r.Player, Character: r.Kind})
		}
	}
	return out
}

// PlayableCards lists the kinds of card a seat may play now (a Sprint is
// played through a move: see CanSprint).
func (s State) PlayableCards(seat int) []Card {
	var out []Card
	for _, a := range s.Legal() {
		if p, ok := a.(PlayCard); ok && p.Player == seat && (len(out) == 0 || out[len(out)-1] != p.Card) {
			out = append(out, p.Card)
		}
	}
	return out
}

// Movable lists the characters the seat may move now without a Sprint:
// none unless it is their turn in phase E.
func (s State) Movable(seat int) []CharKind {
	if m, ok := s.Mover(); !ok || m != seat {
		return nil
	}
	var out []CharKind
	for _, c := range s.CharactersOf(seat) {
		if s.Check(Move{Player: seat, Character: c.Kind}) == nil {
			out = append(out, c.Kind)
		}
	}
	return out
}

// CanSprint says why the seat cannot play a Sprint on a move now, or nil
// when some character of theirs could sprint somewhere.
func (s State) CanSprint(seat int) error {
	var first error
	for _, c := range s.CharactersOf(seat) {
		for _, l := range Locations() {
			err := s.Check(Move{Player: seat, Character: c.Kind, Sprint: l})
			if err == nil {
				return nil
			}
			if first == nil {
				first = err
			}
		}
	}
	if first == nil {
		return engine.Refusal(engine.Say("mallrules.legal.noMove", "{{.Player}} has no character to move", engine.Args{"Player": s.seatName(seat)}))
	}
	return first
}

// DestinationChoices lists the locations a seat's wheel may show when the
// wheels are revealed (or an elected Chief may announce): open locations,
// and not one where all of their characters stand when they must move;
// once the Chief announced, only that one for the Chief. For a player
// without characters it lists where their zombie may go (none when it no
// longer comes back).
func (s State) DestinationChoices(seat int) []Location {
	if s.Phase != PhaseDestinations || seat < 0 || seat >= len(s.Players) {
		return nil
	}
	if s.Eliminated(seat) && !s.ReturnsAsZombie(seat) {
		return nil
	}
	if seat == s.Chief && s.ChiefElected && s.Announced != 0 {
		return []Location{s.Announced}
	}
	var out []Location
	for _, l := range Locations() {
		if s.checkDestination(l) != nil || (!s.Eliminated(seat) && s.MustMove && s.allIn(seat, l)) {
			continue
		}
		out = append(out, l)
	}
	return out
}
