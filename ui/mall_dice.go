package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// dieFace draws one die with its pips. The shared screen only ever holds
// public dice: the placement dice in setup and the zombie dice once placed.
type dieFace struct {
	widget.BaseWidget
	value int
	side  float32
}

func newDieFace(value int, side float32) *dieFace {
	d := &dieFace{value: value, side: side}
	d.ExtendBaseWidget(d)
	return d
}

func (d *dieFace) MinSize() fyne.Size { return fyne.NewSize(d.side, d.side) }

// pipSpots are where the pips of each face sit, on a 3x3 grid (0-2).
var pipSpots = map[int][][2]float32{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

func (d *dieFace) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.NRGBA{0xF4, 0xF1, 0xE8, 0xFF})
	bg.CornerRadius = d.side / 6
	objs := []fyne.CanvasObject{bg}
	var pips []*canvas.Circle
	for range pipSpots[d.value] {
		c := canvas.NewCircle(color.NRGBA{0x1A, 0x1A, 0x1A, 0xFF})
		pips = append(pips, c)
		objs = append(objs, c)
	}
	return &dieRenderer{d: d, bg: bg, pips: pips, objs: objs}
}

type dieRenderer struct {
	d    *dieFace
	bg   *canvas.Rectangle
	pips []*canvas.Circle
	objs []fyne.CanvasObject
}

func (r *dieRenderer) Layout(s fyne.Size) {
	side := fyne.Min(s.Width, s.Height)
	off := fyne.NewPos((s.Width-side)/2, (s.Height-side)/2)
	r.bg.Move(off)
	r.bg.Resize(fyne.NewSize(side, side))
	pip := side / 5
	for i, spot := range pipSpots[r.d.value] {
		x := off.X + side*(0.22+0.28*spot[0]) - pip/2
		y := off.Y + side*(0.22+0.28*spot[1]) - pip/2
		r.pips[i].Move(fyne.NewPos(x, y))
		r.pips[i].Resize(fyne.NewSize(pip, pip))
	}
}
func (r *dieRenderer) MinSize() fyne.Size           { return r.d.MinSize() }
func (r *dieRenderer) Refresh()                     { r.Layout(r.d.Size()) }
func (r *dieRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *dieRenderer) Destroy()                     {}

// hiddenDie is a die shown face down: rolled, value unknown.
func hiddenDie(side float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(color.NRGBA{0x44, 0x44, 0x4C, 0xFF})
	bg.CornerRadius = side / 6
	bg.SetMinSize(fyne.NewSize(side, side))
	bg.StrokeColor = color.NRGBA{0x99, 0x99, 0xA0, 0xFF}
	bg.StrokeWidth = 2
	q := canvas.NewText("?", color.NRGBA{0xDD, 0xDD, 0xDD, 0xFF})
	q.TextSize = side * 0.6
	q.TextStyle.Bold = true
	return container.NewStack(bg, container.NewCenter(q))
}

// fillDice is the dice panel: the zombie dice as the shared screen may show
// them (PublicDice), who may look and who looked, and in phase C the roll,
// the Security Cameras and the way on to destinations.
func (v *mallView) fillDice(st moh.State) {
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
		if st.Phase == moh.PhaseSetup {
			status = "the Chief's first roll places the first zombies when setup ends"
		}
	}
	sl := widget.NewLabel(status)
	sl.Wrapping = fyne.TextWrapWord
	v.dice.Add(container.NewBorder(nil, nil, head, nil, sl))
	if len(row.Objects) > 0 {
		v.dice.Add(row)
	}
	if st.Phase != moh.PhaseArrival {
		v.dice.Refresh()
		return
	}
	if !st.DiceRolled {
		roll := kit.NewButton("Roll the zombie dice in secret", theme.ViewRefreshIcon(), func() { v.act(moh.RollZombieDice{}) })
		roll.Importance = widget.HighImportance
		v.a.buttons["mall/roll"] = roll
		v.dice.Add(roll)
		v.dice.Refresh()
		return
	}
	// Who may look, through the private reveal; the screen keeps only
	// the fact of a look.
	way := kit.NewButton("", nil, nil)
	if v.revealWay == RevealQR {
		way.SetText("Look by: QR code (tap for curtain)")
	} else {
		way.SetText("Look by: curtain (tap for QR code)")
	}
	way.OnTapped = func() { v.choose(func() { v.revealWay = 1 - v.revealWay }) }
	v.a.buttons["mall/reveal-way"] = way
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
		v.a.buttons[fmt.Sprintf("mall/look/%d", seat)] = b
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
		if st.MaySeeDice(seat) || p.Hand == 0 || st.Eliminated(seat) {
			continue
		}
		b := kit.NewButton(p.Label()+": Camera", nil, func() {
			v.act(moh.PlayCard{Player: seat, Card: moh.SecurityCamera})
		})
		v.a.buttons[fmt.Sprintf("mall/camera/%d", seat)] = b
		cams.Add(b)
	}
	if len(cams.Objects) > 0 {
		v.dice.Add(note("In turn from the Chief, anyone may play a Security Camera to look:"))
		v.dice.Add(cams)
	}
	next := kit.NewButton("Cameras done: choose destinations", theme.NavigateNextIcon(), func() { v.act(moh.Proceed{}) })
	next.Importance = widget.HighImportance
	v.a.buttons["mall/proceed"] = next
	v.dice.Add(next)
	v.dice.Refresh()
}

// look shows the secret dice to one entitled player through the private
// reveal; only the fact that they looked comes back to the shared screen.
func (v *mallView) look(seat int) {
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
		where = append(where, moh.Location(x).String())
	}
	secret := Secret{
		For:   p.Label(),
		Title: fmt.Sprintf("The zombie dice of round %d", st.Round),
		Text:  fmt.Sprintf("Zombie dice, round %d: %d %d %d %d (%s)", st.Round, d[0], d[1], d[2], d[3], strings.Join(where, ", ")),
	}
	v.a.showPrivateReveal(secret, v.revealWay, func(looked bool) {
		if looked {
			v.looked[seat] = true
		}
		v.refresh()
	})
}
