package mall

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// mallBoard is the mall's six locations, drawn from their picture.
type mallBoard struct {
	mallGame
	*mallChoices
	part *kit.Part[boardPic]
}

// boardPic is the board's picture: the state, the character the placer is
// about to place (a tap on an outlined location places it) and the theme.
type boardPic struct {
	State     mh.State
	SetupKind mh.CharKind
	Dark      bool
}

// show redraws the board when its picture changed.
func (v *mallBoard) show(st mh.State) {
	v.part.Show(boardPic{State: st, SetupKind: v.setupKind, Dark: kit.IsDark()}, v.drawBoard)
}

// drawBoard draws the six locations, outlining the ones that matter now:
// where the placer may go (setup: a tap on it places the character, as
// its button does), where the mover heads (phase E), where the zombies
// attack (phase F).
func (v *mallBoard) drawBoard(p boardPic) fyne.CanvasObject {
	st := p.State
	marked := map[mh.Location]bool{}
	switch st.Phase {
	case mh.PhaseSetup:
		for _, l := range st.PlacementChoices() {
			marked[l] = true
		}
	case mh.PhaseMovement:
		if m, ok := st.Mover(); ok && m < len(st.Destinations) {
			marked[st.Destinations[m]] = true
		}
	case mh.PhaseAttack:
		marked[st.AttackAt] = true
	}
	// Two columns at every size: with up to three, the count followed the
	// widest box's words, and the grid went from 2 columns to 3 when the
	// Parking's "ohne Grenze" became "1 hier" (German, 800x1280).
	board := kit.NewFillGrid(2)
	for _, l := range mh.Locations() {
		var mark color.Color
		if marked[l] {
			mark = theme.Color(theme.ColorNameWarning) // draws the eye, taps nothing
		}
		a := mh.Place{Player: st.Placer(), Character: p.SetupKind, Location: l}
		tappable := st.Phase == mh.PhaseSetup && marked[l] && st.Check(a) == nil
		if tappable {
			mark = theme.Color(theme.ColorNamePrimary)
		}
		var card fyne.CanvasObject = locationCard(st, l, mark)
		if tappable {
			card = newTapBox(card, func() { v.act(a) })
		}
		board.Add(card)
	}
	return board
}

// tapBox is a location on the board that a tap acts on: only the boxes
// outlined for a placement are, so that an outline means "tap here".
type tapBox struct {
	widget.BaseWidget
	content fyne.CanvasObject
	onTap   func()
}

func newTapBox(content fyne.CanvasObject, onTap func()) *tapBox {
	b := &tapBox{content: content, onTap: onTap}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer draws the location as it is.
func (b *tapBox) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(b.content) }

// Tapped acts.
func (b *tapBox) Tapped(*fyne.PointEvent) { b.onTap() }
