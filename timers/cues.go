package timers

import (
	"fmt"
	"time"
)

// Kind says what a cue is: what the table hears and what it has to do.
type Kind int

// The cue kinds, in the order they first appear in a track.
const (
	// KindIntro opens the track: the table gets ready, nobody rolls yet.
	KindIntro Kind = iota + 1
	// KindEscape is the voice saying "Escape!": dice may be rolled.
	KindEscape
	// KindSilence opens a countdown: the music stops dead.
	KindSilence
	// KindKnock is the knocking that follows the silence.
	KindKnock
	// KindGong is the gong struck Cue.Gongs times (1, 2 or 3).
	KindGong
	// KindBackWindow starts the 38 seconds to get back to the church
	// (countdowns 1 and 2); a heartbeat plays through it.
	KindBackWindow
	// KindDoorSlam ends the back window: whoever is not in the church
	// loses a die. The table must act.
	KindDoorSlam
	// KindDiscussion starts the 20 seconds of talk after a door slam.
	KindDiscussion
	// KindFinalWindow starts the last run to the exit (countdown 3).
	KindFinalWindow
	// KindZombieCry ends play at 15:00: the van is out or the game is lost.
	// The table must act.
	KindZombieCry
	// KindEnd is the end of the track (16:00).
	KindEnd
)

var kindNames = map[Kind]string{
	KindIntro:       "intro",
	KindEscape:      "escape",
	KindSilence:     "silence",
	KindKnock:       "knock",
	KindGong:        "gong",
	KindBackWindow:  "back-window",
	KindDoorSlam:    "door-slam",
	KindDiscussion:  "discussion",
	KindFinalWindow: "final-window",
	KindZombieCry:   "zombie-cry",
	KindEnd:         "end",
}

// String returns the kind's short stable name, as used in the docs.
func (k Kind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Cue is one moment of a track: something the table hears, sees and
// perhaps has to answer, at a fixed offset from the start of the track.
type Cue struct {
	// Kind says what happens.
	Kind Kind
	// Offset is the time from the start of the track (not of play).
	Offset time.Duration
	// Countdown is 1, 2 or 3 for cues that belong to a countdown (and for
	// the "Escape!" and discussion that follow one), 0 otherwise.
	Countdown int
	// Gongs is how many times the gong is struck; only set for KindGong.
	Gongs int
	// Caption is the short player-facing text the screen shows, so the app
	// works muted.
	Caption string
	// Act is true when the table has to do something right now.
	Act bool
	// Prompt is the question to put to the table when Act is true.
	Prompt string
}

// String gives the cue as "mm:ss.cc kind" for logs and test failures.
func (c Cue) String() string {
	s := FormatOffset(c.Offset) + " " + c.Kind.String()
	if c.Kind == KindGong {
		s += fmt.Sprintf("×%d", c.Gongs)
	}
	return s
}

// FormatOffset writes an offset as m:ss, or m:ss.cc when it is not a whole
// second; the captions and the docs use it.
func FormatOffset(d time.Duration) string {
	neg := d < 0
	if neg {
		d = -d
	}
	cs := d / (10 * time.Millisecond)
	m, s, c := cs/6000, cs/100%60, cs%100
	out := fmt.Sprintf("%d:%02d", m, s)
	if c != 0 {
		out += fmt.Sprintf(".%02d", c)
	}
	if neg {
		out = "-" + out
	}
	return out
}

// cue builds a cue with its caption and prompt. Keeping the wording in one
// place (CaptionWords, PromptWords) means the built-in tracks and every
// variant say the same things.
func cue(k Kind, off time.Duration, countdown int) Cue {
	c := Cue{Kind: k, Offset: off, Countdown: countdown}
	if k == KindGong {
		c.Gongs = countdown
	}
	c.Act = k == KindDoorSlam || k == KindZombieCry
	c.Caption = c.CaptionWords().String()
	c.Prompt = c.PromptWords().String()
	return c
}
