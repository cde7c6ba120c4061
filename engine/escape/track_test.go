package escape

import (
	"path/filepath"
	"testing"
	"time"

	"hordekeeper/engine"
	"hordekeeper/timers"
)

// TestValidTrackIDMatchesTimers: the options accept exactly the soundtrack
// IDs that timers.Lookup can play.
func TestValidTrackIDMatchesTimers(t *testing.T) {
	for _, id := range []string{"1", "2", "3", "0", "v", "v0", "v00", "v01", "v7", "v123456789",
		"v18446744073709551615", "v18446744073709551616", "v-1", "v1x", "V1", " 1", "track1", "v" + timers.Variant(99).ID[1:]} {
		_, err := timers.Lookup(id)
		if ValidTrackID(id) != (err == nil) {
			t.Errorf("%q: options say %v, timers.Lookup says %v", id, ValidTrackID(id), err)
		}
	}
	if !ValidTrackID("") || (Options{}).TrackID() != "1" {
		t.Fatal("an old save without a track is track 1")
	}
}

// TestVariantResumesAsItself: the track is in the header's options and the
// clock in the journal, so a variant game closed and opened again comes
// back on the same variant at the recorded time, without any side file.
func TestVariantResumesAsItself(t *testing.T) {
	o := DefaultOptions(3)
	o.Track, o.Surprise = timers.Variant(4242).ID, true
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "escape.hkj")
	sess, err := engine.CreateSession[State](Rules{}, engine.Header{Game: Name, Options: raw}, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{ClockAt{Elapsed: 4 * time.Minute}, MissedDoor{Player: 1, Countdown: 1}, ClockAt{Elapsed: 6*time.Minute + 5*time.Second}} {
		if _, err := sess.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	sess.Close()
	back, _, err := engine.OpenSession[State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	s := back.State()
	if s.Track != "v4242" || s.Clock != 6*time.Minute+5*time.Second || s.Players[1].Dice != 4 {
		t.Fatalf("resumed as track %q at %v, dice %v", s.Track, s.Clock, dice(s))
	}
	tr, err := timers.Lookup(s.Track)
	if err != nil || tr.ID != timers.Variant(4242).ID {
		t.Fatalf("track %v: %v", tr.ID, err)
	}
	back2, _ := ParseOptions(back.Header().Options)
	if !back2.Surprise {
		t.Fatal("surprise choice lost")
	}
}
