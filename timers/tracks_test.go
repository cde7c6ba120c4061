package timers

import (
	"strings"
	"testing"
	"time"
)

func TestBuiltinTracksValidate(t *testing.T) {
	for _, tr := range Tracks() {
		if err := tr.Validate(); err != nil {
			t.Errorf("%s: %v", tr.Name, err)
		}
		if got := tr.Length(); got != 16*time.Minute {
			t.Errorf("%s: length %v", tr.Name, got)
		}
		cry := tr.Cues[len(tr.Cues)-2]
		if cry.Kind != KindZombieCry || cry.Offset-tr.PlayStart() != 15*time.Minute {
			t.Errorf("%s: cry %v at play %v", tr.Name, cry, cry.Offset-tr.PlayStart())
		}
	}
}

// The two built-ins must play the same length but put the countdowns at
// different times, like the two tracks on the CD.
func TestBuiltinTracksDiffer(t *testing.T) {
	a, b := Track1(), Track2()
	if a.PlayStart() != b.PlayStart() {
		t.Errorf("play starts differ: %v vs %v", a.PlayStart(), b.PlayStart())
	}
	for i := range a.Cues {
		if a.Cues[i].Kind == KindGong && a.Cues[i].Offset == b.Cues[i].Offset {
			t.Errorf("gong of countdown %d at the same time in both tracks", a.Cues[i].Countdown)
		}
	}
}

func TestGongCountsAndActs(t *testing.T) {
	tr := Track1()
	var gongs []int
	acts := 0
	for _, c := range tr.Cues {
		if c.Kind == KindGong {
			gongs = append(gongs, c.Gongs)
		}
		if c.Act {
			acts++
		}
	}
	if len(gongs) != 3 || gongs[0] != 1 || gongs[1] != 2 || gongs[2] != 3 {
		t.Errorf("gongs = %v", gongs)
	}
	if acts != 3 { // two door slams and the cry
		t.Errorf("%d cues ask the table to act, want 3", acts)
	}
}

// Every way to break the structure must be caught.
func TestValidateRejects(t *testing.T) {
	find := func(tr Track, k Kind, cd int) int {
		for i, c := range tr.Cues {
			if c.Kind == k && c.Countdown == cd {
				return i
			}
		}
		t.Fatalf("no %v of countdown %d", k, cd)
		return -1
	}
	cases := []struct {
		name, want string
		edit       func(*Track)
	}{
		{"back window 37 s", "back window", func(tr *Track) { tr.Cues[find(*tr, KindDoorSlam, 1)].Offset -= time.Second }},
		{"discussion 21 s", "countdown 2: discussion", func(tr *Track) {
			i := find(*tr, KindEscape, 2)
			tr.Cues[i].Offset += time.Second
		}},
		{"cry at 14:59", "play time", func(tr *Track) { tr.Cues[find(*tr, KindZombieCry, 3)].Offset -= time.Second }},
		{"end at 15:59", "track length", func(tr *Track) { tr.Cues[len(tr.Cues)-1].Offset -= time.Second }},
		{"out of order", "comes before", func(tr *Track) {
			i := find(*tr, KindKnock, 1)
			tr.Cues[i].Offset = tr.Cues[i-1].Offset - time.Second
		}},
		{"off grid", "grid", func(tr *Track) { tr.Cues[find(*tr, KindSilence, 2)].Offset += time.Millisecond }},
		{"missing cue", "cues", func(tr *Track) { tr.Cues = tr.Cues[:len(tr.Cues)-1] }},
		{"wrong gong count", "strikes the gong", func(tr *Track) { tr.Cues[find(*tr, KindGong, 2)].Gongs = 1 }},
		{"swapped kinds", "want knock", func(tr *Track) {
			i := find(*tr, KindKnock, 1)
			tr.Cues[i].Kind = KindSilence
		}},
		{"no caption", "no caption", func(tr *Track) { tr.Cues[3].Caption = "" }},
		{"door does not ask", "act", func(tr *Track) { tr.Cues[find(*tr, KindDoorSlam, 2)].Act = false }},
		{"no ID", "no ID", func(tr *Track) { tr.ID = "" }},
		{"silence too long", "silence", func(tr *Track) { tr.Cues[find(*tr, KindSilence, 1)].Offset -= 20 * time.Second }},
	}
	for _, c := range cases {
		tr := Track1()
		tr.Cues = append([]Cue(nil), tr.Cues...)
		c.edit(&tr)
		err := tr.Validate()
		if err == nil {
			t.Errorf("%s: Validate accepted it", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not mention %q", c.name, err, c.want)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, tr := range append(Tracks(), Variant(0), Variant(42), Variant(^uint64(0))) {
		got, err := Lookup(tr.ID)
		if err != nil {
			t.Fatalf("Lookup(%q): %v", tr.ID, err)
		}
		if got.ID != tr.ID || got.Table() != tr.Table() {
			t.Errorf("Lookup(%q) gave a different track", tr.ID)
		}
	}
	for _, bad := range []string{"", "3", "v", "v-1", "v01", "v18446744073709551616", "V1", "1 "} {
		if _, err := Lookup(bad); err == nil {
			t.Errorf("Lookup(%q) accepted", bad)
		}
	}
}

func TestFormatOffset(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0:00", 90 * time.Second: "1:30", 16 * time.Minute: "16:00",
		1500 * time.Millisecond: "0:01.50", -2 * time.Second: "-0:02",
	} {
		if got := FormatOffset(d); got != want {
			t.Errorf("FormatOffset(%v) = %q, want %q", d, got, want)
		}
	}
}
