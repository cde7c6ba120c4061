package escape

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"time"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
)

// Escape keeps its games in the app's one save store (engine/store): a new
// game is a new file, a game that ends moves to the finished folder when
// its end screen is left, a game left for a new one to the archive, and a
// file that does not load is set aside with its reason. Nothing is written
// over. Without a store the game plays in memory.

// legacyName is the one file earlier versions kept the game in progress
// in; the store adopts it once, under its own name. legacyClockName is the
// clock file those versions kept beside it: it is read once, for that game.
const (
	legacyName      = "escape.hkj"
	legacyClockName = "escape-clock.json"
)

// play is the game on the screen: a game of the store (*store.Game) or
// one in memory (*engine.Session), which share their methods.
type play interface {
	esc.Journaled
	Header() engine.Header
	Close() error
}

// stored is a game of the store.
type stored = *store.Game[esc.State]

// isSaved tells whether the game is kept on disk.
func isSaved(p play) bool { _, ok := p.(stored); return ok }

// leaveGame closes the game: a game of the store that ended moves to the
// finished folder, so it is never offered for resume.
func leaveGame(p play) error {
	if s, ok := p.(stored); ok && s.State().Outcome.Over {
		_, err := s.Finish()
		return err
	}
	return p.Close()
}

// create starts a new game: a new file of the store (the Escape games in
// play kept in the archive first), or a game in memory without a store.
func create(h Host, hd engine.Header) (play, error) {
	st := h.Store()
	if st == nil {
		return engine.NewSession[esc.State](esc.Rules{}, hd)
	}
	g, err := life.New(st, escKind, hd)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// escKind is Escape for the life of its games in the store.
var escKind = life.Kind[esc.State]{Rules: esc.Rules{}, Title: "Escape", Legacy: legacyName, Over: func(s esc.State) bool { return s.Outcome.Over }}

// clockPathFor is the clock file an earlier version kept beside a journal:
// game.hkj has game-clock.json.
func clockPathFor(journal string) string {
	return strings.TrimSuffix(journal, ".hkj") + "-clock.json"
}

// savedClock is where the soundtrack stood in an older save's clock file.
type savedClock struct {
	Track   string        `json:"track"`
	Elapsed time.Duration `json:"elapsed"`
	Started bool          `json:"started"`
	Paused  bool          `json:"paused,omitempty"`
}

// readClock reads a clock file; a missing or unreadable one gives the
// start of the first track and the error.
func readClock(path string) (savedClock, error) {
	var c savedClock
	b, err := os.ReadFile(path)
	if err != nil {
		return savedClock{}, err
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return savedClock{}, err
	}
	return c, nil
}

// adoptLegacyClock reads the clock file of an earlier version once, for
// the game just adopted from its journal: the time goes into the game's
// own journal as a clock mark, and the file is removed.
func adoptLegacyClock(st *store.Store, p play) *savedClock {
	path := filepath.Join(st.Dir(), legacyClockName)
	c, err := readClock(path)
	if err != nil {
		return nil
	}
	if c.Started {
		// An older version's file says nothing of a crash: it is taken as
		// put away, as that version resumed it.
		if _, err := esc.MarkHeld(p, c.Elapsed, true); err != nil {
			return &c // kept for the next time
		}
	}
	os.Remove(path)
	return &c
}
