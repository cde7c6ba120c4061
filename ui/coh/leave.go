package coh

import (
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// InPlay is the City of Horror game waiting to be resumed in the games
// folder st, for the list of games: its players and where it stands (a
// file that does not read, or the save of an earlier version, waits too,
// unread: resuming it says why). A nil store holds none.
func InPlay(st *store.Store) (kit.InPlay, bool) {
	s, read, waits := life.Waiting(st, cohKind)
	if !read {
		return kit.InPlay{}, waits
	}
	p := kit.InPlay{Where: translations.T(s.PhaseWords())}
	// When it was last played is when its file was last written.
	if e, ok := st.Latest(ch.Name); ok {
		if fi, err := os.Stat(e.Path); err == nil {
			p.Where = lang.X("coh.resume_words.where", "Last played {{.When}}: {{.Phase}}", map[string]any{"When": cohWhen(fi.ModTime(), time.Now()), "Phase": p.Where})
		}
	}
	for _, pl := range s.Players {
		name := pl.Name
		if name == "" {
			name = cohColour(pl.Colour)
		}
		p.Seats = append(p.Seats, kit.Seat{Name: name, Colour: string(pl.Colour)})
	}
	return p, true
}

// playBar is the bar above a screen of a game in play: its "Games" asks
// before leaving, as the other games do, so a stray tap does not drop the
// table out of its game.
func (a *table) playBar(title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	return kit.TopBar(a.askLeave, title, extra...)
}

// askLeave asks, then goes back to the list of games; the game waits in its
// file for the next time.
func (a *table) askLeave() {
	kit.Confirm(a.h.Window().Canvas(), lang.X("coh.leave.ask", "Leave the game?"),
		lang.X("coh.leave.saved", "The game is saved: open City of Horror again to resume it where it stands."), lang.X("coh.leave.leave", "Leave the game"), a.h.Home)
}
