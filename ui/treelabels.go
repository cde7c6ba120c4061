package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// nameByPlace names a tappable with no words of its own (a tap area laid
// over a picture) by the texts drawn within its rectangle, as a player
// reads it.
func (w *treeWalker) nameByPlace() {
	for i := range w.objects {
		t := &w.objects[i]
		if t.Kind != "tap" || t.Label != "" {
			continue
		}
		var words []string
		for _, o := range w.objects {
			cx, cy := o.X+o.W/2, o.Y+o.H/2
			if o.Kind == "text" && !o.Ticking && o.Layer == t.Layer && o.Scroll == t.Scroll &&
				cx >= t.X && cx <= t.X+t.W && cy >= t.Y && cy <= t.Y+t.H {
				words = append(words, o.Text)
			}
		}
		t.Label = strings.Join(words, " ")
	}
}

// richCut says whether a rich text (a label's drawing) shows less than its
// words: cut without a mark, or shortened with an ellipsis.
func richCut(rt *widget.RichText) (cut string, ellipsis bool) {
	if rt.Truncation == fyne.TextTruncateOff {
		return "", false
	}
	var drawn strings.Builder
	for _, o := range fyneRenderer(rt).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			drawn.WriteString(t.Text)
		}
	}
	full, shown := strings.Join(strings.Fields(rt.String()), ""), strings.Join(strings.Fields(drawn.String()), "")
	switch {
	case strings.Contains(shown, "…") && !strings.Contains(full, "…"):
		return "", true
	case len(shown) < len(full):
		return "clipped", false
	}
	return "", false
}

// tappableLabel is a tappable's own words; "" lets the texts drawn inside
// it name it.
func tappableLabel(t fyne.Tappable) string {
	if o, ok := t.(fyne.CanvasObject); ok {
		if words, icon, ok := kit.ButtonFace(o); ok && icon != "" {
			return "icon:" + icon
		} else if ok {
			// A label on two lines is read as one, as a script names it.
			return strings.ReplaceAll(words, "\n", " ")
		}
	}
	switch v := t.(type) {
	case *widget.PopUp:
		return "pop-up" // its background: a tap there closes a light pop-up
	case *widget.Check:
		return v.Text
	case *widget.Entry:
		if v.Text == "" {
			return v.PlaceHolder
		}
		return v.Text
	case *widget.Select:
		if v.Selected == "" {
			return v.PlaceHolder
		}
		return v.Selected
	}
	return ""
}
