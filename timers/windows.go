package timers

import (
	"fmt"
	"time"
)

// Span is where one countdown sits on a track, as offsets from the start
// of the track: the silence that opens it, the first gong, its end (the
// door slam for countdowns 1 and 2, the zombie cry for the third) and, for
// countdowns 1 and 2, the "Escape!" that ends the 20-second break.
type Span struct {
	// Countdown is 1, 2 or 3.
	Countdown int
	// Silence is when the music stops: the countdown is coming.
	Silence time.Duration
	// Gong is the first gong: the run back to the church (or to the exit)
	// starts.
	Gong time.Duration
	// End is the door slam, or the zombie cry for the third countdown.
	End time.Duration
	// Resume is the "Escape!" after the break, or End for the third.
	Resume time.Duration
}

// Spans returns a track's countdowns in order. A track that fails Validate
// may give fewer than three.
func (t Track) Spans() []Span {
	var out []Span
	var cur *Span
	for _, c := range t.Cues {
		if c.Countdown < 1 {
			continue
		}
		if cur == nil || cur.Countdown != c.Countdown {
			out = append(out, Span{Countdown: c.Countdown, Silence: -1, Gong: -1, End: -1, Resume: -1})
			cur = &out[len(out)-1]
		}
		switch c.Kind {
		case KindSilence:
			cur.Silence = c.Offset
		case KindGong:
			cur.Gong = c.Offset
		case KindDoorSlam:
			cur.End = c.Offset
		case KindZombieCry:
			cur.End, cur.Resume = c.Offset, c.Offset
		case KindEscape:
			cur.Resume = c.Offset
		}
	}
	return out
}

// PlayEnd returns the offset of the zombie cry, where play ends (the
// track's length if it has none).
func (t Track) PlayEnd() time.Duration {
	for _, c := range t.Cues {
		if c.Kind == KindZombieCry {
			return c.Offset
		}
	}
	return t.Length()
}

// Played is how much of the 15 minutes of play has gone at elapsed: 0
// before the first "Escape!", PlayTime from the zombie cry on.
func (t Track) Played(elapsed time.Duration) time.Duration {
	start := max(t.PlayStart(), 0)
	return min(max(elapsed-start, 0), PlayTime)
}

// FormatLeft writes a time left as m:ss, rounding up to the whole second,
// as a countdown shows it (0:01 until the last instant, then 0:00).
func FormatLeft(d time.Duration) string {
	s := Seconds(d)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Seconds is a time left in whole seconds, rounded up; never negative.
func Seconds(d time.Duration) int {
	if d <= 0 {
		return 0
	}
	return int((d + time.Second - 1) / time.Second)
}

// Words names a cue's moment in a player's words, e.g. "the door slam",
// for lines such as "The door slam in 0:23".
func (c Cue) Words() string { return c.MomentWords().String() }
