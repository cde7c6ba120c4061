package coh

import (
	"slices"

	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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

// cohColumns puts its objects side by side when each gets minEach of
// width, else one above the other: the side panel is tall and narrow
// beside the city in landscape, wide and short below it in portrait.
type cohColumns struct {
	minEach float32
	// rightFirst stacks the objects last first.
	rightFirst bool
}

func (l cohColumns) wide(objs []fyne.CanvasObject, w float32) bool {
	return w >= l.minEach*float32(len(objs))
}

func (l cohColumns) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if l.wide(objs, s.Width) {
		w := s.Width / float32(len(objs))
		for i, o := range objs {
			o.Move(fyne.NewPos(w*float32(i), 0))
			o.Resize(fyne.NewSize(w, s.Height))
		}
		return
	}
	y := float32(0)
	if l.rightFirst {
		objs = slices.Clone(objs)
		slices.Reverse(objs)
	}
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(s.Width, h))
		y += h + theme.Padding()
	}
}

// MinSize cannot know the width it will get, so it asks for the stacked
// height and the widest part's width.
func (l cohColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		ms := o.MinSize()
		m.Width = fyne.Max(m.Width, ms.Width)
		m.Height += ms.Height + theme.Padding()
	}
	return m
}
