package ui

import (
	"testing"

	"hordekeeper/ui/internal/uitest"
)

// TestShellWordsAllGoThroughTranslations: in a made-up language every word
// the home, settings and join screens show comes from the translation files
// (the games' titles and the languages' own names aside).
func TestShellWordsAllGoThroughTranslations(t *testing.T) {
	uitest.PureUnderRace(t)
	a := newTestUI(t)
	uitest.Pseudo(t)
	allow := []string{"City of Horror", "Escape: Zombie City", "Mall of Horror", "Hordekeeper", "English", "Français", "Deutsch", "XXXX"} // XXXX: the code's pattern
	a.goHome()
	c := a.Window().Canvas()
	if bad := uitest.Untranslated(c, allow...); len(bad) > 0 {
		t.Errorf("home: untranslated %q", bad)
	}
	for _, screen := range []string{"Śéţţîñĝś", "Ĵöîñ ŵîţĥ à śéţûþ çöďé"} {
		a.goHome()
		uitest.Tap(t, c, screen)
		if bad := uitest.Untranslated(c, allow...); len(bad) > 0 {
			t.Errorf("%s: untranslated %q", screen, bad)
		}
	}
}
