package timers

// Text is the caption to show for a fired cue: the cue's own, or, for a
// cue missed while the app was stalled, the same with how late it came, so
// the table knows the moment has passed; for a cue whose sound was lost, the
// same saying it was not heard. A screen keeps it up until the
// next cue.
func (f Fired) Text() string { return f.TextWords().String() }
