package store

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"hordekeeper/engine"
)

// The steps every game's screens take around the calls of store.go and
// game.go, kept here once so that no game writes its own copy: bringing
// the one save file of an earlier version in, making room for a game
// opened from elsewhere, copying that game in, and naming a file set aside.

// Try applies an action to the game's state without keeping it or writing
// anything, to preview its result; the rules' refusal comes back as is.
func (g *Game[S]) Try(a engine.Action) (S, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.s.Try(a)
}

// AdoptLegacy brings the one file an earlier version kept a game in
// (name, in the store's folder, e.g. "cityofhorror.hkj") into the store as
// a game in play, once: after that it is gone from under that name. It
// returns the game to offer for resume: the adopted file (its header may
// carry no date, so Latest would not find it first), or the legacy file
// when it does not read, for ResumeGame to set aside with its reason; ""
// when there is no legacy file.
func (s *Store) AdoptLegacy(name string) string {
	if name == "" {
		return "" // a game with no earlier file: never the folder itself
	}
	old := filepath.Join(s.dir, name)
	if _, err := s.b.Stat(old); err != nil {
		return ""
	}
	own, err := s.Adopt(old, Playing)
	if err != nil {
		return old
	}
	return own
}

// ArchivePlaying keeps every readable game of the kind game that is in
// play in the archive, so that a game opened from elsewhere becomes the one
// the next start offers to resume. Nothing is overwritten.
func (s *Store) ArchivePlaying(game string) error {
	es, err := s.List()
	if err != nil {
		return err
	}
	for _, e := range es {
		if e.Status == Playing && e.Game == game && e.Problem == "" {
			if _, err := s.Archive(e.Path); err != nil {
				return withWords(fmt.Errorf("the game in progress could not be kept in the archive, so no other game takes its place: %v", err),
					engine.Say("engine.lifecycle.notArchived", "the game in progress could not be kept in the archive, so no other game takes its place: {{.Why}}", engine.Args{"Why": engine.ErrorWords(err)}))
			}
		}
	}
	return nil
}

// CopyIn copies a game file from elsewhere (the OS's files) into the
// store as a game in play and returns the copy's path. The copy is written
// whole under a hidden name of its own first, then adopted under a name
// that was free; the file copied is only read.
func (s *Store) CopyIn(path string) (string, error) {
	fail := func(err error) (string, error) {
		return "", withWords(fmt.Errorf("could not copy %s into the saved games: %v", filepath.Base(path), err),
			engine.Say("engine.lifecycle.notCopied", "could not copy {{.File}} into the saved games: {{.Why}}", engine.Args{"File": filepath.Base(path), "Why": engine.ErrorWords(err)}))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fail(err)
	}
	tmp := filepath.Join(s.dir, fmt.Sprintf(".incoming-%d%s", time.Now().UnixNano(), Ext))
	if err := s.files().WriteNew(tmp, data); err != nil {
		return fail(err)
	}
	own, err := s.Adopt(tmp, Playing)
	if err == nil {
		return own, nil
	}
	s.b.Remove(tmp)
	return fail(err)
}

// KeptAs names a file of the store by where it is in the games folder
// ("damaged/cityofhorror-20260101-120000.hkj"), so a player can find it.
func (s *Store) KeptAs(path string) string {
	if rel, err := filepath.Rel(s.dir, path); err == nil {
		return filepath.ToSlash(rel)
	}
	return filepath.Base(path)
}
