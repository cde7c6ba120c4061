package mall

import (
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// TestARoundStartsInFrench: with French in force, a table opens Mall of
// Horror, starts a game of four, places every character and reaches the
// truck's vote, reading the French words of the form, the setup and the
// board on the way.
func TestARoundStartsInFrench(t *testing.T) {
	h := newHost(t)
	if _, err := translations.Use("fr"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
	tap(t, h, Info.Title)
	for _, w := range []string{"Combien de joueurs ?", "Réglages de table"} {
		if !shows(h, w) {
			t.Errorf("the form lacks %q: %q", w, screenText(h))
		}
	}
	if len(uitest.Entries(h.canvas(), "Joueur 1")) != 1 {
		t.Errorf("the first name's hint is not French: %q", screenText(h))
	}
	tap(t, h, "4 joueurs")
	tap(t, h, "Commencer la partie")
	if !shows(h, "Joueur 1 (R) place un personnage") || !shows(h, "Quel personnage ?") {
		t.Fatalf("setup shows %q", screenText(h))
	}
	for _, w := range []string{"Toilettes", "Supermarché", "PC sécurité", "Costaud", "Flingueur", "Joueurs, dans le sens horaire", "Dés zombies"} {
		if !shows(h, w) {
			t.Errorf("setup lacks %q: %q", w, screenText(h))
		}
	}
	for st := h.state(); st.Phase == mh.PhaseSetup; st = h.state() {
		tap(t, h, tr(st.PlacementChoices()[0].Words()))
	}
	st := h.state()
	if st.Phase == mh.PhaseSetup || st.Round != 1 {
		t.Fatalf("after setup: round %d, %s", st.Round, st.Phase)
	}
	if !shows(h, "Tour 1") || !shows(h, "A Camion") {
		t.Errorf("the phase bar is not French: %q", screenText(h))
	}
	if st.Phase == mh.PhaseTruck && !shows(h, "Le Parking vote : qui fouille le camion ?") {
		t.Errorf("the truck's vote is not French: %q", screenText(h))
	}
	if !withWords(h, "le chef place les zombies selon les dés") {
		t.Errorf("the zombies' arrival is not told in French: %q", messages(h))
	}
}
