package mall

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/internal/uitest"
)

// cutLabels lists the labels on screen that end in an ellipsis because
// their width is short: a player reads "Di (Y): Camer…".
func cutLabels(h *fakeHost) []string {
	var out []string
	pad := theme.InnerPadding()
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if !ok || l.Truncation == fyne.TextTruncateOff || strings.Contains(l.Text, "\n") || l.Size().Width == 0 {
			return
		}
		size := theme.TextSize()
		if l.SizeName != "" {
			size = theme.Size(l.SizeName)
		}
		if w := fyne.MeasureText(l.Text, size, l.TextStyle).Width; w > l.Size().Width-2*pad+0.5 {
			out = append(out, fmt.Sprintf("%q needs %.0f, has %.0f", l.Text, w+2*pad, l.Size().Width))
		}
	})
	return out
}

// TestNoLabelCutShort: on every demo save at the real window's sizes, no
// label is cut short with an ellipsis (the dice panel's "Ed (G): elected
// Chief" was, at 1280x800).
//
// The earlier tests missed it: they look at buttons (LayoutProblems) and
// at the words a label holds (shows), which stay whole in a label whatever
// of them is drawn.
func TestNoLabelCutShort(t *testing.T) {
	for _, size := range tabletSizes {
		for _, d := range demoSaves {
			h := newHost(t)
			h.win.Resize(size)
			if err := h.open(filepath.Join("testdata", d.name+".hkj")); err != nil {
				t.Fatal(err)
			}
			uitest.Settle(h.canvas(), size)
			if cut := cutLabels(h); len(cut) > 0 {
				t.Errorf("%s at %v:\n%s", d.name, size, strings.Join(cut, "\n"))
			}
		}
	}
}
