package mall

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
)

// The game in progress lives in one journal in the games folder; a new game
// first keeps the previous one under a dated name, so no save is ever
// overwritten. (The lead moves all games to one store in engine/ later.)

// journalName is the file of the game in progress in the games folder.
const journalName = "mallofhorror.hkj"

// gamePath is the journal of the game in progress ("" keeps it in memory).
func gamePath(h Host) string {
	if h.GamesDir() == "" {
		return ""
	}
	return filepath.Join(h.GamesDir(), journalName)
}

// fileExists reports whether something is at path.
func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// archive keeps the previous game under a dated name, so a new game never
// overwrites it.
func archive(h Host) error {
	path := gamePath(h)
	if path == "" || !fileExists(path) {
		return nil
	}
	stamp := time.Now().Format("20060102-150405")
	dst := filepath.Join(h.GamesDir(), "mallofhorror-"+stamp+".hkj")
	for i := 2; fileExists(dst); i++ {
		dst = filepath.Join(h.GamesDir(), fmt.Sprintf("mallofhorror-%s-%d.hkj", stamp, i))
	}
	if err := os.Rename(path, dst); err != nil {
		return fmt.Errorf("the previous game could not be kept aside, so no new game starts over it: %v", err)
	}
	return nil
}

// start archives any previous game and starts a new one with its journal,
// so every action from here on is saved before it shows.
func start(h Host, o mh.Options, seed uint64) (*view, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	raw, err := o.JSON()
	if err != nil {
		return nil, err
	}
	hd := engine.Header{Game: mh.Game, Seed: seed, Options: raw, Created: time.Now()}
	var s *engine.Session[mh.State]
	if path := gamePath(h); path != "" {
		if err := archive(h); err != nil {
			return nil, err
		}
		s, err = engine.CreateSession[mh.State](mh.Rules{}, hd, path)
	} else {
		s, err = engine.NewSession[mh.State](mh.Rules{}, hd)
	}
	if err != nil {
		return nil, err
	}
	return show(h, s), nil
}

// OpenFile opens a saved Mall of Horror game where it stands: the game in
// progress, or a file someone sent. A file from elsewhere is left as it
// was: the game is copied into the games folder as the game in progress
// (the previous one kept under a dated name) and play goes on there. A file
// that does not load gets an error naming it, and nothing changes.
func OpenFile(h Host, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("cannot open %s: %v", path, err)
	}
	rec, err := engine.ReadJournal(path, f)
	f.Close()
	if err != nil {
		return err
	}
	// Replay checks every step still applies, without touching the file.
	mem, err := engine.Replay[mh.State](mh.Rules{}, path, rec)
	if err != nil {
		return err
	}
	own := gamePath(h)
	if own == "" {
		show(h, mem)
		return nil
	}
	if !sameFile(path, own) {
		if err := archive(h); err != nil {
			return err
		}
		j, err := engine.CreateJournal(own, rec.Header, rec.Actions, rec.Cursor)
		if err != nil {
			return fmt.Errorf("could not copy the game into the games folder: %v", err)
		}
		j.Close()
	}
	s, _, err := engine.OpenSession[mh.State](mh.Rules{}, own)
	if err != nil {
		return err
	}
	show(h, s)
	return nil
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}
