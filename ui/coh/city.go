package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cityParts is the city screen while it is on show: each part is drawn
// from its picture (kit.Part) and redrawn only when the picture changes.
type cityParts struct {
	content fyne.CanvasObject
	top     *kit.Part[undoPic]
	turn    *kit.Part[statePic]
	tiles   map[ch.Loc]*tileParts
	reserve *kit.Part[int]
	side    *kit.Part[statePic]
	// sideScroll goes back to the top when the step changes (step), so a
	// step's own buttons (a search's) are in view, not left scrolled away.
	sideScroll *container.Scroll
	step       stepAt
}

// cityScreen is the main screen in play: the turn guide on top, the city
// laid out like the boards, and beside it the leader wheel, the reserve
// and the players. It is built once; refreshCity updates its parts.
func (v *cohCity) cityScreen() fyne.CanvasObject {
	p := &cityParts{top: kit.NewPart[undoPic](), turn: kit.NewPart[statePic](), reserve: kit.NewPart[int](), side: kit.NewPart[statePic](), tiles: map[ch.Loc]*tileParts{}}
	grid := container.New(&cohCityLayout{chips: &v.chipCols})
	for _, l := range cityGridOrder {
		p.tiles[l] = v.tile(l)
		grid.Add(p.tiles[l].box)
	}
	side := kit.NewVScroll(container.NewPadded(container.NewVBox(p.reserve.Box, p.side.Box)))
	p.sideScroll = side
	split := container.New(citySplit{Ratio: 0.75}, kit.NewVScroll(grid), side)
	// The turn guide keeps the tallest height it has had (two lines at
	// least), so the city below it holds still from step to step.
	top := container.NewVBox(p.top.Box, kit.NewSteady(2*kit.MinTouch, p.turn.Box))
	p.content = container.NewBorder(top, v.noticeBar(), nil, nil, split)
	v.city = p
	v.refreshCity()
	return p.content
}

// undoPic is what the top bar shows of the journal: whether a step can be
// taken back or done again.
type undoPic struct{ Undo, Redo bool }

// statePic is the picture of the parts that show most of the game (the
// turn guide, the side panel): the state as it stands, the wedges of the
// Crossroads search shown so far and the theme. They are redrawn whenever
// any of it changes, so nothing they show can go stale.
type statePic struct {
	State  *ch.State
	Search int
	Dark   bool
}

// refreshCity redraws the parts of the city screen whose picture changed.
func (v *cohCity) refreshCity() {
	p, st := v.city, v.state()
	p.top.Show(v.undoNow(), func(u undoPic) fyne.CanvasObject {
		return v.a.playBar("City of Horror", v.undoBar(u)...)
	})
	whole := statePic{State: st, Search: v.side.searchShown, Dark: kit.IsDark()}
	p.turn.Show(whole, func(statePic) fyne.CanvasObject { return v.turn.turnBar() })
	for _, l := range ch.AllLocs {
		v.refreshTile(p.tiles[l], st, l)
	}
	p.reserve.Show(st.ZombieReserve(), func(left int) fyne.CanvasObject {
		return widget.NewLabelWithStyle(lang.X("coh.city.reserve", "Zombies in reserve: {{.Left}} of {{.All}}", map[string]any{"Left": left, "All": ch.TotalZombies}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	})
	p.side.Show(whole, func(statePic) fyne.CanvasObject { return v.side.sidePanel() })
	if k := v.stepKey(); k != p.step {
		p.step = k
		// Back to the top only for a step whose own buttons stand there
		// (the Crossroads search, the place's users): otherwise the players'
		// list stays where the table scrolled it, needed for every card.
		l := st.ResolvingLoc()
		search := st.Phase == ch.PhaseResolution && l == ch.CrossroadsLoc && st.Step == ch.StepAttack && !st.AttackDone && st.CrossroadsSearch().Attack
		if search || (usedNow(st, l) && st.Boards[l].Building != ch.WaterTower) {
			p.sideScroll.ScrollToTop()
		}
	}
}

// sidePanel holds the reserve, the wheel and the players.
func (v *cohSide) sidePanel() fyne.CanvasObject {
	st := v.state()
	wheel, search, steps := v.wheelPanel()
	left := container.NewVBox(wheel)
	right := container.NewVBox()
	if search != nil {
		// The search comes first, above the wheel, so its result is in
		// view without scrolling.
		left = container.NewVBox(search, wheel)
	}
	// The place being activated has its players' buttons here, on top,
	// always in view, whatever the tiles hold.
	l := st.ResolvingLoc()
	uses := usedNow(st, l) && st.Boards[l].Building != ch.WaterTower
	if uses {
		left = container.NewVBox(cohLine(lang.X("coh.city.whoUses", "Who uses {{.Place}}? Once a player, with a character there.", with(engine.Args{"Place": cohPlace(st, l)}))), v.acts.useButtons(st, l), widget.NewSeparator(), wheel)
	}
	right.Add(v.playersPanel())
	// The explosions come last, apart: never right under a search's
	// "Eaten" button.
	if ts := st.ExplosionTargets(); len(ts) > 0 {
		right.Add(widget.NewSeparator())
		for _, b := range ts {
			btn := kit.NewButton(lang.X("coh.city.explosion", "Explosion on the {{.Building}}", with(engine.Args{"Building": cohTitle(b)})), nil, func() { v.do(ch.AddExplosion{On: b}) })
			right.Add(btn)
		}
	}
	// One above the other (the narrow panel beside the city in
	// landscape), the players come first, needed for every card played;
	// the wheel follows. A search or a place's users keep the top.
	cols := container.New(cohColumns{minEach: 300, rightFirst: search == nil && !uses}, left, right)
	if steps != nil {
		// The wedges looked at grow a line a tap: last, under every
		// button, so none moves (searchPanel).
		return container.NewVBox(cols, steps)
	}
	return cols
}

// playersPanel lists the players in seat order with what they hold; a tap
// opens what a player may take or give. The star marks the first player:
// in turn order the list turned round each hour, and a player's row moved
// under the finger that looked for it.
func (v *cohSide) playersPanel() fyne.CanvasObject {
	st := v.state()
	// The heading says what a tap does: a new player looked for "play a
	// card" on the attack and never thought of tapping a player.
	box := container.NewVBox(cohHeading(lang.X("coh.city.players", "Players: tap one to play a card or trade")))
	for _, c := range cohSeats(st) {
		p := st.Player(c)
		facts := map[string]any{"Player": cohLabel(st, c), "Alive": st.Living(c), "Antidotes": antidotesN(p.Antidotes), "Food": p.FoodPoints(), "Cards": cardsN(p.Cards)}
		txt := lang.X("coh.city.player", "{{.Player}}\n{{.Alive}} alive · {{.Antidotes}} · food {{.Food}} · {{.Cards}}", facts)
		if c == st.FirstPlayer {
			txt = lang.X("coh.city.firstPlayer", "★ {{.Player}}\n{{.Alive}} alive · {{.Antidotes}} · food {{.Food}} · {{.Cards}} · first player", facts)
		}
		btn := kit.NewButton("", nil, func() { v.acts.playerActions(c) })
		l := widget.NewLabel(txt)
		l.Wrapping = fyne.TextWrapWord
		box.Add(container.NewStack(btn, container.NewBorder(nil, nil, container.NewPadded(kit.Swatch(string(c), cohLetter(c), 30)), nil, l)))
	}
	goggles := kit.NewButton(lang.X("coh.city.goggles", "Goggles: peek"), theme.VisibilityIcon(), func() { v.peek.choosePeeker("the Night Vision Goggles") })
	box.Add(goggles)
	return box
}

// citySplit is kit.Split that keeps the side panel below the city on a
// narrow screen even when the room left between the bars is about square
// (a phone whose top bar wraps to a third row in a longer language): side
// by side, the panel would be a strip a hundred points wide.
type citySplit struct{ Ratio float32 }

// citySideBySide is the least width at which the side panel stands beside
// the city.
const citySideBySide = 700

func (l citySplit) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) != 2 || s.Width >= citySideBySide || kit.Portrait(s) {
		kit.Split{Ratio: l.Ratio}.Layout(objs, s)
		return
	}
	a, b := objs[0], objs[1]
	h := fyne.Min(fyne.Max(a.MinSize().Height, s.Height*l.Ratio), s.Height)
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(s.Width, h))
	b.Move(fyne.NewPos(0, h))
	b.Resize(fyne.NewSize(s.Width, s.Height-h))
}

