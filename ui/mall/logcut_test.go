package mall

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// TestAGermanGameRarelySendsToTheLog: a whole game of Mall of Horror in
// German at each number of players, its steps said on the message bar as the screen says them
// (sayStep), at the width the bar has in an 800x1280 window: the bar shows
// what each step did without ending in "… mehr im Verlauf" (the Log keeps
// the rules behind it).
func TestAGermanGameRarelySendsToTheLog(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
	if _, err := translations.Use("de"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = translations.Use("en") })
	more := strings.TrimSpace(kitMoreInLog())
	w := test.NewWindow(nil)
	defer w.Close()
	size := fyne.NewSize(800, 1280)
	steps, cut := 0, 0
	var cuts []string
	for n := mh.MinPlayers; n <= mh.MaxPlayers; n++ {
		// The screen's bar has the window's width less its padding.
		bar := kit.NewMessageBar(w.Canvas)
		w.SetContent(container.NewPadded(bar))
		w.Resize(size)
		uitest.Settle(w.Canvas(), size)
		v := &view{msgs: bar}
		s := demoGame(t, n)
		autoplay(t, s, func(st mh.State) bool { return st.Outcome.Over })
		// Played again step by step, each step said as the screen says it.
		st, err := mh.Rules{}.New(s.Header())
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range s.Applied() {
			next, err := mh.Rules{}.Apply(st, a)
			if err != nil {
				t.Fatal(err)
			}
			bar.Settle()
			v.sayStep(a, next)
			st = next
			steps++
			lines := bar.Lines()
			if strings.Contains(lines[0]+lines[1], more) {
				cut++
				cuts = append(cuts, lines[0]+" / "+lines[1])
			}
		}
	}
	t.Logf("%d steps, %d ending in %q", steps, cut, more)
	for _, c := range cuts {
		t.Log(c)
	}
	if cut > 0 {
		t.Errorf("%d of %d steps end in %q", cut, steps, more)
	}
}

// kitMoreInLog is the bar's "… more in the Log" in the language in force.
func kitMoreInLog() string { return lang.X("kit.moreInLog", " … more in the Log") }
