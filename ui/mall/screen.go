package mall

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// view is a Mall of Horror game on show: the mall's six locations, the
// phase bar, the dice panel and the inputs of the phase being played. It
// reads the engine's state and sends it actions; every rule is the
// engine's.
type view struct {
	h       Host
	session *engine.Session[mh.State]

	play    fyne.CanvasObject // the play screen, built once
	onPlay  bool              // whether the play screen is the one on show
	board   *fyne.Container
	bar     *fyne.Container
	guide   *widget.Label
	notices *fyne.Container
	inputs  *fyne.Container
	dice    *fyne.Container
	players *fyne.Container
	undoB   *kit.Button
	redoB   *kit.Button

	// refused is the last refusal, shown until the next action.
	refused string
	// The table's choices not yet sent to the engine.
	setupKind   mh.CharKind // the character the placer is about to place
	truckWinner int         // the truck's winner, before the gift (-2: none yet)
	dests       []mh.Location
	sprint      mh.Location
	// looked records, per round, who looked at the secret dice (never what
	// they saw).
	looked      map[int]bool
	lookedRound int
	revealWay   kit.RevealWay
}

// show puts a session on screen: the mall, or the end screen when the game
// is over.
func show(h Host, s *engine.Session[mh.State]) *view {
	v := &view{h: h, session: s, truckWinner: -2, looked: map[int]bool{}, revealWay: kit.RevealQR}
	v.build()
	v.refresh()
	return v
}

func (v *view) build() {
	v.board = container.NewGridWithColumns(3)
	v.bar = container.NewStack()
	v.guide = widget.NewLabel("")
	v.guide.Wrapping = fyne.TextWrapWord
	v.guide.TextStyle.Bold = true
	v.notices = container.NewVBox()
	v.inputs = container.NewVBox()
	v.dice = container.NewVBox()
	v.players = container.NewVBox()
	v.undoB = kit.NewButton("Undo", theme.ContentUndoIcon(), func() { v.step(v.session.Undo) })
	v.redoB = kit.NewButton("Redo", theme.ContentRedoIcon(), func() { v.step(v.session.Redo) })
	v.play = v.content()
}

// content lays the play screen out: the phase bar across the top, the mall
// on one side and the table's inputs on the other (stacked in portrait).
func (v *view) content() fyne.CanvasObject {
	side := container.NewVBox(v.guide, v.inputs, v.notices, widget.NewSeparator(), v.dice, widget.NewSeparator(), v.players)
	split := container.New(kit.Split{Ratio: 0.56},
		container.NewVScroll(container.NewPadded(v.board)),
		container.NewVScroll(container.NewPadded(side)))
	top := container.NewVBox(kit.TopBar(v.leave, "Mall of Horror", v.undoB, v.redoB), container.NewPadded(v.bar))
	return container.NewBorder(top, nil, nil, nil, split)
}

// leave closes the game's journal and goes back to the list of games; the
// game waits in its file for the next time.
func (v *view) leave() {
	v.session.Close()
	v.h.Home()
}

// act sends an action to the engine; the journal has it on disk before the
// screen changes. A refusal is shown in the rule's words.
func (v *view) act(act engine.Action) {
	if _, err := v.session.Do(act); err != nil {
		v.refused = "Not recorded: " + err.Error()
	} else {
		v.refused = ""
		v.clearChoices()
	}
	v.refresh()
}

// step runs undo or redo.
func (v *view) step(fn func() error) {
	if err := fn(); err != nil {
		v.refused = err.Error()
	} else {
		v.refused = ""
		v.clearChoices()
	}
	v.refresh()
}

// choose records a choice not yet sent to the engine (a wheel, a Sprint's
// target); it clears an earlier refusal.
func (v *view) choose(fn func()) {
	fn()
	v.refused = ""
	v.refresh()
}

func (v *view) clearChoices() {
	v.truckWinner = -2
	v.dests = nil
	v.sprint = 0
	v.setupKind = -1
}

// refresh redraws the screen from the engine's state.
func (v *view) refresh() {
	st := v.session.State()
	if st.Round != v.lookedRound {
		v.looked, v.lookedRound = map[int]bool{}, st.Round
	}
	setEnabled(v.undoB, v.session.CanUndo())
	setEnabled(v.redoB, v.session.CanRedo())
	if st.Outcome.Over {
		v.onPlay = false
		v.h.Show(v.endScreen(st))
		return
	}
	if !v.onPlay {
		v.onPlay = true
		v.h.Show(v.play)
	}
	v.fillBoard(st)
	v.fillPhaseBar(st)
	// The phase bar already says the phase's reminder: here only "Now".
	now := strings.TrimSpace(strings.TrimPrefix(st.Guide(), mh.PhaseGuide(st.Phase)))
	v.guide.SetText(now)
	v.guide.Hidden = now == ""
	v.fillNotices(st)
	v.fillInputs(st)
	v.fillDice(st)
	v.fillPlayers(st)
}

// setEnabled enables or disables a button.
func setEnabled(b *kit.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
