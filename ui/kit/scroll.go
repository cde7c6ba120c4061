package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// ScrollMemory keeps a long screen where the player left it while the same
// step stays on show, and takes it back to the top when the step changes: a
// tap never throws the list under the finger elsewhere, and a new phase
// always opens at its beginning.
type ScrollMemory struct {
	key  string
	last *container.Scroll
}

// Scroll wraps content in a vertical scroll; key names the step on show.
// The same key as last time keeps the offset; another starts at the top.
func (m *ScrollMemory) Scroll(key string, content fyne.CanvasObject) *container.Scroll {
	s := container.NewVScroll(content)
	if key == m.key && m.last != nil {
		s.Offset = m.last.Offset
	}
	m.key, m.last = key, s
	return s
}
