package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"hordekeeper/engine"
	"hordekeeper/engine/games"
)

// Open opens the folder dir of the OS's files as a store of the app's
// games (games.All), creating it and its sub-folders when missing. A game
// whose move to the finished or archive folder was cut short by a crash
// (the file has both names) is completed here.
func Open(dir string) (*Store, error) {
	return OpenGames(OSFiles{}, dir, games.All())
}

// OpenIn is Open for a store kept in b (a browser's storage through
// KVFiles, say); dir is the store's folder within b.
func OpenIn(b Backend, dir string) (*Store, error) {
	return OpenGames(b, dir, games.All())
}

// OpenGames is OpenIn for a store that saves the games known, and only
// those: a new game or a file brought in of another game is refused. The
// shell passes its own list (tests add a game of their own to it).
func OpenGames(b Backend, dir string, known engine.Games) (*Store, error) {
	if err := known.Check(); err != nil {
		return nil, fmt.Errorf("the list of games is wrong: %w", err)
	}
	if dir == "" {
		return nil, withWords(errors.New("no folder was given for the saved games"), engine.Say("engine.backend.noFolder", "no folder was given for the saved games", nil))
	}
	for _, d := range []string{dir, filepath.Join(dir, FinishedDir), filepath.Join(dir, ArchiveDir), filepath.Join(dir, DamagedDir)} {
		if err := b.MakeDir(d); err != nil {
			return nil, withWords(fmt.Errorf("the folder for saved games could not be made: %v", err),
				engine.Say("engine.backend.noDir", "the folder for saved games could not be made: {{.Why}}", engine.Args{"Why": engine.ErrorWords(err)}))
		}
	}
	s := &Store{dir: dir, b: b, known: known, now: time.Now}
	s.completeMoves()
	return s, nil
}

// Backend is where the store keeps its files.
func (s *Store) Backend() Backend { return s.b }

// files is the store's backend as the journals see it, with fsync off
// when the store was told so.
func (s *Store) files() Backend {
	if o, ok := s.b.(OSFiles); ok && s.noSync {
		o.NoSync = true
		return o
	}
	return s.b
}

// Backend is where a store keeps its files: the OS's folders (OSFiles,
// what Open uses) or a key-value store such as a browser's storage
// (KVFiles). Paths are the store's own: its folder joined with the names
// it gives. The promises are the store's: a new file appears whole under a
// free name, steps are appended and kept, no file is ever written over by
// another, and a move either happens whole or leaves both names holding
// the same file (Same tells, and Open completes it).
type Backend interface {
	engine.Files
	// MakeDir makes the folder dir (and its parents) when missing.
	MakeDir(dir string) error
	// List lists the plain files directly in dir; a missing dir gives an
	// error matching fs.ErrNotExist.
	List(dir string) ([]FileInfo, error)
	// Stat tells about one file; a missing file gives fs.ErrNotExist.
	Stat(path string) (FileInfo, error)
	// MoveNew gives the file at old the name new, which must be free: when
	// new is taken it fails with an error matching fs.ErrExist.
	MoveNew(old, new string) error
	// Remove deletes the file at path.
	Remove(path string) error
	// Same reports whether a and b are two names of one file (a move that
	// was cut short).
	Same(a, b string) bool
	// SyncDir makes the names in dir durable (a no-op where every change
	// is durable at once).
	SyncDir(dir string)
}

// FileInfo is what a Backend tells about a file.
type FileInfo struct {
	// Name is the file's name within its folder.
	Name string
	// ModTime is when it was last written.
	ModTime time.Time
}

// OSFiles keeps a store in the OS's folders: a new file is linked in under
// its name (a hard link refuses a taken one), steps are appended and
// synced, moves link then unlink.
type OSFiles struct {
	// NoSync skips fsync, for benchmarks and fuzzers.
	NoSync bool
}

// ReadFile reads the whole file.
func (o OSFiles) ReadFile(path string) ([]byte, error) { return os.ReadFile(path) }

// WriteNew writes a new file, whole or not at all, never over another.
func (o OSFiles) WriteNew(path string, data []byte) error {
	return engine.WriteFileNew(path, data, !o.NoSync)
}

// WriteAtomic replaces the file with data, whole or not at all.
func (o OSFiles) WriteAtomic(path string, data []byte) error {
	return engine.WriteFileAtomic(path, data, !o.NoSync)
}

// Append adds data to the end of the file and syncs it.
func (o OSFiles) Append(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil && !o.NoSync {
		err = f.Sync()
	}
	return errors.Join(err, f.Close())
}

// MakeDir makes the folder and its parents.
func (o OSFiles) MakeDir(dir string) error { return os.MkdirAll(dir, 0o755) }

// List lists the regular files directly in dir.
func (o OSFiles) List(dir string) ([]FileInfo, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []FileInfo
	for _, de := range des {
		if !de.Type().IsRegular() {
			continue
		}
		fi := FileInfo{Name: de.Name()}
		if info, err := de.Info(); err == nil {
			fi.ModTime = info.ModTime()
		}
		out = append(out, fi)
	}
	return out, nil
}

// Stat tells the file's name and modification time.
func (o OSFiles) Stat(path string) (FileInfo, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return FileInfo{}, err
	}
	return FileInfo{Name: fi.Name(), ModTime: fi.ModTime()}, nil
}

// MoveNew moves old to new with a hard link and an unlink; where links are
// not allowed (some phones) the name is checked just before a rename, which
// the store's mutex makes safe within this app.
func (o OSFiles) MoveNew(old, new string) error {
	err := os.Link(old, new)
	if err == nil {
		// Both names now hold the file; dropping the old one finishes the
		// move (Open completes it after a crash in between).
		return os.Remove(old)
	}
	if errors.Is(err, fs.ErrExist) {
		if o.Same(old, new) {
			return os.Remove(old) // a move cut short before: finish it
		}
		return err
	}
	if _, serr := os.Lstat(new); serr == nil {
		return &fs.PathError{Op: "move", Path: new, Err: fs.ErrExist}
	} else if !errors.Is(serr, fs.ErrNotExist) {
		return serr
	}
	return os.Rename(old, new)
}

// Remove deletes the file.
func (o OSFiles) Remove(path string) error { return os.Remove(path) }

// Same reports whether a and b are one file under two names.
func (o OSFiles) Same(a, b string) bool {
	ai, err1 := os.Stat(a)
	bi, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(ai, bi)
}

// SyncDir syncs the folder's names to disk.
func (o OSFiles) SyncDir(dir string) {
	if o.NoSync {
		return
	}
	if d, err := os.Open(filepath.Clean(dir)); err == nil {
		d.Sync()
		d.Close()
	}
}
