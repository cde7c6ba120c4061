package timers

import (
	"fmt"
	"time"
)

// Stage is where a moment of the track stands among the countdowns.
type Stage int

// The stages of a track, in the order they come.
const (
	// StageBefore: the intro, before the first "Escape!".
	StageBefore Stage = iota
	// StagePlay: free play, no countdown on.
	StagePlay
	// StageComing: silence and knocking; the countdown's gong is not yet
	// struck. (How long until it is not told: the track keeps it.)
	StageComing
	// StageRunning: from the first gong to the door slam (38 s) or, in the
	// third countdown, to the zombie cry.
	StageRunning
	// StageBreak: the 20 seconds after a door slam; nobody rolls.
	StageBreak
	// StageOver: the zombie cry has come; play is over.
	StageOver
)

// CountdownMode is what the countdown screen shows at one moment.
type CountdownMode struct {
	// Stage is where the moment stands.
	Stage Stage
	// Countdown is 1, 2 or 3 while one is coming, running or in its
	// break; 0 otherwise.
	Countdown int
	// Left is the time left of the running window (to the door slam or the
	// zombie cry) or of the break (to "Escape!"); 0 at other stages.
	Left time.Duration
	// Seconds is Left in whole seconds, rounded up: the big number.
	Seconds int
	// Title is the headline, e.g. "Countdown 2".
	Title string
	// Todo says what to do now, in a player's words.
	Todo string
}

// Running tells whether a countdown's window is on.
func (m CountdownMode) Running() bool { return m.Stage == StageRunning }

// Break tells whether the 20-second break after a door slam is on.
func (m CountdownMode) Break() bool { return m.Stage == StageBreak }

// CountdownAt works out the countdown screen for track t at elapsed; van
// is true in phase 2 (the survivors ride the van), which changes what to
// do. It tells no time of the future beyond the end of a window or break
// that has begun (38 s and 20 s by the rules, the zombie cry at 15:00), so
// it is safe with "Surprise me".
func CountdownAt(t Track, elapsed time.Duration, van bool) CountdownMode {
	if start := t.PlayStart(); start < 0 || elapsed < start {
		return CountdownMode{Stage: StageBefore, Title: "Get ready", Todo: "Survivors on the church, dice in hand: wait for the voice."}
	}
	if elapsed >= t.PlayEnd() {
		return CountdownMode{Stage: StageOver, Countdown: 3, Title: "Time is up", Todo: "The zombie cry: say whether the van reached the exit."}
	}
	for _, s := range t.Spans() {
		c := s.Countdown
		switch {
		case elapsed < s.Silence:
			// before this countdown: free play (spans come in order)
		case elapsed < s.Gong:
			return CountdownMode{Stage: StageComing, Countdown: c, Title: fmt.Sprintf("Countdown %d", c),
				Todo: fmt.Sprintf("Countdown %d is coming: listen for the gong.", c)}
		case elapsed < s.End:
			return running(c, s.End-elapsed, van)
		case elapsed < s.Resume:
			m := CountdownMode{Stage: StageBreak, Countdown: c, Left: s.Resume - elapsed, Title: fmt.Sprintf("Break after countdown %d", c)}
			m.Seconds = Seconds(m.Left)
			if van {
				m.Todo = "No rolling: plan the way to the exit until the voice says \"Escape!\"."
			} else {
				m.Todo = "No rolling: whoever missed the door goes to the church, a new item tile goes on each special building that has none, and make a plan."
			}
			return m
		default:
			continue
		}
		break
	}
	m := CountdownMode{Stage: StagePlay, Title: "Play"}
	if van {
		m.Todo = "Drive the van to the exit."
	} else {
		m.Todo = "Find the exit and bring the items to the church."
	}
	return m
}

// running is a countdown's window with left to run.
func running(c int, left time.Duration, van bool) CountdownMode {
	m := CountdownMode{Stage: StageRunning, Countdown: c, Left: left, Seconds: Seconds(left), Title: fmt.Sprintf("Countdown %d", c)}
	switch {
	case c == 3:
		m.Todo = "Last countdown: the van must reach the exit, with no zombie on it, before the zombie cry."
	case !van:
		m.Todo = "Get back to the church before the door slams, or lose a die."
	case c == 2:
		m.Todo = "Get the van back to the church before the door slams, or every survivor loses a die."
	default:
		m.Todo = "Keep driving: in phase 2 this countdown costs no die."
	}
	return m
}
