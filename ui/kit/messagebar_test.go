package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// TestMessageBarReadsAcrossTheTable: the bar's text is at least 24 px on
// a tablet and a phone; a notice with its rule shows whole over the two
// lines on a tablet (on a phone, whole or marked "more in the Log"), cut
// nowhere mid-word; one too long for them ends in "more in the Log", and
// the log keeps it whole; the bar keeps its height when the undo goes.
func TestMessageBarReadsAcrossTheTable(t *testing.T) {
	notice := Message{Text: "The Water Tower falls: 3 zombies over its limit eat the Blonde and the Geek.", Rule: "a place with more zombies than its limit falls"}
	long := Message{Text: strings.Repeat("Every character at the Crossroads hides from the horde. ", 6), Rule: "hiding"}
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}, {Width: 412, Height: 915}} {
		w := newWindow(t)
		bar := NewMessageBar(w.Canvas)
		bar.Offer("Undo the explosion", func() {})
		w.SetContent(container.NewBorder(nil, bar, nil, nil, widget.NewLabel("board")))
		w.Resize(size)
		for _, l := range bar.lines {
			if l.TextSize < CaptionMin {
				t.Errorf("at %v the bar's text is %.1f px, under %d", size, l.TextSize, CaptionMin)
			}
		}
		bar.Post(notice)
		got := bar.Lines()
		joined := strings.TrimSpace(got[0] + " " + got[1])
		if phone := size.Width < Narrow; joined != notice.String() && !(phone && strings.HasSuffix(got[1], moreInLog())) {
			t.Errorf("at %v the notice shows as %q, not whole", size, got)
		}
		for _, line := range got {
			if w := fyne.MeasureText(line, bar.TextSize(), fyne.TextStyle{}).Width; w > bar.width+0.5 {
				t.Errorf("at %v the line %q is %.0f wide, the bar's text %.0f", size, line, w, bar.width)
			}
		}
		bar.Post(long)
		got = bar.Lines()
		if !strings.HasSuffix(got[1], moreInLog()) {
			t.Errorf("at %v a long notice is cut without saying so: %q", size, got)
		}
		shownWords := strings.Fields(got[0] + " " + strings.TrimSuffix(got[1], moreInLog()))
		all := strings.Fields(long.String())
		for i, word := range shownWords {
			if all[i] != word {
				t.Errorf("at %v word %d shows as %q, the notice says %q", size, i, word, all[i])
				break
			}
		}
		if bar.log.Disabled() {
			t.Errorf("at %v the log is shut while a notice is cut", size)
		}
		if h := bar.History(); h[len(h)-1].String() != long.String() {
			t.Errorf("the log keeps %q", h[len(h)-1])
		}
		h := bar.MinSize().Height
		bar.Offer("", nil)
		w.Resize(size.AddWidthHeight(1, 0))
		w.Resize(size)
		if got := bar.MinSize().Height; got != h {
			t.Errorf("at %v the bar went from %v to %v high when the undo was taken away", size, h, got)
		}
	}
}

// tabletBar is a message bar under a board in a 1280x800 window.
func tabletBar(t *testing.T) *MessageBar {
	w := newWindow(t)
	bar := NewMessageBar(w.Canvas)
	w.SetContent(container.NewBorder(nil, bar, nil, nil, widget.NewLabel("board")))
	w.Resize(fyne.NewSize(1280, 800))
	return bar
}

// TestMessageBarCutsNoOlderMessage: under a newest message of one line,
// the line left shows the message before it only whole: a line ending in
// "… more in the Log" for an older message was read as a message lost
// (Escape's players said so). A newest message that fits the two lines
// shows whole.
func TestMessageBarCutsNoOlderMessage(t *testing.T) {
	bar := tabletBar(t)
	older := Message{Text: strings.Repeat("The van waits at the church for the last survivor. ", 3)}
	bar.Post(older, Message{Text: "An item went into the cargo bay: 1 of 7."})
	if got := bar.Lines(); got[0] != "An item went into the cargo bay: 1 of 7." || got[1] != "" {
		t.Errorf("under the newest, an older message too long for the line shows cut: %q", got)
	}
	long := Message{Text: strings.Repeat("Every survivor outside the church loses a die. ", 3)}
	bar.Post(long)
	if got := bar.Lines(); strings.TrimSpace(got[0]+" "+got[1]) != strings.TrimSpace(long.Text) {
		t.Errorf("a newest message that fits the two lines shows whole: %q", got)
	}
}

// TestMessageBarSettlesRefusals: a refusal shows in red until Settle (the
// game moved on), then leaves the bar, the log keeping it, and the older
// messages come back under the newest.
func TestMessageBarSettlesRefusals(t *testing.T) {
	bar := tabletBar(t)
	bar.Post(Message{Text: "An item went into the cargo bay: 1 of 7."})
	short := Message{Text: "The game runs again."}
	bar.Post(short, Message{Text: "Refused.", Refusal: true})
	if got := bar.Lines(); got != [2]string{"Not allowed: Refused.", short.Text} {
		t.Errorf("the refusal and the message before it, whole: %q", got)
	}
	bar.Settle()
	if got := bar.Lines(); got != [2]string{short.Text, "An item went into the cargo bay: 1 of 7."} {
		t.Errorf("settled, the refusal leaves the bar: %q", got)
	}
	if h := bar.History(); len(h) != 3 || h[2].Shown() != "Not allowed: Refused." {
		t.Errorf("the log keeps the refusal: %q", h)
	}
	if bar.log.Disabled() {
		t.Error("the log is shut while it holds what the bar does not show")
	}
}

// TestMessageBarLeavesTheRuleToTheLog: a step whose sentence fits the two
// lines but not with its rule shows the sentence whole, without "… more in
// the Log": what the step did matters at the table, the rule behind it
// waits in the Log (German Mall games ended in "… mehr im Verlauf" at 52
// of 87 steps at 800x1280). A sentence too long even alone is still cut.
func TestMessageBarLeavesTheRuleToTheLog(t *testing.T) {
	bar := tabletBar(t)
	text := "The zombies get into the Security HQ (5): vote for the victim."
	m := Message{Text: text, Rule: strings.Repeat("each character present is one vote, a Gunman one more ", 3)}
	bar.Post(m)
	got := bar.Lines()
	if strings.TrimSpace(got[0]+" "+got[1]) != text || strings.Contains(got[0]+got[1], strings.TrimSpace(moreInLog())) {
		t.Errorf("the sentence without its rule: %q", got)
	}
	if bar.log.Disabled() {
		t.Error("the Log holds the rule the bar left out, and does not open")
	}
	long := Message{Text: strings.Repeat("Every survivor outside the church loses a die. ", 6), Rule: "a rule"}
	bar.Post(long)
	if got := bar.Lines(); !strings.HasSuffix(got[1], moreInLog()) {
		t.Errorf("a sentence longer than the two lines alone is cut: %q", got)
	}
}
