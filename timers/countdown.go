package timers

import (
	"time"

	"hordekeeper/engine"
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
	// TitleWords is Title in words a screen can translate.
	TitleWords engine.Words
	// Todo says what to do now, in a player's words.
	Todo string
	// TodoWords is Todo in words a screen can translate.
	TodoWords engine.Words
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
		return withWords(CountdownMode{Stage: StageBefore, TitleWords: engine.Say("timers.countdown.ready", "Get ready", nil), TodoWords: engine.Say("timers.countdown.readyTodo", "Survivors on the church, dice in hand: wait for the voice.", nil)})
	}
	if elapsed >= t.PlayEnd() {
		return withWords(CountdownMode{Stage: StageOver, Countdown: 3, TitleWords: engine.Say("timers.countdown.timeUp", "Time is up", nil), TodoWords: engine.Say("timers.countdown.timeUpTodo", "The zombie cry: say whether the van reached the exit.", nil)})
	}
	for _, s := range t.Spans() {
		c := s.Countdown
		switch {
		case elapsed < s.Silence:
			// before this countdown: free play (spans come in order)
		case elapsed < s.Gong:
			return withWords(CountdownMode{Stage: StageComing, Countdown: c, TitleWords: countdownTitle(c),
				TodoWords: engine.Say("timers.countdown.coming", "Countdown {{.Countdown}} is coming: listen for the gong.", engine.Args{"Countdown": c})})
		case elapsed < s.End:
			return running(c, s.End-elapsed, van)
		case elapsed < s.Resume:
			m := CountdownMode{Stage: StageBreak, Countdown: c, Left: s.Resume - elapsed, TitleWords: engine.Say("timers.countdown.break", "Break after countdown {{.Countdown}}", engine.Args{"Countdown": c})}
			m.Seconds = Seconds(m.Left)
			if van {
				m.TodoWords = engine.Say("timers.countdown.breakVan", "No rolling: plan the way to the exit until the voice says \"Escape!\".", nil)
			} else {
				m.TodoWords = engine.Say("timers.countdown.breakTodo", "No rolling: whoever missed the door goes to the church, new item tiles go on empty special buildings, plan.", nil)
			}
			return withWords(m)
		default:
			continue
		}
		break
	}
	m := CountdownMode{Stage: StagePlay, TitleWords: engine.Say("timers.countdown.play", "Play", nil)}
	if van {
		m.TodoWords = engine.Say("timers.countdown.playVan", "Drive the van to the exit.", nil)
	} else {
		m.TodoWords = engine.Say("timers.countdown.playTodo", "Find the exit and bring the items to the church.", nil)
	}
	return withWords(m)
}

// running is a countdown's window with left to run.
func running(c int, left time.Duration, van bool) CountdownMode {
	m := CountdownMode{Stage: StageRunning, Countdown: c, Left: left, Seconds: Seconds(left), TitleWords: countdownTitle(c)}
	switch {
	case c == 3:
		m.TodoWords = engine.Say("timers.countdown.last", "Last countdown: the van must reach the exit, with no zombie on it, before the zombie cry.", nil)
	case !van:
		m.TodoWords = engine.Say("timers.countdown.back", "Get back to the church before the door slams, or lose a die.", nil)
	case c == 2:
		m.TodoWords = engine.Say("timers.countdown.vanBack", "Get the van back to the church before the door slams, or every survivor loses a die.", nil)
	default:
		m.TodoWords = engine.Say("timers.countdown.keepDriving", "Keep driving: in phase 2 this countdown costs no die.", nil)
	}
	return withWords(m)
}

// countdownTitle is a countdown's headline: "Countdown 2".
func countdownTitle(c int) engine.Words {
	return engine.Say("timers.countdown.title", "Countdown {{.Countdown}}", engine.Args{"Countdown": c})
}

// said fills the mode's English from its words.
func withWords(m CountdownMode) CountdownMode {
	m.Title, m.Todo = m.TitleWords.String(), m.TodoWords.String()
	return m
}
