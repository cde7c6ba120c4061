package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"hordekeeper/ui/kit"
)

// buildFrame lays the screen in play out once, for play and for the break
// after a door slam alike: the clock side over (or beside) the bookkeeping
// side, each with its buttons pinned at its foot (Start, Pause and Mute
// under the clock, Undo and Redo under the bookkeeping, the PAUSED sign
// above Pause). The break swaps only what scrolls above Undo and Redo (the
// dice and the door-slam question instead of the counters), so no button
// moves when the break comes, asks or goes, and each button lies in one
// container only: one laid out off the window (a break screen not on
// show) once shrank the play screen's Undo and Redo to a sliver.
func (v *view) buildFrame() {
	v.clockSide = kit.NewVScroll(container.NewVBox(v.ask, v.side))
	v.playBook = kit.NewVScroll(container.NewPadded(v.book))
	v.breakBook = kit.NewVScroll(container.NewPadded(v.answers))
	v.bookSlot = container.NewStack(v.playBook)
	// PAUSED stands in Start's cell (Start is of no use once the game runs):
	// above Pause it took its height from the clock side, whose words then
	// hid behind it (a fresh-eyes game); there nothing moves or is covered.
	startCell := container.New(fitSign{v.pausedBig}, v.startB, v.pausedBig)
	controls := container.NewGridWithColumns(3, startCell, v.pauseB, v.muteB)
	clock := container.NewPadded(container.NewBorder(nil, controls, nil, nil, v.clockSide))
	var undo fyne.CanvasObject = container.NewPadded(container.NewGridWithColumns(2, v.undoB, v.redoB))
	// In portrait the clock takes 42% of the height, not half: at half,
	// 130 px stood empty under it while the bookkeeping scrolled "We
	// escaped!" down to a 15-px strip above Undo (a fresh-eyes game).
	if v.viewOnly() {
		undo = nil // a game only looked at: nothing to take back
	}
	// On a phone the clock takes 28.5%, its digits smaller (phoneNumberSize): at
	// 42% the door-slam question ran 60 to 160 px below the break's view
	// at 412x915, so the table scrolled to answer it, and the break ending
	// under the finger took a die from the wrong survivor (play-check).
	v.frame = container.New(kit.Split{Ratio: 0.5, Tall: 0.42, Phone: 0.285}, clock, container.NewBorder(nil, undo, nil, nil, v.bookSlot))
	v.body = container.NewStack(v.frame)
}

// showBreak puts the break's side (its dice and question) or play's (the
// bookkeeping) under Undo and Redo, unless it is there.
func (v *view) showBreak(on bool) {
	want := v.playBook
	if on {
		want = v.breakBook
	}
	if len(v.bookSlot.Objects) == 1 && v.bookSlot.Objects[0] == want {
		return
	}
	v.bookSlot.Objects = []fyne.CanvasObject{want}
	v.bookSlot.Refresh()
	// What it holds may have changed off the window: fit the scroll to it.
	want.Refresh()
}

// breakShown tells whether the break's side is on show.
func (v *view) breakShown() bool {
	return len(v.body.Objects) == 1 && v.body.Objects[0] == v.frame &&
		len(v.bookSlot.Objects) == 1 && v.bookSlot.Objects[0] == v.breakBook
}
