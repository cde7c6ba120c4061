// Package coh holds City of Horror's screens: the new-game form, the setup
// sheet, the city in play with the leader wheel and the invasions, the card
// library, the settings and the end. The rules are engine/cityofhorror's; a
// screen reads its state and sends it actions.
package coh

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Host is what City of Horror needs from the app around it.
type Host interface {
	life.Host
	// GamesDir is the folder the card library is kept in ("" keeps it in
	// memory).
	GamesDir() string
	// Revealer shows a secret to one player only.
	kit.Revealer
}

// Info is City of Horror in the list of games.
var Info = kit.GameInfo{
	ID:    ch.Name,
	Title: ch.Title,
	Blurb: "3-6 players: setup, zombies, leader wheel, invasions, scoring",
}

// table is City of Horror's part of the app: the table's settings and card
// library, and the game on show (nil before one starts).
type table struct {
	h        Host
	settings cohSettings
	lib      ch.Library
	view     *cohView
	// libEdit is the card library's editing state, while it is on show.
	libEdit *cohLibEdit
	// form is the new-game form being filled in.
	form *cohForm
	// onForm is true while the new-game form is on show.
	onForm bool
}

func newTable(h Host) *table {
	return &table{h: h, lib: ch.DefaultLibrary()}
}

// Open shows City of Horror's new-game form. A game in progress stays in
// play until the new one starts; then it is kept in the archive.
func Open(h Host) {
	t := newTable(h)
	t.open(t.showCohNewGame)
}

// Resume puts the game in progress back where it stood, in one tap from
// the list of games (the new-game form when none waits).
func Resume(h Host) {
	t := newTable(h)
	t.open(t.resumeLatest)
}

// OpenFile opens a saved City of Horror game where it stands (a file someone
// sent, or a demo game). The file itself is never written: see openFile.
func OpenFile(h Host, path string) error { return newTable(h).openFile(path) }

// Join rebuilds the setup another device shows from its setup code.
func Join(h Host, c engine.SetupCode) error {
	o, err := ch.UnpackOptions(c.Options)
	if err != nil {
		return errors.New(lang.X("coh.game.codeRefused", "That code is refused: {{.Reason}}", map[string]any{"Reason": translations.Err(err)}))
	}
	t := newTable(h)
	t.settings, _ = t.loadCohSettings()
	lib, _ := t.loadCohLibrary()
	t.lib = lib
	o, libErr := o.WithLibrary(lib)
	t.startCohGame(o, c.Seed)
	if libErr != nil {
		h.Tell(lang.X("coh.game.librariesDiffer", "The card libraries differ"), translations.Err(libErr))
	}
	return nil
}

// topBar is the bar above every City of Horror screen.
func (a *table) topBar(title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	return kit.TopBar(a.h.Home, title, extra...)
}

// show puts one of City of Horror's screens in the window.
func (a *table) show(content fyne.CanvasObject) {
	a.onForm = false
	a.h.Show(content)
}

// showForm shows the new-game form.
func (a *table) showForm(f *cohForm) {
	a.show(a.cohNewGameScreen(f))
	a.onForm = true
}
