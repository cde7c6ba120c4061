package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// topTitleMin is the least width the title keeps beside the buttons; when
// it would get less, the buttons go to a row of their own below.
const topTitleMin = 150

// TopBar is the bar above every game screen: "Games" (back to the list of
// games), the screen's title, and the screen's own buttons on the right;
// on a narrow screen the buttons wrap onto rows under the title.
func TopBar(back func(), title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	b := NewButton(lang.X("kit.games", "Games"), nil, back)
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(topTitleMin, 0))
	main := container.NewBorder(nil, nil, b, nil, container.NewStack(room, wordsLabel(t)))
	return container.NewBorder(nil, widget.NewSeparator(), nil, nil, NewSideOrBelow(main, NewFlow(true, extra...)))
}
