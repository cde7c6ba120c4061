package mall

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// fillDice is the dice panel: the zombie dice as the shared screen may show
// them (PublicDice), who may look and who looked, and in phase C the roll,
// the Security Cameras and the way on to destinations.
func (v *view) fillDice(st mh.State) {
	v.dice.Objects = nil
	pub := st.PublicDice()
	head := widget.NewLabelWithStyle("Zombie dice", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row := container.NewHBox()
	status := ""
	switch {
	case pub.Revealed:
		for _, d := range pub.Dice {
			row.Add(newDieFace(d, 56))
		}
		status = "placed in the open: zombies came where they point"
	case pub.Rolled:
		for range 4 {
			row.Add(hiddenDie(56))
		}
		status = "rolled in secret"
	default:
		status = "not rolled yet"
		if st.Phase == mh.PhaseSetup {
			status = "the Chief's first roll places the first zombies when setup ends"
		}
	}
	sl := widget.NewLabel(status)
	sl.Wrapping = fyne.TextWrapWord
	v.dice.Add(container.NewBorder(nil, nil, head, nil, sl))
	if len(row.Objects) > 0 {
		v.dice.Add(row)
	}
	if st.Phase != mh.PhaseArrival {
		v.dice.Refresh()
		return
	}
	if !st.DiceRolled {
		roll := kit.NewButton("Roll the zombie dice in secret", theme.ViewRefreshIcon(), func() { v.act(mh.RollZombieDice{}) })
		roll.Importance = widget.HighImportance
		v.dice.Add(roll)
		v.dice.Refresh()
		return
	}
	// Who may look, through the private reveal; the screen keeps only
	// the fact of a look.
	way := kit.NewButton("", nil, nil)
	if v.revealWay == kit.RevealQR {
		way.SetText("Look by: QR code (tap for curtain)")
	} else {
		way.SetText("Look by: curtain (tap for QR code)")
	}
	way.OnTapped = func() { v.choose(func() { v.revealWay = 1 - v.revealWay }) }
	v.dice.Add(way)
	var looked []string
	for seat, p := range st.Players {
		seat := seat
		if !st.MaySeeDice(seat) {
			continue
		}
		why := "Security Camera"
		if st.ChiefElected && seat == st.Chief {
			why = "elected Chief"
		}
		label := fmt.Sprintf("%s looks (%s)", p.Label(), why)
		if v.looked[seat] {
			label = fmt.Sprintf("%s looks again (%s)", p.Label(), why)
			looked = append(looked, p.Label())
		}
		b := kit.NewButton(label, theme.VisibilityIcon(), func() { v.look(seat) })
		v.dice.Add(b)
	}
	if len(looked) > 0 {
		l := widget.NewLabel("Looked at the dice: " + strings.Join(looked, ", ") + ".")
		l.Wrapping = fyne.TextWrapWord
		v.dice.Add(l)
	} else if !st.ChiefElected {
		l := widget.NewLabel("The Chief was not elected this round: only a Security Camera lets someone look.")
		l.Wrapping = fyne.TextWrapWord
		v.dice.Add(l)
	}
	cams := container.NewGridWithColumns(2)
	for seat, p := range st.Players {
		seat := seat
		// TODO(engine): who may still play a Security Camera is a rule.
		if st.MaySeeDice(seat) || p.Hand == 0 || st.Eliminated(seat) {
			continue
		}
		b := kit.NewButton(p.Label()+": Camera", nil, func() {
			v.act(mh.PlayCard{Player: seat, Card: mh.SecurityCamera})
		})
		cams.Add(b)
	}
	if len(cams.Objects) > 0 {
		v.dice.Add(note("In turn from the Chief, anyone may play a Security Camera to look:"))
		v.dice.Add(cams)
	}
	next := kit.NewButton("Cameras done: choose destinations", theme.NavigateNextIcon(), func() { v.act(mh.Proceed{}) })
	next.Importance = widget.HighImportance
	v.dice.Add(next)
	v.dice.Refresh()
}

// look shows the secret dice to one entitled player through the private
// reveal; only the fact that they looked comes back to the shared screen.
func (v *view) look(seat int) {
	st := v.session.State()
	d, err := st.SecretDice(seat)
	if err != nil {
		v.refused = "Not shown: " + err.Error()
		v.refresh()
		return
	}
	p := st.Players[seat]
	var where []string
	for _, x := range d {
		where = append(where, mh.Location(x).String())
	}
	secret := kit.Secret{
		For:   p.Label(),
		Title: fmt.Sprintf("The zombie dice of round %d", st.Round),
		Text:  fmt.Sprintf("Zombie dice, round %d: %d %d %d %d (%s)", st.Round, d[0], d[1], d[2], d[3], strings.Join(where, ", ")),
	}
	v.h.Reveal(secret, v.revealWay, func(looked bool) {
		if looked {
			v.looked[seat] = true
		}
		v.refresh()
	})
}
