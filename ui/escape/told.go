package escape

import (
	"fmt"

	esc "hordekeeper/engine/escape"
	"hordekeeper/ui/kit"
)

// Every table action is a line of the Log with its time: the rules' own
// notices, and for a step the rules say nothing about (an item in or out
// of the cargo bay, a pause, an undo) the screen's own sentence.

// changes says in a player's words what differs from before to after, one
// sentence each: dice, items, zombies at the church, the exit, the phase.
func changes(before, after esc.State) []string {
	var out []string
	for i, p := range after.Players {
		if i >= len(before.Players) || p.Dice == before.Players[i].Dice {
			continue
		}
		verb := "has a die back"
		if p.Dice < before.Players[i].Dice {
			verb = "loses a die"
		}
		out = append(out, fmt.Sprintf("%s %s: %d of %d dice.", p.Label(), verb, p.Dice, esc.StartingDice))
	}
	if after.Cargo != before.Cargo {
		verb := "An item went into the cargo bay"
		if after.Cargo < before.Cargo {
			verb = "An item came out of the cargo bay"
		}
		out = append(out, fmt.Sprintf("%s: %d of %d.", verb, after.Cargo, after.ItemsNeeded))
	}
	if after.ChurchZombies != before.ChurchZombies {
		verb := "A zombie reached the church"
		if after.ChurchZombies < before.ChurchZombies {
			verb = "A zombie is off the church"
		}
		out = append(out, fmt.Sprintf("%s: %d of %d.", verb, after.ChurchZombies, esc.ChurchZombieLimit))
	}
	if after.ExitRevealed != before.ExitRevealed {
		if after.ExitRevealed {
			out = append(out, "The exit is revealed.")
		} else {
			out = append(out, "The exit is hidden again.")
		}
	}
	if after.Phase != before.Phase {
		out = append(out, "Now "+after.Phase.String()+".")
	}
	if after.Outcome.Over != before.Outcome.Over {
		if after.Outcome.Over {
			out = append(out, "The game ended.")
		} else {
			out = append(out, "The game goes on: its end is taken back.")
		}
	}
	return out
}

// stamp puts the time of the game before a Log line ("9:12 left: ..."),
// once the soundtrack has started.
func (v *view) stamp(text string) kit.Message {
	if !v.started {
		return kit.Message{Text: text}
	}
	return kit.Message{Text: clockText(v.played()) + " left: " + text}
}

// sayStep writes a recorded step to the bar and the Log: the rules'
// notices, or, when they say nothing, what changed.
func (v *view) sayStep(before esc.State) {
	after := v.session.State()
	lines := make([]string, 0, len(after.Notices))
	for _, n := range after.Notices {
		lines = append(lines, n.Text)
	}
	if len(lines) == 0 {
		lines = changes(before, after)
	}
	for _, l := range lines {
		v.msgs.Say(v.stamp(l))
	}
}

// undoOrRedo takes back (or puts again) the table's last move and says
// what it took back: the row's count and the bar then agree.
func (v *view) undoOrRedo(redo bool) {
	before := v.session.State()
	step := esc.UndoMove
	word := "Undone"
	if redo {
		step, word = esc.RedoMove, "Redone"
	}
	if err := v.act(nil, func() error { return step(v.session) }); err != nil {
		return
	}
	what := changes(before, v.session.State())
	if len(what) == 0 {
		what = []string{"a step that changed no count."}
	}
	for _, w := range what {
		v.msgs.Say(v.stamp(word + ": " + w))
	}
}
