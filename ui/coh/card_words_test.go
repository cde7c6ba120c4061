package coh

import (
	"regexp"
	"strings"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestCardPictureNamesBuildings: the card's picture and its preview name
// places by their building in this game, never "corner 2"; a leader step
// is said once, not again as an orange warning.
func TestCardPictureNamesBuildings(t *testing.T) {
	a, _ := newCohTestApp(t, 9)
	a.lib = ch.Library{Cards: cohSampleLibrary().Cards[1:]}
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Enter the 00:00 card")
	tapIn(t, a, "Card B", "Edit")
	corner := regexp.MustCompile(`(?i)corner \d`)
	check := func(when string) {
		for _, s := range uitest.Texts(canvasOf(a)) {
			if corner.MatchString(s) {
				t.Fatalf("%s: %q names a place by its corner number", when, s)
			}
		}
	}
	check("the picture")
	st := cohState(t, a)
	tapIn(t, a, cohLocIn(st, ch.CrossroadsLoc), "4")
	check("after a tap")
	if len(uitest.Buttons(canvasOf(a), "1")) > 0 && shows(a, "Zombie leader steps, clockwise") {
		tapIn(t, a, "Zombie leader steps, clockwise", "1")
		n := 0
		for _, s := range uitest.Texts(canvasOf(a)) {
			if strings.Contains(strings.ToLower(s), "zombie leader") && !strings.Contains(s, "Zombie leader steps, clockwise") {
				n++
			}
		}
		if n > 1 {
			t.Fatalf("the leader's step is said %d times: %v", n, uitest.Texts(canvasOf(a)))
		}
	}
}
