package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// pausedSignSize is the height of the PAUSED sign: read from 2 m, as the
// clock is (a line of ordinary text is not).
const pausedSignSize = 72

// newPausedSign is the PAUSED sign, hidden until the game is paused.
func newPausedSign() *canvas.Text {
	t := canvas.NewText(lang.X("escape.paused.sign", "PAUSED"), theme.Color(theme.ColorNameWarning))
	t.TextSize = pausedSignSize
	t.TextStyle = fyne.TextStyle{Bold: true}
	t.Alignment = fyne.TextAlignCenter
	t.Hide()
	return t
}

// showPaused shows the PAUSED sign and dims the big clock while the game is
// paused, so a table sees from across the room that the time stands still;
// both come back as they were when it runs again.
func (v *view) showPaused(paused bool) {
	if paused == v.pausedBig.Visible() {
		return
	}
	ink := theme.ColorNameForeground
	if paused {
		ink = theme.ColorNameDisabled
		v.pausedBig.Show()
	} else {
		v.pausedBig.Hide()
	}
	v.timeLeft.SetColour(ink)
	v.pausedBig.Refresh()
}
