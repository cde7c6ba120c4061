package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// setupCodes are the texts shown as codes, the same in every language: the
// setup code, and the transfer text of the card library ("HK:coh-cards:…").
func setupCodes(a *table, text string) bool {
	if parts, err := a.cohTransferParts(); err == nil && strings.Contains(joinLines(parts), text) {
		return true
	}
	if strings.Contains(text, "HK:coh-cards:") {
		return true
	}
	// A setup code: groups of capitals and digits joined by "-".
	return text != "" && strings.Trim(text, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") == ""
}

// setupTableWords are shown as they are in every language: the game's title,
// the test's player names, the labels the table gave its invasion cards,
// and the boards' side letters A and B, printed on the boards.
func setupTableWords(a *table) []string {
	out := []string{"City of Horror", "Ann", "Bo", "Cy", "Di", "A", "B"}
	for _, c := range a.lib.Cards {
		out = append(out, c.Label)
	}
	return out
}

// setupKey is a key's words in the language in force (here the made-up
// one), to tap a button as a player reading that language would.
func setupKey(key string, data ...map[string]any) string {
	if len(data) > 0 {
		return lang.X(key, key, data[0])
	}
	return lang.X(key, key)
}

// checkSetupWords fails on the texts of the screen on show that bypass the
// translation files, the players' names and codes aside.
func checkSetupWords(t *testing.T, screen string, a *table, allow ...string) {
	t.Helper()
	allow = append(allow, setupTableWords(a)...)
	var bad []string
	for _, text := range uitest.Untranslated(canvasOf(a), allow...) {
		if !setupCodes(a, text) {
			bad = append(bad, text)
		}
	}
	if len(bad) > 0 {
		t.Errorf("%s: untranslated %q", screen, bad)
	}
	setupCheckTexts(t, screen+": message", hostOf(a).told, allow)
	hostOf(a).told = nil
}

// checkSetupOverlay is checkSetupWords for the question on top only, when
// it stands over a screen of play (converted on its own).
func checkSetupOverlay(t *testing.T, screen string, a *table) {
	t.Helper()
	top := canvasOf(a).Overlays().Top()
	if top == nil {
		t.Fatalf("%s: no question on show", screen)
	}
	var texts []string
	uitest.WalkObject(top, func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok && x.Text != "" {
			texts = append(texts, x.Text)
		}
	})
	setupCheckTexts(t, screen, texts, setupTableWords(a))
}

// setupCheckTexts fails on texts, said apart from a screen (a message, a
// question on top), that bypass the translation files.
func setupCheckTexts(t *testing.T, what string, texts, allow []string) {
	t.Helper()
	if len(texts) == 0 {
		return
	}
	w := test.NewTempWindow(t, widget.NewLabel(strings.Join(texts, "\n")))
	if bad := uitest.Untranslated(w.Canvas(), allow...); len(bad) > 0 {
		t.Errorf("%s: untranslated %q", what, bad)
	}
}

