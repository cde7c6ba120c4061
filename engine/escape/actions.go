package escape

import (
	"time"

	"hordekeeper/engine"
)

// LoseDie takes one die from a survivor for the rest of the game.
type LoseDie struct {
	// Player is the survivor's seat, from 0.
	Player int `json:"player"`
	// Reason is why the die is lost.
	Reason LossReason `json:"reason"`
	// Countdown is the countdown at whose end it was lost, or 0.
	Countdown int `json:"countdown,omitempty"`
	// Note is the table's own words for an "other" loss.
	Note string `json:"note,omitempty"`
}

// MissedReturn records the end of the first or second countdown in phase 1:
// each listed survivor was not back at the church when the door slammed and
// loses a die. An empty list means everyone made it.
type MissedReturn struct {
	// Players are the seats of the survivors who did not make it back.
	Players []int `json:"players"`
	// Countdown is 1 or 2.
	Countdown int `json:"countdown"`
}

// MissedDoor records one survivor who was not back at the church when the
// door slammed at the end of countdown 1 or 2 (phase 1): that survivor
// loses a die. It is the break screen's one tap per survivor; a second tap
// for the same survivor and countdown is refused.
type MissedDoor struct {
	// Player is the survivor's seat, from 0.
	Player int `json:"player"`
	// Countdown is 1 or 2.
	Countdown int `json:"countdown"`
}

// VanMissed records that, in phase 2, the van was not back at the church at
// the end of the second countdown: every survivor loses a die.
type VanMissed struct {
	// Countdown must be 2: the van rule applies at no other countdown.
	Countdown int `json:"countdown"`
}

// AddItemToCargo records one more different item deposited in the cargo
// bay.
type AddItemToCargo struct{}

// RemoveItem takes an item back out of the cargo bay, to correct a mistake.
type RemoveItem struct{}

// RevealExit records that the exit street section has been revealed.
type RevealExit struct{}

// AddChurchZombie records a zombie reaching the church.
type AddChurchZombie struct {
	// Played is the time of play (from the first "Escape!") when it came,
	// kept in the outcome if it is the third; 0 when not recorded.
	Played time.Duration `json:"played,omitempty"`
}

// RemoveChurchZombie takes a zombie back from the church, to correct a
// mistake.
type RemoveChurchZombie struct{}

// StartPhase2 records that the survivors, all in the church with the exit
// revealed and the items in the cargo bay, switch to the van.
type StartPhase2 struct{}

// ReachExit is "We escaped!": the van reached the exit and its zombies are
// defeated, within the 15 minutes; the survivors win. The table may say so
// at any moment of phase 2.
type ReachExit struct {
	// Played is the time of play (from the first "Escape!") at the escape,
	// at most 15:00; 0 when not recorded.
	Played time.Duration `json:"played,omitempty"`
}

// TimeUp records the zombie cry at the end of the third countdown before the
// van reached a cleared exit: the survivors lose.
type TimeUp struct{}

// Kind names the action in a journal.
func (LoseDie) Kind() string { return "lose-die" }

// Kind names the action in a journal.
func (MissedReturn) Kind() string { return "missed-return" }

// Kind names the action in a journal.
func (MissedDoor) Kind() string { return "missed-door" }

// Kind names the action in a journal.
func (VanMissed) Kind() string { return "van-missed" }

// Kind names the action in a journal.
func (AddItemToCargo) Kind() string { return "add-item" }

// Kind names the action in a journal.
func (RemoveItem) Kind() string { return "remove-item" }

// Kind names the action in a journal.
func (RevealExit) Kind() string { return "reveal-exit" }

// Kind names the action in a journal.
func (AddChurchZombie) Kind() string { return "add-church-zombie" }

// Kind names the action in a journal.
func (RemoveChurchZombie) Kind() string { return "remove-church-zombie" }

// Kind names the action in a journal.
func (StartPhase2) Kind() string { return "start-phase-2" }

// Kind names the action in a journal.
func (ReachExit) Kind() string { return "reach-exit" }

// Kind names the action in a journal.
func (TimeUp) Kind() string { return "time-up" }

// registry decodes every Escape action.
var registry = newRegistry()

// Kinds lists every action kind of the game, for tests and fuzzers.
func Kinds() []string { return registry.Kinds() }

func newRegistry() *engine.Registry {
	r := &engine.Registry{}
	r.Register(func() engine.Action { return &LoseDie{} })
	r.Register(func() engine.Action { return &MissedReturn{} })
	r.Register(func() engine.Action { return &VanMissed{} })
	r.Register(func() engine.Action { return &AddItemToCargo{} })
	r.Register(func() engine.Action { return &RemoveItem{} })
	r.Register(func() engine.Action { return &RevealExit{} })
	r.Register(func() engine.Action { return &AddChurchZombie{} })
	r.Register(func() engine.Action { return &RemoveChurchZombie{} })
	r.Register(func() engine.Action { return &StartPhase2{} })
	r.Register(func() engine.Action { return &ReachExit{} })
	r.Register(func() engine.Action { return &TimeUp{} })
	r.Register(func() engine.Action { return &MissedDoor{} })
	r.Register(func() engine.Action { return &ClockAt{} })
	r.Register(func() engine.Action { return &EveryoneElseBack{} })
	return r
}

// Moment is the time of play an action carries (the tap on "We escaped!",
// a third zombie at the church), when it was recorded: the moment the
// table said it, which the result keeps, not the moment the screen
// recorded the answer.
func Moment(a engine.Action) (time.Duration, bool) {
	switch x := engine.Deref(a).(type) {
	case ReachExit:
		return x.Played, x.Played > 0
	case AddChurchZombie:
		return x.Played, x.Played > 0
	}
	return 0, false
}
