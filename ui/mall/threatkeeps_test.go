package mall

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// TestAThreatKeepsTheOtherWheels: in the truck's vote one player taps the
// colour their wheel shows, then another plays a Threat: the first
// player's choice stays (the fresh-eyes game lost it and had to tap again).
func TestAThreatKeepsTheOtherWheels(t *testing.T) {
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-truck-vote.hkj")); err != nil {
		t.Fatal(err)
	}
	if shows(h, "Start round 2") {
		tap(t, h, "Start round 2")
	}
	st := h.state()
	v, ok := st.CurrentVote()
	if !ok {
		t.Fatalf("no vote on: %q", screenText(h))
	}
	voter, threat := -1, -1
	for s, w := range v.Weights {
		switch {
		case w.Votes > 0 && voter < 0:
			voter = s
		case w.Votes > 0 && st.Check(mh.PlayCard{Player: s, Card: mh.Threat}) == nil && threat < 0:
			threat = s
		}
	}
	if voter < 0 || threat < 0 {
		t.Fatalf("want a voter and another who may threaten: %d, %d", voter, threat)
	}
	// A row is found by its head, "Ann: 3 votes": a wheel names others too.
	row := func(seat int) string { return shorten(st.Players[seat].Name, nameRunes) }
	head := func(name string) func(string) bool {
		return func(s string) bool { return strings.HasPrefix(s, name+":") }
	}
	name, colour := row(voter), shortLabel(st.Players[v.Candidates[0]])
	tapWhere(t, h, head(name), name, colour)
	chosen := func() bool {
		b, ok := buttonWhere(t, h, head(name), name, colour).(*kit.Button)
		return ok && b.Importance == widget.HighImportance
	}
	if !chosen() {
		t.Fatal("the tapped colour does not stand out")
	}
	tapWhere(t, h, head(row(threat)), row(threat), "Threat")
	if h.state().Threats[threat] != st.Threats[threat]+1 {
		t.Fatalf("the Threat was not played: %v then %v; %q", st.Threats, h.state().Threats, screenText(h))
	}
	if !chosen() {
		t.Fatalf("%s Threat cleared %s vote", row(threat), name)
	}
}
