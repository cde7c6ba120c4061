package cityofhorror

import (
	"encoding/json"
	"strings"
	"testing"

	"hordekeeper/engine"
)

func TestPeekRecordsWhoLookedNeverWhat(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.put(Rasta, Red, WaterTowerLoc).put(Geek, Blue, Corner1).put(Teen, Green, WaterTowerLoc)
	secret := Card{Hour: 1, Label: "secret-label", Zombies: [6]int{3, 0, 0, 0, 0, 0}}
	s.Deck[1] = HourDraw{Hour: 1, Card: secret}
	eq(t, "tower peekers", s.WaterTowerPeekers(), []Colour{Red, Green})

	n := mustApply(t, s, Peek{Player: Red, Hour: 1, Why: "the Water Tower"})
	eq(t, "peeks", n.Peeks, []PeekRecord{{Player: Red, Hour: 1, Why: "the Water Tower", Turn: 1}})
	eq(t, "peeked", [2]bool{n.Peeked(Red, 1), n.Peeked(Blue, 1)}, [2]bool{true, false})
	wantNotice(t, n, "looked at the 1:00 invasion card (the Water Tower)")
	// The Water Tower's rule: the card is not shown, but may be told about.
	if r := n.Notices[len(n.Notices)-1].Rule; !strings.Contains(r, "may not show the card, but may tell about it") {
		t.Fatalf("the peek's rule is %q", r)
	}
	if len(s.Peeks) != 0 {
		t.Fatal("Apply changed its input")
	}
	// The journal line and the notice say who and why, not what.
	e, err := engine.Encode(Peek{Player: Red, Hour: 1, Why: "the Water Tower"})
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(e)
	for _, leak := range []string{"secret-label", "zombies", "corner1"} {
		if strings.Contains(string(body), leak) {
			t.Fatalf("the journal entry %s leaks %q", body, leak)
		}
		for _, no := range n.Notices {
			if strings.Contains(no.Text, leak) {
				t.Fatalf("notice %q leaks %q", no.Text, leak)
			}
		}
	}
	a, err := Rules{}.Decode("peek", e.Body)
	if err != nil || a.(Peek).Player != Red {
		t.Fatalf("decode: %v %+v", err, a)
	}

	mustRefuse(t, s, Peek{Player: White, Hour: 1, Why: "x"}, "not at the table")
	mustRefuse(t, s, Peek{Player: Red, Hour: 0, Why: "x"}, "1:00 to 4:00")
	mustRefuse(t, s, Peek{Player: Red, Hour: 5, Why: "x"}, "1:00 to 4:00")
	mustRefuse(t, s, Peek{Player: Red, Hour: 1}, "why")
	mustRefuse(t, s, Peek{Player: Red, Hour: 1, Why: strings.Repeat("w", 61)}, "why")
	s.Deck[1].Applied = true
	mustRefuse(t, s, Peek{Player: Red, Hour: 1, Why: "x"}, "already been played")
	s.Deck[1].Applied = false
	out := eaten(t, s, Geek)
	mustRefuse(t, out, Peek{Player: Blue, Hour: 2, Why: "the Rasta"}, "out of the game")

	// Side B and the ruins show nothing from the tower.
	s.Boards[WaterTowerLoc].Side = SideB
	eq(t, "side B", len(s.WaterTowerPeekers()), 0)
}
