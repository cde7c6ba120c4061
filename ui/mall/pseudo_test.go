package mall

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// again shows the screen h is on once more, in another language: a fresh
// app opens a copy of h's game (its file in play, or the finished game it
// shows), or the new-game form when h has no game; the curtain screens are
// tapped open again there. The walk of mallScreens taps in English; this
// puts each of its screens in the language that use (called with h's
// language in force) sets, and English back after.
func again(t *testing.T, size fyne.Size, name string, h *fakeHost, use func(), check func(p *fakeHost, st mh.State)) {
	t.Helper()
	file := h.opened
	if h.inPlay() {
		file = h.journal()
	}
	var st mh.State
	if file != "" {
		st = readGame(t, file).State()
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		file = filepath.Join(t.TempDir(), "copy.hkj")
		if err := os.WriteFile(file, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	use()
	defer func() {
		if _, err := translations.Use("en"); err != nil {
			t.Fatal(err)
		}
	}()
	// A second window of the same test app: a new app would take the
	// walk's window's place as the current one.
	p := &fakeHost{t: t, win: fyne.CurrentApp().NewWindow("Hordekeeper"), dir: t.TempDir(), seed: h.seed}
	p.win.Resize(size)
	defer p.win.Close()
	p.Home()
	if file == "" {
		tap(t, p, Info.Title)
	} else if err := p.open(file); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if strings.HasPrefix(name, "curtain") {
		chief := st.Players[st.Chief]
		// French puts a space before the colon after the name.
		tapWhere(t, p, func(text string) bool { return strings.HasPrefix(text, label(chief)) }, label(chief), lang.X("mall.dice.look", "Look"))
		if name == "curtain with the dice" {
			holdPeek(t, p)
		}
	}
	// As the app's driver does frame after frame (the message bar puts its
	// Log under the lines on a narrow window, and its parent makes room).
	uitest.Settle(p.canvas(), size)
	check(p, st)
}

// TestMallWordsAllGoThroughTranslations: every Mall screen of the layout
// walk, shown in a made-up language, has no word in plain letters but the
// players' names and the game's title: every word comes from the
// translation files.
func TestMallWordsAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	size := fyne.NewSize(1280, 800)
	mallScreens(t, size, func(name string, h *fakeHost) {
		again(t, size, name, h, func() { uitest.Pseudo(t) }, func(p *fakeHost, st mh.State) {
			allow := []string{Info.Title}
			for _, pl := range st.Players {
				// Long names show cut short, on rows and on buttons.
				allow = append(allow, pl.Name, shorten(pl.Name, nameRunes), shorten(pl.Name, 9))
			}
			if bad := uitest.Untranslated(p.canvas(), allow...); len(bad) > 0 {
				t.Errorf("%s: untranslated %q", name, bad)
			}
		})
	})
}

// TestEveryMallScreenFitsInFrenchAndGerman: the layout walk's screens in
// French and German, whose words run longer, on both tablets: nothing
// overflows or overlaps.
func TestEveryMallScreenFitsInFrenchAndGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, size := range uitest.Sizes[:2] {
		mallFitsInFrenchAndGerman(t, size)
	}
}

// mallFitsInFrenchAndGerman is the layout walk in French and German at one
// tablet size.
func mallFitsInFrenchAndGerman(t *testing.T, size fyne.Size) {
	for _, l := range []string{"fr", "de"} {
		r := uitest.NewLayoutReport("Mall of Horror in " + l)
		mallScreens(t, size, func(name string, h *fakeHost) {
			again(t, size, name, h, func() {
				if _, err := translations.Use(l); err != nil {
					t.Fatal(err)
				}
			}, func(p *fakeHost, _ mh.State) { r.Check(name, size, p.canvas()) })
		})
		r.Finish(t)
	}
}
