package uitest

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Positions maps each visible button's words (numbered when repeated:
// "+#1", "+#2") to where it lies on the canvas, so a test can tap and then
// check that nothing else moved under the players' fingers.
func Positions(c fyne.Canvas) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	seen := map[string]int{}
	var visit func(o fyne.CanvasObject, at fyne.Position)
	visit = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p := at.Add(o.Position())
		if l, ok := Label(o); ok {
			seen[l]++
			out[fmt.Sprintf("%s#%d", l, seen[l])] = p
		}
		for _, ch := range children(o) {
			visit(ch, p)
		}
	}
	if c.Content() != nil {
		visit(c.Content(), fyne.Position{})
	}
	return out
}

// Scrolls lists every visible scroll on the canvas, in drawing order.
func Scrolls(c fyne.Canvas) []*container.Scroll {
	var out []*container.Scroll
	Walk(c, func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok {
			out = append(out, s)
		}
	})
	return out
}
