package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// pausedSignSize is the largest height of the PAUSED sign: read from 2 m,
// as the clock is (a line of ordinary text is not). In Start's cell it
// takes the most of that the cell holds (fitSign).
const pausedSignSize = 72

// fitSign lays out Start's cell: Start fills it, and the PAUSED sign (shown
// in Start's place once the game runs) fills it too, in the largest type
// up to pausedSignSize that the cell holds whole. Its size is Start's, so
// the row never changes height when the sign comes or goes.
type fitSign struct{ sign *canvas.Text }

// MinSize is the size of the cell's button.
func (f fitSign) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize()
}

// Layout fills the cell with each object and fits the sign's type to it.
func (f fitSign) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Resize(size)
		o.Move(fyne.NewPos(0, 0))
	}
	ts := float32(pausedSignSize)
	for ts > 8 {
		m := fyne.MeasureText(f.sign.Text, ts, f.sign.TextStyle)
		if m.Width <= size.Width && m.Height <= size.Height {
			break
		}
		ts--
	}
	if ts != f.sign.TextSize {
		f.sign.TextSize = ts
		f.sign.Refresh()
	}
}

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
		v.startB.Hide()
		v.pausedBig.Show()
	} else {
		v.pausedBig.Hide()
		v.startB.Show()
	}
	v.timeLeft.SetColour(ink)
	v.pausedBig.Refresh()
}
