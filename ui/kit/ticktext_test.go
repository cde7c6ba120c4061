package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestTickTextRedrawsOnlyTheCharactersThatChange: a clock line keeps its
// words whole and its time a character to a text; a new second changes the
// texts of the characters that differ and no other, and the line reads as
// one text, centred in its room.
func TestTickTextRedrawsOnlyTheCharactersThatChange(t *testing.T) {
	w := newWindow(t)
	l := NewTickText(24, fyne.TextStyle{}, theme.ColorNameForeground)
	w.SetContent(container.NewVBox(l))
	l.SetText("", "10:59", " of 15:00 left")
	texts := func() []*canvas.Text {
		var out []*canvas.Text
		for _, o := range test.WidgetRenderer(l).Objects() {
			out = append(out, o.(*canvas.Text))
		}
		return out
	}
	before := texts()
	if len(before) != 7 || l.Text() != "10:59 of 15:00 left" {
		t.Fatalf("the line is %q in %d texts, want the words and five characters", l.Text(), len(before))
	}
	l.SetText("", "10:58", " of 15:00 left")
	after := texts()
	for i := range after {
		if after[i] != before[i] {
			t.Fatalf("text %d was replaced: a new second must reuse the texts", i)
		}
	}
	if got := after[5].Text; got != "8" || after[4].Text != "5" || l.Text() != "10:58 of 15:00 left" {
		t.Errorf("after a second the line shows %q (last digit %q)", l.Text(), got)
	}
	// Laid out side by side, centred, each text as wide as it is.
	var width float32
	for _, x := range after {
		width += x.MinSize().Width
	}
	if left := after[0].Position().X; left < 0 || left+width > l.Size().Width+0.5 {
		t.Errorf("the row starts at %v, %v wide, in %v", left, width, l.Size().Width)
	}
	for i := 1; i < len(after); i++ {
		if a, b := after[i-1], after[i]; b.Position().X < a.Position().X+a.Size().Width-0.5 {
			t.Errorf("text %d overlaps the one before it", i)
		}
	}
	// Dimmed, every text takes the colour.
	l.SetColour(theme.ColorNameDisabled)
	for _, x := range texts() {
		if x.Color != theme.Color(theme.ColorNameDisabled) {
			t.Fatal("a text kept its colour when the line was dimmed")
		}
	}
}

// TestSegmentNumberLightsEachDigit: each digit lights its segments (an 8
// all seven, a 1 the two on the right and its flag), as tall as the digits of text of
// its size, within a room it keeps when no digit shows.
func TestSegmentNumberLightsEachDigit(t *testing.T) {
	w := newWindow(t)
	n := NewSegmentNumber(220)
	w.SetContent(container.NewVBox(n))
	height := n.MinSize().Height
	if height < 0.72*220 {
		t.Fatalf("an empty number is %v high, a digit of its text %v", height, 0.72*220)
	}
	lit := func() (count int) {
		for _, o := range test.WidgetRenderer(n).Objects() {
			if o.Visible() {
				if o.Size().Width < 1 || o.Size().Height < 1 {
					t.Errorf("%q: a lit segment has no size", n.Text())
				}
				count++
				p, s := o.Position(), o.Size()
				if p.X < 0 || p.Y < 0 || p.X+s.Width > n.Size().Width+0.5 || p.Y+s.Height > n.Size().Height+0.5 {
					t.Errorf("a segment at %v, %v is outside the number's room %v", p, s, n.Size())
				}
			}
		}
		return count
	}
	for _, c := range []struct {
		text string
		lit  int
	}{{"8", 7}, {"1", 3}, {"38", 5 + 7}, {"10", 3 + 6}, {"7", 3}, {"", 0}, {"11", 6}} {
		n.SetText(c.text)
		if got := lit(); got != c.lit || n.Text() != c.text {
			t.Errorf("%q lights %d segments, want %d (reads %q)", c.text, got, c.lit, n.Text())
		}
		var top, bottom float32 = n.Size().Height, 0
		for _, o := range test.WidgetRenderer(n).Objects() {
			if o.Visible() {
				top, bottom = min(top, o.Position().Y), max(bottom, o.Position().Y+o.Size().Height)
			}
		}
		if (c.text == "8" || c.text == "1") && bottom-top < 0.7*220 {
			t.Errorf("an 8 is %v high, a digit of text of its size about %v", bottom-top, 0.72*220)
		}
		if n.MinSize().Height != height {
			t.Errorf("%q: the number is %v high, was %v", c.text, n.MinSize().Height, height)
		}
	}
}
