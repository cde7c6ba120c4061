package escape

import (
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
)

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
// (which comes through the hand-off) takes it away after flashFor.
func (v *view) flash(c timers.Cue) {
	bg := canvas.NewRectangle(flashColour(c.Kind))
	cv := v.h.Window().Canvas()
	style := fyne.TextStyle{Bold: true}
	width := cv.Size().Width - 32
	const size = 40
	lines := container.NewVBox()
	for _, l := range wrapWords(c.Caption, size, style, width) {
		txt := canvas.NewText(l, color.White)
		txt.TextSize = size
		txt.TextStyle = style
		txt.Alignment = fyne.TextAlignCenter
		lines.Add(txt)
	}
	v.clearFlash()
	pop := widget.NewPopUp(container.NewStack(bg, container.NewCenter(lines)), cv)
	pop.Resize(cv.Size())
	pop.Show()
	v.flashPop = pop
	v.flashUntil = v.clock.Now().Add(flashFor)
	// Tell the ticker, so the flash goes on time and not at the next second.
	select {
	case v.flashWake <- v.flashUntil:
	default:
	}
}

// clearFlash hides the flash on show, if any.
func (v *view) clearFlash() {
	if v.flashPop != nil {
		v.flashPop.Hide()
		v.flashPop = nil
	}
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
