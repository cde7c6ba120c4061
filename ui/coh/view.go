package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohView is one game on screen. Every change goes through do, undo or
// redo: a game of the store saves it before the screen shows it.
type cohView struct {
	a *table
	s play
	// refusal is the last rule that refused an action; it stays on show
	// until the next action.
	refusal string
	// city is the city screen's parts, once it has been built.
	city *cityParts
	// scrolls keep the play screens' scrolls in place within a step:
	// 0 the end, 1 the setup, 2 and 3 the invasion (so coming back from
	// the card finds the setup where it was left).
	scrolls [4]kit.ScrollMemory
	// bar is the message bar under every play screen.
	bar *kit.MessageBar
	// said is what the notice bar says about the last step (its notices,
	// or what undo took back).
	said []ch.Notice
	// page is the play screen on show: "city", "invasion", "library"...
	page string
	// checks are the setup sheet's ticked steps.
	checks map[string]bool
	// searchShown is how many wedges of the Crossroads search are shown.
	searchShown int
	// arrived is each place's characters in the order they came
	// (inArrivalOrder).
	arrived map[ch.Loc][]ch.Role
	// peeksAsked remembers the turns whose tower peek was offered.
	peeksAsked map[int]bool
	// invasion is the card being previewed, if any.
	invasion *cohInvasion
	// saved are the characters picked for the antidotes of savedFor.
	saved    map[ch.Role]bool
	savedFor ch.Colour
	// vote is the vote being pointed, on the vote screen.
	vote *cohVote
	// invPreview is the invasion preview's list, refreshed as the form changes.
	invPreview *fyne.Container
}

func (a *table) startCohView(s play) *cohView {
	v := &cohView{a: a, s: s, checks: map[string]bool{}, peeksAsked: map[int]bool{}}
	v.bar = kit.NewMessageBar(a.h.Window().Canvas)
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
		v.openDue()
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

// tell puts the engine's notices in the message bar; a death is said
// last, so it stands on the bar's first line.
func (v *cohView) tell(ns []ch.Notice) { v.sayAll(v.tellAlive(ns)) }

// tellAlive says the notices other than deaths and gives those back, to
// be said last.
func (v *cohView) tellAlive(ns []ch.Notice) []ch.Notice {
	st := v.state()
	var deaths []ch.Notice
	for _, n := range ns {
		if cohDeathNotice(st, n) {
			deaths = append(deaths, n)
			continue
		}
		v.say(n)
	}
	return deaths
}

// sayAll puts notices in the message bar in their order.
func (v *cohView) sayAll(ns []ch.Notice) {
	for _, n := range ns {
		v.say(n)
	}
}

// say puts one notice in the message bar, in the language in force.
func (v *cohView) say(n ch.Notice) {
	text, rule := translations.Notice(n)
	// A notice may begin with a character's name ("the Housewife kills…"):
	// a line of the Log begins with a capital.
	v.bar.Say(kit.Message{Text: cohSentence(text), Rule: rule})
}

// refuse shows a rule's refusal in the message bar.
func (v *cohView) refuse(err error) {
	v.refusal = translations.Err(err)
	v.bar.Say(kit.Message{Text: v.refusal, Refusal: true})
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
		v.invasion, v.vote, v.page = nil, nil, ""
		v.searchShown = 0
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
	case v.page == "invasion" && v.invasion != nil:
		v.a.show(v.invasionScreen())
	case v.page == "vote" && v.vote != nil:
		v.a.show(v.voteScreen())
	case v.page == "library":
		v.a.show(v.a.cohLibraryScreen(v.backToPlay))
	case v.page == "settings":
		v.a.show(v.a.cohSettingsScreen(v.backToPlay))
	case st.Phase == ch.PhaseSetup:
		v.a.show(v.setupSheet())
	case st.Phase == ch.PhaseEnded:
		v.a.show(v.endScreen())
	case v.city != nil && v.a.h.Window().Content() == v.city.content:
		v.refreshCity() // the city is on show: only what changed is redrawn
		v.offerTowerPeek()
	default:
		v.a.show(v.cityScreen())
		v.offerTowerPeek()
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
	for i := range v.scrolls {
		v.scrolls[i].Restore()
	}
}
