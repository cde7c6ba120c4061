package coh

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// endScreen is the rescue helicopter: first the players with too few
// antidotes choose who gets them (Vaccinate); then a row a player, in seat
// order, with the rank beside the name, each score's parts and the Canned
// Food cards shown; then the result and why each tie broke as it did.
// Rows ranked by score re-sorted at each Canned Food card entered, and the
// result's lines above them grew and shrank with a tie: the + under a
// finger became another player's. Seat order is what the table sits in,
// and the rows hold still whatever the scores; the result comes below
// them, and New game before it, so no line that changes lies above a
// button.
func (v *cohEnd) endScreen() fyne.CanvasObject {
	st := v.state()
	r := st.Score()
	body := container.NewVBox()
	if ps := st.MustChoose(); len(ps) > 0 {
		body.Add(v.antidoteChoice(st, ps[0]))
	}
	shared := len(r.Winners) > 1
	for _, p := range cohSeats(st) {
		for _, sc := range r.Ranked {
			if sc.Player == p {
				body.Add(v.scoreCard(st, sc, shared))
			}
		}
	}
	// A game of the list of past games offers no new game: the list is
	// where it leads back to.
	if p, ok := v.a.h.(interface{ PastOnly() bool }); !ok || !p.PastOnly() {
		again := kit.NewButton(lang.X("coh.end.newGame", "New game"), theme.ContentAddIcon(), func() { v.leave(); v.a.view = nil; v.a.showCohNewGame() })
		body.Add(container.NewCenter(again))
	}
	head := translations.T(r.Words)
	if !r.Final {
		head = lang.X("coh.end.soFar", "So far: {{.Result}}", map[string]any{"Result": head})
	}
	win := widget.NewLabelWithStyle(head, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	win.SizeName = theme.SizeNameHeadingText
	win.Wrapping = fyne.TextWrapWord
	body.Add(win)
	for _, t := range r.TieBreakWords {
		body.Add(cohSmall(translations.T(t)))
	}
	body.Add(cohSmall(lang.X("coh.end.howToWin", "The most points win. A tie goes to the player with the most living characters; if still tied, they share the win.")))
	return container.NewBorder(v.a.topBar(lang.X("coh.end.title", "City of Horror: the end"), v.undoBar(v.undoNow())...), v.noticeBar(), nil, nil, v.scroll.Scroll("end", container.NewPadded(body)))
}

// antidoteChoice asks a player with too few antidotes which characters get
// them: one tap a character, then "Use the antidotes".
func (v *cohEnd) antidoteChoice(st *ch.State, p ch.Colour) fyne.CanvasObject {
	n := st.Player(p).Antidotes
	if v.saved == nil || v.savedFor != p {
		v.saved, v.savedFor = map[ch.Role]bool{}, p
	}
	box := container.NewVBox(cohHeading(lang.X("coh.end.tooFew", "{{.Player}} has {{.Antidotes}} for {{.Living}}: who gets them? The others die.",
		map[string]any{"Player": cohLabel(st, p), "Antidotes": antidotesN(n), "Living": lang.XN("coh.end.living", "{{.Count}} living characters", st.Living(p), map[string]any{"Count": st.Living(p)})})))
	grid := kit.NewFitGrid(3)
	var chosen []ch.Role
	for _, r := range ownCharacters(st, p, ch.NoLoc, nil) {
		b := kit.NewButton(cohRole(r), nil, func() {
			if v.saved == nil || v.savedFor != p {
				v.saved, v.savedFor = map[ch.Role]bool{}, p
			}
			v.saved[r] = !v.saved[r]
			v.render()
		})
		if v.saved[r] {
			b.Importance = widget.HighImportance
			chosen = append(chosen, r)
		}
		grid.Add(b)
	}
	box.Add(grid)
	use := kit.NewButton(lang.X("coh.end.useAntidotes", "Use the antidotes"), theme.ConfirmIcon(), func() {
		// Emptied before do, which draws the next player's choice: emptied
		// after, that choice's taps met no map (a crash at the second
		// player's choice).
		keep := v.saved
		v.saved = nil
		if !v.do(ch.Vaccinate{Player: p, Roles: chosen}) {
			v.saved = keep
			v.render()
		}
	})
	use.Importance = widget.HighImportance
	if _, err := v.try(ch.Vaccinate{Player: p, Roles: chosen}); err != nil {
		use.Refuse(translations.Err(err), v.tellRefusal)
	}
	box.Add(use)
	return widget.NewCard("", "", box)
}

// scoreCard is one player's antidote check and points.
func (v *cohEnd) scoreCard(st *ch.State, sc ch.Score, shared bool) fyne.CanvasObject {
	names := func(rs []ch.Role) string {
		var out []string
		for _, r := range rs {
			out = append(out, cohRole(r))
		}
		if len(out) == 0 {
			return lang.X("coh.end.nobody", "nobody")
		}
		return strings.Join(out, ", ")
	}
	who := map[string]any{"Rank": cohOrdinal(sc.Rank), "Player": cohLabel(st, sc.Player)}
	head := lang.X("coh.end.rankLine", "{{.Rank}}. {{.Player}}", who)
	switch {
	case sc.Winner && shared:
		head = lang.X("coh.end.winsShared", "🏆 {{.Rank}}. {{.Player}} wins (shared)", who)
	case sc.Winner:
		head = lang.X("coh.end.wins", "🏆 {{.Rank}}. {{.Player}} wins", who)
	}
	lines := []string{
		lang.X("coh.end.saved", "Antidotes save: {{.Saved}}. Without one, dies: {{.Died}}.", map[string]any{"Saved": names(sc.Vaccinated), "Died": names(sc.Died)}),
	}
	if sc.Pending {
		lines[0] = lang.X("coh.end.pending", "Still to choose who gets the antidotes.")
	}
	if sc.NoSurvivor {
		lines = append(lines, lang.X("coh.end.noSurvivor", "Nobody of theirs is alive: 0 points."))
	} else {
		lines = append(lines, lang.X("coh.end.sum", "Characters {{.Characters}} + antidotes left {{.Antidotes}} + food {{.Food}} + Canned Food {{.Canned}} = {{.Total}} ({{.Alive}} alive).",
			map[string]any{"Characters": sc.Characters, "Antidotes": sc.Antidotes, "Food": sc.Food, "Canned": sc.CannedFood, "Total": pointsN(sc.Total), "Alive": sc.Living}))
	}
	p := st.Player(sc.Player)
	minus := kit.NewButton("", theme.ContentRemoveIcon(), func() { v.do(ch.DeclareCannedFood{Player: sc.Player, Count: p.CannedFood - 1}) })
	plus := kit.NewButton("", theme.ContentAddIcon(), func() { v.do(ch.DeclareCannedFood{Player: sc.Player, Count: p.CannedFood + 1}) })
	shown := widget.NewLabel(lang.X("coh.end.canned", "Canned Food cards shown: {{.Count}}", map[string]any{"Count": p.CannedFood}))
	shown.Wrapping = fyne.TextWrapWord // a phone wraps it beside the buttons
	canned := container.NewBorder(nil, nil, nil, container.NewHBox(minus, plus), shown)
	total := widget.NewLabelWithStyle(fmt.Sprint(sc.Total), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	total.SizeName = theme.SizeNameHeadingText
	text := cohSmall(strings.Join(lines, "\n"))
	// The rank and name wrap on a narrow screen (a card's title would not,
	// and a longer language's words would widen the screen past a phone).
	// The title keeps the height of its longest form, and the points the
	// width of two digits, so a rank or a score that changes with a
	// Canned Food card moves no row.
	title := cohHeading(head)
	title.SizeName = theme.SizeNameSubHeadingText
	longest := cohHeading(lang.X("coh.end.winsShared", "🏆 {{.Rank}}. {{.Player}} wins (shared)", map[string]any{"Rank": cohOrdinal(len(st.Players)), "Player": cohLabel(st, sc.Player)}))
	longest.SizeName = theme.SizeNameSubHeadingText
	longest.Hide()
	digits := widget.NewLabelWithStyle("88", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	digits.SizeName = theme.SizeNameHeadingText
	digits.Hide()
	titled := container.New(endTallest{}, longest, title)
	points := container.New(endTallest{}, digits, total)
	card := widget.NewCard("", "", container.NewVBox(titled, container.NewBorder(nil, nil, kit.Swatch(string(sc.Player), cohLetter(sc.Player), 56), points, container.NewVBox(text, canned))))
	return card
}

// endTallest lays its objects over each other and is as big as the
// biggest, hidden ones included: a hidden stand-in (the longest title,
// two digits) holds the room the shown one may come to need.
type endTallest struct{}

func (endTallest) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (endTallest) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// cohOrdinal names a place in the ranking: 1st, 2nd, 3rd, 4th.
func cohOrdinal(n int) string {
	switch n {
	case 1:
		return lang.X("coh.end.first", "1st")
	case 2:
		return lang.X("coh.end.second", "2nd")
	case 3:
		return lang.X("coh.end.third", "3rd")
	}
	return lang.X("coh.end.nth", "{{.Rank}}th", map[string]any{"Rank": n})
}
