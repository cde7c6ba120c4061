package escape

import (
	"context"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// view is the Escape screen in play: the soundtrack's clock and cues, and
// the table's bookkeeping (dice, items, exit, zombies at the church). All
// its state is here; nothing outlives the screen.
type view struct {
	h       Host
	store   store
	session *engine.Session[esc.State]
	play    *timers.Playback
	track   timers.Track
	clock   timers.Clock
	muted   bool
	started bool
	stopped bool

	// handoff carries the soundtrack's cues and the clock's ticks to the UI
	// goroutine, and drops them once the screen has stopped.
	handoff *kit.Handoff
	// cancel ends the background goroutines; bg waits for them.
	cancel context.CancelFunc
	bg     sync.WaitGroup

	timeLeft *canvas.Text
	next     *widget.Label
	caption  *widget.Label
	paused   *widget.Label
	notice   *widget.Label
	bar      *timelineBar
	status   *fyne.Container
	check    *widget.Card
	startB   *kit.Button
	pauseB   *kit.Button
	muteB    *kit.Button
	undoB    *kit.Button
	redoB    *kit.Button
	// slam is the door-slam question on show, if any.
	slam *doorSlamDialog
	// flashPop is the flash on show, if any, and flashUntil when it goes.
	flashPop   *widget.PopUp
	flashUntil time.Time
}

// startGame creates a game from its header (archiving the one in progress)
// and builds its screen.
func startGame(h Host, st store, hd engine.Header, track timers.Track) (*view, error) {
	s, err := st.create(hd)
	if err != nil {
		return nil, err
	}
	v, err := newView(h, st, s, track)
	if err != nil {
		s.Close()
	}
	return v, err
}

// newView builds the screen of a game and its playback, and makes the
// screen the one asked before it is left.
func newView(h Host, st store, s *engine.Session[esc.State], track timers.Track) (*view, error) {
	clock := h.Clock()
	play, err := timers.NewPlayback(track, clock, h.Sound())
	if err != nil {
		return nil, err
	}
	v := &view{h: h, store: st, session: s, play: play, track: track, clock: clock, handoff: h.NewHandoff()}
	v.build()
	h.SetOnLeaving(v.onLeaving)
	return v, nil
}

func (v *view) build() {
	v.timeLeft = canvas.NewText("15:00", theme.Color(theme.ColorNameForeground))
	v.timeLeft.TextSize = 120
	v.timeLeft.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	v.timeLeft.Alignment = fyne.TextAlignCenter
	v.next = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	v.caption = widget.NewLabelWithStyle("Tap Start when the survivors stand on the church.", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.caption.Wrapping = fyne.TextWrapWord
	v.paused = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	v.notice = widget.NewLabel("")
	v.notice.Wrapping = fyne.TextWrapWord
	v.bar = newTimelineBar(v.track)
	v.status = container.NewVBox()
	v.check = widget.NewCard("During the break", "", widget.NewLabel(
		"• Every survivor back on the church.\n• A new item tile on each special building that has none."))
	v.check.Hide()

	v.startB = kit.NewPrimaryButton("Start", theme.MediaPlayIcon(), v.start)
	v.pauseB = kit.NewButton("Pause", theme.MediaPauseIcon(), v.togglePause)
	v.pauseB.Disable()
	v.muteB = kit.NewButton("Mute", theme.VolumeMuteIcon(), v.toggleMute)
	v.undoB = kit.NewButton("Undo", theme.ContentUndoIcon(), func() { v.act(nil, v.session.Undo) })
	v.redoB = kit.NewButton("Redo", theme.ContentRedoIcon(), func() { v.act(nil, v.session.Redo) })
	if v.play.Silent() {
		v.notice.SetText(v.play.Notice() + ". Every cue also shows here.")
	}
	v.refresh()
}

// content lays the screen out: the clock big on one side, the table's
// bookkeeping on the other (stacked in portrait).
func (v *view) content() fyne.CanvasObject {
	controls := container.NewGridWithColumns(3, v.startB, v.pauseB, v.muteB)
	clock := container.NewVBox(v.timeLeft, v.next, v.bar, v.caption, v.paused, controls, v.check, v.notice)
	book := container.NewVBox(v.status, container.NewGridWithColumns(2, v.undoB, v.redoB))
	split := kit.NewSplit(0.5, container.NewPadded(clock), container.NewVScroll(container.NewPadded(book)))
	return container.NewBorder(kit.TopBar(v.h.Home, Info.Title), nil, nil, nil, split)
}

func (v *view) togglePause() {
	defer v.saveClock()
	if v.play.Scheduler().Paused() {
		v.play.Resume()
		v.pauseB.SetText("Pause")
		v.pauseB.SetIcon(theme.MediaPauseIcon())
	} else {
		v.play.Pause()
		v.pauseB.SetText("Resume")
		v.pauseB.SetIcon(theme.MediaPlayIcon())
	}
	v.tick()
}

func (v *view) toggleMute() {
	v.muted = !v.muted
	if v.muted {
		v.play.Audio().SetVolume(0)
		v.muteB.SetText("Sound on")
		v.muteB.SetIcon(theme.VolumeUpIcon())
	} else {
		v.play.Audio().SetVolume(1)
		v.muteB.SetText("Mute")
		v.muteB.SetIcon(theme.VolumeMuteIcon())
	}
}

// act applies an action (or runs fn) and shows the result or the refusal.
func (v *view) act(a engine.Action, fn func() error) {
	var err error
	if a != nil {
		_, err = v.session.Do(a)
	} else if fn != nil {
		err = fn()
	}
	if err != nil {
		v.notice.SetText("Not recorded: " + err.Error())
	} else {
		v.notice.SetText(strings.Join(v.session.State().NoticeTexts(), " "))
	}
	v.refresh()
}

// saveClock writes where the soundtrack stands beside the journal; called
// on pause, at each cue, every few seconds while the track runs and when
// the screen closes.
func (v *view) saveClock() {
	if !v.store.saved() {
		return
	}
	s := v.play.Scheduler()
	_ = writeClock(v.store.clockFile(), savedClock{Track: v.track.ID, Elapsed: s.Elapsed(), Started: v.started, Paused: s.Paused()})
}
