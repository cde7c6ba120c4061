package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohView is one game on screen, and the wiring of its parts: each part
// (the city, the side panel, the turn guide, the pickers, the pages) holds
// what it shows and draws it from the state, and sends its actions back
// through cohGame, which cohView is. Every change goes through do, undo or
// redo: a game of the store saves it before the screen shows it.
type cohView struct {
	a *table
	s play
	// cohNotes is the message line (the bar, what the last step said).
	*cohNotes
	// cohNav is the page on show.
	*cohNav
	pick  *cohPicks
	peek  *cohPeeks
	acts  *cohActs
	city  *cohCity
	side  *cohSide
	turn  *cohTurn
	setup *cohSetup
	inv   *cohInvasions
	votes *cohVotes
	end   *cohEnd
}

func (a *table) startCohView(s play) *cohView {
	v := newCohView(a, s)
	v.replayLog()
	v.offerUndo() // as it was offered before the game was left
	a.view = v
	v.render()
	return v
}

func (v *cohView) state() *ch.State { return v.s.State() }

// do sends one action to the engine. A refusal is shown as the engine
// words it; a success shows the notices of what it caused, and of each
// step the engine passed by itself after it (ch.Rules.Follow).
func (v *cohView) do(act engine.Action) bool {
	if _, err := v.s.Do(act); err != nil {
		v.refuse(err)
		v.render()
		return false
	}
	group := v.s.Last()
	v.refusal = ""
	v.said = group[0].After.Notices
	v.sayDone(act)
	deaths := v.tellAlive(group[0].After.Notices)
	movedOn := ch.MovesOn(group[0].After, act)
	v.tellFollowed(group[1:])
	v.sayAll(deaths) // after the steps passed: a death stays on the first line
	v.offerUndo()
	v.render()
	if movedOn {
		v.turn.openDue()
	}
	return true
}

// offerUndo puts "Undo" and what it takes back in the message bar when
// the last group began with an action a table would regret at once; the
// group comes from the journal, so a resumed game offers the same.
func (v *cohView) offerUndo() {
	g := v.s.Last()
	if len(g) == 0 || !v.s.CanUndo() || !cohIrreversible(g[0].Action) {
		v.bar.Offer("", nil)
		return
	}
	v.bar.Offer(lang.X("coh.view.undoWhat", "Undo {{.What}}", map[string]any{"What": cohActionText(v.state(), g[0].Action)}), v.undo)
}

// try previews an action without keeping it.
func (v *cohView) try(act engine.Action) (*ch.State, error) { return v.s.Try(act) }

// undo takes back the last group: the player's action and the steps that
// passed by themselves after it, as the engine's journal keeps them.
func (v *cohView) undo() {
	group := v.s.Last()
	if _, err := v.s.Undo(); err != nil {
		v.refuse(err)
	} else {
		v.refusal = ""
		v.said = []ch.Notice{{Text: lang.X("coh.view.undone", "Undone: {{.What}}.", map[string]any{"What": cohActionText(v.state(), group[0].Action)})}}
		v.tell(v.said)
		v.bar.Offer("", nil)
		v.inv.invasion, v.votes.vote, v.page = nil, nil, ""
		v.side.searchShown = 0
	}
	v.render()
}

// redo puts back the next undone group, with its notices.
func (v *cohView) redo() {
	if _, err := v.s.Redo(); err != nil {
		v.refuse(err)
	} else {
		v.refusal = ""
		v.said = nil
		for _, st := range v.s.Last() {
			v.said = append(v.said, st.After.Notices...)
		}
		v.tell(v.said)
	}
	v.render()
}

// render shows the screen the game's phase calls for.
func (v *cohView) render() {
	defer v.restoreScrolls()
	st := v.state()
	switch {
	case v.page == "invasion" && v.inv.invasion != nil:
		v.a.show(v.inv.invasionScreen())
	case v.page == "vote" && v.votes.vote != nil:
		v.a.show(v.votes.voteScreen())
	case v.page == "library":
		v.a.show(v.a.cohLibraryScreen(v.backToPlay))
	case v.page == "settings":
		v.a.show(v.a.cohSettingsScreen(v.backToPlay))
	case st.Phase == ch.PhaseSetup:
		v.a.show(v.setup.setupSheet())
	case st.Phase == ch.PhaseEnded:
		v.a.show(v.end.endScreen())
	case v.city.city != nil && v.a.h.Window().Content() == v.city.city.content:
		v.city.refreshCity() // the city is on show: only what changed is redrawn
		v.peek.offerTowerPeek()
	default:
		v.a.show(v.city.cityScreen())
		v.peek.offerTowerPeek()
	}
}

func (v *cohView) backToPlay() {
	v.page = ""
	v.render()
}

// undoBar holds undo and redo, on every play screen.
func (v *cohView) undoBar(u undoPic) []fyne.CanvasObject {
	// u, not the session, says what the bar shows: the city's top part
	// is redrawn only when it changes.
	undo := kit.NewButton(lang.X("coh.view.undo", "Undo"), theme.ContentUndoIcon(), v.undo)
	redo := kit.NewButton(lang.X("coh.view.redo", "Redo"), theme.ContentRedoIcon(), v.redo)
	if !u.Undo {
		undo.Disable()
	}
	if !u.Redo {
		redo.Disable()
	}
	lib := kit.NewButton(lang.X("coh.view.cards", "Cards"), theme.StorageIcon(), func() { v.page = "library"; v.render() })
	set := kit.NewButton("", theme.SettingsIcon(), func() { v.page = "settings"; v.render() })
	if _, only := v.s.(ended); only {
		// A game that is over, to look at: nothing to take back.
		return []fyne.CanvasObject{lib, set}
	}
	return []fyne.CanvasObject{undo, redo, lib, set}
}

// undoNow is whether a step can be undone or redone now.
func (v *cohView) undoNow() undoPic { return undoPic{v.s.CanUndo(), v.s.CanRedo()} }

// noticeBar says what the last step caused, and the rule, one line each;
// or the rule that refused the last try.
func (v *cohView) noticeBar() fyne.CanvasObject { return v.bar }

// stepAt is where the game stands, to the step: two states at the same
// step compare equal.
type stepAt struct {
	Turn  int
	Phase ch.Phase
	Step  ch.Step
	Loc   ch.Loc
}

// stepKey names the step on show.
func (v *cohView) stepKey() stepAt {
	st := v.state()
	return stepAt{st.Turn, st.Phase, st.Step, st.ResolvingLoc()}
}

// restoreScrolls puts the screen's scrolls back where the step left them.
func (v *cohView) restoreScrolls() {
	v.end.scroll.Restore()
	v.setup.scroll.Restore()
	for i := range v.inv.scrolls {
		v.inv.scrolls[i].Restore()
	}
}
