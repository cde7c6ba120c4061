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
	key     string
	last    *container.Scroll
	pending fyne.Position
}

// Scroll wraps content in a vertical scroll; key names the step on show.
// The same key as last time keeps the offset (applied by Restore once the
// screen is laid out); another key starts at the top.
func (m *ScrollMemory) Scroll(key string, content fyne.CanvasObject) *container.Scroll {
	s := container.NewVScroll(content)
	m.pending = fyne.Position{}
	if key == m.key && m.last != nil {
		m.pending = m.last.Offset
	}
	m.key, m.last = key, s
	return s
}

// Restore scrolls the newest scroll to where the last one of the same step
// was; call it after the screen is in the window (a scroll not yet laid out
// cannot hold an offset).
func (m *ScrollMemory) Restore() {
	if m.last != nil && m.pending != (fyne.Position{}) {
		m.last.ScrollToOffset(m.pending)
	}
}
