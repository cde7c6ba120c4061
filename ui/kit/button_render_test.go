package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestButtonBackgroundInThreeParts: a button's background is drawn as two
// rounded ends and a plain middle that together cover the button exactly,
// in the colour Fyne chose; Fyne's own rounded rectangle is left
// transparent, so it is not drawn at all. A refused (disabled) button is
// outlined in Fyne's colour instead, and filled again once it may be used.
func TestButtonBackgroundInThreeParts(t *testing.T) {
	w := newWindow(t)
	b := NewButton("Undo", theme.ContentUndoIcon(), func() {})
	w.SetContent(container.NewWithoutLayout(b))
	b.Resize(fyne.NewSize(310, 48))
	check := func(when string, want, edge color.Color) {
		t.Helper()
		r, ok := test.WidgetRenderer(b).(*buttonRenderer)
		if !ok {
			t.Fatalf("%s: the button is not drawn by the kit's renderer", when)
		}
		if r.bg.FillColor != color.Transparent {
			t.Errorf("%s: Fyne's rounded background is still filled (%v)", when, r.bg.FillColor)
		}
		for _, p := range []*canvas.Rectangle{r.left, r.middle, r.right} {
			if p.FillColor != want {
				t.Errorf("%s: a part is %v, want %v", when, p.FillColor, want)
			}
			if p.Size().Height != b.Size().Height {
				t.Errorf("%s: a part is %v high in a %v button", when, p.Size().Height, b.Size().Height)
			}
		}
		rad := r.left.CornerRadius
		if rad <= 0 || r.middle.CornerRadius != 0 {
			t.Errorf("%s: ends rounded by %v, middle by %v", when, rad, r.middle.CornerRadius)
		}
		// The ends reach from each edge to the middle's start and end.
		right := r.right.Position().X + r.right.Size().Width
		if r.left.Position().X != 0 || right != b.Size().Width || r.middle.Position().X != rad ||
			r.middle.Position().X+r.middle.Size().Width != b.Size().Width-rad {
			t.Errorf("%s: the parts do not cover the button: left %v %v, middle %v %v, right %v %v",
				when, r.left.Position(), r.left.Size(), r.middle.Position(), r.middle.Size(), r.right.Position(), r.right.Size())
		}
		for i, e := range r.edges {
			if e.FillColor != edge {
				t.Errorf("%s: edge %d is %v, want %v", when, i, e.FillColor, edge)
			}
		}
		top, bottom, lside, rside := r.edges[0], r.edges[1], r.edges[2], r.edges[3]
		if top.Position().Y != 0 || bottom.Position().Y+bottom.Size().Height != b.Size().Height ||
			lside.Position().X != 0 || rside.Position().X+rside.Size().Width != b.Size().Width ||
			top.Size().Width != b.Size().Width || lside.Size().Height+2*top.Size().Height != b.Size().Height {
			t.Errorf("%s: the outline is not at the button's edges", when)
		}
		objs := r.Objects()
		if objs[0] != r.left || objs[1] != r.right || objs[2] != r.middle {
			t.Errorf("%s: the parts are not drawn first, under the words", when)
		}
		if again := r.Objects(); &again[0] != &objs[0] {
			t.Errorf("%s: the object list was rebuilt with nothing changed", when)
		}
	}
	v := fyne.CurrentApp().Settings().ThemeVariant()
	none := color.Color(color.Transparent)
	check("enabled", theme.Current().Color(theme.ColorNameButton, v), none)
	b.Refuse("The soundtrack is playing.", func(string) {})
	check("refused", none, theme.Current().Color(theme.ColorNameDisabledButton, v))
	b.Enable()
	check("enabled again", theme.Current().Color(theme.ColorNameButton, v), none)
}
