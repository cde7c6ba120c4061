package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// view is a Mall of Horror game on show, and the wiring of its parts: the
// phase bar, the board, the side panel's step (mallSteps, with the dice
// panel) and the players, each drawn from its picture (kit.Part) and
// redrawn only when it changes, and the message bar under them. It reads
// the engine's state and sends it actions; every rule is the engine's.
type view struct {
	h       Host
	session play
	// kept is the game's file in the store (nil in memory or read-only).
	kept *store.Game[mh.State]
	// readOnly shows a finished game to look at only.
	readOnly bool

	*mallChoices
	*mallPauses
	phase   *kit.Part[phasePic]
	board   *mallBoard
	steps   *mallSteps
	diceP   *mallDice
	players *kit.Part[playersPic]
	undoB   *kit.Button
	redoB   *kit.Button
	// msgs is the message bar under the play screen: notices with their
	// rule, refusals, the one-tap undo of a death.
	msgs *kit.MessageBar

	// screen is the play screen, built once; split lays the mall and the
	// side panel out for the window's shape (portrait or not).
	screen fyne.CanvasObject
	split  *kit.Part[bool]
	// boardScroll and sideScroll go back to the top when the step
	// (key) changes; a tap within a step leaves them where they were.
	boardScroll, sideScroll *container.Scroll
	key                     stepAt
}

// newView puts a game on screen: the mall, or the end screen when the
// game is over.
func newView(h Host, s play, kept *store.Game[mh.State], readOnly bool) *view {
	v := &view{h: h, session: s, kept: kept, readOnly: readOnly}
	v.newParts()
	v.clearChoices()
	v.build()
	v.replayLog()
	v.refresh()
	return v
}

func (v *view) build() {
	v.undoB = kit.NewButton(lang.X("mall.screen.undo", "Undo"), theme.ContentUndoIcon(), v.undo)
	v.redoB = kit.NewButton(lang.X("mall.screen.redo", "Redo"), theme.ContentRedoIcon(), func() { v.step(v.session.Redo, true) })
	v.msgs = kit.NewMessageBar(v.h.Window().Canvas)
	v.boardScroll = kit.NewVScroll(container.NewPadded(v.board.part.Box))
	v.sideScroll = kit.NewVScroll(container.NewPadded(container.NewVBox(v.steps.part.Box, v.players.Box)))
	v.split = kit.NewPart[bool]()
	bar := kit.TopBar(v.leave, "Mall of Horror", v.undoB, v.redoB)
	if v.readOnly {
		// A game that is over, to look at: nothing to take back or keep.
		bar = kit.TopBar(v.h.Home, "Mall of Horror")
	}
	top := container.NewVBox(bar, container.NewPadded(v.phase.Box))
	v.screen = container.NewBorder(top, v.msgs, nil, nil, v.split.Box)
}

// layOut lays the play screen out: the mall on one side and the table's
// inputs on the other (stacked in portrait). A new step opens both
// scrolls at the top; a tap within a step keeps them where they were.
func (v *view) layOut(key stepAt) {
	portrait := kit.Portrait(v.h.Window().Canvas().Size())
	v.split.Show(portrait, func(portrait bool) fyne.CanvasObject {
		ratio := float32(splitRatio)
		if portrait {
			ratio = portraitRatio // the mall's boxes are wide there: the votes get the room
		}
		return container.New(kit.Split{Ratio: ratio}, v.boardScroll,
			container.NewBorder(nil, container.NewPadded(v.steps.action), nil, nil, v.sideScroll))
	})
	if key != v.key {
		v.key = key
		v.boardScroll.ScrollToTop()
		v.sideScroll.ScrollToTop()
	}
	if v.h.Window().Content() != v.screen {
		v.h.Show(v.screen)
	}
}

// splitRatio is the mall's share of a landscape screen, portraitRatio of
// a portrait one.
const (
	splitRatio    = 0.56
	portraitRatio = 0.44
)

// leave asks first, then closes the game's journal and goes back to the
// list of games; the game waits in its file for the next time.
func (v *view) leave() {
	kit.Confirm(v.h.Window().Canvas(), lang.X("mall.screen.leaveTitle", "Leave the game?"),
		lang.X("mall.screen.leaveText", "The game is saved: open Mall of Horror again to resume it where it stands."), lang.X("mall.screen.leave", "Leave the game"), func() {
			v.close()
			v.h.Home()
		})
}

// act sends an action to the engine; the journal has it on disk before the
// screen changes. Its notices go to the message bar with their rule, a
// refusal in the rule's words; a death can be undone in one tap.
func (v *view) act(act engine.Action) {
	before := v.session.State()
	st, err := v.session.Do(act)
	if err != nil {
		v.msgs.Post(kit.Message{Text: translations.Err(err), Refusal: true})
		v.refresh()
		return
	}
	v.clearChoices()
	v.msgs.Settle() // a new step: an old "Not allowed" has had its answer
	v.noteInterludes(before, st)
	v.sayStep(act, st)
	if d := deathIn(before, st); d != "" {
		v.msgs.Offer(lang.X("mall.screen.undoDeath", "Undo: {{.Death}}", map[string]any{"Death": d}), v.undo)
	} else {
		v.msgs.Offer("", nil)
	}
	v.refresh()
}

