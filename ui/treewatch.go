package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
)

// Settled-tree timing: the tree is looked at every treePoll and written
// once it has stayed the same for treeSettle after a change, or after
// treeBusy of changes (a sped-up clock's words change at every look).
const (
	treePoll   = 100 * time.Millisecond
	treeSettle = 300 * time.Millisecond
	treeBusy   = time.Second
)

// WatchTree writes what win shows to path (JSON, see Tree) after each
// settled change, for .ci/playcheck to check and drive the real window. It
// runs until the app ends; main.go calls it only when HORDEKEEPER_TREE asks.
func WatchTree(win fyne.Window, path string) {
	tw := &treeWatch{win: win, path: path}
	go func() {
		for range time.Tick(treePoll) {
			// One look at a time: a busy UI goroutine is not sent more.
			if tw.busy.CompareAndSwap(false, true) {
				fyne.Do(tw.look)
			}
		}
	}()
}

type treeWatch struct {
	win  fyne.Window
	path string
	busy atomic.Bool
	// last is the tree last seen with its clocks blanked, changed when it
	// changed; written is true once the tree is on disk, and drawn is the
	// tree written (clocks included).
	last    []byte
	changed time.Time
	// moving is when the changes began, zero when the tree is on disk.
	moving  time.Time
	written bool
	drawn   []byte
	seq     int
}

// look runs on the UI goroutine.
func (tw *treeWatch) look() {
	defer tw.busy.Store(false)
	t := snapshotTree(tw.win.Canvas())
	b, err := json.Marshal(t)
	if err != nil {
		fyne.LogError("tree", err)
		return
	}
	key, _ := json.Marshal(withoutClocks(t))
	now := time.Now()
	busy := false
	if !bytes.Equal(key, tw.last) {
		tw.last, tw.changed, tw.written = key, now, false
		if tw.moving.IsZero() {
			tw.moving = now
		}
		if busy = now.Sub(tw.moving) >= treeBusy; !busy {
			return
		}
	}
	switch {
	case busy || !tw.written && now.Sub(tw.changed) >= treeSettle:
		tw.seq++ // a new settled screen
	case tw.written && !bytes.Equal(b, tw.drawn):
		// Only a clock ticked: the same screen, its time brought up to date.
	default:
		return
	}
	t.Seq = tw.seq
	if err := writeAtomic(tw.path, t); err != nil {
		fyne.LogError("tree "+tw.path, err)
	}
	tw.written, tw.drawn, tw.moving = true, b, time.Time{}
}

// withoutClocks is t with its clocks' texts blanked: a clock that ticks
// does not unsettle the screen (a sped-up clock ticks every look).
func withoutClocks(t Tree) Tree {
	objs := make([]TreeObject, len(t.Objects))
	for i, o := range t.Objects {
		if o.Ticking {
			o.Text = ""
		}
		objs[i] = o
	}
	t.Objects = objs
	return t
}

// writeAtomic writes through a temporary file and a rename, so a reader
// never sees half a tree.
func writeAtomic(path string, t Tree) error {
	b, err := json.MarshalIndent(t, "", " ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tree-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
