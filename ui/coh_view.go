package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
)

// newCityOfHorror starts a 4-player game with default options, in memory.
// (The full new-game form is the City of Horror screens' job.)
func (a *App) newCityOfHorror() (*engine.Session[*coh.State], error) {
	opts := coh.Options{FirstGame: true}
	for _, c := range []coh.Colour{coh.Yellow, coh.Red, coh.Green, coh.Blue} {
		opts.Players = append(opts.Players, coh.PlayerOption{Colour: c, Name: c.Name()})
	}
	raw, err := jsonOf(opts)
	if err != nil {
		return nil, err
	}
	return engine.NewSession[*coh.State](coh.Rules{}, engine.Header{Game: coh.GameName, Seed: a.newSeed(), Options: raw})
}

// openCityOfHorror opens City of Horror's first screen.
func (a *App) openCityOfHorror() { a.show("cityofhorror", a.cityOfHorrorScreen()) }

// cityOfHorrorScreen is a plain, read-only view of a new game's state: the
// setup sheet's instructions and each place of the city.
func (a *App) cityOfHorrorScreen() fyne.CanvasObject {
	s, err := a.newCityOfHorror()
	if err != nil {
		return container.NewBorder(a.topBar("City of Horror"), nil, nil, nil, widget.NewLabel("Could not start a game: "+err.Error()))
	}
	st := s.State()
	places := container.NewGridWithColumns(3)
	for _, l := range coh.AllLocs {
		places.Add(a.cohPlaceCard(st, l))
	}
	steps := widget.NewLabel("• " + strings.Join(st.Setup.Instructions(), "\n• "))
	steps.Wrapping = fyne.TextWrapWord
	head := widget.NewLabelWithStyle(fmt.Sprintf("%s · zombies in reserve: %d of %d", st.PhaseText(), st.ZombieReserve(), coh.TotalZombies), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := container.NewVBox(head, places, widget.NewCard("Setup", "", steps))
	return container.NewBorder(a.topBar("City of Horror: a new game (read-only)"), nil, nil, nil, container.NewVScroll(container.NewPadded(body)))
}

// cohPlaceCard shows one place: its building, side, zombies and who is there.
func (a *App) cohPlaceCard(st *coh.State, l coh.Loc) fyne.CanvasObject {
	title := fmt.Sprintf("%s (%s)", st.PlaceName(l), l)
	places := "no limit"
	if c := st.Capacity(l); c >= 0 {
		places = fmt.Sprintf("%d of %d places taken", st.Occupied(l), c)
	}
	zs := canvas.NewText(fmt.Sprintf("%d", st.Zombies[l]), theme.Color(theme.ColorNameForeground))
	zs.TextSize = theme.TextSize() * 2.4
	zs.TextStyle.Bold = true
	row := container.NewHBox(zs, widget.NewLabel("zombies"))
	who := container.NewVBox()
	for _, c := range st.At(l) {
		who.Add(characterTag(string(c.Owner), c.Owner.Letter(), c.Name(), c.Exhausted, c.Hidden))
	}
	cond := widget.NewLabel(st.AttackCondition(l).Text)
	cond.Wrapping = fyne.TextWrapWord
	return widget.NewCard(title, fmt.Sprintf("side %s · %s", st.Boards[l].Side, places), container.NewVBox(row, who, cond))
}

// characterTag is a character's chip: its owner's colour with the colour's
// letter (colour is never the only signal), its name and its condition.
func characterTag(colour, letter, name string, exhausted, hidden bool) fyne.CanvasObject {
	sw := canvas.NewRectangle(playerColour(colour))
	sw.SetMinSize(fyne.NewSize(28, 28))
	sw.CornerRadius = 6
	l := canvas.NewText(letter, theme.Color(theme.ColorNameBackground))
	l.TextStyle.Bold = true
	l.Alignment = fyne.TextAlignCenter
	state := ""
	if exhausted {
		state = " (exhausted)"
	}
	if hidden {
		state += " (hidden)"
	}
	return container.NewHBox(container.NewStack(sw, l), widget.NewLabel(name+state))
}