// undo takes the last step back and says so.
func (v *view) undo() { v.step(v.session.Undo, false) }

// step runs undo or redo; done begins the sentence that says where the
// game now stands ("Undone: the game is back to round ").
func (v *view) step(fn func() (mh.State, error), redo bool) {
	if _, err := fn(); err != nil {
		v.msgs.Post(kit.Message{Text: translations.Err(err), Refusal: true})
	} else {
		done := lang.X("mall.screen.undone", "Undone: the game is back to round {{.Round}}.", map[string]any{"Round": roundWord(v.session.State())})
		if redo {
			done = lang.X("mall.screen.redone", "Redone: the game goes forward to round {{.Round}}.", map[string]any{"Round": roundWord(v.session.State())})
		}
		v.msgs.Settle()
		v.msgs.Post(kit.Message{Text: done})
		v.msgs.Offer("", nil)
		v.clearChoices()
		v.interludes = nil
		v.relogRound()
	}
	v.refresh()
}

// roundWord names where the game stands ("2, phase F" or "setup").
func roundWord(st mh.State) string {
	if st.Round == 0 {
		return lang.X("mall.screen.roundSetup", "0 (setup)")
	}
	return lang.X("mall.screen.roundPhase", "{{.Round}}, {{.Phase}}", map[string]any{"Round": st.Round, "Phase": tr(st.Phase.ShortWords())})
}

// deathIn names a character eaten by the last step ("Ann (R)'s Gunman
// eaten"), or "" when none was.
func deathIn(before, after mh.State) string {
	for i, c := range after.Characters {
		if i < len(before.Characters) && c.Dead && !before.Characters[i].Dead {
			return lang.X("mall.screen.eaten", "{{.Character}} eaten", map[string]any{"Character": character(after, c.Ref())})
		}
	}
	return ""
}

// tellRefusal says in the message bar why a greyed-out choice cannot be
// taken.
func (v *view) tellRefusal(reason string) {
	v.msgs.Post(kit.Message{Text: capitalizeFirst(reason) + ".", Refusal: true})
}

// offer refuses a button with the engine's reason when err is a refusal;
// it keeps its place and a tap tells why.
func (v *view) offer(b *kit.Button, err error) *kit.Button {
	b.Refuse(translations.Err(err), v.tellRefusal)
	return b
}

// offerCard offers an action card: greyed with the engine's reason when it
// cannot be played now, and a few words on the card say why without a tap.
func (v *view) offerCard(b *kit.Button, st mh.State, a mh.PlayCard) *kit.Button {
	v.offer(b, st.Check(a))
	if b.Disabled() {
		b.SetNote(tr(st.CardNote(a)))
	}
	return b
}

// choose records a choice not yet sent to the engine (a wheel, a ballot, a
// Sprint's target).
func (v *view) choose(fn func()) {
	fn()
	v.refresh()
}

func (v *mallChoices) clearChoices() {
	v.truckWinner = -2
	v.dests = nil
	v.sprint = 0
	v.setupKind = -1
	v.ownRoll = nil
	v.ballots = nil
	v.tied = map[int]bool{}
}

// stepAt names the step on show: within it a refresh keeps the scrolls,
// the next step opens at the top. Pause is the title of the pause on show.
type stepAt struct {
	Round, Searcher, Eaten, TieColour, Tied int
	Phase                                   mh.Phase
	AttackAt, Announced                     mh.Location
	Voting                                  bool
	Pause                                   string
}

// stepOf is the step a state is at.
func stepOf(st mh.State) stepAt {
	_, voting := st.CurrentVote()
	return stepAt{Round: st.Round, Phase: st.Phase, AttackAt: st.AttackAt, Searcher: st.Searcher, Eaten: st.Eaten, TieColour: st.TieColour, Voting: voting, Tied: len(st.Tied), Announced: st.Announced}
}

// refresh redraws the parts of the screen whose picture changed.
func (v *view) refresh() {
	st := v.session.State()
	v.undoB.SetEnabled(v.session.CanUndo())
	v.redoB.SetEnabled(v.session.CanRedo())
	if st.Outcome.Over && (len(v.interludes) == 0 || v.readOnly) {
		v.h.Show(v.endScreen(st))
		return
	}
	v.phase.Show(phaseOf(st, v.interludes), drawPhaseBar)
	v.steps.show(st)
	v.board.show(st) // after the inputs: a placement box uses the character chosen there
	v.players.Show(playersOf(st), drawPlayers)
	key := stepOf(st)
	if len(v.interludes) > 0 {
		key.Pause = v.interludes[0].title
	}
	v.layOut(key)
}

// fillGuide writes the engine's reminders for this moment; in the votes
// and the attack the inputs say it, seat by seat.
func (v *mallSteps) fillGuide(st mh.State) {
	v.guide.Objects = nil
	switch st.Phase {
	case mh.PhaseSetup, mh.PhaseTruck, mh.PhaseElection, mh.PhaseMovement, mh.PhaseAttack:
		v.guide.Refresh()
		return
	}
	for _, r := range st.ReminderWords() {
		v.guide.Add(note(tr(r)))
	}
	v.guide.Refresh()
}
