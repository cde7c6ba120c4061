package engine

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"time"
)

// Session is one game in play: its header, the actions taken, and the state
// after each. Do, Undo and Redo move along the list one group at a time (a
// player's action and the steps that passed by themselves after it,
// flow.go); with a Journal attached each step is on disk before the method
// returns.
type Session[S any] struct {
	rules   Rules[S]
	header  Header
	actions []Action
	follows []bool // follows[i]: actions[i] follows the one before in its group
	states  []S    // states[i] is the state after i actions; states[0] the first
	cursor  int
	journal *Journal
}

// NewSession starts a game in memory from its header; a header without a
// rules version gets the one new games start under (RulesVersion).
func NewSession[S any](rules Rules[S], h Header) (*Session[S], error) {
	if h.Rules == 0 {
		h.Rules = RulesVersion(rules)
	}
	return startSession(rules, h)
}

// startSession starts a game from its header as it is: a saved game's
// header keeps the rules version it was saved under, 0 included.
func startSession[S any](rules Rules[S], h Header) (*Session[S], error) {
	if h.Game == "" {
		h.Game = rules.Game()
	}
	if h.Game != rules.Game() {
		return nil, withWords(fmt.Errorf("this is a %s game, not %s", h.Game, rules.Game()),
			Say("engine.session.notThisGame", "this is a {{.Game}} game, not {{.Want}}", Args{"Game": h.Game, "Want": rules.Game()}))
	}
	if h.Format == 0 {
		h.Format = FormatVersion
	}
	if w := rulesProblem(rules, h); !w.IsZero() {
		return nil, withWords(errors.New(w.String()), w)
	}
	if h.Created.IsZero() {
		h.Created = time.Now().UTC().Truncate(time.Second)
	}
	s0, err := rules.New(h)
	if err != nil {
		return nil, err
	}
	return &Session[S]{rules: rules, header: h, states: []S{s0}}, nil
}

