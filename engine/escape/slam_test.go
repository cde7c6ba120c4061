package escape

import (
	"reflect"
	"testing"
	"time"

	"hordekeeper/engine"
)

// TestCountdownEndDecision: the door-slam decision of the rules, by phase
// and countdown: who is outside in phase 1; nothing at countdown 1 in phase
// 2; the van question at countdown 2 in phase 2; the escape or the loss at
// the zombie cry.
func TestCountdownEndDecision(t *testing.T) {
	van := apply(t, ready(t, 2), StartPhase2{})
	for _, tc := range []struct {
		name    string
		s       State
		c       int
		ask     Ask
		actions []engine.Action // the choices' actions, in order
	}{
		{"phase 1, countdown 1", game(t, 2), 1, AskWhoOutside, []engine.Action{MissedReturn{Countdown: 1}}},
		{"phase 1, countdown 2", apply(t, game(t, 2), MissedReturn{Countdown: 1}), 2, AskWhoOutside, []engine.Action{MissedReturn{Countdown: 2}}},
		{"phase 1, after a tap", apply(t, game(t, 2), MissedDoor{Player: 0, Countdown: 1}), 1, AskWhoOutside, []engine.Action{EveryoneElseBack{Countdown: 1}}},
		{"phase 1, after a tap, answered", apply(t, game(t, 2), MissedDoor{Player: 0, Countdown: 1}, EveryoneElseBack{Countdown: 1}), 1, AskWhoOutside, []engine.Action{nil}},
		{"phase 2, countdown 1", van, 1, AskNothing, []engine.Action{MissedReturn{Countdown: 1}}},
		{"phase 2, countdown 2", van, 2, AskVanBack, []engine.Action{MissedReturn{Countdown: 2}, VanMissed{Countdown: 2}}},
		{"phase 2, countdown 2 answered", apply(t, van, VanMissed{Countdown: 2}), 2, AskNothing, []engine.Action{nil}},
		{"zombie cry in phase 2", van, 3, AskEscaped, []engine.Action{ReachExit{Played: PlayTime}, TimeUp{}}},
		{"zombie cry in phase 1", game(t, 2), 3, AskNothing, []engine.Action{TimeUp{}}},
		{"game over", apply(t, van, ReachExit{}), 2, AskNothing, nil},
		{"no countdown 4", game(t, 2), 4, AskNothing, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.s.AtCountdownEnd(tc.c, PlayTime)
			if e.Ask != tc.ask || e.Title == "" || len(e.Choices) != len(tc.actions) {
				t.Fatalf("%+v", e)
			}
			for i, ch := range e.Choices {
				if ch.Label == "" || !reflect.DeepEqual(ch.Action, tc.actions[i]) {
					t.Errorf("choice %d: %+v, want %+v", i, ch, tc.actions[i])
				}
				// Every answer offered is one the rules accept.
				if ch.Action != nil {
					apply(t, tc.s, ch.Action)
				}
			}
		})
	}
}

// TestBreakScreenStragglers: in phase 1 every survivor is listed with one
// tap; a survivor already tapped is marked and the tap is then refused.
func TestBreakScreenStragglers(t *testing.T) {
	s := apply(t, game(t, 3), MissedDoor{Player: 2, Countdown: 2})
	e := s.AtCountdownEnd(2, 9*time.Minute)
	if len(e.Stragglers) != 3 || len(e.After) != 2 {
		t.Fatalf("%+v", e)
	}
	for _, g := range e.Stragglers {
		if g.Taken != (g.Seat == 2) || g.Label != s.Players[g.Seat].Label() {
			t.Errorf("%+v", g)
		}
		if g.Taken {
			refused(t, s, g.Tap.Action, "already tapped")
		} else {
			apply(t, s, g.Tap.Action)
		}
	}
}
