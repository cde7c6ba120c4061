package mall

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// heading is a bold line that wraps.
func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// note is a plain line that wraps.
func note(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// button makes a big button; chosen ones stand out.
func button(label string, chosen bool, fn func()) *kit.Button {
	b := kit.NewButton(label, nil, fn)
	if chosen {
		b.Importance = widget.HighImportance
	}
	return b
}

// playerRow is a player's swatch beside something.
func playerRow(p mh.Player, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, container.NewCenter(swatch(p.Colour, 40)), nil, o)
}

// swatch is a player's colour with its letter on it, outlined so that
// black shows on the dark theme and the letter in a contrasting ink.
func swatch(c mh.Colour, side float32) fyne.CanvasObject {
	fill := kit.PlayerColour(c.String())
	sw := canvas.NewRectangle(fill)
	sw.SetMinSize(fyne.NewSize(side, side))
	sw.CornerRadius = side / 6
	sw.StrokeColor = color.NRGBA{0xBB, 0xBB, 0xBB, 0xFF}
	sw.StrokeWidth = 2
	l := canvas.NewText(letter(c), inkOn(fill))
	l.TextStyle.Bold = true
	l.TextSize = side * 0.55
	l.Alignment = fyne.TextAlignCenter
	return container.NewStack(sw, container.NewCenter(l))
}

// inkOn is black or white, whichever reads better on a fill.
func inkOn(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	lum := (299*r + 587*g + 114*b) / 1000 / 257
	if lum > 140 {
		return color.NRGBA{0x10, 0x10, 0x10, 0xFF}
	}
	return color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF}
}

// capitalizeFirst upper-cases a sentence's first letter.
func capitalizeFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// nameRunes is how much of a name a row or a button shows.
const nameRunes = 14

// shorten cuts a name to n letters, the last an ellipsis, so that a long
// name never pushes a button out of the window.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// label is a player's name, shortened, with their colour's letter.
func label(p mh.Player) string {
	return named(shorten(p.Name, nameRunes), p.Colour)
}

// shortLabel is a name cut shorter, for a button among several in a row.
func shortLabel(p mh.Player) string {
	return named(shorten(p.Name, 9), p.Colour)
}

// reservedNote is a note that keeps the room of a longer text it may
// become within a step (the vote's explanation once Threats are played),
// so that nothing under it moves when it does.
func reservedNote(text, longest string) fyne.CanvasObject {
	ghost := note(longest)
	ghost.Hide()
	return container.New(reserveLayout{}, note(text), ghost)
}

// reserveLayout is as tall as the taller of its two objects at its width:
// the shown one and the hidden one whose room it keeps.
type reserveLayout struct{}

func (reserveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize().Max(objs[1].MinSize())
}

func (reserveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
