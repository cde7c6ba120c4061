package store

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"hordekeeper/engine"
)

// Finish moves a game that ended from the play folder to the finished
// folder and returns its new path. The game's journal must be closed first
// (Game.Finish does both), so the finished file never changes again.
func (s *Store) Finish(path string) (string, error) {
	return s.moveOut(path, FinishedDir, "")
}

// Archive moves a game left unfinished (the table starts a new one instead)
// from the play folder to the archive and returns its new path. Like
// Finish, the journal must be closed first.
func (s *Store) Archive(path string) (string, error) {
	return s.moveOut(path, ArchiveDir, "")
}

// SetAside moves a file that could not be loaded to the damaged folder and
// writes the reason beside it (NAME.why.txt), so the player can be told, and
// someone can look at it later. It returns the file's new path.
func (s *Store) SetAside(path, reason string) (string, error) {
	if strings.TrimSpace(reason) == "" {
		reason = "no reason was given"
	}
	return s.moveOut(path, DamagedDir, reason)
}

// Adopt moves a saved game from elsewhere (the app's older save files, say)
// into the store, in play or straight to the finished or archive folder,
// under the name the store would give it (game and creation time, from its
// header) and never over a file. It returns the new path. A file that does
// not read is refused and left where it is.
func (s *Store) Adopt(path string, as Status) (string, error) {
	sub := map[Status]string{Playing: "", Finished: FinishedDir, Archived: ArchiveDir}
	dir, ok := sub[as]
	if !ok {
		return "", fmt.Errorf("a game is adopted in play, finished or archived, not %s", as)
	}
	e := s.readEntry(path, as)
	if e.Problem != "" || !s.knows(e.Game) {
		why := engine.Say("engine.move.noGame", "it holds no game this app saves", nil)
		if e.Problem != "" {
			why = engine.Plain(e.Problem)
		}
		return "", withWords(fmt.Errorf("%s cannot be adopted: %s", filepath.Base(path), firstOf(e.Problem, "it holds no game this app saves")),
			engine.Say("engine.move.notAdopted", "{{.File}} cannot be adopted: {{.Why}}", engine.Args{"File": filepath.Base(path), "Why": why}))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	name := e.Game + "-" + e.Created.UTC().Format("20060102-150405") + Ext
	dst, err := s.moveNoReplace(path, filepath.Join(s.dir, dir), name)
	if err != nil {
		return "", withWords(fmt.Errorf("%s could not be moved into the saved games: %v", filepath.Base(path), err),
			engine.Say("engine.move.notMovedIn", "{{.File}} could not be moved into the saved games: {{.Why}}", engine.Args{"File": filepath.Base(path), "Why": engine.ErrorWords(err)}))
	}
	s.files().SyncDir(filepath.Join(s.dir, dir))
	return dst, nil
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// moveOut moves a file of the play folder into a sub-folder under a name
// that is not taken, and, for a damaged file, writes its reason.
func (s *Store) moveOut(path, sub, reason string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	path = filepath.Clean(path)
	if filepath.Dir(path) != filepath.Clean(s.dir) {
		return "", withWords(fmt.Errorf("%s is not a game of this store's play folder", filepath.Base(path)),
			engine.Say("engine.move.notInFolder", "{{.File}} is not a game of this store's play folder", engine.Args{"File": filepath.Base(path)}))
	}
	if reason == "" && !strings.HasSuffix(path, Ext) {
		return "", withWords(fmt.Errorf("%s is not a saved game", filepath.Base(path)),
			engine.Say("engine.move.notSave", "{{.File}} is not a saved game", engine.Args{"File": filepath.Base(path)}))
	}
	if _, err := s.b.Stat(path); err != nil {
		return "", withWords(fmt.Errorf("%s could not be moved: %v", filepath.Base(path), errNotThere(err)),
			engine.Say("engine.move.notMoved", "{{.File}} could not be moved: {{.Why}}", engine.Args{"File": filepath.Base(path), "Why": engine.ErrorWords(errNotThere(err))}))
	}
	dst, err := s.moveNoReplace(path, filepath.Join(s.dir, sub), filepath.Base(path))
	if err != nil {
		return "", withWords(fmt.Errorf("%s could not be kept aside: %v", filepath.Base(path), err),
			engine.Say("engine.move.notAside", "{{.File}} could not be kept aside: {{.Why}}", engine.Args{"File": filepath.Base(path), "Why": engine.ErrorWords(err)}))
	}
	if reason != "" {
		if err := s.files().WriteNew(dst+whyExt, []byte(reason+"\n")); err != nil {
			return dst, withWords(fmt.Errorf("%s was kept as %s, but its reason could not be written: %v", filepath.Base(path), filepath.Base(dst), err),
				engine.Say("engine.move.noReason", "{{.File}} was kept as {{.Aside}}, but its reason could not be written: {{.Why}}", engine.Args{"File": filepath.Base(path), "Aside": filepath.Base(dst), "Why": engine.ErrorWords(err)}))
		}
	}
	s.files().SyncDir(filepath.Join(s.dir, sub))
	s.files().SyncDir(s.dir)
	return dst, nil
}

func errNotThere(err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return withWords(errors.New("it does not exist"), engine.Say("engine.move.missing", "it does not exist", nil))
	}
	return err
}

// moveNoReplace moves src into dir as name, or as name with "-2", "-3"...
// before its extension when that is taken, and never over an existing file
// (the backend's MoveNew refuses a taken name; s.mu is held).
func (s *Store) moveNoReplace(src, dir, name string) (string, error) {
	stem, ext := splitExt(name)
	for i := 1; i < 10000; i++ {
		dst := filepath.Join(dir, name)
		if i > 1 {
			dst = filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, i, ext))
		}
		err := s.b.MoveNew(src, dst)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		return dst, nil
	}
	return "", withWords(errors.New("no free name"), engine.Say("engine.move.noName", "no free name", nil))
}

// splitExt splits "a.hkj" into "a" and ".hkj"; a name without the saved
// game extension keeps no extension, so "x.bin" becomes "x.bin-2".
func splitExt(name string) (string, string) {
	if strings.HasSuffix(name, Ext) && len(name) > len(Ext) {
		return strings.TrimSuffix(name, Ext), Ext
	}
	return name, ""
}

// completeMoves finishes moves that a crash cut short: a file in play that
// is also in a sub-folder under the same name's stem loses its play name.
func (s *Store) completeMoves() {
	des, err := s.b.List(s.dir)
	if err != nil {
		return
	}
	for _, de := range des {
		if strings.HasPrefix(de.Name, ".") {
			continue
		}
		live := filepath.Join(s.dir, de.Name)
		stem, _ := splitExt(de.Name)
		if s.hasTwin(live, stem) {
			s.b.Remove(live)
		}
	}
}

func (s *Store) hasTwin(live, stem string) bool {
	for _, sub := range []string{FinishedDir, ArchiveDir, DamagedDir} {
		des, err := s.b.List(filepath.Join(s.dir, sub))
		if err != nil {
			continue
		}
		for _, de := range des {
			if strings.HasPrefix(de.Name, stem) && s.b.Same(live, filepath.Join(s.dir, sub, de.Name)) {
				return true
			}
		}
	}
	return false
}
