package timers

import (
	"testing"
	"time"
)

func TestVariantDeterministic(t *testing.T) {
	a, b := Variant(7), Variant(7)
	if a.Table() != b.Table() || a.Seed != b.Seed {
		t.Fatal("same seed gave different tracks")
	}
	differ := 0
	for seed := uint64(0); seed < 50; seed++ {
		if Variant(seed).Table() != Variant(seed+1).Table() {
			differ++
		}
	}
	if differ < 45 {
		t.Errorf("only %d of 50 neighbouring seeds differ", differ)
	}
}

// Gong times must spread over the whole allowed span, or a group could still
// learn them.
func TestVariantSpread(t *testing.T) {
	for n, b := range variantBounds {
		lo, hi := b.latest, b.earliest
		for seed := uint64(0); seed < 2000; seed++ {
			v := Variant(seed)
			g := gongOf(v, n+1) - v.PlayStart()
			lo, hi = min(lo, g), max(hi, g)
		}
		if lo-b.earliest > 5*time.Second || b.latest-hi > 5*time.Second {
			t.Errorf("countdown %d: gongs only in %v-%v of %v-%v", n+1, lo, hi, b.earliest, b.latest)
		}
	}
}

func gongOf(tr Track, countdown int) time.Duration {
	for _, c := range tr.Cues {
		if c.Kind == KindGong && c.Countdown == countdown {
			return c.Offset
		}
	}
	return -1
}

// FuzzVariant: every seed gives a valid track with its gongs inside the
// bounds, and the same track twice.
func FuzzVariant(f *testing.F) {
	for _, s := range []uint64{0, 1, 42, 1 << 40, ^uint64(0)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		v := Variant(seed)
		if err := v.Validate(); err != nil {
			t.Fatalf("Variant(%d): %v", seed, err)
		}
		for n, b := range variantBounds {
			g := gongOf(v, n+1) - v.PlayStart()
			if g < b.earliest || g > b.latest {
				t.Fatalf("Variant(%d): countdown %d gong at %v, outside %v-%v", seed, n+1, g, b.earliest, b.latest)
			}
		}
		if Variant(seed).Table() != v.Table() {
			t.Fatalf("Variant(%d) not deterministic", seed)
		}
	})
}

// FuzzLookup: any stored ID either names a valid track whose ID is the same
// string, or is refused; never a panic.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"1", "2", "v0", "v42", "v18446744073709551615", "v18446744073709551616", "v", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		tr, err := Lookup(id)
		if err != nil {
			return
		}
		if tr.ID != id {
			t.Fatalf("Lookup(%q) gave ID %q", id, tr.ID)
		}
		if err := tr.Validate(); err != nil {
			t.Fatalf("Lookup(%q): %v", id, err)
		}
	})
}

// FuzzValidate moves one cue of a built-in track by any amount: Validate
// must never panic, and whatever it accepts must keep the rules' lengths.
func FuzzValidate(f *testing.F) {
	f.Add(uint8(3), int64(0))
	f.Add(uint8(6), int64(time.Second))
	f.Add(uint8(20), int64(-time.Minute))
	f.Fuzz(func(t *testing.T, idx uint8, delta int64) {
		tr := Track2()
		i := int(idx) % len(tr.Cues)
		tr.Cues[i].Offset += time.Duration(delta)
		if tr.Validate() != nil {
			return
		}
		start := tr.PlayStart()
		for j, c := range tr.Cues {
			switch c.Kind {
			case KindDoorSlam:
				if c.Offset-tr.Cues[j-1].Offset != BackWindow {
					t.Fatalf("accepted a back window of %v", c.Offset-tr.Cues[j-1].Offset)
				}
			case KindZombieCry:
				if c.Offset-start != PlayTime {
					t.Fatalf("accepted play time %v", c.Offset-start)
				}
			}
		}
	})
}
