package mall

import (
	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// resumeSaved puts the newest game in play back where it stood, or opens
// the new-game form when there is none. A save that cannot be loaded is
// set aside by the store with its reason, and the message says why and
// names the file kept; it is never overwritten.
func resumeSaved(h Host) {
	st := h.Store()
	if st == nil {
		showNewGame(h)
		return
	}
	path, _, ok := st.Resumable(mh.Name, legacyName)
	if !ok {
		showNewGame(h)
		return
	}
	g, r, err := store.ResumeGame[mh.State](st, mh.Rules{}, path)
	if err != nil {
		showNewGame(h)
		msg := translations.Err(err)
		if r.Aside != "" {
			msg = loadProblemText(r.Problem, r.ProblemWords, st.KeptAs(r.Aside))
		}
		h.Tell(lang.X("mall.resume.notLoaded", "The saved Mall of Horror game could not be loaded"), lang.X("mall.resume.newHere", "{{.Problem}}\n\nA new game starts here.", map[string]any{"Problem": msg}))
		return
	}
	if r.Recovered {
		defer h.Tell(lang.X("mall.resume.damaged", "The saved Mall of Horror game was damaged"), lang.XN("mall.resume.recovered", "{{.Problem}}\n\nThe game is back as it stood before the damage ({{.Count}} steps). The damaged file was kept as {{.File}} in the games folder, with the reason beside it.",
			r.Kept, map[string]any{"Problem": problemText(r.Problem, r.ProblemWords), "Count": r.Kept, "File": st.KeptAs(r.Aside)}))
	} else if r.Torn {
		defer h.Tell(Info.Title, lang.X("mall.resume.torn", "Its last step was cut off when the app stopped and was dropped."))
	}
	if g.State().Outcome.Over {
		// A game that ended (the app stopped on its end screen) is never
		// resumed: it joins the finished games.
		if _, err := g.Finish(); err != nil {
			h.Tell(lang.X("mall.resume.notMoved", "The last game could not be moved to the finished games"), translations.Err(err))
		}
		showNewGame(h)
		return
	}
	showStored(h, g)
}

// InPlay is the Mall of Horror game waiting to be resumed in the games
// folder st, for the list of games: its players and where it stands (a
// file that does not read, or the save of an earlier version, waits too,
// unread: resuming it says why). A nil store holds none.
func InPlay(st *store.Store) (kit.InPlay, bool) {
	s, read, waits := store.Waiting[mh.State](st, mh.Rules{}, mh.Name, legacyName)
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
