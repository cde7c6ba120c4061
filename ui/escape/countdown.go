package escape

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// countdownNumberSize is the height of the countdown's seconds: read from
// across the table, far larger than the text (the clock of free play is
// 120), and still two digits wide inside half of an 800-wide tablet.
const countdownNumberSize = 220

// phoneClockSize and phoneNumberSize are the clock's and the countdown's
// digits on a phone held upright, whose clock side is 28.5% of the height:
// at 120 and 220 they were cut there. At these sizes (still near four
// times the text) the clock and the line under it, and the seconds under
// a title on one line, show whole (TestDoorSlamQuestionInViewOnAPhone).
const (
	phoneClockSize  = 72
	phoneNumberSize = 80
)

// portraitNumberSize is the countdown's seconds on a tablet held upright,
// whose clock side is 42% of the height: at 220 the break's "what to do"
// ran past its foot and the time left out of sight, while the dice under
// it left room to spare (TestTheBreakReadsWholeInPortrait).
const portraitNumberSize = 170

// portraitSeconds is portraitNumberSize for the settings' text size: the
// title, "what to do" and the time line grow with it (and wrap), so at
// "Large text" the time line under the seconds was cut in half in every
// countdown (a fresh-eyes game); the seconds give up that room instead
// (TestTheCountdownReadsWholeInPortrait).
func portraitSeconds() float32 {
	scale := theme.Size(theme.SizeNameText) / (theme.DefaultTheme().Size(theme.SizeNameText) * 1.35)
	if scale <= 1 {
		return portraitNumberSize
	}
	return portraitNumberSize * max(1-(scale-1)*1.15, 0.5)
}

// countdownPanel is the clock side during a countdown (38 s to the door
// slam, or to the zombie cry) and during the 20-second break after it:
// which countdown, its seconds in very large digits, what to do, and in
// the break the door-slam question.
type countdownPanel struct {
	box      *fyne.Container
	title    *widget.Label
	number   *kit.SegmentNumber
	todo     *widget.Label
	left     *kit.TickText
	question *fyne.Container
	// stage and countdown are what the panel shows now, so it is rebuilt
	// only when they change; seconds is the number on show.
	stage     timers.Stage
	countdown int
	seconds   int
}

func newCountdownPanel(phone, portrait bool) countdownPanel {
	p := countdownPanel{stage: -1}
	// The title wraps rather than shrink or run off a narrow window.
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	p.title.Wrapping = fyne.TextWrapWord
	p.title.SizeName = theme.SizeNameHeadingText
	if phone { // on one line, so the seconds under it stay in view
		p.title.SizeName = theme.SizeNameSubHeadingText
	}
	p.number = kit.NewSegmentNumber(countdownNumberSize)
	if portrait {
		p.number = kit.NewSegmentNumber(portraitSeconds())
	}
	if phone {
		p.number = kit.NewSegmentNumber(phoneNumberSize)
	}
	p.todo = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	p.todo.Wrapping = fyne.TextWrapWord
	p.todo.SizeName = theme.SizeNameSubHeadingText
	// Read across the table; its time changes every second.
	p.left = kit.NewTickText(theme.Size(theme.SizeNameSubHeadingText), fyne.TextStyle{}, theme.ColorNameForeground)
	p.question = container.NewVBox()
	p.box = container.NewVBox(p.title, p.number, p.todo, container.NewPadded(p.left))
	return p
}

// countdownAt is what the countdown screen shows at elapsed, for this
// game's phase; before Start it is the wait before play.
func (v *view) countdownAt(el time.Duration) timers.CountdownMode {
	if !v.started {
		return timers.CountdownMode{Stage: timers.StageBefore}
	}
	return timers.CountdownAt(v.track, el, v.session.State().Phase == esc.Van)
}

