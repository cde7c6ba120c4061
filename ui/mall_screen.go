package ui

import (
	"fmt"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	moh "hordekeeper/engine/mallofhorror"
)

// mallView is a Mall of Horror game on show: the mall's six locations, the
// phase bar, the dice panel and the inputs of the phase being played. It
// reads the engine's state and sends it actions; every rule is the
// engine's.
type mallView struct {
	a       *App
	session *engine.Session[moh.State]

	board   *fyne.Container
	bar     *fyne.Container
	guide   *widget.Label
	notices *fyne.Container
	inputs  *fyne.Container
	dice    *fyne.Container
	players *fyne.Container
	undoB   *bigButton
	redoB   *bigButton

	// refused is the last refusal, shown until the next action.
	refused string
	// The table's choices not yet sent to the engine.
	setupKind   moh.CharKind // the character the placer is about to place
	truckWinner int          // the truck's winner, before the gift (-2: none yet)
	dests       []moh.Location
	sprint      moh.Location
	// looked records, per round, who looked at the secret dice (never what
	// they saw).
	looked      map[int]bool
	lookedRound int
	revealWay   RevealWay
}

// mallViews holds the Mall view of each App (App's fields belong to the
// shared shell), so tests and a reopened game find it.
var mallViews sync.Map // *App -> *mallView

func (a *App) mallView() *mallView {
	if v, ok := mallViews.Load(a); ok {
		return v.(*mallView)
	}
	return nil
}

// closeMall closes the journal of the game on show, if any.
func (a *App) closeMall() {
	if v := a.mallView(); v != nil {
		v.session.Close()
		mallViews.Delete(a)
	}
}

// openMallOfHorror resumes the game in progress (asking first) or opens
// the new-game form; see mall_resume.go.
func (a *App) openMallOfHorror() {
	a.closeMall()
	a.mallOpenSaved()
}

// showMall puts a session on screen: the board, or the end screen when the
// game is over.
func (a *App) showMall(s *engine.Session[moh.State]) *mallView {
	a.closeMall()
	v := &mallView{a: a, session: s, truckWinner: -2, looked: map[int]bool{}, revealWay: RevealQR}
	mallViews.Store(a, v)
	v.build()
	v.refresh()
	return v
}

func (v *mallView) build() {
	v.board = container.NewGridWithColumns(3)
	v.bar = container.NewStack()
	v.guide = widget.NewLabel("")
	v.guide.Wrapping = fyne.TextWrapWord
	v.guide.TextStyle.Bold = true
	v.notices = container.NewVBox()
	v.inputs = container.NewVBox()
	v.dice = container.NewVBox()
	v.players = container.NewVBox()
	v.undoB = newBigButton("Undo", theme.ContentUndoIcon(), func() { v.step(v.session.Undo) })
	v.redoB = newBigButton("Redo", theme.ContentRedoIcon(), func() { v.step(v.session.Redo) })
	v.a.buttons["mall/undo"], v.a.buttons["mall/redo"] = v.undoB, v.redoB
}

// content lays the play screen out: the phase bar across the top, the mall
// on one side and the table's inputs on the other (stacked in portrait).
func (v *mallView) content() fyne.CanvasObject {
	side := container.NewVBox(v.guide, v.inputs, v.notices, widget.NewSeparator(), v.dice, widget.NewSeparator(), v.players)
	split := container.New(splitLayout{ratio: 0.56},
		container.NewVScroll(container.NewPadded(v.board)),
		container.NewVScroll(container.NewPadded(side)))
	top := container.NewVBox(v.a.topBar("Mall of Horror", v.undoB, v.redoB), container.NewPadded(v.bar))
	return container.NewBorder(top, nil, nil, nil, split)
}

// act sends an action to the engine; the journal has it on disk before the
// screen changes. A refusal is shown in the rule's words.
func (v *mallView) act(act engine.Action) {
	if _, err := v.session.Do(act); err != nil {
		v.refused = "Not recorded: " + err.Error()
	} else {
		v.refused = ""
		v.clearChoices()
	}
	v.refresh()
}

// step runs undo or redo.
func (v *mallView) step(fn func() error) {
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
func (v *mallView) choose(fn func()) {
	fn()
	v.refused = ""
	v.refresh()
}

func (v *mallView) clearChoices() {
	v.truckWinner = -2
	v.dests = nil
	v.sprint = 0
	v.setupKind = -1
}

// refresh redraws the screen from the engine's state.
func (v *mallView) refresh() {
	st := v.session.State()
	if st.Round != v.lookedRound {
		v.looked, v.lookedRound = map[int]bool{}, st.Round
	}
	setEnabled(v.undoB, v.session.CanUndo())
	setEnabled(v.redoB, v.session.CanRedo())
	if st.Outcome.Over {
		v.a.show("mall-end", v.endScreen(st))
		return
	}
	if v.a.screen != "mall" {
		v.a.show("mall", v.content())
	}
	v.fillBoard(st)
	v.fillPhaseBar(st)
	// The phase bar already says the phase's reminder: here only "Now".
	now := strings.TrimSpace(strings.TrimPrefix(st.Guide(), moh.PhaseGuide(st.Phase)))
	v.guide.SetText(now)
	v.guide.Hidden = now == ""
	v.fillNotices(st)
	v.fillInputs(st)
	v.fillDice(st)
	v.fillPlayers(st)
}

// fillNotices shows the automatic consequences of the last step, one
// sentence each, and a refusal if the last tap was refused.
func (v *mallView) fillNotices(st moh.State) {
	v.notices.Objects = nil
	if v.refused != "" {
		l := widget.NewLabelWithStyle(v.refused, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.DangerImportance
		l.Wrapping = fyne.TextWrapWord
		v.notices.Add(l)
	}
	for _, n := range st.NoticeTexts() {
		l := widget.NewLabel("• " + n)
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.WarningImportance
		v.notices.Add(l)
	}
	v.notices.Refresh()
}

// fillPlayers lists the players: colour and letter, name, the Chief's
// badge, cards in hand and characters left.
func (v *mallView) fillPlayers(st moh.State) {
	v.players.Objects = nil
	v.players.Add(widget.NewLabelWithStyle("Players, clockwise", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for seat, p := range st.Players {
		alive := 0
		for _, c := range st.CharactersOf(seat) {
			if c.Alive() || st.Phase == moh.PhaseSetup && !c.Dead {
				alive++
			}
		}
		info := fmt.Sprintf("%s · %s in hand · %d characters", p.Name, plural(p.Hand, "card"), alive)
		if seat == st.Chief {
			if st.ChiefElected {
				info += " · CHIEF (elected)"
			} else {
				info += " · CHIEF"
			}
		}
		if st.Phase != moh.PhaseSetup && st.Eliminated(seat) {
			info += " · returns as a zombie"
		}
		l := widget.NewLabel(info)
		l.Wrapping = fyne.TextWrapWord
		v.players.Add(playerRow(p, l))
	}
	v.players.Refresh()
}

// plural writes "1 card" or "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
