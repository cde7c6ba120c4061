package escape

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// fromHome is one tap on Escape on the list of games, as the shell has it:
// "Resume Escape: Zombie City" while a game waits, else the game's name,
// which opens the new-game form.
func fromHome(h Host) {
	if _, waits := InPlay(h.Store()); waits {
		Resume(h)
		return
	}
	Open(h)
}

// TestEscapeResumesWhereItStopped: a game left (the app closed) comes back
// in one tap from the list of games, from its files, with its dice and its
// soundtrack time, paused as it was left; the one filled button, Resume,
// runs it, with no stale "paused" caption.
func TestEscapeResumesWhereItStopped(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(0, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	a.loseDie(3)
	a.advance(3*time.Minute + 7*time.Second)
	a.tap("Games")
	a.tap("Leave the game") // the app closes the game; the journal stays

	b := newHost(t, dir, clock)
	if p, _ := InPlay(b.Store()); p.Where != left(3*time.Minute+7*time.Second)+" of 15:00 left" || len(p.Seats) != 4 {
		t.Fatalf("the list of games must say who plays and how much is left: %+v", p)
	}
	fromHome(b)
	if !b.dice(3, 4) {
		t.Fatal("the lost die must come back with the game")
	}
	resume := uitest.Buttons(b.canvas(), "Resume")
	if !b.showsText(left(3*time.Minute+7*time.Second)) || !b.shows("PAUSED: tap Resume to go on.") || len(resume) != 1 || resume[0].(*kit.Button).Importance != widget.HighImportance {
		t.Fatalf("a resumed game waits at 3:07 with one filled Resume: %q", b.texts())
	}
	b.tap("Resume")
	b.advance(time.Minute)
	if !b.showsText(left(4*time.Minute+7*time.Second)) || b.shows("PAUSED") {
		t.Fatalf("one tap on Resume and the clock runs: %q", b.texts())
	}
	b.tap("Pause")
	b.tap("Games")
	if b.homes != 1 || background() != 0 {
		t.Fatal("a paused game is left at once, its goroutines stopped")
	}
}

// TestDamagedSaveIsKeptAndExplained: a save that cannot be read is moved
// to the damaged folder untouched, the player is told where, and a new game
// starts.
func TestDamagedSaveIsKeptAndExplained(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "escape.hkj"), []byte("this is not a game\n"), 0o644)
	h := newHost(t, dir, timers.NewFakeClock(time.Unix(0, 0)))
	fromHome(h)
	if len(h.told) != 1 || !strings.Contains(h.told[0], "damaged/") || !strings.Contains(h.told[0], "not a Hordekeeper save file") {
		t.Fatalf("message: %q", h.told)
	}
	m, _ := filepath.Glob(filepath.Join(dir, "damaged", "*.hkj"))
	if len(m) != 1 || !strings.Contains(h.told[0], filepath.Base(m[0])) {
		t.Fatalf("the damaged file must be kept aside, named in the message: %v", m)
	}
	if b, _ := os.ReadFile(m[0]); string(b) != "this is not a game\n" {
		t.Fatal("kept file changed")
	}
	h.tap("OK")
	if !h.shows("How many survivors?") {
		t.Fatalf("then a new game: %q", h.texts())
	}
}

// TestArchivesAreNeverOverwritten starts over a game in progress twice
// within one second: each abandoned game is archived under a name of its
// own, and the first archive is still byte for byte what it was.
func TestArchivesAreNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)) // stands still
	h := newHost(t, dir, clock)
	h.newGame()
	h.loseDie(1)
	first := h.inPlay()
	kept, err := os.ReadFile(first)
	if err != nil {
		t.Fatal(err)
	}
	h.tap("Games")

	Open(h)
	h.tap("Start the game")
	archived := filepath.Join(dir, "archive", filepath.Base(first))
	if b, err := os.ReadFile(archived); err != nil || string(b) != string(kept) {
		t.Fatalf("the abandoned game is kept in the archive as it was: %v", err)
	}
	h.loseDie(2)
	h.tap("Games")
	Open(h)
	h.tap("Start the game")
	if b, err := os.ReadFile(archived); err != nil || string(b) != string(kept) {
		t.Fatalf("the first archive was overwritten (%v)", err)
	}
	m, _ := filepath.Glob(filepath.Join(dir, "archive", "*.hkj"))
	// A new game started in the same second may take a freed name; the
	// archive then holds both under names of their own.
	if len(m) != 2 {
		t.Fatalf("the second game has an archive of its own: %v", m)
	}
	if h.inPlay() == "" {
		t.Fatal("the new game is the one in play")
	}

	h.tap("Games")
}
