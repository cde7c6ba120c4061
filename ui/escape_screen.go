package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// escapeView is the Escape screen in play: the soundtrack's clock and cues,
// and the table's bookkeeping (dice, items, exit, zombies at the church).
type escapeView struct {
	a       *App
	session *engine.Session[escape.State]
	play    *timers.Playback
	track   timers.Track
	clock   timers.Clock
	cancel  context.CancelFunc
	muted   bool
	started bool

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
	// flashes counts full-screen flashes shown (tests read it).
	flashes int
	// handoff carries the soundtrack's and the ticker's updates to the UI
	// goroutine, and drops them once the screen has stopped.
	handoff *kit.Handoff
	// flashPop is the flash on show, if any.
	flashPop *widget.PopUp
}

// startEscape creates (or, with a path that exists, is given) an Escape game
// and its playback, and builds its view.
func (a *App) startEscape(h engine.Header, track timers.Track, at time.Duration) (*escapeView, error) {
	var s *engine.Session[escape.State]
	var err error
	if a.opts.DataDir != "" {
		s, err = engine.CreateSession[escape.State](escape.Rules{}, h, filepath.Join(a.opts.DataDir, "escape.hkj"))
	} else {
		s, err = engine.NewSession[escape.State](escape.Rules{}, h)
	}
	if err != nil {
		return nil, err
	}
	return a.newEscapeView(s, track)
}

func (a *App) newEscapeView(s *engine.Session[escape.State], track timers.Track) (*escapeView, error) {
	clock := a.opts.Clock
	if clock == nil {
		clock = timers.RealClock{}
	}
	play, err := timers.NewPlayback(track, clock, !a.opts.NoSound)
	if err != nil {
		return nil, err
	}
	v := &escapeView{a: a, session: s, play: play, track: track, clock: clock, handoff: a.newHandoff()}
	v.build()
	a.escape = v
	return v, nil
}

func (v *escapeView) build() {
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

	v.startB = kit.NewButton("Start", theme.MediaPlayIcon(), v.start)
	v.startB.Importance = widget.HighImportance
	v.pauseB = kit.NewButton("Pause", theme.MediaPauseIcon(), v.togglePause)
	v.pauseB.Disable()
	v.muteB = kit.NewButton("Mute", theme.VolumeMuteIcon(), v.toggleMute)
	v.undoB = kit.NewButton("Undo", theme.ContentUndoIcon(), func() { v.act(nil, v.session.Undo) })
	v.redoB = kit.NewButton("Redo", theme.ContentRedoIcon(), func() { v.act(nil, v.session.Redo) })
	for name, b := range map[string]*kit.Button{"start": v.startB, "pause": v.pauseB, "mute": v.muteB, "undo": v.undoB, "redo": v.redoB} {
		v.a.buttons["escape/"+name] = b
	}
	if v.play.Silent() {
		v.notice.SetText(v.play.Notice() + ". Every cue also shows here.")
	}
	v.refresh()
}

// content lays the screen out: the clock big on one side, the table's
// bookkeeping on the other (stacked in portrait).
func (v *escapeView) content() fyne.CanvasObject {
	controls := container.NewGridWithColumns(3, v.startB, v.pauseB, v.muteB)
	clock := container.NewVBox(v.timeLeft, v.next, v.bar, v.caption, v.paused, controls, v.check, v.notice)
	book := container.NewVBox(v.status, container.NewGridWithColumns(2, v.undoB, v.redoB))
	split := container.New(kit.Split{Ratio: 0.5}, container.NewPadded(clock), container.NewVScroll(container.NewPadded(book)))
	return container.NewBorder(v.a.topBar("Escape: Zombie City"), nil, nil, nil, split)
}

// start starts the soundtrack and the clock together.
func (v *escapeView) start() { v.startAt(0) }