// TestSetupWordsAllGoThroughTranslations walks the setup side of City of
// Horror in a made-up language (every word of the translation files with
// accented letters): the new-game form, the settings, the card library and
// its sharing, the setup sheet, the invasion card's question and picture,
// the peeks, leaving, the resumed game
// and the past games. Any word in plain letters bypassed the files.
func TestSetupWordsAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	uitest.Pseudo(t)
	a, dir := newCohTestApp(t, 9)
	checkSetupWords(t, "new game", a)
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(uitest.Entries(canvasOf(a), setupKey("coh.newgame.name"))[i], n)
	}
	uitest.TapIn(t, canvasOf(a), "Bo", setupKey("coh.newgame.starts"))
	checkSetupWords(t, "new game, names and first player", a)
	tapLabel(t, a, setupKey("coh.newgame.settings"))
	checkSetupWords(t, "settings", a)
	tapLabel(t, a, setupKey("coh.settings.done"))
	tapLabel(t, a, setupKey("coh.newgame.cards"))
	checkSetupWords(t, "card library", a)
	tapLabel(t, a, setupKey("coh.library.share"))
	checkSetupWords(t, "sharing the cards", a)
	tapLabel(t, a, setupKey("coh.library_share.done"))
	tapLabel(t, a, setupKey("coh.library.paste"))
	checkSetupWords(t, "pasting cards", a)
	tapLabel(t, a, setupKey("coh.library_share.cancel"))
	tapLabel(t, a, setupKey("coh.library.done"))

	// The setup sheet, with the 00:00 card still to enter.
	a.lib = ch.Library{Cards: cohSampleLibrary().Cards[1:]}
	tapLabel(t, a, setupKey("coh.newgame.start"))
	checkSetupWords(t, "setup sheet", a)
	tapLabel(t, a, setupKey("coh.setup_sheet.enterZero"))
	checkSetupWords(t, "which card came up", a)
	tapLabel(t, a, setupKey("coh.invasion.aNewCard"))
	checkSetupWords(t, "a new card's picture", a)
	uitest.TapIn(t, canvasOf(a), cohCardPlace(cohState(t, a), ch.Corner1), "2")
	checkSetupWords(t, "a new card's preview", a)
	// A later hour's picture: the leader's steps, zombie moves, airdrops.
	v := a.view
	v.inv.invasion = &cohInvasion{hour: 2, choice: "new", card: ch.Card{Hour: 2, LeaderSteps: 1}, from: ch.NoLoc}
	v.render()
	uitest.TapIn(t, canvasOf(a), cohCardPlace(cohState(t, a), ch.Corner2), setupKey("coh.cardpic.moveFrom"))
	uitest.TapIn(t, canvasOf(a), cohCardPlace(cohState(t, a), ch.Corner3), setupKey("coh.cardpic.moveTo"))
	uitest.TapIn(t, canvasOf(a), cohCardPlace(cohState(t, a), ch.Corner1), setupKey("coh.cardpic.antidote"))
	checkSetupWords(t, "a 2:00 card's picture", a)
	v.inv.invasion = &cohInvasion{hour: 1, card: ch.Card{Hour: 1}, from: ch.NoLoc}
	v.render()
	checkSetupWords(t, "which 1:00 card came up", a)
	v.inv.invasion, v.page = nil, ""
	v.render()

	// The questions the play screens ask through these files.
	v.peek.choosePeeker("the Night Vision Goggles")
	checkSetupWords(t, "who looks with the Goggles", a)
	tapLabel(t, a, setupKey("coh.peek.cancel"))

	phase := cohState(t, a).PhaseWords().String()
	tapLabel(t, a, setupKey("kit.games"))
	checkSetupWords(t, "leaving", a)
	tapLabel(t, a, setupKey("coh.leave.leave"))

	// Back at the table: one tap resumes the game; then a new game keeps
	// the first one among the past games.
	r := newTableIn(t, dir, 2)
	checkSetupWords(t, "resumed game", r, phase)
	r.view.s.Close()
	b := newFormIn(t, dir, 2)
	tapLabel(t, b, setupKey("coh.newgame.start"))
	tapLabel(t, b, setupKey("kit.games"))
	tapLabel(t, b, setupKey("coh.leave.leave"))
	c := newFormIn(t, dir, 3)
	past, _ := filepath.Glob(filepath.Join(dir, store.ArchiveDir, "*.hkj"))
	if len(past) == 0 {
		t.Fatal("the first game is kept among the past games")
	}
	if err := View(c.h, past[0]); err != nil {
		t.Fatal(err)
	}
	checkSetupWords(t, "a past game", c)
}

// TestSetupPeeksInPseudo: the Water Tower's offer and the look at the
// physical card, in the made-up language.
func TestSetupPeeksInPseudo(t *testing.T) {
	uitest.Pseudo(t)
	a, _ := newCohTestApp(t, 77)
	var cards []ch.Card
	for _, c := range cohSampleLibrary().Cards {
		if c.Hour == 0 || (c.Hour == 1 && len(cards) == ch.PackSize) {
			cards = append(cards, c)
		}
	}
	a.lib = ch.Library{Cards: cards}
	tapLabel(t, a, setupKey("coh.newgame.start"))
	on := cohState(t, a).WaterTowerPeekers()
	if len(on) == 0 {
		t.Fatal("this seed puts a character on the Water Tower")
	}
	tapLabel(t, a, setupKey("coh.setup_sheet.begin"))
	checkSetupOverlay(t, "the Water Tower's offer", a)
	tapLabel(t, a, setupKey("coh.peek.looks", map[string]any{"Player": cohLabel(cohState(t, a), on[0])}))
	checkSetupOverlay(t, "the look at the physical card", a)
	tapLabel(t, a, setupKey("coh.peek.looked"))
}
