package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// playWalk opens the City of Horror play screens one after the other,
// within the language in force, and calls check on each: the city with its
// turn bar, a character's and a player's actions, a trade, a place being
// used, the vote, the sharing, the Crossroads search, the end and the Log.
// It opens them by calling the screens' own functions, not by tapping
// labels, so it runs the same in any language.
func playWalk(t *testing.T, size fyne.Size, check func(name string, a *table)) {
	// The attack's vote, every player but one pointed.
	c, _ := newCohTestApp(t, 21)
	c.h.Window().Resize(size)
	startByCall(c)
	autoUntil(c.view.s, attackDue)
	c.view.render()
	check("the city at an attack", c)
	c.view.votes.openVote()
	st := cohState(t, c)
	ws := st.VoteWeights(st.ResolvingLoc())
	for _, w := range ws[1:] {
		c.view.votes.vote.ballots[w.Player] = ws[0].Player
	}
	c.view.render()
	check("the vote", c)
	for _, w := range ws[:1] {
		c.view.votes.vote.ballots[w.Player] = ws[0].Player
	}
	c.view.render()
	check("the vote counted", c)
	// An attack where one player alone chooses who is eaten.
	alone := func(st *ch.State) bool {
		l := st.ResolvingLoc()
		_, ok := st.SoleChooser(l, ch.VoteAttack)
		return st.Phase == ch.PhaseResolution && st.Step == ch.StepAttack && l != ch.CrossroadsLoc &&
			st.AttackCondition(l).Attacks && !st.AttackDone && ok
	}
	c.view.votes.vote, c.view.page = nil, ""
	autoUntil(c.view.s, alone)
	if alone(cohState(t, c)) {
		c.view.votes.openVote()
		check("one player alone chooses", c)
		c.view.votes.vote, c.view.page = nil, ""
	} else {
		t.Log("this game holds no attack with one player alone")
	}

	// The 3:00 reveal of a table playing its own packs: the rulebook's
	// card in the list, then on its picture.
	r := revealAt3(t, size)
	r.view.inv.openInvasion()
	check("which 3:00 card came up", r)
	inv := r.view.inv.invasion
	inv.choice, inv.card, inv.editing = "edit", cloneCohCard(ch.RulebookCard()), ch.RulebookCard().Label
	r.view.render()
	check("the rulebook card on its picture", r)

	for _, d := range demoGames[1:] {
		b := newTable(newHost(t, t.TempDir(), 1))
		b.h.Window().Resize(size)
		if err := b.openFile(filepath.Join("testdata", d.name+".hkj")); err != nil {
			t.Fatal(err)
		}
		check(d.name, b)
		st := cohState(t, b)
		switch d.name {
		case "coh-city":
			b.view.acts.characterActions(st.Characters[0].Role)
			check("a character's actions", b)
			hideOverlays(b)
			b.view.acts.playerActions(st.Players[0].Colour)
			check("a player's actions", b)
			hideOverlays(b)
			b.view.acts.openTrade(st.Players[0].Colour)
			check("a trade", b)
			hideOverlays(b)
			b.view.acts.playCard(st.Players[0].Colour, ch.CardRescueFlare)
			check("a card's question", b)
			hideOverlays(b)
			b.view.pick.chooseBoard(func(ch.Building) {})
			check("the explosion's board", b)
			hideOverlays(b)
		case "coh-resolve":
			// On to a place the players use, then to a sharing.
			autoUntil(b.view.s, func(st *ch.State) bool { return usedNow(st, st.ResolvingLoc()) })
			b.view.render()
			check("a place being used", b)
			if st := cohState(t, b); usedNow(st, st.ResolvingLoc()) {
				for _, p := range st.TurnOrder() {
					if st.CanUseWords(p, st.ResolvingLoc()).String() == "" {
						b.view.acts.useLocation(p, st.ResolvingLoc())
						check("a place's question", b)
						hideOverlays(b)
						break
					}
				}
			}
			b.view.turn.shareSupplies()
			check("who gets what", b)
			hideOverlays(b)
		case "coh-wheel":
			sr := st.CrossroadsSearch()
			for i := 0; i <= len(sr.Steps); i++ {
				b.view.side.searchShown = i
				b.view.render()
				check("the Crossroads search", b)
			}
			b.view.side.wedgeTapped(st.Settings.Wheel[0])
			check("a wedge tapped", b)
			hideOverlays(b)
			b.view.side.chooseLeader()
			check("the leader set", b)
			hideOverlays(b)
		case "coh-end":
			test.Tap(uitest.Button(t, canvasOf(b), lang.X("kit.log", "Log")).(fyne.Tappable))
			check("the Log", b)
			hideOverlays(b)
		}
	}
}

