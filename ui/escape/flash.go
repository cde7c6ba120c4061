package escape

import (
	"image/color"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
)

// escFlash is the flash over the whole screen when cues sound: their
// captions, largest first, and the moment it goes.
type escFlash struct {
	h     Host
	clock timers.Clock
	// cueCaption words a cue in the table's phase.
	cueCaption func(c timers.Cue) string
	// flashPop is the flash on show, if any, and flashUntil when it goes.
	flashPop   flashCover
	flashUntil time.Time
	// flashCues are the cues whose captions the flash on show holds.
	flashCues []timers.Cue
	// flashWake tells the ticker when the flash is to go.
	flashWake chan time.Time
}

// flashColour is the colour a cue flashes the screen with: red for the
// door and the cry, amber for gongs, green for "Escape!".
func flashColour(k timers.Kind) color.Color {
	switch k {
	case timers.KindDoorSlam, timers.KindZombieCry:
		return color.NRGBA{0xC0, 0x20, 0x20, 0xE8}
	case timers.KindGong, timers.KindSilence, timers.KindKnock, timers.KindBackWindow, timers.KindFinalWindow:
		return color.NRGBA{0xA0, 0x64, 0x00, 0xE8}
	case timers.KindEscape:
		return color.NRGBA{0x2E, 0x8B, 0x3A, 0xE8}
	}
	return color.NRGBA{0x40, 0x40, 0x60, 0xE8}
}

// flashFor is how long a flash covers the screen.
const flashFor = 1500 * time.Millisecond

// flash covers the screen with the cue's caption for a moment, so a muted
// tablet still tells the table what it would have heard. The clock's tick
// (which comes through the hand-off) takes it away after flashFor. A cue
// that comes while another's flash is on show joins it (the door slam and
// "20 seconds, no rolling" come at one moment): both captions show, the one
// that asks the table to act first, in its colour, so none hides another.
func (v *escFlash) flash(c timers.Cue) {
	if v.flashPop.Visible() && v.clock.Now().Before(v.flashUntil) {
		v.flashCues = append(v.flashCues, c)
	} else {
		v.flashCues = []timers.Cue{c}
	}
	cues := v.flashCues
	sort.SliceStable(cues, func(i, j int) bool { return flashRank(cues[i].Kind) < flashRank(cues[j].Kind) })
	var captions []string
	for _, c := range cues {
		captions = append(captions, v.cueCaption(c)) // in the table's phase: no search in phase 2
	}
	bg := canvas.NewRectangle(flashColour(cues[0].Kind))
	cv := v.h.Window().Canvas()
	style := fyne.TextStyle{Bold: true}
	// The flash is read across the room: the largest type at which the
	// captions fit the screen, wrapped.
	width := cv.Size().Width - 48
	size := flashSize(captions, style, width, cv.Size().Height*0.8)
	lines := container.NewVBox()
	for i, caption := range captions {
		if i > 0 {
			lines.Add(flashGap(size))
		}
		for _, l := range wrapWords(caption, size, style, width) {
			txt := canvas.NewText(l, color.White)
			txt.TextSize = size
			txt.TextStyle = style
			txt.Alignment = fyne.TextAlignCenter
			lines.Add(txt)
		}
	}
	// The flash is drawn over the screen but takes no tap: a finger already
	// on its way to a button (the door-slam question as the break ends)
	// reaches it; a pop-up would swallow the tap.
	v.flashPop.show(bg, container.NewCenter(lines))
	v.flashUntil = v.clock.Now().Add(flashFor)
	// Tell the ticker, so the flash goes on time and not at the next second.
	select {
	case v.flashWake <- v.flashUntil:
	default:
	}
}

// Flash type sizes: as large as fits, never below flashLeast (three times
// the size of ordinary text at the table).
const (
	flashMost  = 120
	flashLeast = 56
)

// flashSize is the largest type from flashMost down to flashLeast at which
// the captions, each wrapped to width with a gap between them, fit within
// height and no word is wider than width.
func flashSize(captions []string, style fyne.TextStyle, width, height float32) float32 {
	size := float32(flashMost)
	for ; size > flashLeast; size -= 4 {
		line := fyne.MeasureText("Mg", size, style).Height
		tall := float32(len(captions)-1) * line / 2
		wide := false
		for _, text := range captions {
			lines := wrapWords(text, size, style, width)
			tall += float32(len(lines)) * line
			for _, l := range lines {
				wide = wide || fyne.MeasureText(l, size, style).Width > width
			}
		}
		if tall <= height && !wide {
			break
		}
	}
	return size
}

// bigLines is a headline in very large type, wrapped to fit a window of
// size held either way (the shorter side), so it is never cut at its edge.
func bigLines(text string, size float32, win fyne.Size) fyne.CanvasObject {
	style := fyne.TextStyle{Bold: true}
	width := fyne.Min(win.Width, win.Height) - 48
	if width <= 0 {
		width = 360
	}
	for _, w := range strings.Fields(text) {
		size = fyne.Min(size, fitText(w, style, size, width))
	}
	box := container.NewVBox()
	for _, l := range wrapWords(text, size, style, width) {
		t := canvas.NewText(l, theme.Color(theme.ColorNameForeground))
		t.TextSize = size
		t.TextStyle = style
		t.Alignment = fyne.TextAlignCenter
		box.Add(t)
	}
	return box
}

// clearFlash hides the flash on show, if any.
func (v *escFlash) clearFlash() {
	if v.flashPop.Visible() {
		v.flashPop.Hide()
	}
	v.flashCues = nil
}

// flashRank orders the captions of one flash: the cues that ask the table
// to act (the door slam, the zombie cry) first, then the rest as they came.
func flashRank(k timers.Kind) int {
	if k == timers.KindDoorSlam || k == timers.KindZombieCry {
		return 0
	}
	return 1
}

// flashGap is the space between two captions of one flash: half a line.
func flashGap(size float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, fyne.MeasureText("Mg", size, fyne.TextStyle{Bold: true}).Height/2))
	return r
}

// fitText is the largest text size from most down to minCaption at which
// text fits in width, so a caption is never cut at the window's edge.
func fitText(text string, style fyne.TextStyle, most, width float32) float32 {
	size := most
	for size > minCaption && fyne.MeasureText(text, size, style).Width > width {
		size -= 2
	}
	return size
}

// minCaption is the least size of a caption on the table's shared screen.
const minCaption = 24

// wrapWords breaks text into lines that fit in width at size.
func wrapWords(text string, size float32, style fyne.TextStyle, width float32) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(text) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && fyne.MeasureText(try, size, style).Width > width {
			out = append(out, line)
			try = w
		}
		line = try
	}
	return append(out, line)
}

// flashCover is the layer a flash is drawn on, over the whole screen. It
// is no widget that takes taps, so a tap goes through it to the button
// under the finger.
type flashCover struct {
	*fyne.Container
}

func newFlashCover() flashCover {
	c := flashCover{container.New(coverLayout{})}
	c.Hide()
	return c
}

// coverLayout gives every object the whole space and asks for none: a
// flash fits the screen it covers and never makes it larger.
type coverLayout struct{}

func (coverLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (coverLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(s)
	}
}

// show puts objs on the layer and shows it.
func (c flashCover) show(objs ...fyne.CanvasObject) {
	c.Objects = objs
	c.Show()
	c.Refresh()
}
