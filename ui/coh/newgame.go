package coh

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohForm is the new-game form as filled in so far.
type cohForm struct {
	n     int
	seats []ch.PlayerOption // all six colours; the first n sit at the table
	// first is the chosen first player; empty lets setup draw one.
	first     ch.Colour
	firstGame bool
	draft     bool
	// picking is the seat lit by the random-pick animation (-1: none).
	picking int
	// firstLabel names the first player; a name typed in follows at once.
	firstLabel *widget.Label
}

// newCohForm is the form for a new game, offering the last table: its
// names in their seats, with their colours where the city has them.
func newCohForm(last []kit.Seat) *cohForm {
	f := &cohForm{n: kit.TableSize(last, ch.MinPlayers, ch.MaxPlayers, 4), firstGame: true, picking: -1}
	last = last[:min(len(last), f.n)]
	palette := make([]string, len(ch.AllColours))
	for i, c := range ch.AllColours {
		palette[i] = string(c)
	}
	used := make([]bool, len(palette))
	for i, k := range kit.FitColours(last, palette) {
		f.seats = append(f.seats, ch.PlayerOption{Colour: ch.AllColours[k], Name: last[i].Name})
		used[k] = true
	}
	for k, c := range ch.AllColours {
		if !used[k] {
			f.seats = append(f.seats, ch.PlayerOption{Colour: c})
		}
	}
	return f
}

// table is the form's seats at the table, as typed, for the next form.
func (f *cohForm) table() []kit.Seat {
	var seats []kit.Seat
	for _, p := range f.seats[:f.n] {
		seats = append(seats, kit.Seat{Name: p.Name, Colour: string(p.Colour)})
	}
	return seats
}

// options turns the form into the engine's options, with the table's
// settings and library.
func (f *cohForm) options(t *table) ch.Options {
	o := ch.Options{FirstPlayer: f.first, FirstGame: f.firstGame, Draft: f.draft, Settings: t.settings.Rules, Library: t.lib.Cards}
	o.Players = slices.Clone(f.seats[:f.n])
	// Names are optional: once one is typed, an empty seat takes its
	// colour's name; then each is trimmed (a name of spaces only, or the
	// same name twice, is refused by Validate with the seat it is in).
	if slices.ContainsFunc(o.Players, func(p ch.PlayerOption) bool { return p.Name != "" }) {
		var names []string
		for i := range o.Players {
			if o.Players[i].Name == "" {
				o.Players[i].Name = o.Players[i].Colour.Name()
			}
			names = append(names, o.Players[i].Name)
		}
		if trimmed, err := engine.CheckNames(names); err == nil {
			for i := range o.Players {
				o.Players[i].Name = trimmed[i]
			}
		}
	}
	if !slices.ContainsFunc(o.Players, func(p ch.PlayerOption) bool { return p.Colour == f.first }) {
		o.FirstPlayer = ""
	}
	return o
}

// showCohNewGame shows the new-game form.
func (a *table) showCohNewGame() {
	if a.form == nil {
		a.form = newCohForm(kit.LastTable(a.h.Prefs()))
	}
	a.showForm(a.form)
}

