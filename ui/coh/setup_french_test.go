package coh

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// setupSpeak puts a language in force until the test ends, then English again.
func setupSpeak(t *testing.T, l string) {
	t.Helper()
	if _, err := translations.Use(l); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
}

// TestNewGameFormInFrench: a French table fills in the new-game form by
// its French words and sets up the city; the setup sheet speaks French.
func TestNewGameFormInFrench(t *testing.T) {
	setupSpeak(t, "fr")
	a, _ := newCohTestApp(t, 9)
	c := canvasOf(a)
	for _, w := range []string{"City of Horror : nouvelle partie", "Combien de joueurs ?", "Places, dans le sens horaire autour de la table", "Première partie : tout face A"} {
		if !uitest.Shows(c, w) {
			t.Errorf("the form shows %q: %q", w, uitest.Texts(c))
		}
	}
	tapLabel(t, a, "5 joueurs")
	names := uitest.Entries(c, "nom (facultatif)")
	if len(names) != 5 {
		t.Fatalf("five seats to name, %d", len(names))
	}
	for i, n := range []string{"Ann", "Bo", "Cy", "Di", "Eve"} {
		test.Type(names[i], n)
	}
	uitest.TapIn(t, c, "Cy", "commence")
	if !uitest.Shows(c, "Premier joueur : Cy (") {
		t.Errorf("the first player is named in French: %q", uitest.Texts(c))
	}
	tapLabel(t, a, "Drafter les cartes Action")
	tapLabel(t, a, "Mettre la ville en place")
	st := cohState(t, a)
	if len(st.Players) != 5 || !st.Setup.Draft || st.Setup.FirstPlayer != st.Players[2].Colour {
		t.Fatalf("the French form set up 5 players, the draft and Cy first: %d %v %s", len(st.Players), st.Setup.Draft, st.Setup.FirstPlayer)
	}
	for _, w := range []string{"Mise en place de City of Horror", "Code de mise en place", "Mettez la boîte en place, étape par étape", "Draftez les cartes Action"} {
		if !uitest.Shows(c, w) {
			t.Errorf("the setup sheet shows %q: %q", w, uitest.Texts(c))
		}
	}
	if len(uitest.Buttons(c, "Nouveau tirage")) == 0 || len(uitest.Buttons(c, "Commencer 1:00")) == 0 {
		t.Errorf("the setup sheet's buttons speak French: %q", uitest.Texts(c))
	}
}

// TestSetupScreensFitInFrenchAndGerman: the setup side's screens, in the
// longer French and German words, keep every button inside the window and
// a finger's size on the portrait tablet and the phone, where a long word
// runs out of room first (the landscape sizes are checked in English by
// TestEveryScreenFitsAFinger, and are wider).
func TestSetupScreensFitInFrenchAndGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, l := range []string{"fr", "de"} {
		setupSpeak(t, l)
		r := uitest.NewLayoutReport("City of Horror setup (" + l + ")").FitPhone()
		for _, size := range uitest.Sizes {
			if size.Width > size.Height {
				continue
			}
			setupScreens(t, size, func(name string, a *table) { r.Check(name, size, canvasOf(a)) })
		}
		r.Finish(t)
	}
}

// setupScreens opens each setup-side screen by its function, whatever the
// language: the form, the settings, the card library and its sharing, the
// setup sheet, the invasion's question and its pictures.
func setupScreens(t *testing.T, size fyne.Size, check func(name string, a *table)) {
	a, _ := newCohTestApp(t, 9)
	a.h.Window().Resize(size)
	check("new game", a)
	back := func() { a.showCohNewGame() }
	a.show(a.cohSettingsScreen(back))
	check("settings", a)
	a.show(a.cohLibraryScreen(back))
	check("card library", a)
	a.cohLibEdit().qrPart = 0
	a.show(a.cohLibraryScreen(back))
	check("sharing the cards", a)
	a.libEdit = &cohLibEdit{qrPart: -1, pasting: true}
	a.show(a.cohLibraryScreen(back))
	check("pasting cards", a)
	a.libEdit = nil

	a.lib = ch.Library{Cards: cohSampleLibrary().Cards[1:]}
	a.startCohGame(a.form.options(a), 9)
	check("setup sheet", a)
	v := a.view
	v.inv.openInvasion()
	check("which card came up", a)
	v.inv.invasion.choice = "new"
	v.render()
	check("a new card's picture", a)
	v.inv.invasion = &cohInvasion{hour: 2, choice: "new", card: ch.Card{Hour: 2}, from: ch.NoLoc}
	v.render()
	check("a 2:00 card's picture", a)
}
