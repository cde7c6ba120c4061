package mall

import (
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// mallGame is what every part of the view needs of the game on the table:
// the one way to send an action (act), to record a choice not yet sent
// (choose), to redraw, and the refusals' words. view is it.
type mallGame interface {
	act(a engine.Action)
	choose(fn func())
	refresh()
	offer(b *kit.Button, err error) *kit.Button
	offerCard(b *kit.Button, st mh.State, a mh.PlayCard) *kit.Button
	tellRefusal(reason string)
}

// mallChoices are the table's choices not yet sent to the engine.
type mallChoices struct {
	setupKind   mh.CharKind // the character the placer is about to place
	ownRoll     []int       // the table's own placement dice being entered (0: not yet), or nil
	truckWinner int         // the truck's winner, before the gift (-2: none yet)
	dests       []mh.Location
	sprint      mh.Location
	ballots     []int        // the vote helper's wheels, by seat (NoVote: none yet)
	tied        map[int]bool // the colours a table-counted second vote tied
	// cardsDone names the attack vote whose cards the table has finished
	// (see attackKey); kept across the steps of that vote.
	cardsDone attackVote
}

// pic is a copy of the choices that later choices do not change (a wheel
// turned writes into its slice), to compare with the next ones.
func (c *mallChoices) pic() mallChoices {
	p := *c
	p.ownRoll, p.dests, p.ballots, p.tied = slices.Clone(c.ownRoll), slices.Clone(c.dests), slices.Clone(c.ballots), maps.Clone(c.tied)
	return p
}

// mallPauses are the pauses the table reads before going on, and the
// round's sentences they tell.
type mallPauses struct {
	session play
	// interludes are the pauses shown before the table goes on: the extra
	// zombies and the first attacks, the round's summary.
	interludes []interlude
	// roundLog gathers the sentences of the attack phase for the summary,
	// from the journal as it stands (see relogRound).
	roundLog []string
}

// mallDice is the dice panel: the zombie dice, who may look and who looked.
type mallDice struct {
	mallGame
	*mallPauses
	h       Host
	session play
	dice    *fyne.Container
	action  *fyne.Container
	// qrRound is the round whose looks go by QR code (0: by the tablet).
	qrRound int
}

// mallSteps is the side panel's step: the engine's reminders, what the
// table enters in the phase being played, the dice panel and the step's
// main button.
type mallSteps struct {
	mallGame
	*mallChoices
	*mallPauses
	*mallDice
	h       Host
	session play
	guide   *fyne.Container
	inputs  *fyne.Container
	// action holds the step's main button, under the side panel's scroll,
	// always in sight.
	action *fyne.Container
	// guarded keeps a double tap off the action's next meaning.
	guarded actionGuard
	part    *kit.Part[stepsPic]
}

// stepsPic is the side panel's picture: the state, the table's choices and
// pauses, the way a secret is revealed, the width the rows have and the
// theme. The step is redrawn when any of it changes.
type stepsPic struct {
	State      mh.State
	Choices    mallChoices
	Interludes []interlude
	Way        kit.RevealWay
	Width      float32
	Dark       bool
}

// show redraws the side panel's step when its picture changed.
func (v *mallSteps) show(st mh.State) {
	pic := stepsPic{State: st, Choices: v.mallChoices.pic(), Interludes: slices.Clone(v.interludes), Way: v.revealWay(), Width: v.sideWidth(), Dark: kit.IsDark()}
	v.part.Show(pic, func(stepsPic) fyne.CanvasObject {
		v.fillGuide(st)
		v.action.Objects = nil
		v.fillInputs(st)
		v.fillDice(st)
		v.guarded.guard(v.action, v.h)
		v.action.Refresh()
		side := container.NewVBox(v.guide)
		if len(v.inputs.Objects) > 0 {
			side.Add(v.inputs) // an empty one would still take a padding
		}
		side.Add(widget.NewSeparator())
		side.Add(v.dice)
		side.Add(widget.NewSeparator())
		return side
	})
}

// newParts wires the parts of a game on screen.
func (v *view) newParts() {
	v.mallChoices = &mallChoices{truckWinner: -2}
	v.mallPauses = &mallPauses{session: v.session}
	action := container.NewVBox()
	v.diceP = &mallDice{mallGame: v, mallPauses: v.mallPauses, h: v.h, session: v.session, dice: container.NewVBox(), action: action}
	v.steps = &mallSteps{mallGame: v, mallChoices: v.mallChoices, mallPauses: v.mallPauses, mallDice: v.diceP, h: v.h, session: v.session,
		guide: container.NewVBox(), inputs: container.NewVBox(), action: action, part: kit.NewPart[stepsPic]()}
	v.board = &mallBoard{mallGame: v, mallChoices: v.mallChoices, part: kit.NewPart[boardPic]()}
	v.phase = kit.NewPart[phasePic]()
	v.players = kit.NewPart[playersPic]()
}
