package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// TestCohResumeArchiveAndDamagedSave: a game is saved step by step and
// offered again at start; a new game archives the old file under a dated
// name; a damaged file is moved aside and named.
func TestCohResumeArchiveAndDamagedSave(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
	startCohByTaps(t, a)
	tap(t, a, "coh/z+/corner2")
	want := cohState(t, a).Zombies
	tap(t, a, "back")

	b := New(test.NewTempApp(t), queued(Options{DataDir: dir}))
	tap(t, b, "home/cityofhorror")
	if b.Screen() != "coh-resume" {
		t.Fatalf("screen %s", b.Screen())
	}
	tap(t, b, "coh/resume")
	if got := cohState(t, b).Zombies; got != want || b.Screen() != "coh-city" {
		t.Fatalf("resumed %v on %s, want %v", got, b.Screen(), want)
	}
	tap(t, b, "back")

	c := New(test.NewTempApp(t), queued(Options{DataDir: dir, Seed: 22}))
	tap(t, c, "home/cityofhorror")
	tap(t, c, "coh/new")
	tap(t, c, "coh/start")
	archived, _ := filepath.Glob(filepath.Join(dir, "cityofhorror-*.hkj"))
	if len(archived) != 1 {
		t.Fatalf("the previous game must be archived: %v", archived)
	}
	if cohState(t, c).Phase != coh.PhaseSetup {
		t.Fatal("the new game starts at setup")
	}
	tap(t, c, "back")

	// Damage the save.
	jp := filepath.Join(dir, cohJournalName)
	if err := os.WriteFile(jp, []byte("this is not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := New(test.NewTempApp(t), queued(Options{DataDir: dir}))
	tap(t, d, "home/cityofhorror")
	if d.Screen() != "coh-new" {
		t.Fatalf("a damaged save leads to a new game, got %s", d.Screen())
	}
	aside, _ := filepath.Glob(filepath.Join(dir, cohJournalName+".damaged-*"))
	if len(aside) != 1 || !strings.Contains(d.lastTell, filepath.Base(aside[0])) {
		t.Fatalf("the damaged file is kept and named: %v, %q", aside, d.lastTell)
	}
}

// TestCohSettingsSaved: the settings go to a file and apply to the next
// new game; the theme changes at once.
func TestCohSettingsSaved(t *testing.T) {
	a, dir := newCohTestApp(t, 3)
	tap(t, a, "home/cityofhorror")
	tap(t, a, "coh/settings")
	tap(t, a, "coh/set/wt6")
	tap(t, a, "coh/set/wheel/1/up")
	tap(t, a, "coh/set/summary")
	tap(t, a, "coh/set/light")
	tap(t, a, "coh/set/larger")
	tap(t, a, "coh/set/done")
	if a.Screen() != "coh-new" {
		t.Fatalf("screen %s", a.Screen())
	}
	if th, ok := a.fyneApp.Settings().Theme().(*kit.Theme); !ok || th.Size("text") <= 14*1.35 {
		t.Fatal("the text size applies at once")
	}
	b := New(test.NewTempApp(t), queued(Options{DataDir: dir, Seed: 3}))
	tap(t, b, "home/cityofhorror")
	tap(t, b, "coh/start")
	st := cohState(t, b)
	if st.Settings.WaterTowerNumber != 6 || !st.Settings.SummaryCardCounts || st.ResolutionOrder()[4] != coh.CrossroadsLoc {
		t.Fatalf("settings in the new game: %+v", st.Settings)
	}
	// Purple moved before green; the engine turns the circle to start at green.
	if st.Settings.Wheel[1] != coh.White || st.Settings.Wheel[5] != coh.Purple {
		t.Fatalf("wheel order %v", st.Settings.Wheel)
	}
}
