package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Slot holds one part of a screen (a place's tile, the players' panel) and
// rebuilds it only when what it shows has changed: a tap refreshes the parts
// whose state changed, not the window, so the rest neither flickers nor
// moves and the tap costs a fraction of a full rebuild.
type Slot struct {
	// Box is the container to put in the screen.
	Box   *fyne.Container
	sig   string
	built bool
}

// NewSlot returns an empty slot.
func NewSlot() *Slot { return &Slot{Box: container.NewStack()} }

// Update rebuilds the part with build when sig (everything the part shows,
// as text) differs from the last one, and reports whether it did.
func (s *Slot) Update(sig string, build func() fyne.CanvasObject) bool {
	if s.built && sig == s.sig {
		return false
	}
	s.sig, s.built = sig, true
	s.Box.Objects = []fyne.CanvasObject{build()}
	s.Box.Refresh()
	return true
}
