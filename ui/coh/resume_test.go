package coh

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
)

// TestCohResumeArchiveAndDamagedSave: a game is saved step by step in the
// store and offered again at start; a new game keeps the old file, byte for
// byte, in the archive; a damaged file is set aside with its reason and
// named.
func TestCohResumeArchiveAndDamagedSave(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
	startCohByTaps(t, a)
	tapIn(t, a, tileTitle(cohState(t, a), ch.Corner2), "+")
	want := cohState(t, a).Zombies
	first := a.view.s.Path()
	leaveCoh(t, a)

	b := newTableIn(t, dir, 1)
	if got := cohState(t, b).Zombies; got != want || on(b) != "coh-city" || b.view.s.Path() != first {
		t.Fatalf("resumed %v on %s from %s, want %v", got, on(b), b.view.s.Path(), want)
	}
	leaveCoh(t, b)
	b.view.s.Close()
	before, err := os.ReadFile(first)
	if err != nil {
		t.Fatal(err)
	}

	c := newFormIn(t, dir, 22)
	tapLabel(t, c, "Set up the city")
	archived, _ := filepath.Glob(filepath.Join(dir, store.ArchiveDir, "cityofhorror-*.hkj"))
	// The new game may take the freed name when it starts in the same second.
	if len(archived) != 1 || (fileExists(first) && c.view.s.Path() != first) {
		t.Fatalf("the previous game must be archived: %v", archived)
	}
	if after, _ := os.ReadFile(archived[0]); !bytes.Equal(before, after) {
		t.Fatal("the archived game is not the file as it was left")
	}
	if cohState(t, c).Phase != ch.PhaseSetup {
		t.Fatal("the new game starts at setup")
	}
	jp := c.view.s.Path()
	leaveCoh(t, c)
	c.view.s.Close()

	// Damage the save.
	if err := os.WriteFile(jp, []byte("this is not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := newTableIn(t, dir, 1)
	if on(d) != "coh-new" {
		t.Fatalf("a damaged save leads to a new game, got %s", on(d))
	}
	aside, _ := filepath.Glob(filepath.Join(dir, store.DamagedDir, "cityofhorror-*.hkj"))
	if len(aside) != 1 || fileExists(jp) || !strings.Contains(lastTell(d), store.DamagedDir+"/"+filepath.Base(aside[0])) {
		t.Fatalf("the damaged file is kept and named: %v, %q", aside, lastTell(d))
	}
	if b, _ := os.ReadFile(aside[0]); string(b) != "this is not a journal\n" {
		t.Fatalf("the damaged file was changed: %q", b)
	}
}

// TestCohOldSaveAdoptedOnce: the one file earlier versions kept the game
// in is brought into the store and offered for resume, then no longer
// there under its old name.
func TestCohOldSaveAdoptedOnce(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
	startCohByTaps(t, a)
	p := a.view.s.Path()
	leaveCoh(t, a)
	a.view.s.Close()
	old := filepath.Join(dir, cohJournalName)
	if err := os.Rename(p, old); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(old)
	b := newTableIn(t, dir, 1)
	if on(b) != "coh-city" || fileExists(old) {
		t.Fatalf("the old save is resumed from the store: %s", on(b))
	}
	if got, _ := os.ReadFile(b.view.s.Path()); filepath.Dir(b.view.s.Path()) != dir || !bytes.Equal(got, want) {
		t.Fatal("the adopted game is not the old file")
	}
}

// TestCohMemoryOnly: without a store the game plays in memory and nothing
// is written.
func TestCohMemoryOnly(t *testing.T) {
	a := newTableIn(t, "", 5)
	tapLabel(t, a, "Set up the city")
	if on(a) != "coh-setup" || a.view.s.Path() != "" || a.h.Store() != nil {
		t.Fatalf("memory game on %s at %q", on(a), a.view.s.Path())
	}
}

// TestCohSettingsSaved: the settings go to a file and apply to the next
// new game, through the app's preferences; an older settings file is moved
// into them once and kept aside.
func TestCohSettingsSaved(t *testing.T) {
	a, _ := newCohTestApp(t, 3)
	tapLabel(t, a, "Settings")
	tapLabel(t, a, "Crossroads 5, Water Tower 6")
	tapIn(t, a, ch.DefaultWheel[1].Name(), "up")
	tapLabel(t, a, "2 Guns, 3 Makeshift Bombs")
	tapLabel(t, a, "Done")
	if on(a) != "coh-new" {
		t.Fatalf("screen %s", on(a))
	}
	b := newTable(a.h) // the app started again: same preferences
	b.open(b.showCohNewGame)
	tapLabel(t, b, "Set up the city")
	st := cohState(t, b)
	if st.Settings.WaterTowerNumber != 6 || !st.Settings.SummaryCardCounts || st.ResolutionOrder()[4] != ch.CrossroadsLoc {
		t.Fatalf("settings in the new game: %+v", st.Settings)
	}
	// Purple moved before green; the engine turns the circle to start at green.
	if st.Settings.Wheel[1] != ch.White || st.Settings.Wheel[5] != ch.Purple {
		t.Fatalf("wheel order %v", st.Settings.Wheel)
	}
}

// TestOldSettingsFileMovesIntoThePreferences: a settings file from an older
// version is read once, its rules apply, and the file is kept aside.
func TestOldSettingsFileMovesIntoThePreferences(t *testing.T) {
	dir := t.TempDir()
	old := `{"rules":{"waterTowerNumber":6,"crossroadsNumber":5}}`
	if err := os.WriteFile(filepath.Join(dir, cohSettingsName), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	a := newTableIn(t, dir, 1)
	if a.settings.Rules.WaterTowerNumber != 6 {
		t.Fatalf("the old file's settings: %+v", a.settings.Rules)
	}
	if a.h.Prefs().String(prefSettings) == "" {
		t.Fatal("the settings are in the preferences now")
	}
	if fileExists(filepath.Join(dir, cohSettingsName)) {
		t.Fatal("the old file is moved aside, not left to be read again")
	}
	aside, _ := filepath.Glob(filepath.Join(dir, cohSettingsName+".*"))
	if len(aside) != 1 {
		t.Fatalf("the old file is kept aside: %v", aside)
	}
}

// fileExists tells whether a file is there.
func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
