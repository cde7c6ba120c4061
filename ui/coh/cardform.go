package coh

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cardEditor is the form for one invasion card, as printed: arrivals by
// place, up to two zombie moves, airdrops on the corners, leader steps.
// It checks nothing itself: the engine's Validate does, when it is saved
// or played.
type cardEditor struct {
	a    *table
	card ch.Card
	// fixedHour hides the hour choice (the invasion form knows the hour).
	fixedHour bool
	// place names a place for this form ("corner 1 (the Church)" in a game).
	place    func(ch.Loc) string
	onChange func(ch.Card)
	body     *fyne.Container
}

func (a *table) newCardEditor(c ch.Card, fixedHour bool, place func(ch.Loc) string, onChange func(ch.Card)) *cardEditor {
	if place == nil {
		place = cohLocKey
	}
	e := &cardEditor{a: a, card: c, fixedHour: fixedHour, place: place, onChange: onChange}
	e.card.Moves = slices.Clone(c.Moves)
	e.card.Airdrops = slices.Clone(c.Airdrops)
	e.body = container.NewVBox()
	e.rebuild()
	return e
}

// cohLocKey names a place the way invasion cards print it.
func cohLocKey(l ch.Loc) string {
	switch l {
	case ch.WaterTowerLoc:
		return "Water Tower"
	case ch.CrossroadsLoc:
		return "Crossroads"
	case ch.NoLoc:
		return "none"
	}
	return fmt.Sprintf("corner %d", l)
}

func (e *cardEditor) changed() {
	e.rebuild()
	if e.onChange != nil {
		e.onChange(e.card)
	}
}

// stepper is a value with - and + buttons, a finger wide each.
func (e *cardEditor) stepper(key, label string, val int, set func(int)) fyne.CanvasObject {
	minus := kit.NewButton("", theme.ContentRemoveIcon(), func() { set(val - 1); e.changed() })
	plus := kit.NewButton("", theme.ContentAddIcon(), func() { set(val + 1); e.changed() })
	n := widget.NewLabelWithStyle(fmt.Sprint(val), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l := widget.NewLabel(label)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, container.NewHBox(minus, container.NewGridWrap(fyne.NewSize(40, kit.MinTouch), n), plus), l)
}

func (e *cardEditor) rebuild() {
	c := &e.card
	box := container.NewVBox()
	if !e.fixedHour {
		hours := kit.NewFitGrid(ch.Hours)
		for h := 0; h < ch.Hours; h++ {
			b := kit.NewButton(ch.HourName(h), nil, func() { c.Hour = h; e.changed() })
			if c.Hour == h {
				b.Importance = widget.HighImportance
			}
			hours.Add(b)
		}
		box.Add(cohHeading("Hour on the card's back"))
		box.Add(hours)
	}
	label := widget.NewEntry()
	label.SetPlaceHolder("a short mark to tell it from the others of its hour")
	label.SetText(c.Label)
	label.OnChanged = func(s string) {
		c.Label = s
		if e.onChange != nil {
			e.onChange(e.card)
		}
	}
	box.Add(container.NewBorder(nil, nil, widget.NewLabel("Label"), nil, label))

	box.Add(cohHeading("Zombies arriving"))
	zs := kit.NewFitGrid(2)
	for i, l := range ch.AllLocs {
		zs.Add(e.stepper("z/"+l.String(), e.place(l), c.Zombies[i], func(n int) { c.Zombies[i] = n }))
	}
	box.Add(zs)

	box.Add(cohHeading("Zombie moves, played before the arrivals"))
	for i := 0; i < ch.MaxMoves; i++ {
		var m ch.ZombieMove
		if i < len(c.Moves) {
			m = c.Moves[i]
		}
		cycle := func(cur ch.Loc) ch.Loc { return ch.Loc((int(cur) + 1) % (len(ch.AllLocs) + 1)) }
		from := kit.NewButton("from "+e.place(m.From), nil, func() { m.From = cycle(m.From); e.setMove(i, m) })
		to := kit.NewButton("to "+e.place(m.To), nil, func() { m.To = cycle(m.To); e.setMove(i, m) })
		box.Add(kit.NewFitGrid(2, from, to))
	}

	box.Add(cohHeading("Supplies airdropped on the corners"))
	drops := kit.NewFitGrid(2)
	for _, l := range ch.Corners {
		d := e.drop(l)
		drops.Add(e.stepper("cards/"+l.String(), "cards on "+e.place(l), d.Cards, func(n int) { d.Cards = n; e.setDrop(d) }))
		drops.Add(e.stepper("antidotes/"+l.String(), "antidotes on "+e.place(l), d.Antidotes, func(n int) { d.Antidotes = n; e.setDrop(d) }))
	}
	box.Add(drops)
	box.Add(e.stepper("leader", "zombie leader steps, clockwise", c.LeaderSteps, func(n int) { c.LeaderSteps = n }))
	e.body.Objects = []fyne.CanvasObject{box}
	e.body.Refresh()
}

// setMove writes move i; a move with neither end set is dropped.
func (e *cardEditor) setMove(i int, m ch.ZombieMove) {
	for len(e.card.Moves) <= i {
		e.card.Moves = append(e.card.Moves, ch.ZombieMove{})
	}
	e.card.Moves[i] = m
	var keep []ch.ZombieMove
	for _, x := range e.card.Moves {
		if x.From != ch.NoLoc || x.To != ch.NoLoc {
			keep = append(keep, x)
		}
	}
	e.card.Moves = keep
	e.changed()
}

func (e *cardEditor) drop(l ch.Loc) ch.Airdrop {
	for _, d := range e.card.Airdrops {
		if d.At == l {
			return d
		}
	}
	return ch.Airdrop{At: l}
}

// setDrop keeps one airdrop a corner, in corner order; empty ones go.
func (e *cardEditor) setDrop(d ch.Airdrop) {
	var out []ch.Airdrop
	for _, l := range ch.Corners {
		x := e.drop(l)
		if l == d.At {
			x = d
		}
		if x.Cards != 0 || x.Antidotes != 0 {
			out = append(out, x)
		}
	}
	e.card.Airdrops = out
}
