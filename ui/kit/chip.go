package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Swatch is a player's colour with its letter on it, in dark ink that reads
// on every player colour in either theme (colour is never the only signal).
func Swatch(colour, letter string, side float32) fyne.CanvasObject {
	sw := canvas.NewRectangle(PlayerColour(colour))
	sw.SetMinSize(fyne.NewSize(side, side))
	sw.CornerRadius = side / 5
	l := canvas.NewText(letter, color.NRGBA{0x10, 0x10, 0x10, 0xFF})
	l.TextStyle.Bold = true
	l.TextSize = side * 0.6
	l.Alignment = fyne.TextAlignCenter
	return container.NewStack(sw, container.NewCenter(l))
}

// PlayerChip is a player's or a character's chip: the owner's colour with
// its letter, the name, and its condition when it has one.
func PlayerChip(colour, letter, name string, exhausted, hidden bool) fyne.CanvasObject {
	state := ""
	if exhausted {
		state = " (exhausted)"
	}
	if hidden {
		state += " (hidden)"
	}
	l := widget.NewLabel(name + state)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, Swatch(colour, letter, 30), nil, l)
}
