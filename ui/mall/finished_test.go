package mall

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// copyTo copies a file byte for byte, as another app or an older version
// would have left it.
func copyTo(t *testing.T, from, to string) []byte {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFinishedFileIsShownReadOnly: a finished game sent by someone shows
// its scores and nothing that would change it: no undo, no file written in
// the store, the file as it was; the next start never offers it.
func TestFinishedFileIsShownReadOnly(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 3)
	path := filepath.Join("testdata", "mall-end.hkj")
	before, _ := os.ReadFile(path)
	if err := h.open(path); err != nil {
		t.Fatal(err)
	}
	checkEndScreen(t, h)
	if len(uitest.Buttons(h.canvas(), "Undo the last step")) != 0 || len(uitest.Buttons(h.canvas(), "Undo")) != 0 {
		t.Fatal("a finished game opened to look at must offer no undo")
	}
	tap(t, h, "Games")
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("looking at a finished game changed its file")
	}
	for _, sub := range []string{"", store.FinishedDir, store.ArchiveDir, store.DamagedDir} {
		if k := kept(t, dir, sub); len(k) != 0 {
			t.Fatalf("looking at a finished game wrote %v", k)
		}
	}
	b := newHostIn(t, dir, 3)
	tap(t, b, "Mall of Horror")
	if !shows(b, "How many players?") {
		t.Fatalf("a finished game is never offered for resume: %q", screenText(b))
	}
}

// TestGameThatEndedGoesToTheFinishedGames: leaving the end screen of a
// game of the store moves its file, byte for byte, to the finished games;
// a game that ended before the app stopped gets there at the next start;
// neither is offered for resume.
func TestGameThatEndedGoesToTheFinishedGames(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 3)
	own := filepath.Join(dir, "mallofhorror-20260101-120000.hkj")
	saved := copyTo(t, filepath.Join("testdata", "mall-end.hkj"), own)
	if err := h.open(own); err != nil {
		t.Fatal(err)
	}
	checkEndScreen(t, h)
	tap(t, h, "Games")
	done := kept(t, dir, store.FinishedDir)
	if len(done) != 1 || h.inPlay() {
		t.Fatalf("leaving the end screen must finish the game: %v", done)
	}
	if b, _ := os.ReadFile(done[0]); !bytes.Equal(b, saved) {
		t.Fatal("the finished game is not the file as it was")
	}

	copyTo(t, filepath.Join("testdata", "mall-end.hkj"), filepath.Join(dir, "mallofhorror-20260102-120000.hkj"))
	b := newHostIn(t, dir, 3)
	if len(uitest.Buttons(b.Window().Canvas(), "Resume Mall of Horror")) != 0 {
		t.Fatal("a game that ended is offered")
	}
	if b.inPlay() || len(kept(t, dir, store.FinishedDir)) != 2 {
		t.Fatalf("a game that ended is finished, not offered: %q, %v", screenText(b), kept(t, dir, store.FinishedDir))
	}
}

// TestEarlierVersionsSaveIsAdopted: the game in progress of an earlier
// version (games/mallofhorror.hkj) comes into the store once, byte for
// byte, and is offered for resume.
func TestEarlierVersionsSaveIsAdopted(t *testing.T) {
	dir := t.TempDir()
	saved := copyTo(t, filepath.Join("testdata", "mall-round.hkj"), filepath.Join(dir, legacyName))
	h := newHostIn(t, dir, 3)
	tap(t, h, "Resume Mall of Horror")
	if _, err := os.Stat(filepath.Join(dir, legacyName)); !os.IsNotExist(err) {
		t.Fatal("the earlier file must take the store's name")
	}
	if got, _ := os.ReadFile(h.journal()); !bytes.Equal(got, saved) {
		t.Fatal("the adopted game is not the file as it was")
	}
	if !shows(h, "moves a character to") {
		t.Fatalf("the earlier game must go on where it stood: %q", screenText(h))
	}
}

// TestMemoryOnlyPlay: without a store a new game and an opened file play
// in memory, and the file opened is left as it was.
func TestMemoryOnlyPlay(t *testing.T) {
	h := newHostIn(t, "", 3)
	if h.Store() != nil {
		t.Fatal("no folder, no store")
	}
	newGame(t, h, 3)
	path := filepath.Join("testdata", "mall-round.hkj")
	before, _ := os.ReadFile(path)
	if err := h.open(path); err != nil {
		t.Fatal(err)
	}
	playStep(t, h)
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("playing in memory must not write into the file opened")
	}
}

// TestDamagedSaveGoesOnFromItsGoodPart: a save damaged after a good
// beginning is set aside as it was, the game goes on from its last good
// state in a new file, and the message says why and where the file is.
func TestDamagedSaveGoesOnFromItsGoodPart(t *testing.T) {
	dir := t.TempDir()
	a := newHostIn(t, dir, 3)
	newGame(t, a, 3)
	placeFirst(t, a, 3)
	tap(t, a, "Games")
	tap(t, a, "Leave the game")
	path := a.journal()
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// A line in the middle that is no step: the steps before it are good.
	lines := bytes.SplitAfter(good, []byte("\n"))
	last := len(lines) - 2
	broken := append(bytes.Join(lines[:last], nil), []byte("a line that is no step\n")...)
	broken = append(broken, bytes.Join(lines[last:], nil)...)
	if err := os.WriteFile(path, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	h := newHostIn(t, dir, 3)
	tap(t, h, "Resume Mall of Horror")
	aside := kept(t, dir, store.DamagedDir)
	if len(aside) != 1 || !h.inPlay() || shows(h, "How many players?") {
		t.Fatalf("the damaged file must be set aside and the game go on: %v, %q", aside, screenText(h))
	}
	if b, _ := os.ReadFile(aside[0]); !bytes.Equal(b, broken) {
		t.Fatal("the kept file changed")
	}
	if len(h.told) != 1 || !strings.Contains(h.told[0], "damaged/"+filepath.Base(aside[0])) || !strings.Contains(h.told[0], "before the damage") {
		t.Fatalf("the message must say what happened and where the file is: %q", h.told)
	}
}