func (l citySplit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return kit.Split{Ratio: l.Ratio}.MinSize(objs)
}

// cohCityLayout lays the six tiles out like the boards, three to a row
// (two, or one on a phone, when three do not fit): each row as tall as its
// fullest tile needs, the spare height shared, so a crowded Crossroads
// does not squeeze an empty corner's row.
type cohCityLayout struct {
	// width is the last width laid out at: the rows' height depends on it.
	width float32
	// chips is set to the chip columns a tile has at the width laid out
	// at, before the rows are measured (cohChipGrid).
	chips *int
}

// cols is how many tiles fit side by side in w (three when w is unknown).
func (cohCityLayout) cols(objs []fyne.CanvasObject, w float32) int {
	var tw float32
	for _, o := range objs {
		tw = fyne.Max(tw, o.MinSize().Width)
	}
	pad := theme.Padding()
	for c := 3; c > 1; c-- {
		if w <= 0 || float32(c)*tw+float32(c-1)*pad <= w+0.5 {
			return c
		}
	}
	return 1
}

func (l *cohCityLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if s.Width > l.MinSize(objs).Width+0.5 { // not Fyne's layout at the least size (kit/fit.go)
		l.width = s.Width
	}
	cols := l.cols(objs, s.Width)
	pad := theme.Padding()
	w := (s.Width - float32(cols-1)*pad) / float32(cols)
	if l.chips != nil {
		*l.chips = cohChipCols(w - 2*pad) // inside the tile's padding
	}
	hs := kit.RowHeights(objs, cols)
	var need float32
	for _, h := range hs {
		need += h
	}
	need += pad * float32(len(hs)-1)
	extra := fyne.Max(0, s.Height-need) / float32(max(len(hs), 1))
	y := float32(0)
	for r, h := range hs {
		for c := 0; c < cols && r*cols+c < len(objs); c++ {
			o := objs[r*cols+c]
			o.Move(fyne.NewPos(float32(c)*(w+pad), y))
			o.Resize(fyne.NewSize(w, h+extra))
		}
		y += h + extra + pad
	}
}

// MinSize is one tile wide (the rows reflow to fit), as tall as the rows
// at the last width.
func (l *cohCityLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m.Width = fyne.Max(m.Width, o.MinSize().Width)
	}
	for _, h := range kit.RowHeights(objs, l.cols(objs, l.width)) {
		m.Height += h + theme.Padding()
	}
	return m
}
