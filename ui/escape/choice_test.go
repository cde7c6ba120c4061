package escape

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestSurvivorCountsReadAsChoices: on the new-game form every number of
// survivors, chosen or not, is a button whose words stand out from its
// background at 4.5:1 in the dark and the light theme; a tap chooses it.
func TestSurvivorCountsReadAsChoices(t *testing.T) {
	for _, look := range []kit.Look{kit.LookDark, kit.LookLight} {
		h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
		h.fa.Settings().SetTheme(kit.NewTheme(look, 1))
		fromHome(h)
		h.tap("3")
		if n := len(uitest.Entries(h.canvas(), "Player 4")); n != 0 || len(uitest.Entries(h.canvas(), "Player 3")) != 1 {
			t.Fatalf("look %d: a tap on 3 asks for three survivors: %q", look, h.texts())
		}
		for _, n := range []string{"2", "3", "4"} {
			b := uitest.Button(t, h.canvas(), n)
			ink, bg := buttonColours(t, b)
			if r := kit.Contrast(ink, bg); r < 4.5 {
				t.Errorf("look %d: the choice %q has contrast %.2f, needs 4.5", look, n, r)
			}
		}
	}
}

// buttonColours is the colour of a button's words and of the background
// they lie on (laid over the window's background where it is see-through).
func buttonColours(t *testing.T, b fyne.CanvasObject) (ink, bg color.Color) {
	t.Helper()
	bg = theme.Color(theme.ColorNameBackground)
	uitest.WalkObject(b, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Rectangle:
			// The background under the words: as high as the button and at
			// least half as wide (kit.Button draws it as a middle between
			// two rounded ends).
			s := x.Size()
			if ink == nil && s.Height == b.Size().Height && s.Width >= b.Size().Width/2 && x.FillColor != nil {
				if _, _, _, a := x.FillColor.RGBA(); a > 0 {
					bg = over(x.FillColor, bg)
				}
			}
		case *canvas.Text:
			if x.Text != "" {
				ink = x.Color
			}
		}
	})
	if ink == nil {
		t.Fatal("the button has no words")
	}
	return ink, bg
}

// over lays colour c over the opaque colour under.
func over(c, under color.Color) color.Color {
	r, g, b, a := c.RGBA()
	ur, ug, ub, _ := under.RGBA()
	mix := func(x, y uint32) uint8 { return uint8((x + y*(0xFFFF-a)/0xFFFF) >> 8) }
	return color.NRGBA{mix(r, ur), mix(g, ug), mix(b, ub), 0xFF}
}

// TestMessagesReadAcrossTheTable: Escape's messages go to the kit's bar,
// the one message bar of ui/ (Escape had a bar of its own beside it); a
// long message (a refusal's reason) is set in caption type (24 px at
// least), inside the bar on a tablet and on a phone; it shows whole when
// it fits the bar's two lines (on the tablets it does: it once ended in
// "… more in the Log" there), else its start with "… more in the Log",
// and the Log keeps it whole.
func TestMessagesReadAcrossTheTable(t *testing.T) {
	for _, size := range uitest.Sizes {
		h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
		h.win.Resize(size)
		h.newGame()
		uitest.Button(t, h.canvas(), "We escaped!").(*kit.Button).Tapped(&fyne.PointEvent{})
		bar := h.msgBar()
		if bar == nil || len(bar.History()) == 0 {
			t.Fatalf("%v: no kit.MessageBar under the screen, or nothing said", size)
		}
		want := bar.History()[len(bar.History())-1].Shown()
		if len(want) < 80 {
			t.Fatalf("the test needs a long message, not %q", want)
		}
		lines := bar.Lines()
		var textW float32
		uitest.WalkObject(bar, func(o fyne.CanvasObject) {
			x, ok := o.(*canvas.Text)
			if !ok || x.Text == "" || (x.Text != lines[0] && x.Text != lines[1]) {
				return // the buttons' words
			}
			textW = x.Size().Width
			if x.TextSize < kit.CaptionMin {
				t.Errorf("%v: the line %q is %.0f px, under a caption's %d", size, x.Text, x.TextSize, kit.CaptionMin)
			}
			if right := x.Position().X + x.MinSize().Width; right > bar.Size().Width || x.Position().Y+x.MinSize().Height > bar.Size().Height+1 {
				t.Errorf("%v: the line %q runs out of the bar", size, x.Text)
			}
		})
		got := strings.TrimSpace(lines[0] + " " + lines[1])
		if lines[0] == want {
			got = want // whole on one line, an older message under it
		}
		const more = "… more in the Log"
		if cut, ok := strings.CutSuffix(got, more); ok && linesFor(want, bar.TextSize(), textW) > 2 {
			if !strings.HasPrefix(want, strings.TrimSpace(cut)) {
				t.Errorf("%v: the bar shows %q, not the start of %q", size, got, want)
			}
		} else if got != want {
			t.Errorf("%v: the bar shows %q, not the whole %q (%d lines of %.0f)", size, got, want, linesFor(want, bar.TextSize(), textW), textW)
		}
	}
}

