package mall

import (
	"slices"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestVoteHelperCountsSeatBySeat: the first truck vote is entered directly
// ("won", then the gift); later each vote shows every seat's weight in the
// engine's words, a Threat shows in its player's weight, and a vote where
// each colour votes for itself with equal weight ties: the app counts it,
// the re-vote gives the outsiders their single vote, and a second tie ends
// as the rules say (the lot among the tied only, in an attack).
func TestVoteHelperCountsSeatBySeat(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	st := h.state()
	w := seatsIn(st, mh.Parking)[0]
	tap(t, h, st.Players[w].Label()+" won")
	if st.Deck >= 2 {
		tap(t, h, "Give to "+st.Players[(w+1)%4].Label())
	}
	if h.state().Phase == mh.PhaseTruck {
		t.Fatal("the truck's result entered directly must be recorded")
	}
	threat, ties := false, 0
	for i := 0; ties < 2 && i < 3000; i++ {
		if goOn(t, h, true) {
			continue
		}
		st := h.state()
		if st.Outcome.Over {
			break
		}
		v, ok := st.CurrentVote()
		if !ok || v.Second || st.TieColour >= 0 || len(v.Candidates) < 2 {
			playStep(t, h)
			continue
		}
		for seat, p := range st.Players {
			if !shows(h, voterText(st, seat, v.Weights[seat], ": ")) && !shows(h, voterText(st, seat, v.Weights[seat], ":\n")) {
				t.Fatalf("%s's weight %q is not shown: %q", p.Label(), voterText(st, seat, v.Weights[seat], ": "), screenText(h))
			}
			if w := v.Weights[seat]; strings.Contains(w.Why, "+") && !shows(h, p.Label()+": "+weightText(w)) {
				t.Fatalf("%s's extra vote %q is not explained: %q", p.Label(), weightText(w), screenText(h))
			}
		}
		if !threat && st.Check(mh.PlayCard{Player: v.Candidates[0], Card: mh.Threat}) == nil {
			tapIn(t, h, st.Players[v.Candidates[0]].Label(), "Threat")
			if !shows(h, "+1 Threat") {
				t.Fatalf("a Threat must show in the weight: %q", screenText(h))
			}
			threat = true
			continue
		}
		if !selfTie(v) {
			playStep(t, h)
			continue
		}
		ties++
		voteSelves(t, h, v)
		names := make([]string, len(v.Candidates))
		for i, c := range v.Candidates {
			names[i] = st.Players[c].Label()
		}
		if !withWords(h, "tied between "+strings.Join(names[:len(names)-1], ", ")+" and "+names[len(names)-1]) {
			t.Fatalf("the tie must name the tied: %v", messages(h))
		}
		re, ok := h.state().CurrentVote()
		if !ok || !re.Second {
			t.Fatal("a tied first vote must call a re-vote")
		}
		for seat, w := range re.Weights {
			if !w.Present && w.Votes > 0 && !shows(h, "1 vote in the re-vote, from outside") {
				t.Fatalf("seat %d: the outsiders' single vote is not shown: %q", seat, screenText(h))
			}
		}
		if re.Kind != mh.VictimVote {
			// A re-vote's result buttons are for the tied colours only.
			for seat, p := range h.state().Players {
				want := slices.Contains(re.Candidates, seat)
				got := len(uitest.Buttons(h.canvas(), shortLabel(p)+" won")) == 1
				if want != got {
					t.Fatalf("re-vote among %v: %q won offered: %v", re.Candidates, shortLabel(p), got)
				}
			}
		}
		voteSelves(t, h, re)
		after := h.state()
		if v.Kind == mh.VictimVote && !withWords(h, "the lot falls on") {
			t.Fatalf("a second tie in an attack draws lots: %v", messages(h))
		}
		if v2, ok := after.CurrentVote(); ok && v2.Second && v2.Kind == v.Kind {
			t.Fatal("the second tie must end the vote")
		}
	}
	if ties == 0 || !threat {
		t.Fatalf("the game had %d tied votes and a Threat %v", ties, threat)
	}
}

// selfTie tells whether the vote ties when every colour votes for itself
// and nobody else votes.
func selfTie(v mh.Vote) bool {
	if len(v.Candidates) < 2 {
		return false
	}
	w := v.Weights[v.Candidates[0]].Votes
	for seat, x := range v.Weights {
		isCand := false
		for _, c := range v.Candidates {
			isCand = isCand || c == seat
		}
		if x.Present && !isCand || isCand && x.Votes != w {
			return false
		}
	}
	return w > 0
}

// voteSelves has every candidate's wheel show their own colour and counts.
func voteSelves(t *testing.T, h *fakeHost, v mh.Vote) {
	t.Helper()
	st := h.state()
	for _, c := range v.Candidates {
		tapAfter(t, h, st.Players[c].Label(), st.Players[c].Label())
	}
	tap(t, h, "Count the votes")
}
