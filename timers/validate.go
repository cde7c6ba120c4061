package timers

import (
	"errors"
	"fmt"
	"time"
)

// Structural limits that Validate enforces beyond the fixed lengths of the
// rules. They are loose enough for any sensible soundtrack and tight enough
// that a broken one cannot slip through.
const (
	minIntro       = 10 * time.Second
	maxIntro       = TrackLength - PlayTime
	minSilence     = 2 * time.Second
	maxSilence     = 8 * time.Second
	minKnock       = 3 * time.Second
	maxKnock       = 12 * time.Second
	minPlayGap     = 2 * time.Minute // from an "Escape!" to the next silence
	minFinalWindow = 30 * time.Second
	maxFinalWindow = 90 * time.Second
	// OffsetGrain is the grid every cue offset sits on. 10 ms is a whole
	// number of samples at both 44.1 kHz (441) and 48 kHz (480), so a cue's
	// first sample is exactly offset × rate, never rounded.
	OffsetGrain = 10 * time.Millisecond
)

// expectedShape is the kind and countdown number of every cue of a valid
// track, in order: the structure printed in the rules.
var expectedShape = func() []Cue {
	var s []Cue
	add := func(k Kind, cd int) { s = append(s, Cue{Kind: k, Countdown: cd}) }
	add(KindIntro, 0)
	add(KindEscape, 0)
	for n := 1; n <= 3; n++ {
		add(KindSilence, n)
		add(KindKnock, n)
		add(KindGong, n)
		if n < 3 {
			add(KindBackWindow, n)
			add(KindDoorSlam, n)
			add(KindDiscussion, n)
			add(KindEscape, n)
		} else {
			add(KindFinalWindow, n)
			add(KindZombieCry, n)
		}
	}
	add(KindEnd, 0)
	return s
}()

// Validate checks that t keeps the structure of the rules: an intro, then
// "Escape!"; three countdowns of silence, knocking and 1, 2, 3 gongs; 38
// seconds from the first gong to the door slam and 20 seconds of discussion
// after it in countdowns 1 and 2; the zombie cry exactly 15:00 after the
// first "Escape!"; the end at 16:00. It returns every problem found, joined.
func (t Track) Validate() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if t.ID == "" {
		bad("track has no ID")
	}
	if len(t.Cues) != len(expectedShape) {
		bad("track %q has %d cues, the rules' structure has %d", t.ID, len(t.Cues), len(expectedShape))
		return errors.Join(errs...)
	}
	for i, c := range t.Cues {
		want := expectedShape[i]
		if c.Kind != want.Kind || c.Countdown != want.Countdown {
			bad("cue %d is %v of countdown %d, want %v of countdown %d", i, c.Kind, c.Countdown, want.Kind, want.Countdown)
		}
		if i > 0 && c.Offset < t.Cues[i-1].Offset {
			bad("cue %d (%v) comes before cue %d (%v)", i, c, i-1, t.Cues[i-1])
		}
		if c.Offset < 0 || c.Offset > TrackLength || c.Offset%OffsetGrain != 0 {
			bad("cue %d (%v) is not on the %v grid inside 0:00-16:00", i, c, OffsetGrain)
		}
		if c.Caption == "" {
			bad("cue %d (%v) has no caption", i, c)
		}
		mustAct := c.Kind == KindDoorSlam || c.Kind == KindZombieCry
		if c.Act != mustAct || (c.Act && c.Prompt == "") {
			bad("cue %d (%v): act=%v prompt=%q, the table must act exactly at door slams and the zombie cry", i, c, c.Act, c.Prompt)
		}
		wantGongs := 0
		if c.Kind == KindGong {
			wantGongs = c.Countdown
		}
		if c.Gongs != wantGongs {
			bad("cue %d (%v) strikes the gong %d times, want %d", i, c, c.Gongs, wantGongs)
		}
	}
	if len(errs) > 0 {
		// The timing checks below index cues by their place in the shape.
		return errors.Join(errs...)
	}
	at := func(i int) time.Duration { return t.Cues[i].Offset }
	between := func(what string, d, lo, hi time.Duration) {
		if d < lo || d > hi {
			bad("%s is %v, want %v to %v", what, d, lo, hi)
		}
	}
	exactly := func(what string, d, want time.Duration) {
		if d != want {
			bad("%s is %v, want exactly %v", what, d, want)
		}
	}
	if at(0) != 0 {
		bad("intro starts at %v, want 0:00", FormatOffset(at(0)))
	}
	between("intro", at(1)-at(0), minIntro, maxIntro)
	lastEscape := 1
	for n := 1; n <= 3; n++ {
		base := 2 + (n-1)*7 // index of this countdown's silence
		p := fmt.Sprintf("countdown %d: ", n)
		between(p+"play before the silence", at(base)-at(lastEscape), minPlayGap, TrackLength)
		between(p+"silence", at(base+1)-at(base), minSilence, maxSilence)
		between(p+"knocking", at(base+2)-at(base+1), minKnock, maxKnock)
		if n < 3 {
			exactly(p+"gong to back window", at(base+3)-at(base+2), 0)
			exactly(p+"back window", at(base+4)-at(base+3), BackWindow)
			exactly(p+"door slam to discussion", at(base+5)-at(base+4), 0)
			exactly(p+"discussion", at(base+6)-at(base+5), Discussion)
			lastEscape = base + 6
		} else {
			exactly(p+"gong to final window", at(base+3)-at(base+2), 0)
			between(p+"final window", at(base+4)-at(base+3), minFinalWindow, maxFinalWindow)
			exactly("play time (first Escape! to zombie cry)", at(base+4)-at(1), PlayTime)
		}
	}
	exactly("track length", at(len(t.Cues)-1), TrackLength)
	return errors.Join(errs...)
}
