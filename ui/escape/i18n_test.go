package escape

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// TestEscapeWordsAllGoThroughTranslations walks every Escape screen (the
// layout test's walk: the new-game form, play, a countdown, its break, the
// question, the Log, leaving, resuming, "We escaped?" and the end) in a
// made-up language and fails on any word on screen that did not come from
// the translation files. Only the game's title is shown as it is (the
// survivors' names are the form's own defaults, translated too).
func TestEscapeWordsAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	uitest.Pseudo(t)
	say = uitest.PseudoWords
	t.Cleanup(func() { say = func(s string) string { return s } })
	walked := 0
	escapeScreens(t, fyne.NewSize(1280, 800), func(name string, h *fakeHost) {
		walked++
		if bad := uitest.Untranslated(h.canvas(), Info.Title); len(bad) > 0 {
			t.Errorf("%s: untranslated %q", name, bad)
		}
		for _, m := range h.msgsHistory() {
			if bad := plainWords(m); bad != "" {
				t.Errorf("%s: the Log says %q untranslated", name, m)
			}
		}
	})
	if walked < 10 {
		t.Fatalf("the walk saw %d screens", walked)
	}
}

// TestEscapeOtherScreensAllGoThroughTranslations walks what the layout
// walk does not see, in the made-up language: "Surprise me" on a variant, a
// survivor's die taken at the door slam, the van's question at the second
// countdown, and the zombie cry ending a game still in phase 1.
func TestEscapeOtherScreensAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	uitest.Pseudo(t)
	say = uitest.PseudoWords
	t.Cleanup(func() { say = func(s string) string { return s } })
	check := func(name string, h *fakeHost) {
		t.Helper()
		if bad := uitest.Untranslated(h.canvas(), Info.Title); len(bad) > 0 {
			t.Errorf("%s: untranslated %q", name, bad)
		}
		for _, m := range h.msgsHistory() {
			if bad := plainWords(m); bad != "" {
				t.Errorf("%s: the Log says %q untranslated", name, m)
			}
		}
	}
	// Phase 1 to the end: a die taken, the cry ends the game.
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	fromHome(h)
	h.tap(variantChoice)
	h.tick(say(surpriseChoice))
	check("surprise and a variant chosen", h)
	h.tap("Start the game")
	h.tap("Start")
	h.advance(40 * time.Second)
	check("surprise in play", h)
	tr := timers.Variant(7)
	slam := spanOf(t, tr, 1).End
	h.advance(slam + 2*time.Second - 40*time.Second)
	h.tap("Player 2 (R) loses a die")
	check("a die taken at the door", h)
	h.tap("Pause")
	check("paused in the break", h)
	h.tap("Resume")
	h.tap("Everyone else made it back")
	h.advance(21 * time.Second) // the break is over
	h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	h.tap("The exit is revealed")
	check("an item and the exit", h)
	h.tap("Undo")
	check("undone", h)
	h.advance(tr.PlayEnd() - slam - 23*time.Second + time.Second)
	check("the cry in phase 1", h)

	// Phase 2: the van's question at the second countdown.
	v := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	fromHome(v)
	v.tap("Start the game")
	v.tap("Start")
	v.toVan()
	check("phase 2", v)
	v.advance(cueOffset(t, timers.KindDoorSlam, 2) + 2*time.Second)
	check("the van's question", v)
	v.tap("No: every survivor loses a die")
	check("every survivor lost a die", v)
	v.tap("Pause")
}

// spanOf is countdown n of track tr.
func spanOf(t *testing.T, tr timers.Track, n int) timers.Span {
	t.Helper()
	for _, s := range tr.Spans() {
		if s.Countdown == n {
			return s
		}
	}
	t.Fatalf("no countdown %d", n)
	return timers.Span{}
}

// plainWords is s when it holds a word in plain letters (outside the
// game's title), else "".
func plainWords(s string) string {
	s = strings.ReplaceAll(s, Info.Title, "")
	for _, r := range s {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return s
		}
	}
	return ""
}

// msgsHistory is every message of the Log of the Escape screen on show,
// or none when no game is on screen.
func (h *fakeHost) msgsHistory() []string {
	var out []string
	if b := h.msgBar(); b != nil {
		for _, m := range b.History() {
			out = append(out, m.Shown())
		}
	}
	return out
}

