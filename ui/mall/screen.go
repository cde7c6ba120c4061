package mall

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// view is a Mall of Horror game on show: the mall's six locations, the
// phase bar, the dice panel, the inputs of the phase being played and the
// message bar under them. It reads the engine's state and sends it
// actions; every rule is the engine's.
type view struct {
	h       Host
	session play
	// kept is the game's file in the store (nil in memory or read-only).
	kept *store.Game[mh.State]
	// readOnly shows a finished game to look at only.
	readOnly bool

	board  *fyne.Container
	bar    *fyne.Container
	guide  *fyne.Container
	inputs *fyne.Container
	// action holds the step's main button, under the side panel's scroll,
	// always in sight.
	action  *fyne.Container
	dice    *fyne.Container
	players *fyne.Container
	undoB   *kit.Button
	redoB   *kit.Button
	// msgs is the message bar under the play screen: notices with their
	// rule, refusals, the one-tap undo of a death.
	msgs *kit.MessageBar
	// scrolls keep the mall's and the side panel's scroll within a step.
	scrolls [2]kit.ScrollMemory

	// The table's choices not yet sent to the engine.
	setupKind   mh.CharKind // the character the placer is about to place
	ownRoll     []int       // the table's own placement dice being entered (0: not yet), or nil
	truckWinner int         // the truck's winner, before the gift (-2: none yet)
	dests       []mh.Location
	sprint      mh.Location
	ballots     []int        // the vote helper's wheels, by seat (NoVote: none yet)
	tied        map[int]bool // the colours a table-counted second vote tied
	// cardsDone names the attack vote whose cards the table has finished
	// (see attackKey); kept across the steps of that vote.
	cardsDone string
	// interludes are the pauses shown before the table goes on: the extra
	// zombies and the first attacks, the round's summary.
	interludes []interlude
	// roundLog gathers the sentences of the attack phase for the summary,
	// from the journal as it stands (see relogRound).
	roundLog []string
}

// newView puts a game on screen: the mall, or the end screen when the
// game is over.
func newView(h Host, s play, kept *store.Game[mh.State], readOnly bool) *view {
	v := &view{h: h, session: s, kept: kept, readOnly: readOnly, truckWinner: -2}
	v.clearChoices()
	v.build()
	v.replayLog()
	v.refresh()
	return v
}

func (v *view) build() {
	v.board = kit.NewFillGrid(3)
	v.bar = container.NewStack()
	v.guide = container.NewVBox()
	v.inputs = container.NewVBox()
	v.action = container.NewVBox()
	v.dice = container.NewVBox()
	v.players = container.NewVBox()
	v.undoB = kit.NewButton(lang.X("mall.screen.undo", "Undo"), theme.ContentUndoIcon(), v.undo)
	v.redoB = kit.NewButton(lang.X("mall.screen.redo", "Redo"), theme.ContentRedoIcon(), func() { v.step(v.session.Redo, true) })
	v.msgs = kit.NewMessageBar(v.h.Window().Canvas)
}

// content lays the play screen out: the phase bar across the top, the mall
// on one side and the table's inputs on the other (stacked in portrait),
// the message bar at the bottom. A new step opens both scrolls at the top;
// a tap within a step keeps them where they were.
func (v *view) content(key string) fyne.CanvasObject {
	side := container.NewVBox(v.guide)
	if len(v.inputs.Objects) > 0 {
		side.Add(v.inputs) // an empty one would still take a padding
	}
	side.Add(widget.NewSeparator())
	side.Add(v.dice)
	side.Add(widget.NewSeparator())
	side.Add(v.players)
	ratio := float32(splitRatio)
	if kit.Portrait(v.h.Window().Canvas().Size()) {
		ratio = portraitRatio // the mall's boxes are wide there: the votes get the room
	}
	split := container.New(kit.Split{Ratio: ratio},
		v.scrolls[0].Scroll(key, container.NewPadded(v.board)),
		container.NewBorder(nil, container.NewPadded(v.action), nil, nil,
			v.scrolls[1].Scroll(key, container.NewPadded(side))))
	bar := kit.TopBar(v.leave, "Mall of Horror", v.undoB, v.redoB)
	if v.readOnly {
		// A game that is over, to look at: nothing to take back or keep.
		bar = kit.TopBar(v.h.Home, "Mall of Horror")
	}
	top := container.NewVBox(bar, container.NewPadded(v.bar))
	return container.NewBorder(top, v.msgs, nil, nil, split)
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
		v.msgs.Say(kit.Message{Text: translations.Err(err), Refusal: true})
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
		v.msgs.Say(kit.Message{Text: translations.Err(err), Refusal: true})
	} else {
		done := lang.X("mall.screen.undone", "Undone: the game is back to round {{.Round}}.", map[string]any{"Round": roundWord(v.session.State())})
		if redo {
			done = lang.X("mall.screen.redone", "Redone: the game goes forward to round {{.Round}}.", map[string]any{"Round": roundWord(v.session.State())})
		}
		v.msgs.Settle()
		v.msgs.Say(kit.Message{Text: done})
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
			return lang.X("mall.screen.eaten", "{{.Character}} eaten", map[string]any{"Character": charName(label(after.Players[c.Owner]), c.Kind)})
		}
	}
	return ""
}

// tellRefusal says in the message bar why a greyed-out choice cannot be
// taken.
func (v *view) tellRefusal(reason string) {
	v.msgs.Say(kit.Message{Text: capitalizeFirst(reason) + ".", Refusal: true})
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

func (v *view) clearChoices() {
	v.truckWinner = -2
	v.dests = nil
	v.sprint = 0
	v.setupKind = -1
	v.ownRoll = nil
	v.ballots = nil
	v.tied = map[int]bool{}
}

// stepKey names the step on show: within it a refresh keeps the scroll,
// the next step opens at the top.
func stepKey(st mh.State) string {
	_, voting := st.CurrentVote()
	return fmt.Sprint(st.Round, st.Phase, st.AttackAt, st.Searcher, st.Eaten, st.TieColour, voting, len(st.Tied), st.Announced)
}

// refresh redraws the screen from the engine's state.
func (v *view) refresh() {
	st := v.session.State()
	v.undoB.SetEnabled(v.session.CanUndo())
	v.redoB.SetEnabled(v.session.CanRedo())
	if st.Outcome.Over && (len(v.interludes) == 0 || v.readOnly) {
		v.h.Show(v.endScreen(st))
		return
	}
	v.fillPhaseBar(st)
	v.fillGuide(st)
	v.action.Objects = nil
	v.fillInputs(st)
	v.fillBoard(st) // after the inputs: a placement box uses the character chosen there
	v.fillDice(st)
	v.fillPlayers(st)
	v.action.Refresh()
	key := stepKey(st)
	if len(v.interludes) > 0 {
		key += v.interludes[0].title
	}
	v.h.Show(v.content(key))
	for i := range v.scrolls {
		v.scrolls[i].Restore()
	}
}

// fillGuide writes the engine's reminders for this moment; in the votes
// and the attack the inputs say it, seat by seat.
func (v *view) fillGuide(st mh.State) {
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
