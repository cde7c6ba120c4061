package mall

import (
	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
)

// resumeSaved puts the newest game in play back where it stood, or opens
// the new-game form when there is none (see life.Resume).
func resumeSaved(h Host) {
	r := life.Resume(h.Store(), mallKind)
	if r.Game == nil {
		showNewGame(h)
	} else {
		showStored(h, r.Game)
	}
	for _, n := range r.Notes {
		h.Tell(n.Title, n.Text)
	}
}

// InPlay is the Mall of Horror game waiting to be resumed in the games
// folder st, for the list of games: its players and where it stands (a
// file that does not read, or the save of an earlier version, waits too,
// unread: resuming it says why). A nil store holds none.
func InPlay(st *store.Store) (kit.InPlay, bool) {
	s, read, waits := life.Waiting(st, mallKind)
	if !read {
		return kit.InPlay{}, waits
	}
	p := kit.InPlay{Where: lang.X("mall.resume.where", "Round {{.Round}}, phase {{.Phase}}", map[string]any{"Round": s.Round, "Phase": tr(s.Phase.ShortWords())})}
	if s.Phase == mh.PhaseSetup {
		p.Where = lang.X("mall.resume.whereSetup", "Setup: {{.Placed}} of {{.All}} characters placed", map[string]any{"Placed": s.Placed, "All": len(s.Characters)})
	}
	for _, pl := range s.Players {
		p.Seats = append(p.Seats, kit.Seat{Name: pl.Name, Colour: pl.Colour.String()})
	}
	return p, true
}