// CreateSession starts a new game and its journal at path.
func CreateSession[S any](rules Rules[S], h Header, path string) (*Session[S], error) {
	s, err := NewSession(rules, h)
	if err != nil {
		return nil, err
	}
	j, err := CreateJournal(path, s.header, nil, 0)
	if err != nil {
		return nil, withWords(fmt.Errorf("could not save the new game: %v", err),
			Say("engine.session.notSaved", "could not save the new game: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	s.journal = j
	return s, nil
}

// LoadReport tells what loading a journal found beyond the game itself.
type LoadReport struct {
	// Torn is true when the last record was an unfinished write and was
	// dropped; TornCopy is where the file as found was kept.
	Torn     bool
	TornCopy string
	// Actions is how many actions were replayed.
	Actions int
}

// OpenSession loads the game at path and attaches its journal for further
// steps. Any problem is a *LoadError naming the file; the file is then left
// untouched for the caller to move aside.
func OpenSession[S any](rules Rules[S], path string) (*Session[S], LoadReport, error) {
	var rep LoadReport
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, rep, loadErr(path, Say("engine.session.missing", "does not exist", nil))
		}
		return nil, rep, loadErr(path, Say("engine.session.unopened", "could not be opened: {{.Why}}", Args{"Why": err.Error()}))
	}
	rec, err := ReadJournal(path, f)
	f.Close()
	if err != nil {
		return nil, rep, err
	}
	s, err := Replay(rules, path, rec)
	if err != nil {
		return nil, rep, err
	}
	rep.Actions = len(rec.Actions)
	if rec.Torn {
		rep.Torn = true
		if cp, err := copyAside(path); err == nil {
			rep.TornCopy = cp
		}
	}
	j, err := OpenJournal(path, rec.GoodSize)
	if err != nil {
		return nil, rep, loadErr(path, Say("engine.session.unsaved", "could not be opened for saving: {{.Why}}", Args{"Why": err.Error()}))
	}
	s.journal = j
	return s, rep, nil
}

// rulesProblem says why a game cannot be played under these rules: its
// header names a version of them this build does not have (a newer app's,
// or a damaged number). Zero when it can.
func rulesProblem[S any](rules Rules[S], h Header) Words {
	if h.Rules < 0 {
		return Say("engine.session.badRules", "has an unknown version of its rules ({{.Version}})", Args{"Version": h.Rules})
	}
	if max := RulesVersion(rules); h.Rules > max {
		return Say("engine.session.newerRules", "this game was started under a newer version of its rules ({{.Version}}; this app plays up to {{.Max}}): update the app to go on with it", Args{"Version": h.Rules, "Max": max})
	}
	return Words{}
}

// Replay rebuilds a session from a journal record without touching disk.
func Replay[S any](rules Rules[S], path string, rec *Record) (*Session[S], error) {
	if rec.Header.Game != rules.Game() {
		return nil, loadErr(path, Say("engine.session.otherGame", "holds a {{.Game}} game, not {{.Want}}", Args{"Game": strconv.Quote(rec.Header.Game), "Want": strconv.Quote(rules.Game())}))
	}
	if w := rulesProblem(rules, rec.Header); !w.IsZero() {
		return nil, loadErr(path, w)
	}
	s, err := startSession(rules, rec.Header)
	if err != nil {
		return nil, loadErr(path, Say("engine.session.badHeader", "has a header this game cannot start from: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	for i, e := range rec.Actions {
		a, err := rules.Decode(e.Kind, e.Body)
		if err != nil {
			return nil, loadErr(path, Say("engine.session.badStep", "is damaged: step {{.Step}}: {{.Why}}", Args{"Step": i + 1, "Why": ErrorWords(err)}))
		}
		s.actions = append(s.actions, a)
		// A mark joins its group even in a format-1 file, which had no
		// "f": one Undo takes back what it took back then.
		s.follows = append(s.follows, e.Follows || isMark(a))
	}
	// Replay up to the cursor; the redo tail is replayed lazily by Redo, but
	// it must still apply, so check it now.
	cur := s.states[0]
	for i, a := range s.actions {
		next, err := rules.Apply(cur, a)
		if err != nil {
			return nil, loadErr(path, Say("engine.session.stepRefused", "is damaged: step {{.Step}} ({{.Kind}}) no longer applies: {{.Why}}", Args{"Step": i + 1, "Kind": a.Kind(), "Why": ErrorWords(err)}))
		}
		if i < rec.Cursor {
			s.states = append(s.states, next)
		}
		cur = next
	}
	s.cursor = rec.Cursor
	return s, nil
}

func copyAside(path string) (string, error) {
	src, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer src.Close()
	// A fresh name, never an existing file's.
	stamp := time.Now().Format("20060102-150405.000")
	dst := fmt.Sprintf("%s.torn-%s", path, stamp)
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	for i := 2; errors.Is(err, os.ErrExist) && i < 1000; i++ {
		dst = fmt.Sprintf("%s.torn-%s-%d", path, stamp, i)
		out, err = os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	}
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(out, src); err != nil {
		out.Close()
		return "", err
	}
	return dst, out.Close()
}

// Header is the game's header.
func (s *Session[S]) Header() Header { return s.header }

// State is the state after the applied actions.
func (s *Session[S]) State() S { return s.states[s.cursor] }

// Initial is the state before any action.
func (s *Session[S]) Initial() S { return s.states[0] }

// Applied lists the applied actions, oldest first.
func (s *Session[S]) Applied() []Action { return slices.Clone(s.actions[:s.cursor]) }

// CanUndo tells whether there is a group to undo (marks alone are none).
func (s *Session[S]) CanUndo() bool { return undoSize(s.follows, s.cursor) > 0 }

// CanRedo tells whether there is an undone action to redo.
func (s *Session[S]) CanRedo() bool { return s.cursor < len(s.actions) }

// Journal is the attached journal, or nil for a game kept in memory.
func (s *Session[S]) Journal() *Journal { return s.journal }

// Try applies an action without keeping it, to preview its result.
func (s *Session[S]) Try(a Action) (S, error) { return s.rules.Apply(s.State(), a) }

// Do applies a player's action, then the steps the game's Flow says pass
// by themselves after it, as one group (a Mark joins the group before it
// instead). When the rules refuse the action, the error says why and
// nothing changes. When the journal cannot be written, nothing changes
// either: a step is only shown once it is saved. It returns the state
// after the group.
func (s *Session[S]) Do(a Action) (S, error) {
	var zero S
	next, err := s.rules.Apply(s.State(), a)
	if err != nil {
		return zero, err
	}
	acts, states := follow(s.rules, []Action{a}, []S{next})
	joins := isMark(a)
	if s.journal != nil {
		enc := make([]Encoded, len(acts))
		for i, x := range acts {
			if enc[i], err = Encode(x); err != nil {
				return zero, err
			}
		}
		if err := s.write(record{T: "do", Kind: enc[0].Kind, Body: enc[0].Body, F: joins, More: enc[1:]}); err != nil {
			return zero, err
		}
	}
	// A new action drops the redo tail. Appending in place keeps Do O(1);
	// Applied hands out copies, so nobody sees the tail being overwritten.
	s.actions = append(s.actions[:s.cursor], acts...)
	s.follows = append(s.follows[:s.cursor], joins)
	for range acts[1:] {
		s.follows = append(s.follows, true)
	}
	s.states = append(s.states[:s.cursor+1], states...)
	s.cursor += len(acts)
	s.maybeCompact()
	return s.State(), nil
}

// write appends a record to the journal. A format-1 journal becomes a
// format-2 snapshot first, so that no reader of format 1 reads a group's
// undo as one step's.
func (s *Session[S]) write(r record) error {
	if s.header.Format < FormatVersion {
		h := s.header
		h.Format = FormatVersion
		if err := s.snapshot(h); err != nil {
			var se *SaveError
			if !errors.As(err, &se) {
				err = &SaveError{Path: s.journal.path, Err: err}
			}
			return err
		}
		s.header = h
	}
	return s.journal.append(r)
}

// Compact rewrites the journal as one snapshot, atomically.
func (s *Session[S]) Compact() error {
	if s.journal == nil {
		return nil
	}
	return s.snapshot(s.header)
}

// snapshot rewrites the journal as one snapshot under header h.
func (s *Session[S]) snapshot(h Header) error {
	enc := make([]Encoded, len(s.actions))
	for i, a := range s.actions {
		e, err := Encode(a)
		if err != nil {
			return err
		}
		e.Follows = s.follows[i]
		enc[i] = e
	}
	return s.journal.writeSnapshot(h, enc, s.cursor)
}

func (s *Session[S]) maybeCompact() {
	if s.journal != nil && s.journal.appended >= CompactEvery {
		// A failed compaction loses nothing: the appended journal is whole.
		_ = s.Compact()
	}
}

// Close closes the journal.
func (s *Session[S]) Close() error {
	if s.journal == nil {
		return nil
	}
	return s.journal.Close()
}
