// Package store keeps the saved games of the app's games in one folder,
// with one lifecycle for all of them: a game is created in a file of its
// own, every step is appended and synced (engine.Journal), it is resumed
// from that file, finished or archived by moving the file into a
// sub-folder, and a file that cannot be loaded is set aside with the reason.
// No method ever writes over an existing file: a new file appears whole
// under a name that was free (a hard link refuses a taken one), and moves
// take free names the same way.
//
// The folder looks like this:
//
//	escape-20260123-201500.hkj           a game in play
//	finished/mallofhorror-20260122-...   a game that ended
//	archive/cityofhorror-20260120-...    a game left unfinished for a new one
//	damaged/escape-20260119-....hkj      a file that did not load, and
//	damaged/escape-20260119-....hkj.why.txt  the reason, in words
//
// The calls, in a game's life: Open(dir); CreateGame for a new game;
// List or Latest(game) for the resume question; ResumeGame to go on (a
// damaged file is set aside with its reason, and the game goes on from its
// last good state when it had one); Game.Do/Undo/Redo while playing;
// Game.Finish when the game ends or Game.Archive when
// the table starts another instead; View to look at a finished or sent
// game without writing; Adopt to bring the older save files in.
//
// Every method of Store is safe to call from several goroutines at once
// (one mutex guards the folder's names); Game (game.go) is too, and it can
// write from a goroutine of its own so that a screen never waits on a sync.
// Nothing here imports a UI toolkit.
package store

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"hordekeeper/engine"
)

// Ext is the file extension of a saved game.
const Ext = ".hkj"

// The sub-folders of a store.
const (
	FinishedDir = "finished"
	ArchiveDir  = "archive"
	DamagedDir  = "damaged"
)

// whyExt names the file that holds the reason a damaged file was set aside.
const whyExt = ".why.txt"

// Status is where a saved game stands in its lifecycle.
type Status int

// The statuses, in the order a game passes through them.
const (
	// Playing: the game is in play and can be resumed.
	Playing Status = iota
	// Finished: the game ended and was moved to the finished folder.
	Finished
	// Archived: the game was left unfinished and kept in the archive.
	Archived
	// Damaged: the file did not load and was set aside with its reason.
	Damaged
)

// String names the status for a list a player reads.
func (s Status) String() string {
	switch s {
	case Playing:
		return "in play"
	case Finished:
		return "finished"
	case Archived:
		return "archived"
	case Damaged:
		return "damaged"
	}
	return fmt.Sprintf("status %d", int(s))
}

// Entry is one saved game as the list shows it.
type Entry struct {
	// Path is the file.
	Path string
	// Game is the header's game (its name in saves, engine.Game.Name);
	// empty when the file does not read.
	Game string
	// Title is the game's name as players know it (the name in quotes for
	// a game the store does not know).
	Title string
	// Created is when the game started (from its header; for an unreadable
	// file, the file's modification time).
	Created time.Time
	// Status is in play, finished, archived or damaged.
	Status Status
	// Steps is how many actions the file holds (applied ones and the redo
	// tail).
	Steps int
	// Problem is why the file does not read (a file found damaged in the
	// play folder), or, for a file set aside, the reason written with it.
	Problem string
}

// Finished reports whether the game ended.
func (e Entry) Finished() bool { return e.Status == Finished }

// Store is one folder of saved games.
type Store struct {
	dir string
	b   Backend
	// known are the games the store saves (never changed after Open).
	known engine.Games
	mu    sync.Mutex
	// now is the clock for file names; tests replace it.
	now func() time.Time
	// noSync skips fsync for benchmarks and fuzzers.
	noSync bool
}

// Dir is the store's folder.
func (s *Store) Dir() string { return s.dir }

