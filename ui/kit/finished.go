package kit

import "time"

// Finished is a game that is over as the table's record counts it: its
// players and result line (Past), who won and everyone's score, or for a
// cooperative game whether the team escaped and with what left. Every
// field is read from the game's archived journal; nothing is kept apart.
type Finished struct {
	Past
	// Over is true when the game reached its end; false for one left
	// unfinished when another took its place (not counted in the record).
	Over bool
	// Scored is true for a game of points (each seat's in Scores).
	Scored bool
	// Scores are the seats' points, in seat order (Scored games).
	Scores []int
	// Won marks the winners, in seat order; in a cooperative game every
	// seat shares the team's fate.
	Won []bool
	// Escaped, TimeLeft and DiceLeft are a cooperative game's end (Escape:
	// Zombie City); TimeLeft is 0 when the table did not record it.
	Escaped  bool
	TimeLeft time.Duration
	DiceLeft int
}

// Step is one step of a past game told again: what the Log said of it,
// when it came (the hour, the round, the clock) and the position after it
// in its one-line notation (docs/notation.md).
type Step struct {
	Text     string
	Moment   string
	Notation string
}
