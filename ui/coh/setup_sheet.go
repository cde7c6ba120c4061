package coh

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cityGridOrder is where each place sits on screen, row by row, as on the
// table: corners 1 and 2 above, 4 and 3 below, the Water Tower and the
// Crossroads in the middle column.
var cityGridOrder = []ch.Loc{ch.Corner1, ch.WaterTowerLoc, ch.Corner2, ch.Corner4, ch.CrossroadsLoc, ch.Corner3}

// setupSheet is what the table follows to lay out the box: a drawing of
// the city, then every step with a tick, the setup code and its QR code.
func (v *cohSetup) setupSheet() fyne.CanvasObject {
	st := v.state()
	su := st.Setup
	steps := container.NewVBox()
	add := func(key, text string, extra ...fyne.CanvasObject) {
		// Each step is a tick the size of a finger beside its text, which
		// wraps; a ticked step turns green so the eye goes to what is left.
		tick := cohToggle("", v.checks[key], func() { v.checks[key] = !v.checks[key]; v.render() })
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		if v.checks[key] {
			l.Importance = widget.SuccessImportance
		}
		steps.Add(container.NewBorder(nil, nil, tick, nil, l))
		for _, e := range extra {
			steps.Add(e)
		}
	}
	for i, l := range ch.AllLocs {
		b := su.Boards[i]
		at := map[string]any{"Board": cohTitle(b.Building), "Side": fmt.Sprint(b.Side), "Corner": int(l), "Places": cohPlaces(b.Rules().Places)}
		text := lang.X("coh.setup_sheet.boardCorner", "{{.Board}}, side {{.Side}}, in corner {{.Corner}} ({{.Places}})", at)
		if !l.IsCorner() {
			text = lang.X("coh.setup_sheet.boardCentre", "{{.Board}}, side {{.Side}}, in the centre ({{.Places}})", at)
		}
		add(fmt.Sprintf("board/%d", l), text)
	}
	add("supplies", lang.X("coh.setup_sheet.supplies", "The 12 food tokens face down on the truck at the Crossroads; the {{.Antidotes}} antidotes on the ambulance; the {{.Cards}} action cards, shuffled, face down on the military truck; all {{.Zombies}} zombies in the horde zone.",
		map[string]any{"Antidotes": ch.TotalAntidotes, "Cards": ch.TotalActionCards, "Zombies": ch.TotalZombies}))
	add("material", lang.X("coh.setup_sheet.material", "Each player takes the summary card, the 6 movement cards and the stands of their colour."))
	first := map[string]any{"Player": cohLabel(st, su.FirstPlayer), "Colour": cohColour(su.FirstPlayer)}
	wheel := lang.X("coh.setup_sheet.wheel", "First player: {{.Player}}. The zombie leader starts on {{.Colour}}'s wedge.", first)
	if len(su.Caches) > 0 {
		var cs []string
		for _, c := range su.Caches {
			cs = append(cs, cohColour(c))
		}
		first["Caches"] = strings.Join(cs, ", ")
		wheel = lang.X("coh.setup_sheet.wheelCaches", "First player: {{.Player}}. The zombie leader starts on {{.Colour}}'s wedge. Caches cover {{.Caches}}.", first)
	}
	add("wheel", wheel)
	steps.Add(cohSmall(lang.X("coh.setup_sheet.startPlaces", "The app drew the start places for you: for each player as many movement cards as characters, one character on each place shown (a full place sends it to the Crossroads). Put the stands where the buttons say; tap a character to swap it onto another of its player's places.")))
	for _, p := range st.Players {
		// Who stands where is on the buttons below the line, once.
		add("player/"+string(p.Colour), lang.XN("coh.setup_sheet.player", "{{.Player}}: {{.Count}} characters, all rested, on these places:", su.CharactersEach,
			map[string]any{"Player": cohLabel(st, p.Colour), "Count": su.CharactersEach}), v.placeButtons(st, p.Colour))
	}
	hand := lang.XN("coh.setup_sheet.deal", "Deal {{.Count}} action cards to each player.", su.HandSize, map[string]any{"Count": su.HandSize})
	if su.Draft {
		hand = lang.XN("coh.setup_sheet.draft", "Draft the action cards: deal {{.Count}} each, keep one, pass the rest to the left, until everyone holds {{.Count}}.", su.HandSize, map[string]any{"Count": su.HandSize})
	}
	add("hand", hand)
	if text, values, ok := v.faceUpStep(st); ok && values != nil {
		add("food", text, values)
	} else if ok {
		add("food", text)
	}
	if st.Deck[0].Applied {
		add("zero", lang.X("coh.setup_sheet.zeroDone", "The 00:00 card is entered: put its zombies on the places: {{.Arrivals}}.", map[string]any{"Arrivals": cohArrivals(st, st.Deck[0].Card)}))
	} else {
		enter := kit.NewButton(lang.X("coh.setup_sheet.enterZero", "Enter the 00:00 card"), theme.DocumentCreateIcon(), func() { v.inv.openInvasion() })
		enter.Importance = widget.HighImportance
		add("zero", lang.X("coh.setup_sheet.drawZero", "Draw a 00:00 card from the box and enter its zombies:"), enter)
	}
	var deck []string
	for h := 1; h < ch.Hours; h++ {
		d := su.Hours[h]
		if d.FromPack {
			deck = append(deck, lang.X("coh.setup_sheet.hourPack", "{{.Hour}}: any card of the {{.Hour}} pack, unseen", map[string]any{"Hour": ch.HourName(h)}))
		} else {
			deck = append(deck, lang.X("coh.setup_sheet.hourDrawn", "{{.Hour}}: card {{.Card}} of your {{.Hour}} pack, which the app drew, face down", map[string]any{"Hour": ch.HourName(h), "Card": d.Card.Label}))
		}
	}
	add("deck", lang.X("coh.setup_sheet.deck", "Build the hour deck, 1:00 on top: {{.Cards}}. The rest of the cards go back in the box.", map[string]any{"Cards": strings.Join(deck, lang.X("coh.setup_sheet.deckJoin", "; "))}))
	if su.Boards[ch.WaterTowerLoc-1].Side == ch.SideA {
		add("tower", lang.X("coh.setup_sheet.tower", "Water Tower side A: at the start of each turn, players with a character there may look at that hour's card."))
	}

	code, qr := v.setupCode()
	codeBox := container.NewVBox(cohHeading(lang.X("coh.setup_sheet.code", "Setup code")), cohSmall(lang.X("coh.setup_sheet.codeHint", "Another device types this code, or scans the QR code, to follow the same game.")), code)
	if qr != nil {
		codeBox.Add(container.NewCenter(qr))
	}
	steps.Add(codeBox)
	list := v.scroll.Scroll("setup", container.NewPadded(container.NewVBox(cohHeading(lang.X("coh.setup_sheet.steps", "Set up the box, step by step")), steps)))
	right := container.NewBorder(nil, v.setupButtons(), nil, nil, list)
	// In a scroll: the drawing's wrapped names never make the window taller
	// than a tablet's screen, and on a phone the steps keep their share.
	left := kit.NewVScroll(container.NewPadded(v.cityDrawing()))
	split := container.New(kit.Split{Ratio: 0.42}, left, right)
	return container.NewBorder(v.a.playBar(lang.X("coh.setup_sheet.title", "City of Horror setup"), v.undoBar(v.undoNow())...), v.noticeBar(), nil, nil, split)
}

