package escape

import (
	"fmt"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// openGame resumes the game in progress if there is one (asking first),
// or goes to the new-game form. A save that cannot be loaded is moved aside
// with a message that names it; it is never overwritten.
func openGame(h Host) {
	h.SetOnLeaving(nil)
	st := newStore(h)
	if !st.saved() || !fileExists(st.journal()) {
		showSetup(h)
		return
	}
	jpath := st.journal()
	s, rep, err := engine.OpenSession[esc.State](esc.Rules{}, jpath)
	if err != nil {
		// Keep the damaged file aside and go on from its last good state,
		// or from a new game when it held none.
		rs, kept, aside, rerr := engine.RecoverSession[esc.State](esc.Rules{}, jpath, err)
		if rerr != nil {
			showSetup(h)
			h.Tell("The saved Escape game could not be loaded", fmt.Sprintf("%v\n\nThe file was kept as %s. A new game starts here.", err, filepath.Base(aside)))
			return
		}
		s = rs
		defer h.Tell("The saved Escape game was damaged", fmt.Sprintf("%v\n\nThe game is back as it stood before the damage (%d steps). The damaged file was kept as %s.", err, kept, filepath.Base(aside)))
	}
	at, err := whereItStood(s, st.clockFile())
	if err != nil {
		s.Close()
		showSetup(h)
		h.Tell("The saved Escape game could not be resumed", err.Error())
		return
	}
	if s.State().Outcome.Over {
		s.Close()
		if err := st.archive(); err != nil {
			h.Tell("The finished game was kept", err.Error())
		}
		showSetup(h)
		return
	}
	showResume(h, st, s, at, rep.Torn)
}

// showResume asks whether to resume the game in progress or start anew.
func showResume(h Host, st store, s *engine.Session[esc.State], at stood, torn bool) {
	msg := fmt.Sprintf("A game of %d survivors is in progress, %s into the soundtrack.", len(s.State().Players), fmtClock(at.elapsed))
	if torn {
		msg += " Its last step was cut off when the app stopped and was dropped."
	}
	// Leaving the prompt for the list of games closes the game's file.
	h.SetOnLeaving(func(toHome bool, proceed func()) {
		if toHome {
			s.Close()
			proceed()
		}
	})
	resume := kit.NewPrimaryButton("Resume it", theme.MediaPlayIcon(), func() {
		v, err := newView(h, st, s, at.track)
		if err != nil {
			h.Tell("Could not resume", err.Error())
			return
		}
		h.Show(v.content())
		v.resumeAt(at, true)
	})
	fresh := kit.NewButton("Start a new game", theme.ContentAddIcon(), func() {
		s.Close()
		if err := st.archive(); err != nil {
			openGame(h)
			h.Tell("The game in progress was kept", err.Error())
			return
		}
		h.SetOnLeaving(nil)
		showSetup(h)
	})
	q := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	q.Wrapping = fyne.TextWrapWord
	h.Show(container.NewBorder(kit.TopBar(h.Home, Info.Title), nil, nil, nil,
		container.NewCenter(container.NewVBox(q, container.NewGridWithColumns(2, resume, fresh)))))
}

// stood is where a saved game's soundtrack stood: which track, how far in,
// and whether it had started.
type stood struct {
	track   timers.Track
	elapsed time.Duration
	started bool
}

// whereItStood reads the track from the game's options and the time from
// its last clock mark. A game saved before the clock was kept in the
// journal has a clock file beside it: it is read once, for that game only.
func whereItStood(s *engine.Session[esc.State], legacy string) (stood, error) {
	st := s.State()
	id := st.Track
	at := stood{elapsed: st.Clock, started: st.Clock > 0}
	if st.Clock == 0 {
		if old, err := readClock(legacy); err == nil {
			at.elapsed, at.started = old.Elapsed, old.Started
			if o, oerr := esc.ParseOptions(s.Header().Options); oerr == nil && o.Track == "" && old.Track != "" {
				id = old.Track
			}
		}
	}
	t, err := timers.Lookup(id)
	if err != nil {
		return stood{}, fmt.Errorf("the game's soundtrack %q is unknown: %v", id, err)
	}
	at.track = t
	return at, nil
}

// resumeAt starts a resumed game's soundtrack where it stood, paused when
// asked (the table says when to go on), with the caption of the last cue.
func (v *view) resumeAt(at stood, paused bool) {
	if !at.started {
		return
	}
	v.startAt(at.elapsed)
	if paused {
		v.togglePause()
	}
	vis := timers.VisibleAt(v.track, at.elapsed, v.surprise)
	caption := vis.Caption
	if caption == "" {
		caption = "The soundtrack has not reached its first cue."
	}
	if paused {
		caption += " (Paused: tap Resume to go on.)"
	}
	v.caption.SetText(caption)
}
