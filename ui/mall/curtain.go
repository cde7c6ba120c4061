package mall

import (
	"image/color"

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

// showCurtain covers the whole screen for the secret dice, the tablet way:
// first it asks the table to hand the tablet to the one player entitled to
// look; that player taps to see the four dice drawn as dice faces with the
// zombies each location gets (a closed location's die marked ignored);
// "hide" takes everything away and the shared screen is back with nothing
// of the dice on it. done says whether the player looked.
func showCurtain(c fyne.Canvas, st mh.State, seat int, dice [4]int, done func(looked bool)) *widget.PopUp {
	p := st.Players[seat]
	why := lang.X("mall.curtain.camera", "with a Security Camera")
	if st.ChiefElected && seat == st.Chief {
		why = lang.X("mall.curtain.chief", "the elected Chief")
	}
	body := container.NewStack()
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	pop := widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(body)), c)
	finish := func(looked bool) {
		body.Objects = nil // nothing of the dice stays in the tree
		pop.Hide()
		done(looked)
	}
	ask := func() fyne.CanvasObject {
		give := big(lang.X("mall.curtain.give", "Give the tablet to {{.Player}}", map[string]any{"Player": label(p)}))
		who := note(lang.X("mall.curtain.who", "Only {{.Player}} ({{.Why}}) looks at the zombie dice; the others look away. A tap shows them; they stay up until {{.Player}} taps “Hide the dice”.", map[string]any{"Player": label(p), "Why": why}))
		who.Alignment = fyne.TextAlignCenter
		showB := kit.NewPrimaryButton(lang.X("mall.curtain.show", "I am {{.Player}}: show the dice", map[string]any{"Player": label(p)}), theme.VisibilityIcon(), nil)
		showB.Min = fyne.NewSize(300, 64)
		notNow := kit.NewButton(lang.X("mall.curtain.notNow", "Not now"), theme.CancelIcon(), func() { finish(false) })
		notNow.Min = fyne.NewSize(200, 64)
		showB.OnTapped = func() {
			body.Objects = []fyne.CanvasObject{diceSheet(st, p, dice, c.Size().Width, func() { finish(true) })}
			body.Refresh()
		}
		// Side by side, centred; one above the other on a phone.
		buttons := []fyne.CanvasObject{notNow, showB}
		return middle(give, who, kit.NewMiddle(kit.OneRow(buttons), kit.NewFlow(false, buttons...)))
	}
	body.Objects = []fyne.CanvasObject{ask()}
	pop.Resize(c.Size())
	pop.Show()
	return pop
}

// diceSheet is what the entitled player sees: the four dice as faces, the
// zombies coming to each location, and the button that hides it all.
func diceSheet(st mh.State, p mh.Player, dice [4]int, width float32, hide func()) fyne.CanvasObject {
	title := big(lang.X("mall.curtain.title", "The zombie dice of round {{.Round}}, for {{.Player}} only", map[string]any{"Round": st.Round, "Player": label(p)}))
	side := fyne.Max(fyne.Min(120, (width-120)/4), 48)
	faces := container.NewHBox()
	for _, d := range dice {
		var face fyne.CanvasObject = newDieFace(d, side)
		if st.IsClosed(mh.Location(d)) {
			// A die on a closed location is ignored: dimmed, as the
			// tally below says.
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
		t := widget.NewLabelWithStyle(line, fyne.TextAlignCenter, fyne.TextStyle{Bold: !st.IsClosed(l)})
		if st.IsClosed(l) {
			t.TextStyle.Italic = true
		}
		tally.Add(t)
	}
	hideB := kit.NewPrimaryButton(lang.X("mall.curtain.hide", "Hide the dice"), theme.VisibilityOffIcon(), hide)
	hideB.Min = fyne.NewSize(300, 64)
	hint := note(lang.X("mall.curtain.hint", "Remember them, tap Hide, then give the tablet back."))
	hint.Alignment = fyne.TextAlignCenter
	return middle(title, container.NewCenter(faces), tally, hint, container.NewCenter(hideB))
}

// big is a centred bold line in heading type, wrapping.
func big(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// middle stacks objects across the whole width, in the middle of the
// height, so that wrapping lines get the screen's width.
func middle(objs ...fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(append(append([]fyne.CanvasObject{layout.NewSpacer()}, objs...), layout.NewSpacer())...)
}
