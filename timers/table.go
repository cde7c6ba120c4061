package timers

import (
	"fmt"
	"strings"
)

// Table returns the track's timeline as a Markdown table: each cue's offset
// in the track and on the play clock (from the first "Escape!"), what it is,
// its caption and whether the table must act. docs/escape-tracks.md holds
// these tables, and a test keeps them equal to the code.
func (t Track) Table() string {
	var b strings.Builder
	play := t.PlayStart()
	b.WriteString("| # | track | play | cue | caption | table acts |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for i, c := range t.Cues {
		pc := ""
		if c.Offset >= play {
			pc = FormatOffset(c.Offset - play)
		}
		kind := c.Kind.String()
		if c.Kind == KindGong {
			kind = fmt.Sprintf("gong ×%d", c.Gongs)
		} else if c.Countdown > 0 {
			kind = fmt.Sprintf("%s (%d)", kind, c.Countdown)
		}
		act := ""
		if c.Act {
			act = c.Prompt
		}
		fmt.Fprintf(&b, "| %d | %s | %s | %s | %s | %s |\n", i, FormatOffset(c.Offset), pc, kind, c.Caption, act)
	}
	return b.String()
}
