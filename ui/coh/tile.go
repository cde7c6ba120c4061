package coh

import (
	"image/color"
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

// cohBoardColour tints each tile a little so the six places read apart.
func cohBoardColour(l ch.Loc) color.Color {
	// Dark tints on a dark screen, pale ones on a light screen: the theme's
	// text must read on them either way (TestTilesReadInBothThemes).
	dark := kit.IsDark()
	switch {
	case l == ch.WaterTowerLoc && dark:
		return color.NRGBA{0x22, 0x33, 0x47, 0xFF}
	case l == ch.WaterTowerLoc:
		return color.NRGBA{0xDD, 0xE8, 0xF3, 0xFF}
	case l == ch.CrossroadsLoc && dark:
		return color.NRGBA{0x44, 0x3A, 0x2A, 0xFF}
	case l == ch.CrossroadsLoc:
		return color.NRGBA{0xF1, 0xE8, 0xD8, 0xFF}
	case dark:
		return color.NRGBA{0x30, 0x36, 0x30, 0xFF}
	}
	return color.NRGBA{0xE4, 0xEA, 0xE4, 0xFF}
}

// tileParts is one place's tile on the city screen: the header (name,
// side, room, markers, supplies), the zombies, the attack condition and the
// characters, each rebuilt only when it changes.
type tileParts struct {
	box     fyne.CanvasObject
	bg      *canvas.Rectangle
	head    *kit.Part[headPic]
	zombies *kit.Part[zombiesPic]
	who     *kit.Part[whoPic]
}

// tile is one place of the city as the table sees it in play.
func (v *cohCity) tile(l ch.Loc) *tileParts {
	t := &tileParts{head: kit.NewPart[headPic](), zombies: kit.NewPart[zombiesPic](), who: kit.NewPart[whoPic]()}
	t.bg = canvas.NewRectangle(cohBoardColour(l))
	t.bg.CornerRadius = 10
	body := container.NewVBox(t.head.Box, t.zombies.Box, t.who.Box)
	t.box = container.NewStack(t.bg, container.NewPadded(body))
	return t
}

// refreshTile redraws the parts of a tile whose picture changed.
func (v *cohCity) refreshTile(t *tileParts, st *ch.State, l ch.Loc) {
	t.bg.FillColor = cohBoardColour(l)
	t.bg.StrokeWidth = 0
	if st.Phase == ch.PhaseResolution && st.ResolvingLoc() == l {
		t.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		t.bg.StrokeWidth = 5
	}
	t.bg.Refresh()
	t.head.Show(tileHead(st, l), drawHead)
	t.zombies.Show(tileZombies(st, l), v.drawZombies(l))
	t.who.Show(whoPic{Here: v.inArrivalOrder(st, l), Room: cohRoom(st, l), Dark: kit.IsDark()}, v.drawWho)
}

// characterChip is a character on a tile: tapping it opens its actions.
// Its name is small print without a label's padding, and its state a
// second line, so two chips side by side keep whole names.
func (v *cohCity) characterChip(c ch.Character) fyne.CanvasObject {
	btn := kit.NewButton("", nil, func() { v.acts.characterActions(c.Role) })
	fg := theme.Color(theme.ColorNameForeground)
	if c.Exhausted {
		fg = theme.Color(theme.ColorNamePlaceHolder)
	}
	sw := kit.Swatch(string(c.Owner), cohLetter(c.Owner), 22)
	return container.NewStack(btn, container.NewBorder(nil, nil, container.NewCenter(sw), nil, chipLines(cohChipName(c), cohChipState(c), c.Hidden, fg)))
}

// chipLines is a chip's words: the name, and under it the state when there
// is one, in small print, in the middle of the chip's height.
func chipLines(name, state string, hidden bool, fg color.Color) fyne.CanvasObject {
	n := canvas.NewText(name, fg)
	n.TextSize = theme.Size(theme.SizeNameCaptionText)
	n.TextStyle.Italic = hidden
	lines := container.NewVBox(n)
	if state != "" {
		s := canvas.NewText(state, fg)
		s.TextSize = theme.Size(theme.SizeNameCaptionText)
		s.TextStyle.Italic = true
		lines.Add(s)
	}
	return container.NewVBox(layoutSpacer(), lines, layoutSpacer())
}

// cohPips draws eight pips, one for each zombie a place can hold, in two
// rows of four so they fit a narrow tile.
func cohPips(n int) fyne.CanvasObject {
	rows := container.NewVBox()
	var row *fyne.Container
	for i := 0; i < ch.MaxZombiesPerLoc; i++ {
		if i%4 == 0 {
			row = container.NewHBox()
			rows.Add(row)
		}
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor = theme.Color(theme.ColorNameForeground)
		c.StrokeWidth = 1.5
		if i < n {
			c.FillColor = color.NRGBA{0x8B, 0xC3, 0x4A, 0xFF}
		}
		row.Add(container.NewGridWrap(fyne.NewSize(9, 9), c))
	}
	return container.NewCenter(rows)
}

// cohMarkers tells the explosion markers on the Water Tower or the Armory.
func cohMarkers(st *ch.State, b ch.Building) string {
	switch b {
	case ch.WaterTower:
		if st.WaterTowerExploded {
			return lang.X("coh.tile.towerFallen", "The tower has fallen")
		}
		if st.WaterTowerMarkers == 0 {
			return ""
		}
		return lang.X("coh.tile.explosions", "Explosions: {{.Markers}}", map[string]any{"Markers": cohDots(st.WaterTowerMarkers, 3)})
	case ch.Armory:
		switch {
		case st.ArmoryBurned:
			return lang.X("coh.tile.armoryBurned", "The Armory has burned down")
		case st.ArmoryBlocked:
			return lang.X("coh.tile.armoryBlocked", "The Armory's door is blocked")
		}
		n := 3
		if st.Boards[st.Where(ch.Armory)].Side == ch.SideB {
			n = 2
		}
		if st.ArmoryMarkers == 0 {
			return ""
		}
		return lang.X("coh.tile.explosions", "Explosions: {{.Markers}}", map[string]any{"Markers": cohDots(st.ArmoryMarkers, n)})
	}
	return ""
}

func cohDots(n, of int) string {
	dots := strings.Repeat("●", n) + strings.Repeat("○", max(of-n, 0))
	return lang.X("coh.tile.dots", "{{.Dots}} ({{.Count}} of {{.Of}})", map[string]any{"Dots": dots, "Count": n, "Of": of})
}

func cohSmall(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// cohAttackText is a place's attack condition in a few words beside its
// zombie count: "⚠ attack: needs 3" when it is met.
func cohAttackText(ac ch.AttackCheck) string {
	needs := map[string]any{"Needs": ac.Needs}
	switch {
	case ac.Attacks:
		return lang.X("coh.tile.attack", "⚠ attack: needs {{.Needs}}", needs)
	case ac.Characters == 0 && ac.Zombies >= ac.Needs:
		return lang.X("coh.tile.nobodyInside", "no attack: nobody inside")
	}
	return lang.X("coh.tile.noAttack", "no attack: needs {{.Needs}}", needs)
}

// cohLine is a tile's line of small print: a label without the usual
// padding above and below, so a tile keeps room for its characters.
func cohLine(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// cohChipName is how a character's chip names it, with a "+" for an
// extra character.
func cohChipName(c ch.Character) string {
	name := cohRole(c.Role)
	if c.Extra {
		name += " +"
	}
	return name
}

// cohChipState is the chip's second line: hidden or exhausted.
func cohChipState(c ch.Character) string {
	switch {
	case c.Hidden:
		return lang.X("coh.tile.hidden", "hidden{{if .Char}}{{end}}", map[string]any{"Char": cohChar(c.Role)})
	case c.Exhausted:
		return lang.X("coh.tile.exhausted", "exhausted{{if .Char}}{{end}}", map[string]any{"Char": cohChar(c.Role)})
	}
	return ""
}

// cohItems tells supplies waiting on a place: "2 antidotes and 1 card",
// leaving out what is not there.
func cohItems(it ch.Items) string {
	var parts []string
	if it.Antidotes > 0 {
		parts = append(parts, antidotesN(it.Antidotes))
	}
	if it.Cards > 0 {
		parts = append(parts, actionCardsN(it.Cards))
	}
	if len(parts) == 0 {
		return lang.X("coh.tile.nothing", "nothing")
	}
	return andWords(parts)
}
