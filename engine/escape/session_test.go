package escape

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"hordekeeper/engine"
)

func TestSessionRoundTrip(t *testing.T) {
	raw, err := Options{Players: []PlayerSetup{{Name: "Ann", Colour: Red}, {Name: "Bo", Colour: Green}}}.JSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "escape.hk")
	sess, err := engine.CreateSession[State](Rules{}, engine.Header{Seed: 42, Options: raw}, path)
	if err != nil {
		t.Fatal(err)
	}
	steps := []engine.Action{
		RevealExit{}, AddItemToCargo{}, MissedReturn{Countdown: 1, Players: []int{1}},
		LoseDie{Player: 0, Reason: OtherReason, Note: "spilled"}, AddChurchZombie{},
		AddItemToCargo{}, AddItemToCargo{}, AddItemToCargo{}, AddItemToCargo{}, StartPhase2{},
		VanMissed{Countdown: 2},
	}
	for _, a := range steps {
		if _, err := sess.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	if _, err := sess.Undo(); err != nil {
		t.Fatal(err)
	}
	want := sess.State()
	sess.Close()

	back, rep, err := engine.OpenSession[State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	got := back.State()
	if rep.Actions != len(steps) || !back.CanRedo() {
		t.Fatalf("report %+v", rep)
	}
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	if string(a) != string(b) {
		t.Fatalf("replay differs:\n%s\n%s", a, b)
	}
	if _, err := back.Redo(); err != nil {
		t.Fatal(err)
	}
	if !equalInts(dice(back.State()), []int{3, 3}) {
		t.Fatalf("dice %v", dice(back.State()))
	}
}

func TestEveryActionRoundTripsThroughJSON(t *testing.T) {
	for _, a := range []engine.Action{
		LoseDie{Player: 1, Reason: DoorSlam, Countdown: 2, Note: "x"}, MissedReturn{Players: []int{0, 2}, Countdown: 1},
		VanMissed{Countdown: 2}, AddItemToCargo{}, RemoveItem{}, RevealExit{}, AddChurchZombie{},
		RemoveChurchZombie{}, StartPhase2{}, ReachExit{}, TimeUp{},
		MissedDoor{Player: 1, Countdown: 2}, ClockAt{Elapsed: 90 * time.Second}, EveryoneElseBack{Countdown: 1},
		ReachExit{Played: 14*time.Minute + 2*time.Second}, AddChurchZombie{Played: time.Minute},
	} {
		e, err := engine.Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := (Rules{}).Decode(e.Kind, e.Body)
		if err != nil {
			t.Fatal(err)
		}
		x, _ := json.Marshal(back)
		if string(x) != string(e.Body) || back.Kind() != a.Kind() {
			t.Fatalf("%s: %s != %s", a.Kind(), x, e.Body)
		}
	}
	if len(Kinds()) != 14 {
		t.Fatalf("kinds %v", Kinds())
	}
}
