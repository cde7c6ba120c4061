package ui

import (
	"sync"

	"fyne.io/fyne/v2/widget"
)

// perApp keeps one value per App (a form being filled in, say) so City of
// Horror's screens need no field in the shared App struct.
type perApp[T any] struct{ m sync.Map }

func (s *perApp[T]) get(a *App, mk func() T) T {
	if v, ok := s.m.Load(a); ok {
		return v.(T)
	}
	v := mk()
	s.m.Store(a, v)
	return v
}

// cohEntryMap holds City of Horror's named text entries, for tests that
// type like a player.
var cohEntryMap perApp[map[string]*widget.Entry]

func (a *App) cohEntries() map[string]*widget.Entry {
	return cohEntryMap.get(a, func() map[string]*widget.Entry { return map[string]*widget.Entry{} })
}
