package escape

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
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
		data := map[string]any{"Player": translations.T(p.LabelWords()), "Dice": p.Dice, "Start": esc.StartingDice}
		if p.Dice < before.Players[i].Dice {
			out = append(out, lang.X("escape.told.loses", "{{.Player}} loses a die: {{.Dice}} of {{.Start}} dice.", data))
		} else {
			out = append(out, lang.X("escape.told.back", "{{.Player}} has a die back: {{.Dice}} of {{.Start}} dice.", data))
		}
	}
	if after.Cargo != before.Cargo {
		data := map[string]any{"N": after.Cargo, "Of": after.ItemsNeeded}
		if after.Cargo < before.Cargo {
			out = append(out, lang.X("escape.told.itemOut", "An item came out of the cargo bay: {{.N}} of {{.Of}}.", data))
		} else {
			out = append(out, lang.X("escape.told.itemIn", "An item went into the cargo bay: {{.N}} of {{.Of}}.", data))
		}
	}
	if after.ChurchZombies != before.ChurchZombies {
		data := map[string]any{"N": after.ChurchZombies, "Of": esc.ChurchZombieLimit}
		if after.ChurchZombies < before.ChurchZombies {
			out = append(out, lang.X("escape.told.zombieOff", "A zombie is off the church: {{.N}} of {{.Of}}.", data))
		} else {
			out = append(out, lang.X("escape.told.zombieOn", "A zombie reached the church: {{.N}} of {{.Of}}.", data))
		}
	}
	if after.ExitRevealed != before.ExitRevealed {
		if after.ExitRevealed {
			out = append(out, lang.X("escape.told.exit", "The exit is revealed."))
		} else {
			out = append(out, lang.X("escape.told.exitHidden", "The exit is hidden again."))
		}
	}
	if after.Phase != before.Phase {
		out = append(out, lang.X("escape.told.now", "Now {{.Phase}}.", map[string]any{"Phase": translations.T(after.Phase.Words())}))
	}
	if after.Outcome.Over != before.Outcome.Over {
		if after.Outcome.Over {
			out = append(out, lang.X("escape.told.ended", "The game ended."))
		} else {
			out = append(out, lang.X("escape.told.goesOn", "The game goes on: its end is taken back."))
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
	return stampAt(v.played(), text)
}

// stampAt is stamp at a given time of play.
func stampAt(played time.Duration, text string) kit.Message {
	return kit.Message{Text: lang.X("escape.told.stamp", "{{.Left}} left: {{.Text}}", map[string]any{"Left": clockText(played), "Text": text})}
}

// sayStep writes a recorded step (a) to the bar and the Log: the rules'
// notices, or, when they say nothing, what changed; at the step's own
// moment when it carries one (esc.Moment), so the Log and the end screen
// say one time however long a question stayed open.
func (v *view) sayStep(before esc.State, a engine.Action) {
	stamp := v.stamp
	if at, ok := esc.Moment(a); ok && v.started {
		stamp = func(l string) kit.Message { return stampAt(at, l) }
	}
	after := v.session.State()
	lines := make([]string, 0, len(after.Notices))
	for _, n := range after.Notices {
		text, _ := translations.Notice(n)
		lines = append(lines, text)
	}
	if len(lines) == 0 {
		lines = changes(before, after)
	}
	for _, l := range lines {
		v.msgs.Post(stamp(l))
	}
}

// undoOrRedo takes back (or puts again) the table's last move, with the
// clock marks after it (one group of the journal), and says what it took
// back: the row's count and the bar then agree.
func (v *view) undoOrRedo(redo bool) {
	before := v.session.State()
	step := v.session.Undo
	word := func(w string) string {
		return lang.X("escape.told.undone", "Taken back. {{.Step}}", map[string]any{"Step": w})
	}
	if redo {
		step = v.session.Redo
		word = func(w string) string {
			return lang.X("escape.told.redone", "Done again. {{.Step}}", map[string]any{"Step": w})
		}
	}
	if err := v.act(nil, func() error { _, err := step(); return err }); err != nil {
		return
	}
	what := changes(before, v.session.State())
	if len(what) == 0 {
		what = []string{lang.X("escape.told.noCount", "A step that changed no count.")}
	}
	for _, w := range what {
		v.msgs.Post(v.stamp(word(w)))
	}
}
