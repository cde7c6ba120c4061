package mall

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// peekGate is the screen over the table while one player looks at the
// secret dice.
type peekGate struct {
	pop *widget.PopUp
	// hold shows the dice (or their QR code) only while it is held.
	hold *kit.HoldButton
	// looked is whether the dice were ever on screen.
	looked bool
}

// showPeek covers the whole screen for the secret dice: a gate names the one
// player entitled to look and asks the others to look away; the dice (the
// curtain way) or a small QR code of them (the QR way) are built only while
// that player holds the button down and dropped as it comes up. "Done" gives
// the tablet back with done(looked): whether the dice were ever shown.
func showPeek(c fyne.Canvas, st mh.State, seat int, dice [4]int, way kit.RevealWay, done func(looked bool)) *peekGate {
	p := st.Players[seat]
	g := &peekGate{}
	why := lang.X("mall.curtain.camera", "with a Security Camera")
	if st.ChiefElected && seat == st.Chief {
		why = lang.X("mall.curtain.chief", "the elected Chief")
	}
	args := map[string]any{"Player": label(p), "Why": why}
	give := big(lang.X("mall.curtain.give", "Give the tablet to {{.Player}}", args))
	who := note(lang.X("mall.curtain.who", "Only {{.Player}} ({{.Why}}) looks at the zombie dice; everyone else looks away. The dice show only while {{.Player}} holds the button down.", args))
	holdText := lang.X("mall.curtain.hold", "Hold to see the dice")
	secret := func() fyne.CanvasObject { return diceSheet(st, dice, c.Size().Width) }
	if way == kit.RevealQR {
		who = note(lang.X("mall.qrgate.who", "Only {{.Player}} ({{.Why}}) scans the QR code of the zombie dice with their phone; everyone else looks away. The code shows only while {{.Player}} holds the button down.", args))
		holdText = lang.X("mall.qrgate.hold", "Hold to show the QR code")
		secret = func() fyne.CanvasObject { return diceCode(c, st, dice) }
	}
	who.Alignment = fyne.TextAlignCenter
	// The secret comes and goes in the middle; the buttons are anchored
	// at the bottom, so that the one under the finger never moves.
	slot := container.NewStack()
	g.hold = kit.NewHoldButton(holdText, func() {
		g.looked = true
		slot.Objects = []fyne.CanvasObject{container.NewVBox(layout.NewSpacer(), secret(), layout.NewSpacer())}
		slot.Refresh()
	}, func() {
		slot.Objects = nil // nothing of the dice stays in the tree
		slot.Refresh()
	})
	doneB := kit.NewButton(lang.X("mall.curtain.done", "Done: give the tablet back"), theme.ConfirmIcon(), func() {
		g.hold.Release()
		g.pop.Hide()
		done(g.looked)
	})
	doneB.Min = fyne.NewSize(300, 64)
	// A gap between the two, so that a finger lifted from the hold does
	// not land on Done.
	gap := canvas.NewRectangle(color.Transparent)
	gap.SetMinSize(fyne.NewSize(1, 48))
	body := container.NewBorder(container.NewVBox(give, who), container.NewVBox(container.NewCenter(g.hold), gap, container.NewCenter(doneB), gap), nil, nil, slot)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	g.pop = widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(body)), c)
	g.pop.Resize(c.Size())
	g.pop.Show()
	return g
}

// diceSheet is what the entitled player sees while holding: the four dice
// as faces and the zombies coming to each location, a closed location's die
// dimmed and said to be ignored.
func diceSheet(st mh.State, dice [4]int, width float32) fyne.CanvasObject {
	side := fyne.Max(fyne.Min(110, (width-120)/4), 48)
	faces := container.NewHBox()
	for _, d := range dice {
		var face fyne.CanvasObject = newDieFace(d, side)
		if st.IsClosed(mh.Location(d)) {
			dim := canvas.NewRectangle(color.NRGBA{0, 0, 0, 0xA0})
			dim.CornerRadius = side / 6
			face = container.NewStack(face, dim)
		}
		faces.Add(face)
	}
	tally := container.NewVBox()
	count := map[mh.Location]int{}
	for _, d := range dice {
		count[mh.Location(d)]++
	}
	for _, l := range mh.Locations() {
		n := count[l]
		if n == 0 {
			continue
		}
		line := lang.XN("mall.curtain.zombies", "{{.Location}}: {{.Count}} zombies", n, map[string]any{"Location": place(l), "Count": n})
		if st.IsClosed(l) {
			line = lang.XN("mall.curtain.closed", "{{.Location}}: closed, {{.Count}} dice ignored", n, map[string]any{"Location": place(l), "Count": n})
		}
		t := widget.NewLabelWithStyle(line, fyne.TextAlignCenter, fyne.TextStyle{Bold: !st.IsClosed(l), Italic: st.IsClosed(l)})
		tally.Add(t)
	}
	return container.NewVBox(container.NewCenter(faces), tally)
}

// diceCode is the small QR code of the dice, for a phone held close: small,
// so that it does not scan across the table. Its text says which dice a
// closed location makes ignored.
func diceCode(c fyne.Canvas, st mh.State, dice [4]int) fyne.CanvasObject {
	text := secretText(st, dice)
	side := fyne.Min(fyne.Min(c.Size().Width, c.Size().Height)*0.25, 200)
	qr, err := kit.NewQRImage(text, side)
	if err != nil {
		return note(lang.X("mall.qrgate.noCode", "These dice cannot be shown as a code: {{.Reason}}", map[string]any{"Reason": err.Error()}))
	}
	hint := note(lang.X("mall.qrgate.scan", "Hold your phone close to scan it; it hides when you let go."))
	hint.Alignment = fyne.TextAlignCenter
	return container.NewVBox(container.NewCenter(qr), hint)
}

// secretText is what the QR code says: the round, the four dice with
// their locations, and the dice a closed location makes ignored.
func secretText(st mh.State, dice [4]int) string {
	var where []string
	ignored := map[mh.Location]bool{}
	for _, x := range dice {
		where = append(where, tr(mh.Location(x).Words()))
		if st.IsClosed(mh.Location(x)) {
			ignored[mh.Location(x)] = true
		}
	}
	text := lang.X("mall.dice.secretText", "Zombie dice, round {{.Round}}: {{.A}} {{.B}} {{.C}} {{.D}} ({{.Where}})",
		map[string]any{"Round": st.Round, "A": dice[0], "B": dice[1], "C": dice[2], "D": dice[3], "Where": strings.Join(where, ", ")})
	for _, l := range mh.Locations() {
		if ignored[l] {
			text += " " + lang.X("mall.dice.secretIgnored", "{{.Location}} is closed: its dice are ignored.", map[string]any{"Location": place(l)})
		}
	}
	return text
}

// big is a centred bold line in heading type, wrapping.
func big(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}
