package coh

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/internal/uitest"
)

// TestNamesTrimmedUniqueNotBlank: names are trimmed; a name of spaces
// only or the same name twice stops the start with a clear message.
func TestNamesTrimmedUniqueNotBlank(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string // a word of the message; "" when the game starts
	}{
		{[]string{"  Ann ", "Bo", "", "Di"}, ""},
		{[]string{"Ann", "   ", "Cy", "Di"}, "only spaces"},
		{[]string{"Ann", "ann", "Cy", "Di"}, "both called"},
	} {
		a, _ := newCohTestApp(t, 3)
		tapLabel(t, a, "4 players")
		for i, n := range tc.names {
			test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
		}
		tapLabel(t, a, "Set up the city")
		if tc.want == "" {
			st := cohState(t, a)
			if st.Players[0].Name != "Ann" || st.Players[2].Name == "" {
				t.Fatalf("names %q, %q", st.Players[0].Name, st.Players[2].Name)
			}
			continue
		}
		if a.view != nil || !strings.Contains(lastTell(a), tc.want) {
			t.Fatalf("%q: told %q", tc.names, lastTell(a))
		}
	}
}