// newSession writes a new game file holding rec (a new game's header, or
// the good part of a damaged file) under the game's name and creation time,
// with "-2", "-3"... when that name is taken; the file appears whole or not
// at all, and never replaces another.
func newSession[S any](st *Store, rules engine.Rules[S], rec *engine.Record) (*engine.Session[S], error) {
	h := rec.Header
	title := st.known.Title(h.Game)
	if _, ok := st.known.Find(h.Game); !ok {
		return nil, withWords(fmt.Errorf("%s is not a game this app saves", title),
			engine.Say("engine.store.unknownGame", "{{.Game}} is not a game this app saves", engine.Args{"Game": title}))
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	stem := h.Game + "-" + h.Created.UTC().Format("20060102-150405")
	for i := 1; i < 10000; i++ {
		name := stem
		if i > 1 {
			name = fmt.Sprintf("%s-%d", stem, i)
		}
		s, err := engine.CreateSessionNewIn(st.files(), rules, rec, filepath.Join(st.dir, name+Ext))
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return s, err
	}
	return nil, withWords(fmt.Errorf("no free name for a new %s game", title),
		engine.Say("engine.store.noName", "no free name for a new {{.Game}} game", engine.Args{"Game": title}))
}

// Known are the games the store saves.
func (s *Store) Known() engine.Games { return s.known }

// knows tells whether the store saves the game named g.
func (s *Store) knows(g string) bool {
	_, ok := s.known.Find(g)
	return ok
}

// List lists every saved game of the store, newest first: the games in
// play, the finished and archived ones and the damaged files set aside. It
// reads each file but changes none; a file in play that does not read is
// listed with its Problem (Resume sets it aside). Names that are not saved
// games (temporary files, copies, reasons) are skipped.
func (s *Store) List() ([]Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Entry
	for _, f := range []struct {
		sub string
		st  Status
	}{{"", Playing}, {FinishedDir, Finished}, {ArchiveDir, Archived}, {DamagedDir, Damaged}} {
		d := filepath.Join(s.dir, f.sub)
		des, err := s.b.List(d)
		if err != nil {
			if f.sub != "" && errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return nil, withWords(fmt.Errorf("the saved games could not be listed: %v", err),
				engine.Say("engine.store.notListed", "the saved games could not be listed: {{.Why}}", engine.Args{"Why": engine.ErrorWords(err)}))
		}
		for _, de := range des {
			name := de.Name
			if strings.HasPrefix(name, ".") {
				continue
			}
			if f.st == Damaged {
				if strings.HasSuffix(name, whyExt) {
					continue
				}
			} else if !strings.HasSuffix(name, Ext) {
				continue
			}
			out = append(out, s.readEntry(filepath.Join(d, name), f.st))
		}
	}
	slices.SortStableFunc(out, func(a, b Entry) int {
		if c := b.Created.Compare(a.Created); c != 0 {
			return c
		}
		if c := nameSeq(b.Path) - nameSeq(a.Path); c != 0 {
			return c // games made in the same second: the later number first
		}
		return strings.Compare(a.Path, b.Path)
	})
	return out, nil
}

// nameSeq is the number a name got when its second was taken
// ("escape-20260123-120000-3.hkj" is 3; without a number, 1).
func nameSeq(p string) int {
	parts := strings.Split(strings.TrimSuffix(filepath.Base(p), Ext), "-")
	if len(parts) == 4 {
		if n, err := strconv.Atoi(parts[3]); err == nil {
			return n
		}
	}
	return 1
}

// readEntry reads one file's header for the list.
func (s *Store) readEntry(p string, st Status) Entry {
	b := s.b
	e := Entry{Path: p, Status: st}
	if fi, err := b.Stat(p); err == nil {
		e.Created = fi.ModTime.UTC()
	}
	data, err := b.ReadFile(p)
	if err != nil {
		e.Problem = fmt.Sprintf("%s could not be opened: %v", filepath.Base(p), err)
		return e
	}
	rec, err := engine.ReadJournal(p, bytes.NewReader(data))
	switch {
	case err == nil:
	case st == Damaged:
		// Damaged files are expected not to read; the kept reason says why.
	default:
		e.Problem = err.Error()
		var le *engine.LoadError
		if errors.As(err, &le) && le.Good != nil {
			rec = le.Good
		}
	}
	if rec != nil {
		e.Game, e.Title, e.Steps = rec.Header.Game, s.known.Title(rec.Header.Game), len(rec.Actions)
		if !rec.Header.Created.IsZero() {
			e.Created = rec.Header.Created.UTC()
		}
	}
	if st == Damaged {
		if why, err := b.ReadFile(p + whyExt); err == nil {
			e.Problem = strings.TrimSpace(string(why))
		} else if e.Problem == "" {
			e.Problem = "the reason it was set aside was not kept"
		}
	}
	return e
}

// Latest is the newest game in play of the given game, for the question
// "resume the game in progress?"; ok is false when there is none. A file
// in play that does not read counts too (Resume then sets it aside and
// says why), so a damaged save is never silently skipped.
func (s *Store) Latest(game string) (Entry, bool) {
	es, err := s.List()
	if err != nil {
		return Entry{}, false
	}
	for _, e := range es {
		if e.Status == Playing && (e.Game == game || (e.Game == "" && strings.HasPrefix(filepath.Base(e.Path), game+"-"))) {
			return e, true
		}
	}
	return Entry{}, false
}