// startAt starts the soundtrack at an offset (0 for a new game; later for a
// game resumed after the app was closed).
func (v *escapeView) startAt(d time.Duration) {
	if v.started {
		return
	}
	v.started = true
	if d > 0 {
		v.play.StartAt(d)
	} else {
		v.play.Start()
	}
	v.startB.Disable()
	v.pauseB.Enable()
	if _, fake := v.clock.(*timers.FakeClock); fake {
		return // tests drive the clock and call poll themselves
	}
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	go v.play.Run(ctx, func(f timers.Fired) { v.handoff.Post(func() { v.onCue(f) }) })
	go func() {
		t := time.NewTicker(200 * time.Millisecond)
		n := 0
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				v.handoff.Post(v.tick)
				if n++; n%25 == 0 { // about every 5 s
					v.handoff.Post(v.saveClock)
				}
			}
		}
	}()
}

// stop ends the background work when the screen closes.
func (v *escapeView) stop() {
	v.handoff.Stop()
	if v.cancel != nil {
		v.cancel()
	}
	v.play.Close()
	v.saveClock()
	v.session.Close()
}

// poll fires what is due on the playback's clock; tests call it after
// moving a fake clock.
func (v *escapeView) poll() {
	for _, f := range v.play.Scheduler().Poll(v.clock.Now()) {
		v.onCue(f)
	}
	v.tick()
}

func (v *escapeView) togglePause() {
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

func (v *escapeView) toggleMute() {
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

// playEnd is the offset of the zombie cry, where play ends.
func (v *escapeView) playEnd() time.Duration {
	for _, c := range v.track.Cues {
		if c.Kind == timers.KindZombieCry {
			return c.Offset
		}
	}
	return v.track.Length()
}

// playTime is the time from the first "Escape!" to the zombie cry (15:00).
func (v *escapeView) playTime() time.Duration {
	for _, c := range v.track.Cues {
		if c.Kind == timers.KindEscape {
			return v.playEnd() - c.Offset
		}
	}
	return v.playEnd()
}

// tick updates the clock display.
func (v *escapeView) tick() {
	s := v.play.Scheduler()
	el := s.Elapsed()
	// Before the first "Escape!" the full play time shows; the next-cue
	// line counts down to the start.
	left := min(v.playEnd()-el, v.playTime())
	if left < 0 {
		left = 0
	}
	// Redraw only what changed: the tick comes five times a second, the
	// digits change once a second, and every redraw costs the tablet's GPU
	// (or, without one, its CPU).
	if t := fmtClock(left); t != v.timeLeft.Text {
		v.timeLeft.Text = t
		v.timeLeft.Refresh()
	}
	v.bar.SetPosition(el)
	if c, until, ok := s.Next(); ok && v.started {
		setIfChanged(v.next, fmt.Sprintf("next: %s in %s", c.Kind, fmtClock(until)))
	} else if !v.started {
		setIfChanged(v.next, fmt.Sprintf("%s · 15:00 of play", v.track.Name))
	} else {
		setIfChanged(v.next, "the soundtrack is over")
	}
	p := ""
	if s.Paused() {
		p = "PAUSED · "
	}
	if pt := s.PausedTotal(); pt > 0 || s.Paused() {
		setIfChanged(v.paused, fmt.Sprintf("%spaused %s in all", p, fmtClock(pt)))
	}
}

// onCue shows a cue: caption, flash, and the question when the table acts.
func (v *escapeView) onCue(f timers.Fired) {
	c := f.Cue
	text := c.Caption
	if f.Missed {
		text = fmt.Sprintf("(missed by %s while the app was stalled) %s", fmtClock(f.Late), c.Caption)
	}
	v.caption.SetText(text)
	switch c.Kind {
	case timers.KindDiscussion:
		v.check.Show()
	case timers.KindEscape, timers.KindSilence:
		v.check.Hide()
	}
	// A cue that asks the table a question shows the question instead of a
	// flash; while a question is up no flash covers it. (Fyne removes the
	// overlays above a popup that hides, so a flash must never sit under a
	// question either: askDoorSlam and askEnd clear it first.)
	if v.slam == nil && !c.Act {
		v.flash(c)
	}
	v.saveClock()
	switch c.Kind {
	case timers.KindDoorSlam:
		v.askDoorSlam(c.Countdown)
	case timers.KindZombieCry:
		v.askEnd()
	}
	v.tick()
}

// act applies an action (or runs fn) and shows the result or the refusal.
func (v *escapeView) act(a engine.Action, fn func() error) {
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

func fmtClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// setIfChanged sets a label's text only when it differs, to spare a redraw.
func setIfChanged(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
