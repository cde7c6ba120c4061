package kit

import (
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Part holds one part of a screen (a place's tile, the players' panel),
// drawn from its picture: a typed value holding everything the part shows.
// Show redraws the part only when the picture differs from the last one, so
// a tap redraws the parts whose picture changed and nothing else moves or
// flickers. The draw function reads the picture and nothing else, so a new
// thing shown is a new field of the picture and can never go stale.
type Part[P any] struct {
	// Box is the container to put in the screen.
	Box   *fyne.Container
	last  P
	drawn bool
}

// NewPart returns a part with nothing drawn yet.
func NewPart[P any]() *Part[P] { return &Part[P]{Box: container.NewStack()} }

// Show draws pic with draw when it differs (deeply: pictures may hold
// slices and maps) from the picture drawn last, and reports whether it did.
func (p *Part[P]) Show(pic P, draw func(P) fyne.CanvasObject) bool {
	if p.drawn && reflect.DeepEqual(pic, p.last) {
		return false
	}
	p.last, p.drawn = pic, true
	p.Box.Objects = []fyne.CanvasObject{draw(pic)}
	p.Box.Refresh()
	return true
}
