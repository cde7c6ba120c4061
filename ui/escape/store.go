package escape

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// store is where Escape keeps its game in progress: escape.hkj (the
// journal) and escape-clock.json (where the soundtrack stood) in the games
// folder. A finished or abandoned game is archived under a dated name that
// no file has yet, so no earlier game is ever overwritten.
//
// TODO(engine): this goes when the one save store of engine/ exists, with
// the track and elapsed time in the game's saved options.
type store struct {
	dir string
	now func() time.Time
}

func newStore(h Host) store { return store{dir: h.GamesDir(), now: h.Clock().Now} }

// saved reports whether games are kept on disk (else in memory only).
func (st store) saved() bool { return st.dir != "" }

func (st store) journal() string { return filepath.Join(st.dir, "escape.hkj") }

func (st store) clockFile() string { return clockPathFor(st.journal()) }

// clockPathFor is the clock file beside a journal: game.hkj has
// game-clock.json.
func clockPathFor(journal string) string {
	return strings.TrimSuffix(journal, ".hkj") + "-clock.json"
}

// savedClock is where the soundtrack stood when last saved, so a game
// whose app was closed resumes at the right time.
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

// track is the soundtrack the clock names (the first one when none).
func (c savedClock) track() (timers.Track, error) {
	if c.Track == "" {
		return timers.Track1(), nil
	}
	return timers.Lookup(c.Track)
}

func writeClock(path string, c savedClock) error {
	b, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, b, true)
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// create starts a new game's session: on disk after archiving the game in
// progress, if any, or in memory.
func (st store) create(h engine.Header) (*engine.Session[esc.State], error) {
	if !st.saved() {
		return engine.NewSession[esc.State](esc.Rules{}, h)
	}
	if err := st.archiveIfAny(); err != nil {
		return nil, err
	}
	return engine.CreateSession[esc.State](esc.Rules{}, h, st.journal())
}

// adopt makes the game read from path the game in progress (a copy of it;
// the file at path is not touched), or replays it in memory.
func (st store) adopt(path string, rec *engine.Record) (*engine.Session[esc.State], error) {
	if !st.saved() {
		return engine.Replay[esc.State](esc.Rules{}, path, rec)
	}
	if a, err := filepath.Abs(path); err == nil && a == filepath.Clean(st.journal()) {
		s, _, err := engine.OpenSession[esc.State](esc.Rules{}, path)
		return s, err
	}
	clk, clkErr := readClock(clockPathFor(path))
	if err := st.archiveIfAny(); err != nil {
		return nil, err
	}
	j, err := engine.CreateJournal(st.journal(), rec.Header, rec.Actions, rec.Cursor)
	if err != nil {
		return nil, fmt.Errorf("could not save the opened game: %v", err)
	}
	j.Close()
	if clkErr == nil {
		_ = writeClock(st.clockFile(), clk)
	}
	s, _, err := engine.OpenSession[esc.State](esc.Rules{}, st.journal())
	return s, err
}

// archiveIfAny archives the game in progress, if there is one, so that a
// new game never takes its file.
func (st store) archiveIfAny() error {
	if !st.saved() || !fileExists(st.journal()) {
		return nil
	}
	return st.archive()
}

// archive keeps the game in progress as escape-DATE-TIME.hkj (with -2, -3
// ... when that name is taken), its clock file beside it.
func (st store) archive() error {
	base := filepath.Join(st.dir, "escape-"+st.now().Format("20060102-150405"))
	dst, err := moveNoClobber(st.journal(), base, ".hkj")
	if err != nil {
		return fmt.Errorf("the earlier game could not be archived, so it was kept and nothing was started: %v", err)
	}
	if fileExists(st.clockFile()) {
		if err := moveTo(st.clockFile(), clockPathFor(dst)); err != nil {
			os.Remove(st.clockFile())
		}
	}
	return nil
}

// moveNoClobber moves src to base+ext, or base-2+ext, base-3+ext ...: the
// first name no file has. It returns the name used.
func moveNoClobber(src, base, ext string) (string, error) {
	for i := 1; i < 1000; i++ {
		dst := base + ext
		if i > 1 {
			dst = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		err := moveTo(src, dst)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return dst, err
	}
	return "", fmt.Errorf("no free name beside %s", base+ext)
}

// moveTo moves src to dst only if dst does not exist (fs.ErrExist if it
// does). A hard link makes the check and the move one step; where links are
// not supported it checks, then renames.
func moveTo(src, dst string) error {
	err := os.Link(src, dst)
	if err == nil {
		return os.Remove(src)
	}
	if errors.Is(err, fs.ErrExist) {
		return err
	}
	if fileExists(dst) {
		return fs.ErrExist
	}
	return os.Rename(src, dst)
}
