package mall

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/engine/store"
)

// kept lists the Mall of Horror games in one folder of the store
// (store.ArchiveDir, store.FinishedDir, store.DamagedDir, or "" for the
// games in play).
func kept(t *testing.T, dir, sub string) []string {
	t.Helper()
	old, err := filepath.Glob(filepath.Join(dir, sub, "mallofhorror*.hkj"))
	if err != nil {
		t.Fatal(err)
	}
	return old
}

// archives lists the games left unfinished for a new one.
func archives(t *testing.T, dir string) []string { return kept(t, dir, store.ArchiveDir) }

// placeFirst places n characters, each on the first location allowed.
func placeFirst(t *testing.T, h *fakeHost, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		st := h.state()
		tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	}
}

// TestResumeAndArchive: a game comes back where it stood after the app
// closes; a new game keeps the previous file, byte for byte, in the
// archive and never writes over it.
func TestResumeAndArchive(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 99)
	newGame(t, h, 5)
	placeFirst(t, h, 4)
	want := h.state()
	tap(t, h, "Games")
	tap(t, h, "Leave the game")

	b := newHostIn(t, dir, 7) // the app started again
	if !shows(b, "Setup: 4 of 15 characters placed") {
		t.Fatalf("the list of games must say where the game stands: %q", screenText(b))
	}
	tap(t, b, "Resume Mall of Horror")
	if !shows(b, "(4 of 15 placed)") {
		t.Fatalf("the game must come back where it stood: %q", screenText(b))
	}
	if got := b.state(); got.Placed != want.Placed || fmt.Sprint(got.Characters) != fmt.Sprint(want.Characters) {
		t.Fatal("the resumed game differs")
	}
	tap(t, b, "Games")
	tap(t, b, "Leave the game")
	saved, err := os.ReadFile(b.journal())
	if err != nil {
		t.Fatal(err)
	}
	tap(t, b, "New game of Mall of Horror")
	if !shows(b, "How many players?") || len(archives(t, dir)) != 0 {
		t.Fatalf("new game shows %q; the game in progress waits until the new one starts", screenText(b))
	}
	tap(t, b, "Start the game")
	old := archives(t, dir)
	// The new game may take the freed name when it starts in the same second.
	if len(old) != 1 || !b.inPlay() {
		t.Fatalf("the previous game must be in the archive, the new one saved in play: %v", old)
	}
	if kept, _ := os.ReadFile(old[0]); !bytes.Equal(kept, saved) {
		t.Fatal("the archived game is not the file as it was")
	}
}

// TestDamagedSaveIsKeptAndExplained: a save that is not a game (one of the
// store's, or the file of an earlier version) is set aside in the damaged
// folder as it was, with its reason; the message says why and names the
// file kept; the new-game form follows.
func TestDamagedSaveIsKeptAndExplained(t *testing.T) {
	for _, name := range []string{"mallofhorror-20260101-120000.hkj", legacyName} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, name), []byte("not a game at all\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		h := newHostIn(t, dir, 1)
		tap(t, h, "Resume Mall of Horror")
		aside := kept(t, dir, store.DamagedDir)
		if len(aside) != 1 {
			t.Fatalf("%s: the damaged file must be kept aside: %v", name, aside)
		}
		if len(h.told) != 1 || !strings.Contains(h.told[0], filepath.Base(aside[0])) || !shows(h, "could not be loaded") {
			t.Fatalf("%s: the message must name the file kept: %q", name, h.told)
		}
		if b, _ := os.ReadFile(aside[0]); string(b) != "not a game at all\n" {
			t.Fatalf("%s: the kept file changed", name)
		}
		why, err := os.ReadFile(aside[0] + ".why.txt")
		if err != nil || !strings.Contains(h.told[0], strings.TrimSpace(string(why))) {
			t.Fatalf("%s: the message must say the reason kept with the file (%q): %q", name, why, h.told)
		}
		if !shows(h, "How many players?") || h.inPlay() {
			t.Fatalf("%s: then the new-game form: %q", name, screenText(h))
		}
	}
}

// TestOpenFileKeepsTheGameInProgress: opening a file someone sent keeps the
// game in progress in the archive, leaves the file opened as it was and
// goes on in a copy in the store; a file that is not a game is refused
// with its name and nothing changes.
func TestOpenFileKeepsTheGameInProgress(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	mine, _ := os.ReadFile(h.journal())
	sent := filepath.Join("testdata", "mall-round.hkj")
	before, _ := os.ReadFile(sent)
	if err := h.open(sent); err != nil {
		t.Fatal(err)
	}
	old := archives(t, h.dir)
	if len(old) != 1 {
		t.Fatalf("the game in progress must be kept: %v", old)
	}
	if kept, _ := os.ReadFile(old[0]); !bytes.Equal(kept, mine) {
		t.Fatal("the game in progress was not kept as it was")
	}
	if copied, _ := os.ReadFile(h.journal()); !bytes.Equal(copied, before) {
		t.Fatal("the game in play must be a copy of the file opened")
	}
	if !shows(h, "moves a character to") {
		t.Fatalf("the file's game must show where it stands: %q", screenText(h))
	}
	playStep(t, h)
	if after, _ := os.ReadFile(sent); !bytes.Equal(before, after) {
		t.Fatal("playing on must not write into the file opened")
	}
	if copied, _ := os.ReadFile(h.journal()); bytes.Equal(copied, before) {
		t.Fatal("the step must be saved in the copy")
	}

	junk := filepath.Join(t.TempDir(), "junk.hkj")
	os.WriteFile(junk, []byte("not a game\n"), 0o644)
	err := h.open(junk)
	if err == nil || !strings.Contains(err.Error(), "junk.hkj") {
		t.Fatalf("a file that is not a game must be refused by name: %v", err)
	}
	if b, _ := os.ReadFile(junk); string(b) != "not a game\n" || len(archives(t, h.dir)) != 1 || len(kept(t, h.dir, "")) != 1 {
		t.Fatal("a refused file must change nothing")
	}
}
