package mall

import (
	"slices"
	"testing"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestResumeKeepsTheLogAndTheScreen: a game left on the round's summary
// comes back on it, under its round, with the Log of the evening as it was
// (the Log button open).
func TestResumeKeepsTheLogAndTheScreen(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 12345)
	newGame(t, h, 3)
	placeAll(t, h)
	for i := 0; i < 3000 && !shows(h, "Round 1 is over"); i++ {
		if h.state().Outcome.Over {
			t.Skip("the game ended before a round's summary")
		}
		playStep(t, h)
	}
	if !shows(h, "Round 1 is over") {
		t.Fatal("no summary of round 1")
	}
	summary := uitest.Texts(h.canvas())
	before := texts(messages(h))
	tap(t, h, "Games")
	tap(t, h, "Leave the game")

	b := newHostIn(t, dir, 6)
	tap(t, b, "Resume Mall of Horror")
	if !shows(b, "Round 1 is over") || !slices.Contains(uitest.Texts(b.canvas()), "Round 1") {
		t.Fatalf("the game must come back on its summary, under round 1: %q, was %q", uitest.Texts(b.canvas()), summary)
	}
	after := texts(messages(b))
	if !slices.Equal(before, after) {
		t.Fatalf("the Log must come back as it was:\n got %q\nwant %q", after, before)
	}
	if lb, ok := uitest.Button(t, b.canvas(), "Log").(*kit.Button); !ok || lb.Disabled() {
		t.Fatal("the Log must be open after a resume")
	}
	tap(t, b, "Start round 2")
	if !slices.Contains(uitest.Texts(b.canvas()), "Round 2") {
		t.Fatalf("round 2 goes on: %q", uitest.Texts(b.canvas()))
	}
}

// texts is the messages' sentences, oldest first.
func texts(ms []kit.Message) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Text)
	}
	return out
}
