package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// TestCohSetupSheetZeroCardAndReroll: with no 00:00 card in the library
// the table enters the card on its picture (previewed first); the setup code
// is shown; a reroll draws another setup without archiving an unplayed one.
func TestCohSetupSheetZeroCardAndReroll(t *testing.T) {
	a, dir := newCohTestApp(t, 31)
	lib := cohSampleLibrary()
	lib.Cards = lib.Cards[ch.PackSize:] // no 00:00 card
	a.lib = lib
	tapLabel(t, a, "Set up the city")
	st := cohState(t, a)
	if st.Deck[0].Applied || !st.Deck[0].FromPack {
		t.Fatal("the 00:00 card comes from the box")
	}
	texts := strings.Join(uitest.Texts(canvasOf(a)), " ")
	if !strings.Contains(texts, "-") || !strings.Contains(texts, "Setup code") {
		t.Fatal("the setup code is shown")
	}
	// The first turn waits for the 00:00 zombies: Start is greyed out and
	// a tap says why.
	test.Tap(uitest.Button(t, canvasOf(a), "Start 1:00").(fyne.Tappable))
	if h := a.view.bar.History(); len(h) == 0 || !strings.Contains(h[len(h)-1].Text, "00:00") {
		t.Fatalf("the first turn waits for the 00:00 zombies: %+v", h)
	}
	tapLabel(t, a, "Enter the 00:00 card")
	if on(a) != "coh-invasion" {
		t.Fatalf("screen %s", on(a))
	}
	// No 00:00 card entered yet: the card's picture opens at once.
	tapIn(t, a, cohCardPlace(cohState(t, a), ch.Corner3), "2")
	tapIn(t, a, "Crossroads", "1")
	if shown := strings.Join(uitest.Texts(canvasOf(a)), " "); !strings.Contains(shown, "Reserve: 40 → 37") {
		t.Fatalf("the preview shows the reserve after the card: %s", shown)
	}
	tapLabel(t, a, "Apply the card")
	st = cohState(t, a)
	if !st.Deck[0].Applied || st.Zombies[ch.Corner3] != 2 || st.Zombies[ch.CrossroadsLoc] != 1 || on(a) != "coh-setup" {
		t.Fatalf("00:00 entered: %v on %s", st.Zombies, on(a))
	}
	tapLabel(t, a, "Undo")
	seed := a.view.s.Header().Seed
	tapLabel(t, a, "Reroll the setup")
	if got := a.view.s.Header().Seed; got == seed || on(a) != "coh-setup" {
		t.Fatalf("reroll: seed %d -> %d on %s", seed, got, on(a))
	}
	// The rerolled setup had one step (undone): it is archived, not lost.
	archived, _ := filepath.Glob(filepath.Join(dir, store.ArchiveDir, "cityofhorror-*.hkj"))
	if len(archived) != 1 {
		t.Fatalf("archived %v", archived)
	}
	tapLabel(t, a, "Reroll the setup") // nothing played on this one: replaced
	archived, _ = filepath.Glob(filepath.Join(dir, store.ArchiveDir, "cityofhorror-*.hkj"))
	if len(archived) != 1 {
		t.Fatalf("an unplayed setup is replaced, not archived: %v", archived)
	}
}