// showStage puts the countdown panel up for a countdown or its break and
// the play panel back after it, and sets the big number. Only a change of
// stage rebuilds anything; a new second redraws the number alone.
func (v *view) showStage(m timers.CountdownMode, el time.Duration) {
	if v.session.State().Outcome.Over {
		return
	}
	p := &v.cd
	if m.Running() || m.Break() {
		before, clock, after := momentParts(v.track.Played(el))
		if v.play.Scheduler().Paused() {
			before, after = tickParts(lang.X("escape.countdown.paused", "PAUSED · {{.Moment}}", map[string]any{"Moment": before + tickMark + after}))
		}
		p.left.SetText(before, clock, after)
	}
	if m.Stage != p.stage || m.Countdown != p.countdown {
		// A break that ends with its question open leaves the question
		// answerable under the bookkeeping (showAsk), where it moves no
		// counter; the answer takes it away. A table still rolling when the
		// 20 s ran out knows who was outside, and "everyone made it back"
		// taken for them would be a wrong count whose undo lies under every
		// later step. It stays there, also through the next countdown, until
		// answered: above the clock it would push a countdown off the screen.
		v.held = v.held || v.inBreak() && !m.Break() && v.asking()
		p.stage, p.countdown, p.seconds = m.Stage, m.Countdown, -1
		v.msgs.Settle() // a new stage: an old "Not allowed" is done
		if m.Running() || m.Break() {
			p.title.SetText(translations.T(m.TitleWords))
			p.todo.SetText(translations.T(m.TodoWords))
		}
		// The break is a screen of its own: its count beside the question
		// of the door slam. A countdown takes the clock side; free play
		// has the clock.
		if m.Running() || m.Break() {
			v.side.Objects = []fyne.CanvasObject{p.box}
		} else {
			v.side.Objects = []fyne.CanvasObject{v.play0}
		}
		v.side.Refresh()
		if m.Break() && pendingAt(v.track, el, v.session.State()) == m.Countdown {
			// The door has slammed when the break begins: its question comes
			// with it, not with the cue a moment later (a second or two on
			// a slow tablet), when it would push things under a finger.
			v.pending = m.Countdown
		}
		v.showBreak(m.Break())
		v.showAsk()
	}
	if (m.Running() || m.Break()) && m.Seconds != p.seconds {
		p.seconds = m.Seconds
		p.number.SetText(strconv.Itoa(m.Seconds))
		// The last ten seconds in the warning colour: time is running out.
		ink := theme.ColorNameForeground
		if m.Running() && m.Seconds <= 10 {
			ink = theme.ColorNameWarning
		}
		p.number.SetColour(ink)
	}
}

// inBreak tells whether the break after a door slam is on screen.
func (v *view) inBreak() bool { return v.cd.stage == timers.StageBreak }

// showAsk puts the question of the countdown that ended (if the table has
// not answered it) where the table looks: on the break screen during the
// break, at the same place above the bookkeeping when the break ends with
// it open (the bookkeeping comes in under it), else above the clock (never
// above bookkeeping already on screen, whose buttons must not move under a
// finger).
func (v *view) showAsk() {
	v.cd.question.Objects = nil
	v.ask.Objects = nil
	v.askBook.Objects = nil
	q := v.question()
	place := func(c *fyne.Container) {
		c.Objects = []fyne.CanvasObject{q}
		// A new card's wrapped lines know their height only at their
		// width: give it its column's width first, or the column is laid
		// out around a taller card and keeps the gap until some later
		// step lays it out again, moving the counters under a finger.
		if w := c.Size().Width; w > 0 {
			q.Resize(fyne.NewSize(w, q.MinSize().Height))
		}
	}
	switch {
	case q == nil:
		v.held = false
	case v.breakShown():
		place(v.cd.question)
	case v.held:
		place(v.askBook)
	default:
		place(v.ask)
	}
	// Lay the bookkeeping out under the question, or up again, the break's
	// dice under a question of a new shape, and the clock under or without
	// one; each scroll fits itself to what it now holds.
	v.clockSide.Refresh()
	v.playBook.Refresh()
	v.breakBook.Refresh()
}

// pendingAt is the countdown whose end has come by elapsed but is not yet
// answered (for a resumed game): not recorded at all, or a door slam whose
// dice were taken but whose "everyone else made it back" was not tapped;
// 0 when none.
func pendingAt(t timers.Track, el time.Duration, st esc.State) int {
	p := 0
	for _, s := range t.Spans() {
		if s.End <= el && (s.Countdown > st.CountdownsEnded || s.Countdown == st.Answering) {
			p = s.Countdown
		}
	}
	return p
}