// TestACountdownInGerman runs the first countdown with the app in German:
// the form, the countdown, its break and the door-slam question, the Log,
// all in the German words.
func TestACountdownInGerman(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	if _, err := translations.Use("de"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
	fromHome(h)
	for _, w := range []string{"Wie viele Überlebende?", "Überlebende 1", "Titel 1", "Spieler 1", "blau (B)"} {
		if !h.shows(w) {
			t.Fatalf("the form in German lacks %q: %q", w, h.texts())
		}
	}
	uitest.Tap(t, h.canvas(), "Spiel starten")
	uitest.Tap(t, h.canvas(), "Start")
	for _, w := range []string{"Gegenstände im Laderaum", "Zombies an der Kirche", "Phase 1: Gegenstände sammeln", "Spieler 1 (B)"} {
		if !h.shows(w) {
			t.Fatalf("the play screen in German lacks %q: %q", w, h.texts())
		}
	}
	gong := cueOffset(t, timers.KindGong, 1)
	h.advance(gong + 3*time.Second)
	for _, w := range []string{"Countdown 1", "Zurück in die Kirche, bevor die Tür zufällt", "noch "} {
		if !h.shows(w) {
			t.Fatalf("the countdown in German lacks %q: %q", w, h.texts())
		}
	}
	h.advance(cueOffset(t, timers.KindDoorSlam, 1) - gong - 3*time.Second + 2*time.Second)
	for _, w := range []string{"Pause nach Countdown 1", "Die Tür fällt zu: Countdown 1 ist vorbei.", "Spieler 2 (R) verliert Würfel", "Alle sind zurück"} {
		if !h.shows(w) {
			t.Fatalf("the break in German lacks %q: %q", w, h.texts())
		}
	}
	uitest.Tap(t, h.canvas(), "Spieler 2 (R) verliert Würfel")
	if !h.shows("Spieler 2 (R): Würfel verloren") {
		t.Fatalf("the tapped survivor in German: %q", h.texts())
	}
	uitest.Tap(t, h.canvas(), "Alle anderen sind zurück")
	uitest.Tap(t, h.canvas(), "Verlauf")
	log := strings.Join(h.msgsHistory(), "\n")
	for _, w := range []string{"Die Kirchentür fällt zu.", "verliert einen Würfel für den Rest des Spiels (nicht zurück in der Kirche, als die Tür zufiel): noch 4 Würfel.", "alle anderen sind zurück in der Kirche"} {
		if !strings.Contains(log, w) {
			t.Fatalf("the Log in German lacks %q:\n%s", w, log)
		}
	}
	uitest.Tap(t, h.canvas(), "Schließen")
	uitest.Tap(t, h.canvas(), "Pause")
}

// wordsIn maps an English label to its words in language l, through the
// translation files: the key whose English it is, looked up in l's files.
func wordsIn(t *testing.T, l string) func(string) string {
	t.Helper()
	read := func(l string) map[string]any {
		all := map[string]any{}
		files, err := translations.Files.ReadDir(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			data, err := translations.Files.ReadFile(l + "/" + f.Name())
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			for k, v := range m {
				all[k] = v
			}
		}
		return all
	}
	en, other := read("en"), read(l)
	return func(english string) string {
		// A button's words are the screen's own (escape., kit.) before the
		// rules' sentence with the same English ("We escaped!").
		for _, screen := range []bool{true, false} {
			for k, v := range en {
				own := strings.HasPrefix(k, "escape.") || strings.HasPrefix(k, "kit.")
				if v == english && own == screen {
					if s, ok := other[k].(string); ok {
						return s
					}
				}
			}
		}
		t.Fatalf("no words in %s for %q", l, english)
		return ""
	}
}

// TestEveryScreenFitsInFrenchAndGerman: the layout test's walk in French
// and in German (some 30% longer than English) at the 1280x800 tablet
// either way and the phone: no button leaves the window or overlaps another, no text is
// wider than the window.
func TestEveryScreenFitsInFrenchAndGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, l := range []string{"fr", "de"} {
		if _, err := translations.Use(l); err != nil {
			t.Fatal(err)
		}
		say = wordsIn(t, l)
		r := uitest.NewLayoutReport("Escape (" + l + ")").FitPhone()
		for _, size := range uitest.Sizes {
			if size.Width > 1280 {
				continue // the large tablet has room for what fits the small one
			}
			escapeScreens(t, size, fitCheck(r, size))
		}
		r.Finish(t)
	}
	t.Cleanup(func() {
		say = func(s string) string { return s }
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
}
