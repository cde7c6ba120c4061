package escape

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// openGame offers to resume the newest Escape game in play, if there is
// one, or goes to the new-game form. A save that cannot be loaded is set
// aside by the store, and the message says why and where it was kept. A
// game that ended is moved to the finished folder, never offered again.
func openGame(h Host) {
	h.SetOnLeaving(nil)
	st := h.Store()
	if st == nil {
		showSetup(h)
		return
	}
	path := st.AdoptLegacy(legacyName)
	legacy := path != ""
	if path == "" {
		e, ok := st.Latest(esc.Game)
		if !ok {
			showSetup(h)
			return
		}
		path = e.Path
	}
	g, r, err := store.ResumeGame[esc.State](st, esc.Rules{}, path)
	if err != nil {
		showSetup(h)
		msg := lang.X("escape.resume.notLoaded", "{{.Reason}}\n\nA new game starts here.", map[string]any{"Reason": err.Error()})
		if r.Aside != "" {
			msg = lang.X("escape.resume.notLoadedKept", "{{.Problem}}\n\nThe file was kept as {{.File}} in the games folder, with the reason beside it.\n\nA new game starts here.", map[string]any{"Problem": r.Problem, "File": st.KeptAs(r.Aside)})
		}
		h.Tell(lang.X("escape.resume.notLoadedTitle", "The saved Escape game could not be loaded"), msg)
		return
	}
	if r.Recovered {
		defer h.Tell(lang.X("escape.resume.damagedTitle", "The saved Escape game was damaged"), lang.XN("escape.resume.damaged", "{{.Problem}}\n\nThe game is back as it stood before the damage ({{.Count}} steps). The damaged file was kept as {{.File}} in the games folder, with the reason beside it.", r.Kept, map[string]any{"Problem": r.Problem, "Count": r.Kept, "File": st.KeptAs(r.Aside)}))
	}
	s := g
	var old *savedClock
	if legacy {
		old = adoptLegacyClock(st, s)
	}
	if s.State().Outcome.Over {
		if _, err := g.Finish(); err != nil {
			h.Tell(lang.X("escape.resume.finishedKept", "The finished game was kept"), translations.Err(err))
		}
		showSetup(h)
		return
	}
	at, err := whereItStood(s, old)
	if err != nil {
		s.Close()
		showSetup(h)
		h.Tell(lang.X("escape.resume.notResumed", "The saved Escape game could not be resumed"), translations.Err(err))
		return
	}
	showResume(h, s, at, r.Torn)
}

// showResume asks whether to resume the game in progress or start anew.
// Starting a new game instead leaves it in play until the new one starts;
// then it is kept in the archive.
func showResume(h Host, s play, at stood, torn bool) {
	data := map[string]any{"Survivors": len(s.State().Players), "Moment": momentText(at.track.Played(at.elapsed)), "Step": pausedText(esc.ClockStep)}
	msg := lang.X("escape.resume.inProgress", "A game of {{.Survivors}} survivors is in progress with {{.Moment}}.", data)
	if at.crashed {
		msg = lang.X("escape.resume.crashed", "A game of {{.Survivors}} survivors is in progress. The app stopped while its soundtrack ran, so the game comes back PAUSED at {{.Moment}}, the last time it saved (the real time may be up to {{.Step}} further on). Set the table to that time and tap Resume when everyone is ready.", data)
	}
	if torn {
		msg = lang.X("escape.resume.torn", "{{.Text}} Its last step was cut off when the app stopped and was dropped.", map[string]any{"Text": msg})
	}
	// Leaving the prompt for the list of games closes the game's file.
	h.SetOnLeaving(func(toHome bool, proceed func()) {
		if toHome {
			s.Close()
			proceed()
		}
	})
	resume := kit.NewPrimaryButton(lang.X("escape.resume.resume", "Resume it"), theme.MediaPlayIcon(), func() {
		v, err := newView(h, s, at.track)
		if err != nil {
			h.Tell(lang.X("escape.resume.cannot", "Could not resume"), translations.Err(err))
			return
		}
		h.Show(v.content())
		// "Resume it" is the table's word to go on: the soundtrack runs,
		// unless the app stopped while it ran: then the saved time is only
		// the last one the table can trust, and the table says when to go on.
		v.resumeAt(at, at.crashed)
		if at.crashed {
			v.pauseWhy = lang.X("escape.resume.why", "after the app stopped, at the last saved time")
			v.tick()
		}
	})
	fresh := kit.NewButton(lang.X("escape.resume.fresh", "Start a new game"), theme.ContentAddIcon(), func() {
		s.Close()
		h.SetOnLeaving(nil)
		showSetup(h)
	})
	q := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	q.Wrapping = fyne.TextWrapWord
	h.Show(container.NewBorder(kit.TopBar(h.Home, Info.Title), nil, nil, nil,
		container.NewCenter(container.NewVBox(q, columns(h.Window().Canvas, 2, wholeWidth, resume, fresh)))))
}

// stood is where a saved game's soundtrack stood: which track, how far in,
// and whether it had started.
type stood struct {
	track   timers.Track
	elapsed time.Duration
	started bool
	// crashed says the app stopped while the soundtrack ran (no held mark
	// last): the time is the last saved one, not where the table stands.
	crashed bool
}

// whereItStood reads the track from the game's options and the time from
// its last clock mark. A game saved before the clock was kept in the
// journal had a clock file beside it (old, nil when none): it gives the
// time when the journal has no mark, and the track when the options name
// none.
func whereItStood(s play, old *savedClock) (stood, error) {
	st := s.State()
	id := st.Track
	at := stood{elapsed: st.Clock, started: st.Clock > 0}
	at.crashed = at.started && !st.ClockHeld && old == nil
	if old != nil {
		if st.Clock == 0 {
			at.elapsed, at.started = old.Elapsed, old.Started
		}
		if o, oerr := esc.ParseOptions(s.Header().Options); oerr == nil && o.Track == "" && old.Track != "" {
			id = old.Track
		}
	}
	t, err := timers.Lookup(id)
	if err != nil {
		return stood{}, errors.New(lang.X("escape.resume.unknownTrack", "The game's soundtrack \"{{.Track}}\" is unknown: {{.Reason}}", map[string]any{"Track": id, "Reason": err.Error()}))
	}
	at.track = t
	return at, nil
}

// resumeAt starts a resumed game's soundtrack where it stood, paused when
// asked (the table says when to go on), with the caption of the last cue.
func (v *view) resumeAt(at stood, paused bool) {
	v.restoreLog(at.elapsed)
	if !at.started {
		return
	}
	v.startAt(at.elapsed)
	if paused {
		v.togglePause()
	}
	vis := timers.VisibleAt(v.track, at.elapsed, v.surprise)
	caption := lang.X("escape.resume.noCue", "The soundtrack has not reached its first cue.")
	if len(vis.Past) > 0 {
		caption = v.cueCaption(vis.Past[len(vis.Past)-1])
	}
	// The caption is the last cue's alone: that the game is paused shows
	// under the clock, and goes when it runs again.
	v.caption.SetText(caption)
}
