package mall

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
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
	kind := canvas.NewText(tr(c.Kind.Words()), fg)
	kind.TextSize = theme.TextSize() * 0.8
	objs := []fyne.CanvasObject{swatch(p.Colour, swatchSide), kind}
	if c.Hidden {
		kind.TextSize = theme.TextSize() * 0.7
		kind.TextStyle.Italic = true
		h := canvas.NewText(lang.X("mall.location.hidden", "hidden"), fg)
		h.TextSize = theme.TextSize() * 0.7
		h.TextStyle.Italic = true
		objs = append(objs, h)
	}
	l := &chipLayout{}
	for _, o := range objs[1:] {
		l.sizes = append(l.sizes, o.(*canvas.Text).TextSize)
	}
	return container.New(l, objs...)
}

// locationCard shows one location: number and name, places taken, zombies,
// the characters there, and the condemned mask when it is closed. mark,
// when not nil, is the colour of its outline: the primary colour for a box
// a tap acts on, another for one that only draws the eye.
func locationCard(st mh.State, l mh.Location, mark color.Color) fyne.CanvasObject {
	fg := theme.Color(theme.ColorNameForeground)
	// The name without a label's padding, written smaller rather than cut
	// when the box is narrow: the characters get the room.
	name := canvas.NewText(tr(l.Words()), fg)
	name.TextStyle.Bold = true
	name.TextSize = theme.TextSize()
	title := container.New(&fitText{size: name.TextSize}, name)
	places := lang.X("mall.location.noLimit", "no limit")
	if c := l.Capacity(); c != mh.Unlimited {
		a := map[string]any{"Count": st.Count(l), "Room": c}
		places = lang.X("mall.location.places", "{{.Count}}/{{.Room}} places", a)
		if st.IsFull(l) {
			places = lang.X("mall.location.full", "{{.Count}}/{{.Room}} full", a)
		}
	} else if n := st.Count(l); n > 0 {
		places = lang.X("mall.location.here", "{{.Count}} here", map[string]any{"Count": n})
	}
	pl := widget.NewLabel(places)
	zn := canvas.NewText(fmt.Sprint(st.Zombies[l]), fg)
	zn.TextSize = theme.TextSize() * 2.2
	zn.TextStyle.Bold = true
	zl := lang.XN("mall.location.zombies", "zombies", st.Zombies[l], map[string]any{"Count": st.Zombies[l]})
	// The places share the zombies' line, right-aligned: a line less in
	// every box leaves the side panel more room in portrait.
	zrow := container.NewBorder(nil, nil, container.NewHBox(zn, container.NewCenter(widget.NewLabel(zl))), container.NewCenter(pl))
	head := container.NewVBox(title, zrow)
	// Only during this place's attack: after it the cards no longer count
	// and the line read as stale while the zombies went on elsewhere.
	if st.Phase == mh.PhaseAttack && st.AttackAt == l && st.Hardware[l] > 0 && l != mh.Parking {
		// Its own line, written smaller rather than widening the box.
		hl := canvas.NewText(lang.XN("mall.location.hardware", "+{{.Count}} Hardware cards: holds off {{.Count}} more zombies", st.Hardware[l], map[string]any{"Count": st.Hardware[l]}), fg)
		hl.TextSize = theme.TextSize() * 0.8
		head.Add(container.New(&fitText{size: hl.TextSize}, hl))
	}
	// The characters take the room the board leaves the box under its
	// head: all of them show, however many.
	chips := container.New(chipsLayout{})
	for _, c := range st.Characters {
		if c.Alive() && c.Location == l {
			chips.Add(chip(st, c))
		}
	}
	body := container.NewBorder(head, nil, nil, nil, chips)

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
	word := lang.X("mall.location.condemned", "CONDEMNED")
	sub := lang.X("mall.location.nobody", "nobody may enter")
	if why == mh.ClosedBySetup {
		word = lang.X("mall.location.closed", "CLOSED")
		sub = lang.X("mall.location.closedAt", "closed at 3-4 players")
	}
	t := canvas.NewText(word, maskInk)
	t.TextStyle.Bold = true
	t.TextSize = theme.TextSize() * 1.6
	t.Alignment = fyne.TextAlignCenter
	s := canvas.NewText(sub, maskInk)
	s.TextSize = theme.TextSize()
	s.Alignment = fyne.TextAlignCenter
	name := canvas.NewText(tr(l.Words()), maskInk)
	name.TextSize = theme.TextSize()
	name.TextStyle.Bold = true
	name.Alignment = fyne.TextAlignCenter
	return container.NewStack(shade, container.New(layout.NewCenterLayout(), container.NewVBox(name, t, s)))
}