// setupButtons stay below the steps, always in view: Reroll and Start,
// with why Start still waits.
func (v *cohSetup) setupButtons() fyne.CanvasObject {
	reroll := kit.NewButton(lang.X("coh.setup_sheet.reroll", "Reroll the setup"), theme.ViewRefreshIcon(), v.reroll)
	begin := kit.NewButton(lang.X("coh.setup_sheet.begin", "Start 1:00"), theme.MediaPlayIcon(), func() { v.do(ch.AdvancePhase{}) })
	begin.Importance = widget.HighImportance
	why := cohLine(lang.X("coh.setup_sheet.rerollHint", "Reroll draws new boards, sides, start places and cards."))
	if _, err := v.try(ch.AdvancePhase{}); err != nil {
		begin.Refuse(translations.Err(err), v.tellRefusal)
		// The engine's reason is a phrase ("play the 00:00 card first"), said
		// after the colon as it is: lowering a German noun would be wrong.
		why.SetText(lang.X("coh.setup_sheet.waits", "Start 1:00 waits: {{.Reason}}.", map[string]any{"Reason": strings.TrimSuffix(translations.Err(err), ".")}))
	}
	return container.NewPadded(container.NewVBox(why, kit.NewFitGrid(2, reroll, begin)))
}

// placeButtons let a player choose which character goes on which of the
// places their movement cards show (PlaceStart): a tap on a character asks
// for the card it goes on instead.
func (v *cohSetup) placeButtons(st *ch.State, p ch.Colour) fyne.CanvasObject {
	grid := kit.NewFitGrid(2)
	var cards []ch.Building
	for _, pl := range st.Setup.Placements {
		if pl.Player == p {
			cards = append(cards, pl.Card)
		}
	}
	for _, pl := range st.Setup.Placements {
		if pl.Player != p {
			continue
		}
		label := lang.X("coh.setup_sheet.placed", "{{.Role}}: {{.Board}}", map[string]any{"Role": cohRole(pl.Role), "Board": cohTitle(st.Boards[pl.At].Building)})
		if pl.Overflow {
			label = lang.X("coh.setup_sheet.overflow", "{{.Role}}: {{.Board}}\n({{.Card}} full)", map[string]any{"Role": cohRole(pl.Role), "Board": cohTitle(st.Boards[pl.At].Building), "Card": cohTitle(pl.Card)})
		}
		who := map[string]any{"Role": cohName(pl.Role), "Player": cohLabel(st, p), "Count": cohRoleCount(pl.Role)}
		b := kit.NewButton(label, nil, func() {
			var cs []cohChoice
			for _, c := range cards {
				choice := cohChoice{label: cohTitle(c)}
				if c == pl.Card {
					choice.refuse = lang.XN("coh.setup_sheet.already", "{{.Role}} already stand on the place of that card", cohRoleCount(pl.Role), who)
				}
				cs = append(cs, choice)
			}
			v.choose(lang.XN("coh.setup_sheet.whichCard", "Which of {{.Player}}'s cards do {{.Role}} go on?", cohRoleCount(pl.Role), who), cs, func(i int) {
				v.do(ch.PlaceStart{Role: pl.Role, Card: cards[i]})
			})
		})
		grid.Add(b)
	}
	return grid
}

