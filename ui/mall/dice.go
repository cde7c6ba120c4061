package mall

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// fillDice is the dice panel: the zombie dice as the shared screen may show
// them (PublicDice), who may look and who looked, and in phase C the roll,
// the Security Cameras and the way on to destinations.
func (v *mallDice) fillDice(st mh.State) {
	v.dice.Objects = nil
	pub := st.PublicDice()
	// A pause that tells of the round just played shows its dice, not the
	// next round's, which the engine has begun.
	past := len(v.interludes) > 0 && v.interludes[0].round != st.Round
	if past {
		pub = v.interludes[0].dice
	}
	head := widget.NewLabelWithStyle(lang.X("mall.dice.title", "Zombie dice"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row := container.NewHBox()
	status := ""
	switch {
	case pub.Revealed:
		for _, d := range pub.Dice {
			row.Add(newDieFace(d, 56))
		}
		status = lang.X("mall.dice.open", "placed in the open: zombies came where they point")
	case pub.Rolled:
		status = lang.X("mall.dice.secret", "rolled in secret")
		if st.Phase == mh.PhaseArrival {
			// In phase C the looks need the room: words instead of the
			// four hidden dice, and the way of looking on the same line.
			status = lang.X("mall.dice.secretLook", "rolled in secret; whoever looks sees them on:")
			break
		}
		for range 4 {
			row.Add(hiddenDie(56))
		}
	default:
		status = lang.X("mall.dice.notRolled", "not rolled yet")
		if st.Phase == mh.PhaseSetup {
			status = lang.X("mall.dice.setup", "the Chief's first roll places the first zombies when setup ends")
		}
	}
	sl := widget.NewLabel(status)
	sl.Wrapping = fyne.TextWrapWord
	v.dice.Add(container.NewBorder(nil, nil, head, nil, sl))
	if len(row.Objects) > 0 {
		v.dice.Add(row)
	}
	if st.Phase != mh.PhaseArrival || past {
		v.dice.Refresh()
		return
	}
	if !st.DiceRolled {
		roll := kit.NewButton(lang.X("mall.dice.roll", "Roll the zombie dice in secret"), theme.ViewRefreshIcon(), func() { v.act(mh.RollZombieDice{}) })
		roll.Importance = widget.HighImportance
		// A table that rolls the real dice under the dice box: the
		// elected Chief enters them, the others looking away.
		own := kit.NewButton(lang.X("mall.dice.tableRoll", "The Chief enters the table's dice"), nil, func() {
			showDiceEntry(v.h.Window().Canvas(), st, func(d [4]int) { v.act(mh.RollZombieDice{Dice: &d}) })
		})
		var why error
		if !st.ChiefElected {
			why = errors.New(lang.X("mall.dice.tableNotElected", "the Chief was not elected this round and may not look at the dice: let the app roll them"))
		}
		v.offer(own, why)
		if own.Disabled() && why != nil {
			// The rulebook lets only an elected Chief look: the table
			// reads beside the button what it does instead.
			own.SetNote(lang.X("mall.dice.tableNotElectedNote", "not elected: the app rolls, nobody looks"))
		}
		v.dice.Add(kit.NewFitGrid(2, roll, own))
		v.dice.Refresh()
		return
	}
	// How a player who may look sees the dice without the others seeing
	// them, for this round. Above the seats, so that it is in view with
	// them.
	ways := kit.NewFitGrid(2)
	for _, w := range []struct {
		way  kit.RevealWay
		text string
	}{{kit.RevealCurtain, lang.X("mall.dice.curtain", "This tablet, handed over")}, {kit.RevealQR, lang.X("mall.dice.qr", "QR code on their phone")}} {
		w := w
		ways.Add(button(w.text, v.revealWay() == w.way, func() { v.choose(func() { v.setRevealWay(w.way) }) }))
	}
	v.dice.Add(ways)
	// Who may look, each seat in its row: the look and the Security
	// Camera keep their places, greyed out with the engine's reason.
	for seat, p := range st.Players {
		seat := seat
		status := ""
		switch {
		case st.HasLooked(seat):
			status = lang.X("mall.dice.looked", "looked")
		case st.ChiefElected && seat == st.Chief:
			status = lang.X("mall.dice.elected", "elected Chief")
		case st.MaySeeDice(seat):
			status = lang.X("mall.dice.cameraCard", "Camera card")
		}
		look := kit.NewButton(lang.X("mall.dice.look", "Look"), theme.VisibilityIcon(), func() { v.look(seat) })
		err := st.Check(mh.LookAtDice{Player: seat})
		cam := kit.NewButton(lang.X("mall.dice.cameraCard", "Camera card"), nil, func() {
			v.act(mh.PlayCard{Player: seat, Card: mh.SecurityCamera})
		})
		// The name over what the seat may do ("looked", "Camera card"),
		// each written whole in its third of the row: two short lines
		// where one long one was cut.
		v.dice.Add(playerRow(p, kit.NewFitGrid(3, midHeight(seatWords(label(p), status)), midHeight(v.offer(look, err)),
			midHeight(v.offerCard(cam, st, mh.PlayCard{Player: seat, Card: mh.SecurityCamera})))))
	}
	next := kit.NewPrimaryButton(lang.X("mall.dice.next", "Cameras done: choose destinations"), theme.NavigateNextIcon(), func() { v.act(mh.Proceed{}) })
	v.action.Add(v.offer(next, st.Check(mh.Proceed{})))
	v.dice.Refresh()
}

// revealWay is how the secret dice reach their player this round: the
// tablet handed over, unless the table chose the QR code in this round. A
// choice lasts its round: the next round's looks start from the tablet
// again, as a new player at the table expects.
func (v *mallDice) revealWay() kit.RevealWay {
	if st := v.session.State(); v.qrRound != 0 && v.qrRound == st.Round {
		return kit.RevealQR
	}
	return kit.RevealCurtain
}

// setRevealWay records the table's choice for this round.
func (v *mallDice) setRevealWay(w kit.RevealWay) {
	v.qrRound = 0
	if w == kit.RevealQR {
		v.qrRound = v.session.State().Round
	}
}

// look shows the secret dice to one entitled player through the private
// reveal; only the fact that they looked comes back to the shared screen.
func (v *mallDice) look(seat int) {
	st := v.session.State()
	d, err := st.SecretDice(seat)
	if err == nil {
		err = st.Check(mh.LookAtDice{Player: seat})
	}
	if err != nil {
		v.tellRefusal(translations.Err(err))
		v.refresh()
		return
	}
	done := func(looked bool) {
		if looked {
			v.act(mh.LookAtDice{Player: seat}) // the engine keeps who looked
			return
		}
		v.refresh()
	}
	showPeek(v.h.Window().Canvas(), st, seat, d, v.revealWay(), done)
}

// seatWords is a seat's name in bold over its status, each line written
// smaller if its room is short rather than cut.
func seatWords(name, status string) fyne.CanvasObject {
	fg := theme.Color(theme.ColorNameForeground)
	n := canvas.NewText(name, fg)
	n.TextStyle.Bold = true
	n.TextSize = theme.TextSize()
	line := container.New(&fitText{size: n.TextSize}, n)
	if status == "" {
		return line // alone in the middle of its row
	}
	s := canvas.NewText(status, fg)
	s.TextSize = theme.TextSize() * 0.8
	// No padding between the lines: the two are as tall as a button.
	return container.New(layout.NewCustomPaddedVBoxLayout(0), line, container.New(&fitText{size: s.TextSize}, s))
}

// midHeight keeps a button at its own height, in the middle of a taller
// row, across the row's whole width.
func midHeight(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(layout.NewSpacer(), o, layout.NewSpacer())
}
