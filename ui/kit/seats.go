package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// SeatChips shows a table's players in seat order, each a square of its
// colour beside its name (the name is always there: colour is never the
// only signal), wrapping onto more lines where the width runs out.
func SeatChips(seats []Seat) fyne.CanvasObject {
	var chips []fyne.CanvasObject
	for _, s := range seats {
		// A long name is cut with an ellipsis, never wider than a phone.
		name := ShortLabel(s.Name, 260)
		if s.Colour == "" {
			chips = append(chips, name)
			continue
		}
		sq := canvas.NewRectangle(PlayerColour(s.Colour))
		sq.SetMinSize(fyne.NewSize(20, 20))
		sq.CornerRadius = 4
		// Outlined in the text's colour, so a pale square shows on a
		// light screen as a dark one does on a dark screen.
		sq.StrokeColor = theme.Color(theme.ColorNameForeground)
		sq.StrokeWidth = 1
		chips = append(chips, container.NewHBox(container.NewCenter(sq), name))
	}
	return NewFlow(false, chips...)
}
