package ui

import (
	"path/filepath"
	"strings"
	"testing"

	coh "hordekeeper/engine/cityofhorror"
)

// TestCohSetupSheetZeroCardAndReroll: with no 00:00 card in the library
// the table enters the card on the form (previewed first); the setup code
// is shown; a reroll draws another setup without archiving an unplayed one.
func TestCohSetupSheetZeroCardAndReroll(t *testing.T) {
	a, dir := newCohTestApp(t, 31)
	tap(t, a, "home/cityofhorror")
	lib := cohSampleLibrary()
	lib.Cards = lib.Cards[1:] // no 00:00 card
	a.coh().lib = lib
	tap(t, a, "coh/start")
	st := cohState(t, a)
	if st.Deck[0].Applied || !st.Deck[0].FromPack {
		t.Fatal("the 00:00 card comes from the box")
	}
	texts := strings.Join(visibleTexts(a.win.Canvas()), " ")
	if !strings.Contains(texts, "-") || !strings.Contains(texts, "Setup code") {
		t.Fatal("the setup code is shown")
	}
	tap(t, a, "coh/begin")
	if v := a.coh().view; !strings.Contains(v.refusal, "00:00") {
		t.Fatalf("the first turn waits for the 00:00 zombies: %q", v.refusal)
	}
	tap(t, a, "coh/zero")
	if a.Screen() != "coh-invasion" {
		t.Fatalf("screen %s", a.Screen())
	}
	tap(t, a, "coh/card/z/corner3/+")
	tap(t, a, "coh/card/z/corner3/+")
	tap(t, a, "coh/card/z/crossroads/+")
	if shown := strings.Join(visibleTexts(a.win.Canvas()), " "); !strings.Contains(shown, "Reserve: 40 → 37") {
		t.Fatalf("the preview shows the reserve after the card: %s", shown)
	}
	tap(t, a, "coh/inv/apply")
	st = cohState(t, a)
	if !st.Deck[0].Applied || st.Zombies[coh.Corner3] != 2 || st.Zombies[coh.CrossroadsLoc] != 1 || a.Screen() != "coh-setup" {
		t.Fatalf("00:00 entered: %v on %s", st.Zombies, a.Screen())
	}
	tap(t, a, "coh/undo")
	seed := a.coh().view.s.Header().Seed
	tap(t, a, "coh/reroll")
	if got := a.coh().view.s.Header().Seed; got == seed || a.Screen() != "coh-setup" {
		t.Fatalf("reroll: seed %d -> %d on %s", seed, got, a.Screen())
	}
	// The rerolled setup had one step (undone): it is archived, not lost.
	archived, _ := filepath.Glob(filepath.Join(dir, "cityofhorror-*.hkj"))
	if len(archived) != 1 {
		t.Fatalf("archived %v", archived)
	}
	tap(t, a, "coh/reroll") // nothing played on this one: replaced
	archived, _ = filepath.Glob(filepath.Join(dir, "cityofhorror-*.hkj"))
	if len(archived) != 1 {
		t.Fatalf("an unplayed setup is replaced, not archived: %v", archived)
	}
}
