package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// askEscaped is "We escaped!": after a confirm, the game ends as a win at
// the time of play it has reached.
func (v *view) askEscaped() {
	if err := v.session.State().CanEscape(); err != nil {
		v.tellRefusal(translations.Err(err))
		return
	}
	v.clearFlash()
	// The moment is the tap's: the question and the end screen say the same
	// time however long the table takes to answer.
	at := min(v.played(), esc.PlayTime)
	kit.Confirm(v.h.Window().Canvas(), lang.X("escape.end.ask", "We escaped?"),
		lang.X("escape.end.askText", "The van reached the exit and no zombie is left on it. The game ends as a win with {{.Moment}}.", map[string]any{"Moment": momentText(at)}),
		lang.X("escape.end.yes", "Yes, we escaped"), func() {
			_ = v.act(esc.ReachExit{Played: at}, nil)
		})
}

// showEnd ends the soundtrack (nothing runs once the game is over) and
// shows the end screen: the outcome, the time, the dice left and the items,
// with "play again".
func (v *view) showEnd() {
	v.halt()
	v.clearFlash()
	st := v.session.State()
	o := st.Outcome
	box := container.NewVBox(bigLines(translations.T(o.TitleWords()), 64, v.h.Window().Canvas().Size()))
	reason := widget.NewLabelWithStyle(translations.T(st.EndWords()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	reason.Wrapping = fyne.TextWrapWord
	reason.SizeName = theme.SizeNameSubHeadingText
	box.Add(reason)
	for _, l := range endLines(o) {
		line := widget.NewLabelWithStyle(l, fyne.TextAlignCenter, fyne.TextStyle{})
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
	}
	var same, variant *kit.Button
	// A tap is answered at once: both buttons say "Starting…" and take no
	// second tap, and the new game is built after the screen has shown it.
	again := func(asVariant bool) {
		for _, b := range []*kit.Button{same, variant} {
			b.Refuse(lang.X("escape.end.starting", "A new game is starting."), v.tellRefusal)
		}
		map[bool]*kit.Button{false: same, true: variant}[asVariant].SetText(lang.X("escape.end.startingButton", "Starting…"))
		later := v.h.NewHandoff()
		later.Post(func() { later.Post(func() { v.playAgain(asVariant) }) })
	}
	same = kit.NewPrimaryButton(lang.X("escape.end.again", "Play again: same soundtrack"), theme.MediaReplayIcon(), func() { again(false) })
	variant = kit.NewButton(lang.X("escape.end.againVariant", "Play again: random countdowns"), theme.ViewRefreshIcon(), func() { again(true) })
	same.Min = fyne.NewSize(0, 64)
	variant.Min = fyne.NewSize(0, 64)
	if !v.viewOnly() {
		// A game only looked at starts nothing.
		box.Add(columns(v.h.Window().Canvas, 2, wholeWidth, same, variant))
		if isSaved(v.session) && v.session.CanUndo() {
			// The end is a step like the others: a wrong last tap is taken
			// back and the game comes back paused at the time it ended.
			box.Add(kit.NewButton(lang.X("escape.end.undo", "Undo: back to the game"), theme.ContentUndoIcon(), v.undoEnd))
		}
	}
	v.body.Objects = []fyne.CanvasObject{kit.NewVScroll(container.NewPadded(box))}
	v.body.Refresh()
}

// playAgain starts a new game with the same survivors: on the same
// soundtrack, or on a new variant of it. The finished game is archived.
func (v *view) playAgain(variant bool) {
	if v.stopped {
		return // one game from one tap, however many came
	}
	hd := v.session.Header()
	o, err := esc.ParseOptions(hd.Options)
	if err != nil {
		v.h.Tell(lang.X("escape.end.cannot", "Could not start again"), translations.Err(err))
		return
	}
	seed := v.h.NewSeed()
	track := v.track
	if variant {
		track = timers.Variant(seed)
	}
	o.Track = track.ID
	raw, err := o.JSON()
	if err != nil {
		v.h.Tell(lang.X("escape.end.cannot", "Could not start again"), translations.Err(err))
		return
	}
	v.stop()
	nv, err := startGame(v.h, engine.Header{Game: esc.Name, Seed: seed, Options: raw}, track)
	if err != nil {
		v.h.Tell(lang.X("escape.end.cannot", "Could not start again"), translations.Err(err))
		return
	}
	v.h.Show(nv.content())
}

// endLines are the end screen's facts: the engine's, in the language in
// force, with the time written as every other Escape screen writes a
// moment (momentText).
func endLines(o esc.Outcome) []string {
	var lines []string
	for _, w := range o.LinesWords() {
		lines = append(lines, translations.T(w))
	}
	if o.Played > 0 && len(lines) > 0 {
		// The engine puts the time first when it was recorded.
		lines[0] = lang.X("escape.end.time", "Time: {{.Moment}}.", map[string]any{"Moment": momentText(o.Played)})
	}
	return lines
}

// undoEnd takes back the step that ended the game and puts the game back
// on the screen as a resume does: paused at the time it ended.
func (v *view) undoEnd() {
	if _, err := v.session.Undo(); err != nil {
		v.tellRefusal(translations.Err(err))
		return
	}
	v.stop()
	resumeWith(v.h, true)
}
