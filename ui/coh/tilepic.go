package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// headPic is what a tile's header shows: its number, board and side, the
// places left, the explosion markers, the face-up food and the airdrop.
type headPic struct {
	Title, Places, Markers, FaceUp, Airdrop string
	Dark                                    bool
}

// tileHead is the header's picture of a place in a state.
func tileHead(st *ch.State, l ch.Loc) headPic {
	b := st.Boards[l]
	p := headPic{
		Title:   fmt.Sprintf("%s · %s (%s)", cohLocNumber(st, l), cohTitle(b.Building), b.Side),
		Places:  lang.X("coh.tile.noLimit", "no limit"),
		Markers: cohMarkers(st, b.Building),
		Dark:    kit.IsDark(),
	}
	if c := st.Capacity(l); c >= 0 {
		p.Places = lang.X("coh.tile.free", "{{.Free}} of {{.Places}} free", map[string]any{"Free": c - st.Occupied(l), "Places": c})
	}
	if b.Building == ch.Crossroads && len(st.FaceUpFood) > 0 {
		p.FaceUp = lang.X("coh.tile.faceUp", "Food face up: {{.Values}}", map[string]any{"Values": faceUpValues(st)})
	}
	if it := st.Airdrops[l]; it.Cards+it.Antidotes > 0 {
		p.Airdrop = lang.X("coh.tile.airdrop", "Airdrop: {{.Items}}", map[string]any{"Items": cohItems(it)})
	}
	return p
}

func drawHead(p headPic) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(p.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord // a narrow portrait tile wraps it, never cuts it
	// The free places stand at the title's right, on one line that never
	// wraps: under it they took a line of their own, and the tiles' second
	// row fell under the fold at 1280x800. The title keeps the rest and
	// wraps there, at whole words (a portrait tile's "5 · Water / Tower").
	placesL := cohLine(p.Places)
	placesL.Wrapping = fyne.TextWrapOff
	box := container.NewVBox(container.NewBorder(nil, nil, nil, placesL, title))
	for _, s := range []string{p.Markers, p.FaceUp} {
		if s != "" {
			box.Add(cohSmall(s))
		}
	}
	if p.Airdrop != "" {
		box.Add(cohLine(p.Airdrop))
	}
	return cohTight(box)
}

// zombiesPic is a tile's zombie count and, beside it, its attack
// condition (or that this turn's attack is over).
type zombiesPic struct {
	Count  int
	Words  string
	Danger bool
	Dark   bool
}

// tileZombies is the zombies' picture of a place in a state.
func tileZombies(st *ch.State, l ch.Loc) zombiesPic {
	ac := st.AttackCondition(l)
	p := zombiesPic{Count: st.Zombies[l], Words: cohAttackText(ac), Danger: ac.Attacks, Dark: kit.IsDark()}
	if st.AttackOver(l) {
		// Drawn from the state as it is: this turn's attack is behind it.
		p.Words, p.Danger = lang.X("coh.tile.attackOver", "attack over this turn"), false
	}
	return p
}

// drawZombies draws a place's zombies with their - and + buttons.
func (v *cohCity) drawZombies(l ch.Loc) func(zombiesPic) fyne.CanvasObject {
	return func(p zombiesPic) fyne.CanvasObject {
		num := canvas.NewText(fmt.Sprint(p.Count), theme.Color(theme.ColorNameForeground))
		num.TextSize = 36
		num.TextStyle.Bold = true
		num.Alignment = fyne.TextAlignCenter
		minus := kit.NewButton("", theme.ContentRemoveIcon(), func() { v.do(ch.RemoveZombies{At: l, Count: 1}) })
		plus := kit.NewButton("", theme.ContentAddIcon(), func() { v.do(ch.AddZombies{At: l, Count: 1}) })
		cond := cohLine(p.Words)
		if p.Danger {
			cond.Importance = widget.DangerImportance
		}
		counter := container.NewHBox(minus, container.NewGridWrap(fyne.NewSize(44, kit.MinTouch), num), plus)
		// The condition goes under the counter, across the tile: beside
		// it, a portrait tile's column broke its words ("attaq/ue").
		return container.NewVBox(container.NewBorder(nil, nil, counter, nil, cohPips(p.Count)), cohTight(cond))
	}
}

// whoPic is the characters on a tile, in the order they arrived.
type whoPic struct {
	Here []ch.Character
	// Room is how many characters the tile keeps room for (cohRoom).
	Room int
	Dark bool
}

// cohRoom is how many characters a place's tile keeps room for: the places
// its board prints (the Armory's stay when it burns down), four for the
// Crossroads.
func cohRoom(st *ch.State, l ch.Loc) int {
	if n := st.Boards[l].Rules().Places; n != ch.Unlimited {
		return n
	}
	return cohTileRoom
}

func (v *cohCity) drawWho(p whoPic) fyne.CanvasObject {
	who := container.New(&cohChipGrid{cols: &v.chipCols, room: p.Room})
	for _, c := range p.Here {
		who.Add(v.characterChip(c))
	}
	return who
}