func (a *table) cohNewGameScreen(f *cohForm) fyne.CanvasObject {
	redraw := func() { a.showForm(f) }
	count := kit.NewFitGrid(4)
	for n := ch.MinPlayers; n <= ch.MaxPlayers; n++ {
		b := kit.NewButton(lang.XN("coh.newgame.players", "{{.Count}} players", n, map[string]any{"Count": n}), nil, func() { f.n = n; redraw() })
		if n == f.n {
			b.Importance = widget.HighImportance
		}
		count.Add(b)
	}
	seats := container.NewVBox()
	for i := 0; i < f.n; i++ {
		seats.Add(a.cohSeatRow(f, i, redraw))
	}
	random := kit.NewButton(lang.X("coh.newgame.pickFirst", "Pick the first player at random"), theme.ViewRefreshIcon(), func() { a.cohPickFirst(f, redraw) })
	firstText := cohFirstText(f)
	firstLabel := widget.NewLabelWithStyle(firstText, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	firstLabel.Wrapping = fyne.TextWrapWord
	f.firstLabel = firstLabel

	fg := cohToggle(lang.X("coh.newgame.firstGame", "First game: every board on side A"), f.firstGame, func() { f.firstGame = !f.firstGame; redraw() })
	rnd := cohToggle(lang.X("coh.newgame.randomSides", "Each board random, side A or B"), !f.firstGame, func() { f.firstGame = !f.firstGame; redraw() })
	dr := cohToggle(lang.X("coh.newgame.draft", "Draft the action cards"), f.draft, func() { f.draft = !f.draft; redraw() })

	start := kit.NewButton(lang.X("coh.newgame.start", "Set up the city"), theme.ConfirmIcon(), func() {
		if a.startCohGame(f.options(a), a.h.NewSeed()) {
			kit.RememberTable(a.h.Prefs(), f.table())
		}
	})
	start.Importance = widget.HighImportance
	start.Min = fyne.NewSize(320, 64)
	lib := kit.NewButton(lang.X("coh.newgame.cards", "Invasion cards"), theme.StorageIcon(), func() {
		a.show(a.cohLibraryScreen(func() { a.showCohNewGame() }))
	})
	set := kit.NewButton(lang.X("coh.newgame.settings", "Settings"), theme.SettingsIcon(), func() {
		a.show(a.cohSettingsScreen(func() { a.showCohNewGame() }))
	})
	body := container.NewVBox(
		cohHeading(lang.X("coh.newgame.howMany", "How many players?")), count,
		cohHeading(lang.X("coh.newgame.seats", "Seats, clockwise around the table")), seats,
		firstLabel, random,
		cohHeading(lang.X("coh.newgame.options", "Options")), kit.NewFitGrid(2, fg, rnd), dr,
		container.NewCenter(start),
	)
	return container.NewBorder(a.topBar(lang.X("coh.newgame.title", "City of Horror: new game"), lib, set), nil, nil, nil, kit.NewVScroll(container.NewPadded(body)))
}

// cohSeatRow is one seat: colour (with its letter), name, moves up and
// down the seat order, and "starts" to choose the first player.
func (a *table) cohSeatRow(f *cohForm, i int, redraw func()) fyne.CanvasObject {
	p := &f.seats[i]
	colour := kit.NewButton(cohColour(p.Colour), nil, func() {
		// Swap in the first spare colour; the colour given up goes to the
		// back of the spares, so repeated taps walk through all of them.
		if f.n == len(f.seats) {
			return
		}
		f.seats[i].Colour, f.seats[f.n].Colour = f.seats[f.n].Colour, f.seats[i].Colour
		sp := f.seats[f.n]
		copy(f.seats[f.n:], f.seats[f.n+1:])
		f.seats[len(f.seats)-1] = sp
		redraw()
	})
	colour.Min = fyne.NewSize(130, kit.MinTouch)
	name := widget.NewEntry()
	name.SetPlaceHolder(lang.X("coh.newgame.name", "name (optional)"))
	name.SetText(p.Name)
	name.OnChanged = func(s string) {
		f.seats[i].Name = s
		if f.firstLabel != nil {
			f.firstLabel.SetText(cohFirstText(f))
		}
	}
	up := kit.NewButton("", theme.MoveUpIcon(), func() {
		if i > 0 {
			f.seats[i], f.seats[i-1] = f.seats[i-1], f.seats[i]
			redraw()
		}
	})
	down := kit.NewButton("", theme.MoveDownIcon(), func() {
		if i+1 < f.n {
			f.seats[i], f.seats[i+1] = f.seats[i+1], f.seats[i]
			redraw()
		}
	})
	starts := kit.NewButton(lang.X("coh.newgame.starts", "starts"), nil, func() { f.first = p.Colour; redraw() })
	if f.first == p.Colour || f.picking == i {
		starts.Importance = widget.HighImportance
	}
	left := container.NewHBox(widget.NewLabel(fmt.Sprintf("%d.", i+1)), kit.Swatch(string(p.Colour), cohLetter(p.Colour), kit.MinTouch), colour)
	return kit.NewSideOrBelow(container.NewBorder(nil, nil, left, nil, name), kit.NewFlow(true, up, down, starts))
}

// cohPickFirst draws the first player and lights the seats in turn for a
// moment before it lands, so the table sees a draw happen. The pick is
// made at once (the animation only shows it).
func (a *table) cohPickFirst(f *cohForm, redraw func()) {
	pick := engine.NewRand(a.h.NewSeed(), "ui/first").IntN(f.n)
	f.first = f.seats[pick].Colour
	steps := 2*f.n + pick
	last := -1
	// A Fyne animation ticks on the UI thread, so the form is only touched
	// there (the test driver runs it to its end at once).
	anim := fyne.NewAnimation(1200*time.Millisecond, func(p float32) {
		k := int(p * float32(steps))
		if k == last || !a.onForm {
			return
		}
		last = k
		f.picking = k % f.n
		if p >= 1 {
			f.picking = -1
		}
		redraw()
	})
	anim.Curve = fyne.AnimationEaseOut
	anim.Start()
}

// startCohGame starts a new game from the options (newGame keeps the
// previous one in the archive), saved before the setup sheet shows. It
// reports whether the game started.
func (a *table) startCohGame(o ch.Options, seed uint64) bool {
	if err := o.Validate(); err != nil {
		a.h.Tell(lang.X("coh.newgame.cannotStart", "This table cannot start"), translations.Err(err))
		return false
	}
	raw, err := jsonOf(o)
	if err != nil {
		a.h.Tell(lang.X("coh.newgame.couldNotStart", "Could not start"), translations.Err(err))
		return false
	}
	h := engine.Header{Game: ch.Name, Seed: seed, Options: raw}
	s, err := a.newGame(h)
	if err != nil {
		a.h.Tell(lang.X("coh.newgame.couldNotStart", "Could not start"), lang.X("coh.newgame.notStarted", "{{.Reason}}\n\nThe new game was not started, so nothing is overwritten.", map[string]any{"Reason": translations.Err(err)}))
		return false
	}
	a.startCohView(s)
	return true
}

// cohToggle is a big on/off button: a tick shows it is on.
func cohToggle(label string, on bool, tapped func()) *kit.Button {
	icon := theme.CheckButtonIcon()
	if on {
		icon = theme.CheckButtonCheckedIcon()
	}
	b := kit.NewButton(label, icon, tapped)
	b.Alignment = widget.ButtonAlignLeading
	return b
}

func cohHeading(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}
