package escape

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// view is the Escape screen in play: the soundtrack's clock and cues, and
// the table's bookkeeping (dice, items, exit, zombies at the church). All
// its state is here; nothing outlives the screen.
type view struct {
	h        Host
	session  play
	play     *timers.Playback
	track    timers.Track
	surprise bool
	clock    timers.Clock
	muted    bool
	started  bool
	stopped  bool

	// handoff carries the soundtrack's cues and the clock's ticks to the UI
	// goroutine, and drops them once the screen has stopped.
	handoff *kit.Handoff
	// cancel ends the background goroutines; bg waits for them.
	cancel context.CancelFunc
	bg     sync.WaitGroup

	// body holds the play screen (frame) or, once the game is over, the
	// end screen.
	body  *fyne.Container
	frame fyne.CanvasObject
	// side holds the clock side: the play panel, or the countdown panel
	// during a countdown and its break.
	side  *fyne.Container
	play0 fyne.CanvasObject
	// clockSide scrolls the clock side; bookSlot holds playBook (the
	// bookkeeping) or, in the break after a door slam, breakBook (its dice
	// and question). See buildFrame.
	clockSide, playBook, breakBook *container.Scroll
	bookSlot                       *fyne.Container

	timeLeft *kit.TickText
	// pausedBig says PAUSED in type read from across the table, above
	// Pause while the soundtrack stands still (hidden while it runs).
	pausedBig *canvas.Text
	next      *widget.Label
	caption   *widget.Label
	paused    *widget.Label
	msgs      *kit.MessageBar
	bar       *timelineBar
	// bookkeeping is the counters' side, drawn from the state.
	bookkeeping *escBook
	ask         *fyne.Container
	// askBook holds the break's question under the bookkeeping once the
	// break is over and the question is still open (held): above it, it
	// pushed the counters out of sight in portrait (a fresh-eyes game).
	askBook *fyne.Container
	book    *fyne.Container // the bookkeeping and askBook
	answers *fyne.Container // the break's question and dice
	held    bool
	// captionNow words the last cue's caption (under the clock) in the
	// game's phase now; nil while the caption is no cue's.
	captionNow func() string
	diceList   *fyne.Container
	startB     *kit.Button
	pauseB     *kit.Button
	muteB      *kit.Button
	undoB      *kit.Button
	redoB      *kit.Button

	cd countdownPanel
	// pending is the countdown whose end the table has still to answer
	// (the door-slam question, the zombie cry); 0 when none.
	pending int
	// pauseWhy says what paused the game when it was not the Pause button
	// ("" when it was, or when the game runs).
	pauseWhy string
	// escFlash is the flash of the cues that sound.
	*escFlash
}

// startGame creates a game from its header (archiving the one in progress)
// and builds its screen.
func startGame(h Host, hd engine.Header, track timers.Track) (*view, error) {
	s, err := create(h, hd)
	if err != nil {
		return nil, err
	}
	v, err := newView(h, s, track)
	if err != nil {
		s.Close()
	}
	return v, err
}

// newView builds the screen of a game and its playback, and makes the
// screen the one asked before it is left.
func newView(h Host, s play, track timers.Track) (*view, error) {
	clock := h.Clock()
	play, err := timers.NewPlayback(track, clock, h.Sound())
	if err != nil {
		return nil, err
	}
	v := &view{h: h, session: s, play: play, track: track, clock: clock, handoff: h.NewHandoff()}
	v.escFlash = &escFlash{h: h, clock: clock, cueCaption: v.cueCaption, flashWake: make(chan time.Time, 1)}
	if o, err := esc.ParseOptions(s.Header().Options); err == nil {
		v.surprise = o.Surprise
	}
	v.build()
	h.SetOnLeaving(v.onLeaving)
	return v, nil
}

