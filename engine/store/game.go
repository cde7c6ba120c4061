package store

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sync"
	"time"

	"hordekeeper/engine"
)

// Game is one saved game open for play: an engine.Session whose journal is
// a file of the store. Every method is safe to call from several goroutines
// at once; the steps are taken in the order the calls take the lock.
type Game[S any] struct {
	st   *Store
	path string

	mu     sync.Mutex
	s      *engine.Session[S]
	closed bool
	werr   error // the first failed write, for Close
}

// errClosed is the answer to a step asked of a closed game.
var errClosed = errors.New("this game is closed: open it again to go on")

// closed is errClosed in words a screen can translate.
func closed() error {
	return withWords(errClosed, engine.Say("engine.game.closed", "this game is closed: open it again to go on", nil))
}

// CreateGame starts a new game of header h in a new file of the store
// (h.Game, h.Created and h.Rules are filled in when empty). The file holds
// the first record, synced, when it returns.
func CreateGame[S any](st *Store, rules engine.Rules[S], h engine.Header) (*Game[S], error) {
	if h.Game == "" {
		h.Game = rules.Game()
	}
	if h.Created.IsZero() {
		h.Created = st.now().UTC().Truncate(time.Second)
	}
	if h.Rules == 0 {
		h.Rules = engine.RulesVersion(rules) // the game goes on under these to its end
	}
	if _, err := engine.NewSession(rules, h); err != nil {
		return nil, err
	}
	s, err := newSession(st, rules, &engine.Record{Header: h})
	if err != nil {
		return nil, err
	}
	s.Journal().NoSync = st.noSync
	return &Game[S]{st: st, path: s.Journal().Path(), s: s}, nil
}

// Resumed tells what resuming a game found beyond the game itself.
type Resumed struct {
	// Torn is true when the last step was cut off when the app stopped; it
	// was dropped, and the file as found was kept as TornCopy.
	Torn     bool
	TornCopy string
	// Problem is set when the file did not load: it says why, in a
	// player's words, and Aside is where the file was kept.
	Problem string
	// ProblemWords is Problem for a screen to translate.
	ProblemWords engine.Words
	Aside        string
	// Recovered is true when the game came back from a damaged file as it
	// stood before the damage, in a new file; Kept is how many steps it has.
	Recovered bool
	Kept      int
}

// ResumeGame opens the game at path (a file in play) for further steps. A
// file that does not load is set aside with its reason; when it held a
// good beginning the game goes on from there in a new file (Recovered),
// otherwise the error says what happened and where the file was kept.
func ResumeGame[S any](st *Store, rules engine.Rules[S], path string) (*Game[S], Resumed, error) {
	var r Resumed
	if filepath.Dir(filepath.Clean(path)) != filepath.Clean(st.dir) {
		return nil, r, withWords(fmt.Errorf("%s is not a game in play: finished, archived and outside games are opened with View, which never writes", filepath.Base(path)),
			engine.Say("engine.game.notInPlay", "{{.File}} is not a game in play: finished, archived and outside games are opened with View, which never writes", engine.Args{"File": filepath.Base(path)}))
	}
	s, rep, err := engine.OpenSessionIn(st.files(), rules, path)
	if err == nil {
		s.Journal().NoSync = st.noSync
		r.Torn = rep.Torn
		if rep.TornCopy != "" {
			r.TornCopy = rep.TornCopy
			if aside, err := st.SetAside(rep.TornCopy, "The last step of "+filepath.Base(path)+" was cut off when the app stopped; this is the file as it was found."); err == nil {
				r.TornCopy = aside
			}
		}
		return &Game[S]{st: st, path: path, s: s}, r, nil
	}
	var le *engine.LoadError
	if !errors.As(err, &le) {
		return nil, r, err
	}
	if _, serr := st.b.Stat(path); errors.Is(serr, fs.ErrNotExist) {
		return nil, r, err
	}
	r.Problem, r.ProblemWords = err.Error(), engine.ErrorWords(err)
	aside, merr := st.SetAside(path, r.Problem)
	if merr != nil {
		return nil, r, withWords(fmt.Errorf("%v; the file could not be set aside: %v", err, merr),
			engine.Say("engine.game.notAside", "{{.Problem}}; the file could not be set aside: {{.Why}}", engine.Args{"Problem": r.ProblemWords, "Why": engine.ErrorWords(merr)}))
	}
	r.Aside = aside
	if le.Good == nil {
		return nil, r, keptAs(err, aside)
	}
	s, err = newSession(st, rules, le.Good)
	if err != nil {
		return nil, r, keptAs(err, aside)
	}
	s.Journal().NoSync = st.noSync
	r.Recovered, r.Kept = true, len(le.Good.Actions)
	return &Game[S]{st: st, path: s.Journal().Path(), s: s}, r, nil
}

