package coh

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/translations"
)

// City of Horror keeps its games in the app's one save store (engine/store):
// a new game is a new file, a game that ends moves to the finished folder,
// a game left for a new one to the archive, and a file that does not load
// is set aside with its reason. Nothing is written over. Without a store
// the game plays in memory.

// cohJournalName is the one file earlier versions kept the game in
// progress in; the store adopts it once, under its own name.
const cohJournalName = "cityofhorror.hkj"

// open loads the table's settings and card library (a message says what
// could not be read), then shows then.
func (a *table) open(then func()) {
	if a.view != nil {
		a.view.leave()
		a.view = nil
	}
	var msgs []string
	var m string
	if a.settings, m = a.loadCohSettings(); m != "" {
		msgs = append(msgs, m)
	}
	if a.lib, m = a.loadCohLibrary(); m != "" {
		msgs = append(msgs, m)
	}
	then()
	for _, m := range msgs {
		a.h.Tell("City of Horror", m)
	}
}

// resumeLatest puts the newest game in play back where it stood, or shows
// the new-game form when there is none. A save that cannot be loaded is
// set aside by the store, and the message says why and where it was kept.
// A game that ended joins the finished games.
func (a *table) resumeLatest() {
	st := a.h.Store()
	if st == nil {
		a.showCohNewGame()
		return
	}
	path, _, ok := st.Resumable(ch.Name, cohJournalName)
	if !ok {
		a.showCohNewGame()
		return
	}
	g, r, err := store.ResumeGame[*ch.State](st, ch.Rules{}, path)
	if err != nil {
		a.showCohNewGame()
		msg := lang.X("coh.resume.newHere", "{{.Problem}}\n\nA new game starts here.", map[string]any{"Problem": translations.Err(err)})
		if r.Aside != "" {
			msg = lang.X("coh.resume.keptNewHere", "{{.Problem}}\n\nThe file was kept as {{.File}} in the games folder, with the reason beside it.\n\nA new game starts here.", map[string]any{"Problem": r.Problem, "File": st.KeptAs(r.Aside)})
		}
		a.h.Tell(lang.X("coh.resume.notLoaded", "The saved City of Horror game could not be loaded"), msg)
		return
	}
	if r.Recovered {
		defer a.h.Tell(lang.X("coh.resume.damaged", "The saved City of Horror game was damaged"), lang.XN("coh.resume.recovered", "{{.Problem}}\n\nThe game is back as it stood before the damage ({{.Count}} steps). The damaged file was kept as {{.File}} in the games folder, with the reason beside it.", r.Kept,
			map[string]any{"Problem": r.Problem, "Count": r.Kept, "File": st.KeptAs(r.Aside)}))
	} else if r.Torn {
		defer a.h.Tell("City of Horror", lang.X("coh.resume.torn", "Its last step was cut off when the app stopped and was dropped."))
	}
	if over(g.State()) {
		a.finishGame(g)
		return
	}
	a.startCohView(g)
}

// openFile opens a saved game where it stands: a game in play of the store
// goes on in its own file; a file from elsewhere is only read: a game that
// ended is shown as it ended, any game without a store is played in
// memory, and any other is
// copied into the store as the game in progress (the one there is kept in
// the archive) and goes on in the copy.
func (a *table) openFile(path string) error {
	a.settings, _ = a.loadCohSettings()
	a.lib, _ = a.loadCohLibrary()
	seen, err := store.View[*ch.State](a.h.Store(), ch.Rules{}, path)
	if err != nil {
		return err
	}
	st := a.h.Store()
	if st != nil && filepath.Dir(filepath.Clean(path)) == filepath.Clean(st.Dir()) {
		g, _, err := store.ResumeGame[*ch.State](st, ch.Rules{}, path)
		if err != nil {
			return err
		}
		a.startCohView(g)
		return nil
	}
	if over(seen.State()) {
		a.startCohView(ended{inMemory{seen}})
		return nil
	}
	if st == nil {
		a.startCohView(inMemory{seen})
		return nil
	}
	st.AdoptLegacy(cohJournalName)
	if err := st.ArchivePlaying(ch.Name); err != nil {
		return errors.New(lang.X("coh.resume.notOpened", "{{.Reason}}, so {{.Path}} was not opened", map[string]any{"Reason": translations.Err(err), "Path": path}))
	}
	own, err := st.CopyIn(path)
	if err != nil {
		return err
	}
	g, _, err := store.ResumeGame[*ch.State](st, ch.Rules{}, own)
	if err != nil {
		return err
	}
	a.startCohView(g)
	return nil
}

// newGame starts a new game from its header: a new file of the store (the
// game in progress closed and every City of Horror game in play kept in the
// archive first, so nothing is written over), or a game in memory.
func (a *table) newGame(h engine.Header) (play, error) {
	if a.view != nil {
		a.view.leave()
		a.view = nil
	}
	st := a.h.Store()
	if st == nil {
		s, err := engine.NewSession[*ch.State](ch.Rules{}, h)
		return inMemory{s}, err
	}
	st.AdoptLegacy(cohJournalName)
	if err := st.ArchivePlaying(ch.Name); err != nil {
		return nil, err
	}
	g, err := store.CreateGame[*ch.State](st, ch.Rules{}, h)
	if err != nil {
		return nil, err
	}
	return g, nil
}
