package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// NewFillGrid returns a FitGrid whose rows share the whole height given.
func NewFillGrid(max int, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&FitGrid{Max: max, Fill: true}, objs...)
}

// fill grows the rows to share a height: all alike when each fits its
// share (one growing taller moves none), else the taller keep their need
// and the others share what is left.
func fill(hs []float32, total float32) {
	keep := make([]bool, len(hs))
	for again := true; again; {
		again = false
		left, n := total, 0
		for i, h := range hs {
			if keep[i] {
				left -= h
			} else {
				n++
			}
		}
		for i, h := range hs {
			if !keep[i] && h > left/float32(n) {
				keep[i], again = true, true
			}
		}
		if !again && n > 0 {
			for i, h := range hs {
				if !keep[i] {
					hs[i] = fyne.Max(h, left/float32(n))
				}
			}
		}
	}
}
