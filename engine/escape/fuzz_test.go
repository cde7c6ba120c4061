package escape

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"hordekeeper/engine"
)

// actionFrom builds one action from fuzz bytes.
func actionFrom(b []byte) engine.Action {
	get := func(i int) int {
		if i < len(b) {
			return int(b[i])
		}
		return 0
	}
	seat := get(1)%6 - 1                              // includes bad seats
	played := time.Duration(get(4)*4-8) * time.Second // -8 s to 16:52
	switch get(0) % 14 {
	case 0:
		return LoseDie{Player: seat, Reason: []LossReason{DoorSlam, VanRule, OtherReason, "x"}[get(2)%4], Countdown: get(3)%5 - 1}
	case 1:
		var ps []int
		for i := 0; i < get(2)%4; i++ {
			ps = append(ps, get(3+i)%5-1)
		}
		return MissedReturn{Players: ps, Countdown: get(7)%5 - 1}
	case 2:
		return VanMissed{Countdown: get(2) % 4}
	case 3:
		return AddItemToCargo{}
	case 4:
		return RemoveItem{}
	case 5:
		return RevealExit{}
	case 6:
		return AddChurchZombie{Played: played}
	case 7:
		return RemoveChurchZombie{}
	case 8:
		return StartPhase2{}
	case 9:
		return ReachExit{Played: played}
	case 10:
		return MissedDoor{Player: seat, Countdown: get(2)%5 - 1}
	case 11:
		return ClockAt{Elapsed: played}
	case 12:
		return EveryoneElseBack{Countdown: get(2)%5 - 1}
	default:
		return TimeUp{}
	}
}

// FuzzApply: any sequence of actions keeps the invariants, never changes
// the state it was given, and a refusal leaves the state as it was.
func FuzzApply(f *testing.F) {
	f.Add(byte(2), []byte{3, 3, 3, 3, 3, 5, 8, 2, 2, 9})
	f.Add(byte(4), []byte{1, 2, 0, 1, 0, 0, 0, 2, 6, 6, 6})
	f.Add(byte(3), []byte{0, 1, 2, 0, 0, 0, 1, 1, 1})
	f.Fuzz(func(t *testing.T, n byte, prog []byte) {
		s, err := NewState(DefaultOptions(int(n)%3 + 2))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(prog); i += 8 {
			end := min(i+8, len(prog))
			a := actionFrom(prog[i:end])
			before, _ := json.Marshal(s)
			next, err := (Rules{}).Apply(s, a)
			after, _ := json.Marshal(s)
			if string(before) != string(after) {
				t.Fatalf("Apply changed its input on %s", a.Kind())
			}
			if err != nil {
				var re *engine.RuleError
				if !errors.As(err, &re) || re.Text == "" {
					t.Fatalf("%s refused with %T %q, not a rule's sentence", a.Kind(), err, err)
				}
				if bad := notPlayerWords(re.Text); bad != "" {
					t.Fatalf("refusal %q has %q", re.Text, bad)
				}
				continue
			}
			if err := next.CheckInvariants(); err != nil {
				t.Fatalf("after %s %+v: %v", a.Kind(), a, err)
			}
			for _, n := range next.Notices {
				if bad := notPlayerWords(n.Text); bad != "" || n.Rule == "" {
					t.Fatalf("notice %+v has %q", n, bad)
				}
			}
			// A die is never taken twice for one countdown, by any path.
			for seat := range next.Players {
				for c := 1; c <= Countdowns; c++ {
					if next.LostAt(seat, c) && !s.LostAt(seat, c) {
						if _, err := (Rules{}).Apply(next, MissedDoor{Player: seat, Countdown: c}); err == nil {
							t.Fatalf("a second die for player %d at countdown %d was taken", seat+1, c)
						}
					}
				}
			}
			s = next
		}
	})
}

// FuzzDecode: decoding arbitrary bytes never panics, whatever decodes
// applies or is refused without a panic, and setup-code options round-trip.
func FuzzDecode(f *testing.F) {
	for _, k := range Kinds() {
		f.Add(k, []byte(`{"player":1,"reason":"door-slam","countdown":1,"players":[0,1]}`))
	}
	f.Add("lose-die", []byte(`{"player":-9999999999}`))
	f.Add("missed-return", []byte(`{"players":"x"}`))
	f.Fuzz(func(t *testing.T, kind string, body []byte) {
		a, err := (Rules{}).Decode(kind, body)
		if err != nil {
			return
		}
		s, _ := NewState(DefaultOptions(3))
		if n, err := (Rules{}).Apply(s, a); err == nil {
			if err := n.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		}
		// Any 32 bits either unpack to options that pack back to them, or are
		// refused.
		var v uint32
		for i := 0; i < 4 && i < len(body); i++ {
			v |= uint32(body[i]) << (8 * i)
		}
		if o, err := UnpackOptions(v); err == nil {
			if back, err := o.Pack(); err != nil || back != v {
				t.Fatalf("options %#x unpack and pack to %#x (%v)", v, back, err)
			}
		}
	})
}

// notPlayerWords returns the first thing in text that a player should not
// read: a code identifier, a Go formatting slip, a raw list or a lazy
// plural; "" when the text reads as a player's words.
func notPlayerWords(text string) string {
	for _, bad := range []string{"%!", "(s)", "[", "{", "door-slam", "van-missed", "missed-door", "lose-die",
		"reach-exit", "time-up", "clock-at", "1 dice", " 1 items", " 1 zombies", "<nil>", "escape."} {
		if strings.Contains(text, bad) {
			return bad
		}
	}
	return ""
}
