package coh

import (
	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// cohSplit is splitLayout for screens whose first part is short: side by
// side in landscape; in portrait the first part gets the height its
// content needs (at most maxShare of the screen, scrolling beyond) and the
// second part the rest, so no empty band sits between them.
type cohSplit struct {
	ratio    float32
	maxShare float32
}

func (l cohSplit) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) != 2 {
		return
	}
	if s.Height <= s.Width {
		kit.Split{Ratio: l.ratio}.Layout(objs, s)
		return
	}
	a, b := objs[0], objs[1]
	need := a.MinSize().Height
	if sc, ok := a.(*container.Scroll); ok && sc.Content != nil {
		need = sc.Content.MinSize().Height
	}
	h := fyne.Min(need, s.Height*l.maxShare)
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(s.Width, h))
	b.Move(fyne.NewPos(0, h))
	b.Resize(fyne.NewSize(s.Width, s.Height-h))
}

func (l cohSplit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return kit.Split{Ratio: l.ratio}.MinSize(objs)
}
