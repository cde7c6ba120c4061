package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// TopBar is the bar above every game screen: "Games" (back to the list of
// games), the screen's title, and the screen's own buttons on the right.
func TopBar(back func(), title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	b := NewButton("Games", nil, back)
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Truncation = fyne.TextTruncateEllipsis
	right := container.NewHBox(extra...)
	return container.NewBorder(nil, widget.NewSeparator(), b, right, t)
}