// linesFor is how many lines of width text takes at size, broken at spaces.
func linesFor(text string, size, width float32) int {
	n, line := 1, ""
	for _, w := range strings.Fields(text) {
		try := strings.TrimSpace(line + " " + w)
		if line != "" && fyne.MeasureText(try, size, fyne.TextStyle{}).Width > width {
			n, try = n+1, w
		}
		line = try
	}
	return n
}

// msgBar is the message bar of the screen on show, nil if none.
func (h *fakeHost) msgBar() *kit.MessageBar {
	var bar *kit.MessageBar
	uitest.WalkObject(h.win.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.MessageBar); ok {
			bar = b
		}
	})
	return bar
}

// TestTableTextIsLarge: the next-countdown line and the time left under the
// countdown are 24 px at least, and the flash far larger.
func TestTableTextIsLarge(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 1280))
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	size := func(part string) float32 {
		var s float32
		uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && x.Visible() && strings.Contains(x.Text, part) {
				s = x.TextSize
			}
		})
		return s
	}
	if s := size("Countdown 1 begins in"); s < 24 {
		t.Errorf("the next-countdown line is %.1f px", s)
	}
	h.advance(cueOffset(t, timers.KindGong, 1) - time.Minute)
	if s := size("of 15:00 left"); s < 24 {
		t.Errorf("the time left under the countdown is %.1f px: %q", s, h.texts())
	}
	var flash float32
	for _, l := range h.flashLines() {
		flash = max(flash, size(l))
	}
	if flash < flashLeast {
		t.Errorf("the flash's words are %.1f px, want %d at least", flash, flashLeast)
	}
	h.tap("Pause")
}

// TestTheLastTableIsOfferedAgain: a table that starts a second game finds
// its survivors on the form as it left them: how many, their names and
// their colours; a blank name stays blank ("Player 2" again).
func TestTheLastTableIsOfferedAgain(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	fromHome(h)
	h.tap("3")
	uitest.Entry(t, h.canvas(), "Player 1").SetText("Ann")
	uitest.Entry(t, h.canvas(), "Player 3").SetText("Cy")
	h.tap("Start the game")
	if !h.shows("Ann (B)") || !h.shows("Cy (W)") {
		t.Fatalf("the game has the names typed: %q", h.texts())
	}
	h.tap("Games")
	Open(h)
	if n := len(uitest.Entries(h.canvas(), "Player 4")); n != 0 {
		t.Fatalf("the form asks for %d fourth survivors, the last table had three", n)
	}
	if a, b, c := uitest.Entry(t, h.canvas(), "Player 1").Text, uitest.Entry(t, h.canvas(), "Player 2").Text, uitest.Entry(t, h.canvas(), "Player 3").Text; a != "Ann" || b != "" || c != "Cy" {
		t.Fatalf("the form offers %q, %q, %q; want the last table's Ann, blank, Cy", a, b, c)
	}
	h.tap("Start the game")
	if !h.shows("Ann (B)") || !h.shows("Player 2 (R)") || !h.shows("Cy (W)") {
		t.Fatalf("the second game has the same survivors: %q", h.texts())
	}
}