// View loads any saved game (finished, archived, or a file someone sent)
// to look at, without a journal: nothing is ever written to it. A file
// that does not load gives a *engine.LoadError and is left as it is. A
// path inside st's folder is read from st's backend (a browser's storage,
// say), any other, or any with st nil, from the OS's files.
func View[S any](st *Store, rules engine.Rules[S], path string) (*engine.Session[S], error) {
	data, err := st.backendOf(path).ReadFile(path)
	if err != nil {
		w := engine.Say("engine.game.unopened", "could not be opened: {{.Why}}", engine.Args{"Why": engine.ErrorWords(errNotThere(err))})
		return nil, &engine.LoadError{Path: path, Problem: w.String(), Words: w}
	}
	rec, err := engine.ReadJournal(path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return engine.Replay(rules, path, rec)
}

// Path is the game's file.
func (g *Game[S]) Path() string { return g.path }

// Header is the game's header.
func (g *Game[S]) Header() engine.Header {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.s.Header()
}

// State is the state after the applied steps.
func (g *Game[S]) State() S {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.s.State()
}

// Applied lists the applied actions, oldest first.
func (g *Game[S]) Applied() []engine.Action {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.s.Applied()
}

// CanUndo tells whether there is a group to undo.
func (g *Game[S]) CanUndo() bool { g.mu.Lock(); defer g.mu.Unlock(); return g.s.CanUndo() }

// CanRedo tells whether there is an undone step to redo.
func (g *Game[S]) CanRedo() bool { g.mu.Lock(); defer g.mu.Unlock(); return g.s.CanRedo() }

// Do applies an action and writes it, synced, before it returns. A refusal
// is a *engine.RuleError (or the game's own error); a failed write is an
// *engine.SaveError, and the step is not taken.
func (g *Game[S]) Do(a engine.Action) (S, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		var zero S
		return zero, closed()
	}
	next, err := g.s.Do(a)
	g.noteWrite(err)
	return next, err
}

// Undo takes back the last group (Last), on disk first: the same method
// as engine.Session's, so a screen drives either.
func (g *Game[S]) Undo() (S, error) { return g.step(g.s.Undo) }

// Redo puts back the next undone group, on disk first.
func (g *Game[S]) Redo() (S, error) { return g.step(g.s.Redo) }

// Last is the group one Undo takes back, the player's action first (see
// engine.Session.Last).
func (g *Game[S]) Last() []engine.Step[S] { g.mu.Lock(); defer g.mu.Unlock(); return g.s.Last() }

// NextUndone is the group one Redo puts back, the player's action first.
func (g *Game[S]) NextUndone() []engine.Action {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.s.NextUndone()
}

func (g *Game[S]) step(f func() (S, error)) (S, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		var zero S
		return zero, closed()
	}
	_, err := f()
	g.noteWrite(err)
	return g.s.State(), err
}

// noteWrite keeps the first failed write for Close; g.mu is held.
func (g *Game[S]) noteWrite(err error) {
	var se *engine.SaveError
	if g.werr == nil && errors.As(err, &se) {
		g.werr = err
	}
}

// Close closes the file; it returns the first write that failed while the
// game was open, if any (so Finish and Archive leave such a game where it
// is). Closing twice is harmless.
func (g *Game[S]) Close() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	werr := g.werr
	g.werr = nil
	if g.closed {
		return werr
	}
	g.closed = true
	if err := g.s.Close(); err != nil && werr == nil {
		werr = err
	}
	return werr
}

// Finish closes the game and moves it to the finished folder; the returned
// path is its new, never-again-written name.
func (g *Game[S]) Finish() (string, error) {
	if err := g.Close(); err != nil {
		return "", err
	}
	return g.st.Finish(g.path)
}

// Archive closes the game and moves it to the archive (left unfinished).
func (g *Game[S]) Archive() (string, error) {
	if err := g.Close(); err != nil {
		return "", err
	}
	return g.st.Archive(g.path)
}