func (v *view) build() {
	phone := onPhone(v.h.Window().Canvas)
	clockSize := float32(120)
	if phone {
		clockSize = phoneClockSize
	}
	v.timeLeft = kit.NewTickText(clockSize, fyne.TextStyle{Bold: true, Monospace: true}, theme.ColorNameForeground)
	v.timeLeft.SetText("", "15:00", "")
	// The lines under the clock are read from across the table: 24 px.
	v.next = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	v.next.Wrapping = fyne.TextWrapWord
	v.next.SizeName = theme.SizeNameSubHeadingText
	v.caption = widget.NewLabelWithStyle(lang.X("escape.screen.tapStart", "Tap Start when the survivors stand on the church."), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.caption.Wrapping = fyne.TextWrapWord
	v.caption.SizeName = theme.SizeNameSubHeadingText
	v.paused = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.paused.Wrapping = fyne.TextWrapWord
	v.paused.SizeName = theme.SizeNameSubHeadingText
	v.pausedBig = newPausedSign()
	v.msgs = kit.NewMessageBar(v.h.Window().Canvas)
	v.bar = newTimelineBar(v.track, v.surprise)
	v.bookkeeping = &escBook{escGame: v, h: v.h, session: v.session, clock: v.clock, part: kit.NewPart[bookPic]()}
	v.ask = container.NewVBox()
	v.flashPop = newFlashCover()
	v.askBook = container.NewVBox()
	v.diceList = columns(v.h.Window().Canvas, 2, breakSide)
	v.cd = newCountdownPanel(phone, upright(v.h.Window().Canvas))

	v.startB = kit.NewPrimaryButton(lang.X("escape.screen.start", "Start"), theme.MediaPlayIcon(), v.start)
	v.pauseB = kit.NewButton(lang.X("escape.screen.pause", "Pause"), theme.MediaPauseIcon(), v.togglePause)
	v.pauseB.Disable()
	v.muteB = kit.NewButton(lang.X("escape.screen.mute", "Mute"), theme.VolumeMuteIcon(), v.toggleMute)
	v.undoB = kit.NewButton(lang.X("escape.screen.undo", "Undo"), theme.ContentUndoIcon(), func() { v.undoOrRedo(false) })
	v.redoB = kit.NewButton(lang.X("escape.screen.redo", "Redo"), theme.ContentRedoIcon(), func() { v.undoOrRedo(true) })
	if v.viewOnly() {
		v.startB.Refuse(lang.X("escape.past.refused", "This game is over and only shown here."), v.tellRefusal)
	} else if v.play.Silent() {
		v.msgs.Post(kit.Message{Text: lang.X("escape.screen.silent", "{{.Notice}}. Every cue also shows here.", map[string]any{"Notice": translations.T(v.play.NoticeWords())})})
	}
	v.play0 = container.NewVBox(v.timeLeft, v.next, v.bar, v.caption, v.paused)
	v.side = container.NewStack(v.play0)
	// The question of a countdown that ended (once its break is over) goes
	// above the clock (v.ask), never above the bookkeeping: the dice and
	// counters stay where the fingers know them, and only the clock (which
	// takes no tap) moves down.
	v.book = container.NewVBox(v.bookkeeping.part.Box, v.askBook)
	v.answers = container.NewVBox(v.cd.question, v.diceList)
	v.buildFrame()
	v.refresh()
	v.tick()
}

// content lays the screen out: the clock big on one side, the table's
// bookkeeping on the other (stacked in portrait), the messages under both.
func (v *view) content() fyne.CanvasObject {
	if v.session.State().Outcome.Over {
		v.showEnd()
	}
	return container.NewStack(container.NewBorder(kit.TopBar(v.h.Home, Info.Title), v.msgs, nil, nil, v.body), v.flashPop.Container)
}

func (v *view) togglePause() {
	if v.stopped || v.session.State().Outcome.Over {
		return
	}
	if v.play.Scheduler().Paused() {
		v.msgs.Post(v.stamp(pauseWords(false)))
		v.play.Resume()
		v.runBackground()
		v.pauseB.Importance = widget.MediumImportance
		v.pauseB.SetText(lang.X("escape.screen.pause", "Pause"))
		v.pauseB.SetIcon(theme.MediaPauseIcon())
	} else {
		if !v.session.State().ClockHeld {
			// A game put away comes back held: its Log already says so.
			v.msgs.Post(v.stamp(pauseWords(true)))
		}
		v.clearFlash() // no tick takes it away while paused
		v.play.Pause()
		v.haltBackground()
		// Resume is the one filled button while the game stands still: the
		// table's next tap.
		v.pauseB.Importance = widget.HighImportance
		v.pauseB.SetText(lang.X("escape.screen.resume", "Resume"))
		v.pauseB.SetIcon(theme.MediaPlayIcon())
	}
	v.saveClock(true)
	v.tick()
}

func (v *view) toggleMute() {
	v.muted = !v.muted
	if v.muted {
		v.play.Audio().SetVolume(0)
		v.muteB.SetText(lang.X("escape.screen.soundOn", "Sound on"))
		v.muteB.SetIcon(theme.VolumeUpIcon())
	} else {
		v.play.Audio().SetVolume(1)
		v.muteB.SetText(lang.X("escape.screen.mute", "Mute"))
		v.muteB.SetIcon(theme.VolumeMuteIcon())
	}
}

// act applies an action (or runs fn) and shows the result or the refusal;
// a game that ends with it goes to the end screen. It returns the refusal.
func (v *view) act(a engine.Action, fn func() error) error {
	var err error
	before := v.session.State()
	if a != nil || fn != nil {
		v.msgs.Settle() // a new step: an old "Not allowed" has had its answer
	}
	if a != nil {
		if v.started && !v.stopped && !esc.IsClockMark(a) {
			// The step's moment goes in the journal just before it, so a
			// resumed Log says when it came, not "by" the last mark.
			_, _ = esc.MarkClock(v.session, v.play.Scheduler().Elapsed(), true)
		}
		_, err = v.session.Do(a)
	} else if fn != nil {
		err = fn()
	}
	if err != nil {
		v.msgs.Post(kit.Message{Text: lang.X("escape.screen.notRecorded", "Not recorded: {{.Reason}}", map[string]any{"Reason": translations.Err(err)}), Refusal: true})
	} else if a != nil {
		v.sayStep(before, a)
	}
	v.refresh()
	if v.session.State().Outcome.Over {
		v.showEnd()
	}
	return err
}

// saveClock records where the soundtrack stands in the game's journal
// (a clock mark): every few seconds while it runs, and at each cue and
// pause (force).
func (v *view) saveClock(force bool) {
	if !v.started || v.stopped {
		return
	}
	el := v.play.Scheduler().Elapsed()
	if force {
		// A forced mark says whether the soundtrack stands still, so a
		// resumed game knows whether the app stopped while it ran. A pause
		// or a cue is a step of the table's: it drops a move left to redo.
		s := v.play.Scheduler()
		if ok, _ := esc.MarkStep(v.session, el, s.PausedTotal(), s.Paused()); ok {
			v.redoB.SetEnabled(v.session.CanRedo())
		}
		return
	}
	_, _ = esc.MarkClock(v.session, el, false)
}
