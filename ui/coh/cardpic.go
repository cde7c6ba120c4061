package coh

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cardPicture is a new invasion card entered as it is printed: the six
// places laid out like the city, each with its arrivals in one tap, an
// arrow for a zombie move (from here, then to there), and on the corners
// the supplies airdropped; below them the zombie leader's steps.
func (v *cohInvasions) cardPicture() fyne.CanvasObject {
	st := v.state()
	inv := v.invasion
	c := &inv.card
	changed := func() { v.render() }
	grid := container.New(&cohGrid{minEach: 255})
	// The places in the order of their printed numbers, as the card
	// shows them, not as the city lies on the table.
	for _, l := range ch.AllLocs {
		grid.Add(v.cardPlace(st, l, changed))
	}
	box := container.NewVBox(grid)
	for i, m := range c.Moves {
		rm := kit.NewButton(lang.X("coh.cardpic.remove", "Remove"), theme.DeleteIcon(), func() {
			c.Moves = append(c.Moves[:i:i], c.Moves[i+1:]...)
			changed()
		})
		line := lang.X("coh.cardpic.move", "Move {{.Number}}: every zombie of {{.From}} → {{.To}}", map[string]any{"Number": i + 1, "From": cohCardPlace(st, m.From), "To": cohCardPlace(st, m.To)})
		box.Add(container.NewBorder(nil, nil, nil, rm, cohSmall(line)))
	}
	steps := kit.NewFitGrid(4)
	for n := 0; n <= 3; n++ {
		b := kit.NewButton(fmt.Sprint(n), nil, func() { c.LeaderSteps = n; changed() })
		if c.LeaderSteps == n {
			b.Importance = widget.HighImportance
		}
		steps.Add(b)
	}
	if v.invasion.hour > 0 {
		// The leader's steps come first, above the places: a card's
		// steps are never missed below the fold.
		lead := container.NewBorder(nil, nil, widget.NewLabelWithStyle(lang.X("coh.cardpic.leader", "Zombie leader steps, clockwise"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, steps)
		box.Objects = append([]fyne.CanvasObject{lead}, box.Objects...)
	}
	clear := kit.NewButton(lang.X("coh.cardpic.clear", "Clear the card"), theme.ContentClearIcon(), func() {
		inv.card, inv.from = ch.Card{Hour: inv.hour}, ch.NoLoc
		changed()
	})
	box.Add(clear)
	return box
}

// cardPlace is one place on the card's picture.
func (v *cohInvasions) cardPlace(st *ch.State, l ch.Loc, changed func()) fyne.CanvasObject {
	inv := v.invasion
	c := &inv.card
	i := int(l) - 1
	body := container.NewVBox(widget.NewLabelWithStyle(cohCardPlace(st, l), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	// Arrivals: one tap on the number printed; the same number again
	// clears it; "+" goes past 4.
	nums := kit.NewFitGrid(4)
	for n := 1; n <= 4; n++ {
		b := kit.NewButton(fmt.Sprint(n), nil, func() {
			if c.Zombies[i] == n {
				c.Zombies[i] = 0
			} else {
				c.Zombies[i] = n
			}
			changed()
		})
		if c.Zombies[i] == n {
			b.Importance = widget.HighImportance
		}
		nums.Add(b)
	}
	more := kit.NewButton("", theme.ContentAddIcon(), func() { c.Zombies[i] = min(c.Zombies[i]+1, ch.MaxZombiesPerLoc); changed() })
	body.Add(container.NewBorder(nil, nil, nil, more, cohLine(lang.XN("coh.cardpic.arriving", "Arriving: {{.Count}} zombies", c.Zombies[i], map[string]any{"Count": c.Zombies[i]}))))
	body.Add(nums)
	// The move arrow: from here, then to the place the arrow points at.
	var arrow *kit.Button
	switch {
	case inv.from == l:
		arrow = kit.NewButton(lang.X("coh.cardpic.cancelMove", "Cancel the move"), theme.CancelIcon(), func() { inv.from = ch.NoLoc; changed() })
	case inv.from != ch.NoLoc:
		arrow = kit.NewButton(lang.X("coh.cardpic.moveTo", "Move to here"), theme.NavigateNextIcon(), func() {
			c.Moves = append(c.Moves, ch.ZombieMove{From: inv.from, To: l})
			inv.from = ch.NoLoc
			changed()
		})
	default:
		arrow = kit.NewButton(lang.X("coh.cardpic.moveFrom", "Move from here"), theme.NavigateNextIcon(), func() { inv.from = l; changed() })
		if len(c.Moves) >= ch.MaxMoves {
			arrow.Refuse(lang.X("coh.cardpic.twoMoves", "a card shows two zombie moves at most"), v.tellRefusal)
		}
	}
	// Zombie moves only appear on cards from 2:00 on; a 00:00 card shows
	// nothing but zombies.
	if inv.hour >= 2 {
		body.Add(arrow)
	}
	if l.IsCorner() && inv.hour > 0 {
		d := cardDrop(c, l)
		var what []string
		if d.Antidotes > 0 {
			what = append(what, setupAntidotes(d.Antidotes))
		}
		if d.Cards > 0 {
			what = append(what, setupCards(d.Cards))
		}
		// The airdrop line and its clear button are always there, so
		// nothing moves under the finger when the first item is added.
		line := lang.X("coh.cardpic.noAirdrop", "Airdrop: none")
		if len(what) > 0 {
			line = lang.X("coh.cardpic.airdrop", "Airdrop: {{.Items}}", map[string]any{"Items": strings.Join(what, ", ")})
		}
		body.Add(cohLine(line))
		anti := kit.NewButton(lang.X("coh.cardpic.antidote", "Antidote"), theme.ContentAddIcon(), func() { d.Antidotes++; setCardDrop(c, d); changed() })
		card := kit.NewButton(lang.X("coh.cardpic.card", "Card"), theme.ContentAddIcon(), func() { d.Cards++; setCardDrop(c, d); changed() })
		none := kit.NewButton(lang.X("coh.cardpic.none", "No airdrop"), theme.ContentClearIcon(), func() { setCardDrop(c, ch.Airdrop{At: l}); changed() })
		if len(what) == 0 {
			none.Refuse(lang.X("coh.cardpic.noneYet", "this place has no airdrop yet"), v.tellRefusal)
		}
		body.Add(kit.NewFitGrid(2, anti, card))
		body.Add(none)
	}
	bg := canvas.NewRectangle(cohBoardColour(l))
	bg.CornerRadius = 10
	return container.NewStack(bg, container.NewPadded(body))
}

// cardDrop is the airdrop the card shows on a corner (empty if none).
func cardDrop(c *ch.Card, l ch.Loc) ch.Airdrop {
	for _, d := range c.Airdrops {
		if d.At == l {
			return d
		}
	}
	return ch.Airdrop{At: l}
}

// setCardDrop keeps one airdrop a corner, in corner order; empty ones go.
func setCardDrop(c *ch.Card, d ch.Airdrop) {
	var out []ch.Airdrop
	for _, l := range ch.Corners {
		x := cardDrop(c, l)
		if l == d.At {
			x = d
		}
		if x.Cards != 0 || x.Antidotes != 0 {
			out = append(out, x)
		}
	}
	c.Airdrops = out
}

// cohGrid puts its objects in as many columns (one to three) as give each
// minEach of width: three like the city on a wide screen, two in portrait,
// one on a phone.
type cohGrid struct {
	minEach float32
	// width is the last width laid out at (0: not yet, taken as two
	// columns): the height depends on it.
	width float32
}

func (l *cohGrid) cols(w float32) int {
	if w <= 0 {
		return 2
	}
	return max(1, min(3, int(w/l.minEach)))
}

func (l *cohGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if s.Width > l.MinSize(objs).Width+0.5 { // not Fyne's layout at the least size (kit/fit.go)
		l.width = s.Width
	}
	n, pad := l.cols(s.Width), theme.Padding()
	w := (s.Width - pad*float32(n-1)) / float32(n)
	y := float32(0)
	for r := 0; r*n < len(objs); r++ {
		var h float32
		for _, o := range objs[r*n : min(len(objs), r*n+n)] {
			h = fyne.Max(h, o.MinSize().Height)
		}
		for k, o := range objs[r*n : min(len(objs), r*n+n)] {
			o.Move(fyne.NewPos(float32(k)*(w+pad), y))
			o.Resize(fyne.NewSize(w, h))
		}
		y += h + pad
	}
}

// MinSize asks for one column's width and the height of the columns at
// the last width.
func (l *cohGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	var hs []float32
	n := l.cols(l.width)
	for i, o := range objs {
		ms := o.MinSize()
		m.Width = fyne.Max(m.Width, ms.Width)
		if i%n == 0 {
			hs = append(hs, 0)
		}
		hs[len(hs)-1] = fyne.Max(hs[len(hs)-1], ms.Height)
	}
	for _, h := range hs {
		m.Height += h + theme.Padding()
	}
	return m
}
