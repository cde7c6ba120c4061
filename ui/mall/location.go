package mall

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
)

// chip is a character on the board: its owner's colour and letter and
// its kind, with "hidden" under it when a Hidden card protects it.
func chip(st mh.State, c mh.Character) fyne.CanvasObject {
	p := st.Players[c.Owner]
	fg := theme.Color(theme.ColorNameForeground)
	// The rulebook's name, as on the buttons, a little smaller so that two
	// chips share a line.
	kind := canvas.NewText(c.Kind.String(), fg)
	kind.TextSize = theme.TextSize() * 0.8
	var text fyne.CanvasObject = kind
	if c.Hidden {
		kind.TextSize = theme.TextSize() * 0.7
		kind.TextStyle.Italic = true
		h := canvas.NewText("hidden", fg)
		h.TextSize = theme.TextSize() * 0.7
		h.TextStyle.Italic = true
		text = container.NewVBox(kind, h)
	}
	return container.NewHBox(container.NewCenter(swatch(p.Colour, 24)), container.NewCenter(text))
}

// locationCard shows one location: number and name, places taken, zombies,
// the characters there, and the condemned mask when it is closed. mark,
// when not nil, is the colour of its outline: the primary colour for a box
// a tap acts on, another for one that only draws the eye.
func locationCard(st mh.State, l mh.Location, mark color.Color) fyne.CanvasObject {
	fg := theme.Color(theme.ColorNameForeground)
	title := widget.NewLabelWithStyle(l.String(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	places := "no limit"
	if c := l.Capacity(); c != mh.Unlimited {
		places = fmt.Sprintf("%d/%d places", st.Count(l), c)
		if st.IsFull(l) {
			places = fmt.Sprintf("%d/%d full", st.Count(l), c)
		}
	} else if n := st.Count(l); n > 0 {
		places = fmt.Sprintf("%d here", n)
	}
	pl := widget.NewLabel(places)
	zn := canvas.NewText(fmt.Sprint(st.Zombies[l]), fg)
	zn.TextSize = theme.TextSize() * 2.2
	zn.TextStyle.Bold = true
	zl := "zombies"
	if st.Zombies[l] == 1 {
		zl = "zombie"
	}
	// The places share the zombies' line, right-aligned: a line less in
	// every box leaves the side panel more room in portrait.
	zrow := container.NewBorder(nil, nil, container.NewHBox(zn, container.NewCenter(widget.NewLabel(zl))), container.NewCenter(pl))
	body := container.NewVBox(title, zrow)
	if st.Phase == mh.PhaseAttack && st.Hardware[l] > 0 && l != mh.Parking {
		// Its own line, cut short rather than widening the box.
		hl := widget.NewLabel(fmt.Sprintf("+%s: holds off %s", plural(st.Hardware[l], "Hardware card"), plural(st.Hardware[l], "more zombie")))
		hl.Truncation = fyne.TextTruncateEllipsis
		body.Add(hl)
	}
	chips := container.New(chipsLayout{})
	for _, c := range st.Characters {
		if c.Alive() && c.Location == l {
			chips.Add(chip(st, c))
		}
	}
	body.Add(chips)

	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	if mark != nil {
		bg.StrokeColor = mark
		bg.StrokeWidth = 4
	}
	if st.IsClosed(l) {
		// Nothing of the box shows through its mask.
		return container.NewStack(bg, condemnedMask(l, st.Closed[l]))
	}
	return container.NewStack(bg, container.NewPadded(body))
}

// condemnedMask covers a closed location, as the box's mask does.
func condemnedMask(l mh.Location, why mh.ClosedReason) fyne.CanvasObject {
	shade := canvas.NewRectangle(maskShade)
	shade.CornerRadius = 10
	shade.StrokeColor = color.NRGBA{0xE0, 0x3B, 0x3B, 0xFF}
	shade.StrokeWidth = 3
	word := "CONDEMNED"
	sub := "nobody may enter"
	if why == mh.ClosedBySetup {
		word = "CLOSED"
		sub = "closed at 3-4 players"
	}
	t := canvas.NewText(word, maskInk)
	t.TextStyle.Bold = true
	t.TextSize = theme.TextSize() * 1.6
	t.Alignment = fyne.TextAlignCenter
	s := canvas.NewText(sub, maskInk)
	s.TextSize = theme.TextSize()
	s.Alignment = fyne.TextAlignCenter
	name := canvas.NewText(l.String(), maskInk)
	name.TextSize = theme.TextSize()
	name.TextStyle.Bold = true
	name.Alignment = fyne.TextAlignCenter
	return container.NewStack(shade, container.New(layout.NewCenterLayout(), container.NewVBox(name, t, s)))
}