// startByCall starts a game from the new-game form as its "Set up the
// city" does, in whatever language is in force.
func startByCall(a *table) { a.startCohGame(a.form.options(a), a.h.NewSeed()) }

// hideOverlays closes the dialogs on show.
func hideOverlays(a *table) {
	for o := canvasOf(a).Overlays().Top(); o != nil; o = canvasOf(a).Overlays().Top() {
		canvasOf(a).Overlays().Remove(o)
	}
}

// players are the names the test games give their players, shown as typed.
func playerNames(st *ch.State) []string {
	var out []string
	for _, p := range st.Players {
		out = append(out, p.Name)
	}
	return out
}

// TestPlayWordsAllGoThroughTranslations: in a made-up language every word
// the play screens show comes from the translation files, but the players'
// names and the game's title.
func TestPlayWordsAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	uitest.Pseudo(t)
	seen := map[string]bool{}
	playWalk(t, fyne.NewSize(1280, 800), func(name string, a *table) {
		// The rulebook card's label is the library's data, as typed.
		allow := append([]string{"City of Horror", "Z", ch.RulebookCard().Label}, playerNames(cohState(t, a))...)
		for _, s := range uitest.Untranslated(canvasOf(a), allow...) {
			if !seen[s] {
				seen[s] = true
				t.Errorf("%s: untranslated %q", name, s)
			}
		}
	})
}

// TestPlayInFrench plays a few steps in French and reads French words: the
// turn bar's Next, the players' panel, a trade's refusal, the vote.
func TestPlayInFrench(t *testing.T) {
	useLanguage(t, "fr")
	a, _ := newCohTestApp(t, 21)
	startByCall(a)
	a.view.do(ch.AdvancePhase{}) // the setup sheet's start
	for _, w := range []string{"Suivant", "Annuler", "Joueurs : touchez-en un", "Zombies en réserve : "} {
		if !showsPart(a, w) {
			t.Errorf("the city in French lacks %q: %q", w, uitest.Texts(canvasOf(a)))
		}
	}
	// Next, tapped by its French name, moves the game on.
	phase := cohState(t, a).Phase
	tapLabel(t, a, "Suivant")
	noRefusal(t, a)
	if cohState(t, a).Phase == phase {
		t.Fatalf("Suivant did not move the game on from %s", phase)
	}
	// A trade's minus, with nothing to take back, says why in French.
	st := cohState(t, a)
	a.view.acts.openTrade(st.Players[0].Colour)
	if !shows(a, cohLabel(st, st.Players[0].Colour)+" donne…") || !shows(a, "Donner") {
		t.Errorf("the trade in French: %q", uitest.Texts(canvasOf(a)))
	}
	hideOverlays(a)
	// The counted words say their plural in French.
	if got := antidotesN(2) + " / " + actionCardsN(1); got != "2 antidotes / 1 carte Action" {
		t.Errorf("counted words in French: %q", got)
	}
	autoUntil(a.view.s, attackDue)
	a.view.page, a.view.inv.invasion = "", nil // back from the invasion card Suivant opened
	a.view.render()
	tapLabel(t, a, "Voter")
	st = cohState(t, a)
	place := cohTitle(st.Boards[st.ResolvingLoc()].Building)
	for _, w := range []string{"Vote — " + place + " : qui perd un personnage", "Retour", ", désigne :"} {
		if !showsPart(a, w) {
			t.Errorf("the vote in French lacks %q: %q", w, uitest.Texts(canvasOf(a)))
		}
	}
}

// showsPart reports whether a text on screen holds s.
func showsPart(a *table, s string) bool {
	for _, x := range uitest.Texts(canvasOf(a)) {
		if strings.Contains(x, s) {
			return true
		}
	}
	return false
}

// useLanguage puts a language in force until the test ends, then English.
func useLanguage(t *testing.T, l string) {
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

// TestPlayFitsInFrenchAndGerman: the play screens, whose words run about a
// third longer in French and German, fit a finger at every size in both
// languages (the phone held to as in TestEveryScreenFitsAFinger).
func TestPlayFitsInFrenchAndGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, l := range []string{"fr", "de"} {
		t.Run(l, func(t *testing.T) {
			useLanguage(t, l)
			r := uitest.NewLayoutReport("City of Horror (" + l + ")").FitPhone()
			for _, size := range uitest.Sizes {
				playWalk(t, size, func(name string, a *table) { r.Check(name, size, canvasOf(a)) })
			}
			r.Finish(t)
		})
	}
}
