package escape

import (
	"errors"
	"time"

	"fyne.io/fyne/v2/lang"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// resumeGame puts the newest Escape game in play back where it stood, or
// goes to the new-game form when there is none. A save that cannot be
// loaded is set aside by the store, and the message says why and where it
// was kept. A game that ended is moved to the finished folder, never
// resumed.
func resumeGame(h Host) { resumeWith(h, false) }

// resumeWith is resumeGame; afterUndo says the game comes back from its
// end screen's Undo, not after the app closed, so nothing says the clock
// stopped with the app.
func resumeWith(h Host, afterUndo bool) {
	h.SetOnLeaving(nil)
	r := life.Resume(h.Store(), escKind)
	tell := func() {
		for _, n := range r.Notes {
			h.Tell(n.Title, n.Text)
		}
	}
	if r.Game == nil {
		showSetup(h)
		tell()
		return
	}
	defer tell()
	s := r.Game
	var old *savedClock
	if r.Legacy {
		old = adoptLegacyClock(h.Store(), s)
	}
	at, err := whereItStood(s, old)
	if err != nil {
		s.Close()
		showSetup(h)
		h.Tell(lang.X("escape.resume.notResumed", "The saved Escape game could not be resumed"), translations.Err(err))
		return
	}
	v, err := newView(h, s, at.track)
	if err != nil {
		s.Close()
		showSetup(h)
		h.Tell(lang.X("escape.resume.cannot", "Could not resume"), translations.Err(err))
		return
	}
	h.Show(v.content())
	// A resumed game comes back paused at the time it had, whether the app
	// was left or stopped while the soundtrack ran: the table taps Resume
	// on the game's screen when everyone is ready. After a stop the time
	// is the last one saved, and the screen says the clock stopped then.
	v.resumeAt(at, true)
	if at.crashed && !afterUndo {
		// Said under the clock and in the message bar, which shows
		// whatever the clock side scrolls out of sight on a phone.
		v.pauseWhy = lang.X("escape.resume.why", "The clock stopped when the app closed.")
		v.msgs.Post(v.stamp(v.pauseWhy))
	}
	v.tick()
}

// InPlay is the Escape game waiting to be resumed in the games folder st,
// for the list of games: its survivors and how much of the 15:00 is left
// (a file that does not read, or the save of an earlier version, waits
// too, unread: resuming it says why). A nil store holds none.
func InPlay(st *store.Store) (kit.InPlay, bool) {
	s, read, waits := life.Waiting(st, escKind)
	if !read {
		return kit.InPlay{}, waits
	}
	p := kit.InPlay{Where: lang.X("escape.resume.notStarted", "The soundtrack has not started.")}
	if t, err := timers.Lookup(s.Track); err == nil && s.Clock > 0 {
		p.Where = momentText(t.Played(s.Clock))
	}
	for i, pl := range s.Players {
		name := pl.Name
		if name == "" {
			name = defaultName(i)
		}
		p.Seats = append(p.Seats, kit.Seat{Name: name, Colour: pl.Colour.String()})
	}
	return p, true
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
	// The pauses before the app closed count on, as the journal kept them.
	v.play.Scheduler().PausedBefore(v.session.State().Paused)
	v.startAt(at.elapsed)
	if paused {
		v.togglePause()
	}
	vis := timers.VisibleAt(v.track, at.elapsed, v.surprise)
	caption := lang.X("escape.resume.noCue", "The soundtrack has not reached its first cue.")
	if len(vis.Past) > 0 {
		c := vis.Past[len(vis.Past)-1]
		caption = v.cueCaption(c)
		v.captionNow = func() string { return v.cueCaption(c) }
	}
	// The caption is the last cue's alone: that the game is paused shows
	// under the clock, and goes when it runs again.
	v.caption.SetText(caption)
}
