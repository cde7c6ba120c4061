package escape

import (
	"time"

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

// doubleTap is the time within which a second tap on a die is taken as the
// same tap: a die never comes back but by Undo, so a finger that bounces
// must not take two.
const doubleTap = 600 * time.Millisecond

// escBook is the bookkeeping side: every counter between its floor and
// cap, the exit, phase 2 and "We escaped!", drawn from the state.
type escBook struct {
	escGame
	h       Host
	session play
	clock   timers.Clock
	part    *kit.Part[bookPic]
	// lastTap is when a die was last taken by hand, so a double tap takes
	// one die, not two.
	lastTap time.Time
}

// escGame is what the bookkeeping needs of the game on the table: the one
// way to record a step (act), the refusals' words, and the moment of the
// game (a break, a question open) that decides how a die is taken.
type escGame interface {
	act(a engine.Action, fn func() error) error
	tellRefusal(why string)
	askEscaped()
	inBreak() bool
	asking() bool
}

// bookPic is the bookkeeping's picture: the state and the theme. The
// clock's ticks are not in it, so a tick redraws none of it.
type bookPic struct {
	State esc.State
	Dark  bool
}

// show redraws the bookkeeping when the state changed.
func (v *escBook) show(st esc.State) {
	v.part.Show(bookPic{State: st, Dark: kit.IsDark()}, v.draw)
}

// draw draws the bookkeeping side from its picture: every counter between
// its floor and cap (esc.State.Counters), a refused button saying why.
func (v *escBook) draw(p bookPic) fyne.CanvasObject {
	st := p.State
	status := container.NewVBox()
	status.Add(phaseLine(st.Phase))
	counters := st.Counters()
	for i, c := range counters {
		name := widget.NewLabel(translations.T(c.NameWords))
		name.Wrapping = fyne.TextWrapWord
		if w := churchWarning(st); w != "" && c.Remove == (esc.RemoveChurchZombie{}) {
			// In the row itself: a line of its own would move the buttons.
			name.SetText(w)
			name.Importance = widget.DangerImportance
			name.TextStyle.Bold = true
		}
		var label fyne.CanvasObject = name
		if i < len(st.Players) {
			p := st.Players[i]
			label = container.NewBorder(nil, nil, colourSwatch(p.Colour.String(), translations.T(p.Colour.LetterWords())), nil, kit.ShortLabel(translations.T(c.NameWords), 180))
		}
		status.Add(v.counterRow(label, c))
		if i == len(st.Players)-1 {
			status.Add(widget.NewSeparator())
		}
	}
	exit := kit.NewButton(lang.X("escape.status.reveal", "The exit is revealed"), theme.VisibilityIcon(), func() { _ = v.act(esc.RevealExit{}, nil) })
	if st.ExitRevealed {
		// Done, not disabled: full ink and a tick, as "lost a die" reads.
		exit.SetText(lang.X("escape.status.revealed", "Exit revealed"))
		exit.SetIcon(theme.ConfirmIcon())
		exit.OnTapped = func() {
			v.tellRefusal(lang.X("escape.status.revealedWhy", "The exit is already on the table. Undo takes it back."))
		}
	}
	p2 := kit.NewButton(lang.X("escape.status.phase2", "Start phase 2: the van"), theme.NavigateNextIcon(), func() { _ = v.act(esc.StartPhase2{}, nil) })
	if st.Phase == esc.Van {
		p2.Refuse(lang.X("escape.status.phase2Begun", "Phase 2 has begun: the survivors ride the van."), v.tellRefusal)
	} else if err := st.CanStartPhase2(); err != nil {
		p2.Refuse(translations.Err(err), v.tellRefusal)
	}
	won := kit.NewPrimaryButton(lang.X("escape.status.escaped", "We escaped!"), theme.ConfirmIcon(), v.askEscaped)
	if err := st.CanEscape(); err != nil {
		won.Refuse(translations.Err(err), v.tellRefusal)
	}
	status.Add(columns(v.h.Window().Canvas, 2, playSide, exit, p2))
	status.Add(won)
	return status
}

// refresh redraws the bookkeeping side from the engine's state, and sets
// what the step asks of the break and the question.
func (v *view) refresh() {
	st := v.session.State()
	v.bookkeeping.show(st)
	// An undo in the break can take back the answer: ask again.
	if v.inBreak() && (st.CountdownsEnded < v.cd.countdown || st.Answering == v.cd.countdown) && !st.Outcome.Over {
		v.pending = v.cd.countdown
	}
	// A redo can record the answer again: a door slam already answered
	// (its countdown ended, its question not held open) asks nothing.
	if c := v.pending; c > 0 && c < esc.Countdowns && st.CountdownsEnded >= c && st.Answering != c {
		v.pending = 0
	}
	v.breakDice()
	// The last cue's caption in the phase now: phase 2 (or an undo out of
	// it) rewords "Escape! Back to the search." at once.
	if v.captionNow != nil {
		setIfChanged(v.caption, v.captionNow())
	}
	v.undoB.SetEnabled(v.session.CanUndo())
	v.redoB.SetEnabled(v.session.CanRedo())
	v.showAsk()
}

// counterRow is a counter's name and value with large - and + buttons; a
// button at a bound is refused and says why. A counter that only goes one
// way (dice) has no +.
func (v *escBook) counterRow(label fyne.CanvasObject, c esc.Counter) fyne.CanvasObject {
	val := widget.NewLabelWithStyle(translations.T(c.TextWords), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	buttons := container.NewHBox()
	if c.Remove != nil {
		m := kit.NewButton("", theme.ContentRemoveIcon(), func() { v.tapCounter(c.Remove) })
		if c.Add == nil {
			m = kit.NewButton(lang.X("escape.status.loseDie", "-1 die"), nil, func() { v.tapCounter(c.Remove) })
		}
		if c.RemoveRefused != nil {
			m.Refuse(translations.Err(c.RemoveRefused), v.tellRefusal)
		}
		buttons.Add(m)
	}
	buttons.Add(val)
	if c.Add != nil {
		p := kit.NewButton("", theme.ContentAddIcon(), func() { v.tapCounter(c.Add) })
		if c.AddRefused != nil {
			p.Refuse(translations.Err(c.AddRefused), v.tellRefusal)
		}
		buttons.Add(p)
	}
	// The name takes what room the buttons leave (and wraps on a phone).
	return container.NewBorder(nil, nil, nil, buttons, label)
}

// tapCounter records a counter's step; a die taken twice within doubleTap
// is one bouncing tap, and only the first counts.
func (v *escBook) tapCounter(a engine.Action) {
	if die, ok := engine.Deref(a).(esc.LoseDie); ok {
		now := v.clock.Now()
		if !v.lastTap.IsZero() && now.Sub(v.lastTap) < doubleTap {
			return
		}
		v.lastTap = now
		if !v.inBreak() && !v.asking() && !v.session.State().Outcome.Over {
			// "Each player who doesn't manage to reach the church in time
			// (by the time the door slams shut) loses one of his dice": out
			// of the door slam's break a die goes only as a correction.
			st := v.session.State()
			kit.Confirm(v.h.Window().Canvas(), lang.X("escape.status.dieAsk", "Take a die now?"),
				lang.X("escape.status.dieAskText", "A die is lost when the door slams shut on a survivor outside the church. Take a die from {{.Player}} anyway, as a correction?", map[string]any{"Player": translations.T(st.Players[die.Player].LabelWords())}),
				lang.X("escape.status.dieYes", "Take the die"), func() { v.loseDie(a) })
			return
		}
	}
	v.loseDie(a)
}

// loseDie records a counter's step, asking first when it ends the game.
func (v *escBook) loseDie(a engine.Action) {
	// A tap that ends the game (the third zombie at the church, the last
	// die) asks first, as "We escaped!" does: the table reads how it ends.
	if next, err := (esc.Rules{}).Apply(v.session.State(), a); err == nil && next.Outcome.Over {
		kit.Confirm(v.h.Window().Canvas(), lang.X("escape.status.endAsk", "This ends the game"),
			lang.X("escape.status.endAskText", "{{.End}} Is that what happened?", map[string]any{"End": translations.T(next.EndWords())}),
			lang.X("escape.status.endYes", "Yes, the game is lost"), func() { _ = v.act(a, nil) })
		return
	}
	_ = v.act(a, nil)
}
