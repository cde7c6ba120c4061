// Package escape holds the screens of Escape: Zombie City: the new-game
// form, the game in progress as the list of games shows it, and the play
// screen that runs the soundtrack's clock beside the table's bookkeeping. It gets what it needs from the app
// through Host and never imports the shell or another game.
package escape

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Host is what the Escape screens need from the app around them.
type Host interface {
	// Shell's Home asks the game first; its Prefs hold the auto-pause
	// choice too.
	life.Host
	// NewHandoff returns the hand-off background work reaches widgets by.
	NewHandoff() *kit.Handoff
	// Clock is the clock the soundtrack runs on.
	Clock() timers.Clock
	// Sound reports whether the soundtrack may play sound.
	Sound() bool
	// SetOnLeaving sets what happens before the player leaves for the list
	// of games (toHome) or the app leaves the foreground (proceed is nil).
	SetOnLeaving(f func(toHome bool, proceed func()))
}

// Info is how the list of games shows Escape: Zombie City.
var Info = kit.GameInfo{
	ID:    esc.Name,
	Title: esc.Title,
	Blurb: "2-4 players, real time: the 15-minute soundtrack and dice",
}

// Open shows Escape's new-game form. A game in progress stays in play until
// the new one starts; then it is kept in the archive.
func Open(h Host) {
	h.SetOnLeaving(nil)
	showSetup(h)
}

// Resume puts the game in progress back where it stood, in one tap from
// the list of games, paused (the new-game form when none waits).
func Resume(h Host) { resumeGame(h) }

// Join starts the game a setup code describes (the other device's table),
// with the first soundtrack. A game in progress is archived first, never
// overwritten. The error is a sentence for the player.
func Join(h Host, code engine.SetupCode) error {
	hd, err := esc.HeaderFromCode(code)
	if err != nil {
		return errors.New(lang.X("escape.host.refused", "That code is refused: {{.Reason}}", map[string]any{"Reason": translations.Err(err)}))
	}
	// A code carries no names: the survivors get the table's own default
	// names ("Spieler 2"), as on the new-game form.
	if o, err := esc.ParseOptions(hd.Options); err == nil {
		for i := range o.Players {
			o.Players[i].Name = defaultName(i)
		}
		if raw, err := o.JSON(); err == nil {
			hd.Options = raw
		}
	}
	v, err := startGame(h, hd, timers.Track1())
	if err != nil {
		return err
	}
	h.Show(v.content())
	return nil
}

// OpenFile opens a saved Escape game (one sent by a friend, or a demo game
// of the documentation) where it stands: its survivors, dice and counters,
// and its soundtrack where its last clock mark (or, for an older save, the
// clock file beside it) says. The file opened is never written to: a game
// of the store in play goes on in its own file; a game that ended, or any
// game without a store, is played in memory; any other is copied into the
// store as the game in progress (the one there kept in the archive) and
// goes on in the copy.
func OpenFile(h Host, path string) error {
	o, err := life.Open(h.Store(), escKind, path)
	if err != nil {
		return err
	}
	var s play = o.Seen
	if o.Game != nil {
		s = o.Game
	}
	var old *savedClock
	if c, err := readClock(clockPathFor(path)); err == nil {
		old = &c
	}
	paused := s.State().Clock > 0 || (old != nil && old.Paused)
	at, err := whereItStood(s, old)
	if err != nil {
		s.Close()
		return fmt.Errorf("%s: %s", path, translations.Err(err))
	}
	v, err := newView(h, s, at.track)
	if err != nil {
		s.Close()
		return err
	}
	h.Show(v.content())
	v.resumeAt(at, at.started && paused)
	return nil
}
