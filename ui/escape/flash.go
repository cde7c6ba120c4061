package escape

import (
	"image/color"
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
		return color.NRGBA{0xD0, 0x8A, 0x10, 0xE8}
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
	txt := canvas.NewText(c.Caption, color.White)
	txt.TextSize = 40
	txt.TextStyle.Bold = true
	txt.Alignment = fyne.TextAlignCenter
	cv := v.h.Window().Canvas()
	v.clearFlash()
	pop := widget.NewPopUp(container.NewStack(bg, container.NewCenter(txt)), cv)
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