// cityDrawing draws the boards where they stand, with who starts where.
func (v *cohSetup) cityDrawing() fyne.CanvasObject {
	st := v.state()
	grid := kit.NewFitGrid(3)
	for _, l := range cityGridOrder {
		b := st.Boards[l]
		title := widget.NewLabelWithStyle(fmt.Sprintf("%s %s", cohLocNumber(st, l), cohShort(b.Building)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		side := widget.NewLabelWithStyle(lang.X("coh.setup_sheet.side", "side {{.Side}} · {{.Places}}", map[string]any{"Side": fmt.Sprint(b.Side), "Places": cohPlaces(b.Rules().Places)}), fyne.TextAlignCenter, fyne.TextStyle{})
		side.Truncation = fyne.TextTruncateEllipsis
		who := container.NewGridWrap(fyne.NewSize(34, 34))
		for _, c := range st.At(l) {
			who.Add(kit.Swatch(string(c.Owner), cohLetter(c.Owner), 30))
		}
		z := widget.NewLabelWithStyle(lang.X("coh.setup_sheet.zombies", "zombies: {{.Count}}", map[string]any{"Count": st.Zombies[l]}), fyne.TextAlignCenter, fyne.TextStyle{})
		bg := canvas.NewRectangle(cohBoardColour(l))
		bg.CornerRadius = 10
		bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
		bg.StrokeWidth = 2
		grid.Add(container.NewStack(bg, container.NewPadded(container.NewVBox(title, side, z, who))))
	}
	return container.NewBorder(cohHeading(lang.X("coh.setup_sheet.city", "The city")), nil, nil, nil, grid)
}

// setupCode shows the setup code as text and as a QR code, so a second
// device can rebuild the same setup.
func (v *cohSetup) setupCode() (fyne.CanvasObject, fyne.CanvasObject) {
	h := v.s.Header()
	var o ch.Options
	if err := json.Unmarshal(h.Options, &o); err != nil {
		return widget.NewLabel(lang.X("coh.setup_sheet.noCode", "No setup code: {{.Reason}}", map[string]any{"Reason": translations.Err(err)})), nil
	}
	packed, err := o.Pack()
	if err != nil {
		return widget.NewLabel(lang.X("coh.setup_sheet.noCode", "No setup code: {{.Reason}}", map[string]any{"Reason": translations.Err(err)})), nil
	}
	code := engine.SetupCode{Game: ch.Code, Seed: h.Seed, Options: packed}.String()
	l := widget.NewLabelWithStyle(code, fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	l.SizeName = theme.SizeNameSubHeadingText // at least 24 px, and it fits a phone
	img, err := kit.NewQRImage("HK-SETUP "+code, 200)
	if err != nil {
		return l, widget.NewLabel(translations.Err(err))
	}
	return l, img
}

// reroll draws a new setup with the same table: the unplayed game is
// replaced (a game with steps already taken is archived first).
func (v *cohSetup) reroll() {
	h := v.s.Header()
	var o ch.Options
	if err := json.Unmarshal(h.Options, &o); err != nil {
		v.a.h.Tell(lang.X("coh.setup_sheet.noReroll", "Could not reroll"), translations.Err(err))
		return
	}
	o.Library = v.a.lib.Cards
	o.LibraryTag = 0
	seed := v.a.h.NewSeed()
	played := v.s.CanUndo() || v.s.CanRedo()
	path := v.s.Path()
	v.s.Close()
	if path != "" && !played {
		// Nothing was played on this setup and the code rebuilds it: the
		// file is dropped rather than archived.
		removeFile(path)
	}
	v.a.startCohGame(o, seed)
}

func cohPlaces(n int) string {
	if n == ch.Unlimited {
		return lang.X("coh.setup_sheet.noLimit", "no limit")
	}
	return lang.XN("coh.setup_sheet.places", "{{.Count}} places", n, map[string]any{"Count": n})
}

// cohTitle is a building's name without the article, capitalised.
func cohTitle(b ch.Building) string {
	return translations.T(b.CardWords())
}

// cohShort is a building's name for small tiles.
func cohShort(b ch.Building) string { return cohTitle(b) }

// cohLocNumber is a place's resolution number.
func cohLocNumber(st *ch.State, l ch.Loc) string {
	for i, x := range st.ResolutionOrder() {
		if x == l {
			return fmt.Sprint(i + 1)
		}
	}
	return "?"
}

func cohArrivals(st *ch.State, c ch.Card) string {
	var z []string
	for i, n := range c.Zombies {
		if n > 0 {
			z = append(z, lang.X("coh.setup_sheet.arrival", "{{.Count}} on {{.Place}}", map[string]any{"Count": n, "Place": cohLocIn(st, ch.AllLocs[i])}))
		}
	}
	if len(z) == 0 {
		return lang.X("coh.setup_sheet.none", "none")
	}
	return strings.Join(z, ", ")
}

// cohRoleCount is 2 for a character that is two (the Guard and Rex), else
// 1: the count a sentence about it agrees with.
func cohRoleCount(r ch.Role) int {
	if r.Plural() {
		return 2
	}
	return 1
}
