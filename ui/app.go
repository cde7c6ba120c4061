// Package ui holds Hordekeeper's Fyne screens. A screen reads a game's
// state and sends actions to the engine; it holds no rule of its own.
package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/assets"
	"hordekeeper/engine"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// Options are what main.go hands the UI.
type Options struct {
	// DataDir is where games are saved; empty keeps games in memory only.
	DataDir string
	// Seed, when not zero, makes new games reproducible (tests, screenshots).
	Seed uint64
	// Clock drives Escape's soundtrack; nil is the real clock.
	Clock timers.Clock
	// NoSound keeps the soundtrack silent (captions and flashes only).
	NoSound bool
	// Run hands work from other goroutines to the UI goroutine; nil is
	// fyne.Do. Tests pass a kit.Queue's Push and drain it themselves.
	Run func(func())
	// Games are the games the app lists, saves and opens; nil is Games()
	// (the app's three). Tests add a game of their own.
	Games []Game
	// QuickStart shows the window sooner (quick.go): the fonts parsed on
	// another goroutine while the words load, the window's icon decoded
	// once it shows. The app's start sets it; tests leave it off.
	QuickStart bool
}

// App is the running UI: one window whose content is the current screen.
type App struct {
	fyneApp fyne.App
	win     fyne.Window
	opts    Options
	// reveal is the private reveal on show, if any.
	reveal *kit.Reveal
	// joinEntry and joinMsg are the join screen's code field and message.
	joinEntry *widget.Entry
	joinMsg   *widget.Label
	storeState
	// seedsUsed counts the fixed seeds handed out (tests, screenshots).
	seedsUsed uint64
	// onLeaving is the game screen's say before the player leaves it.
	onLeaving func(toHome bool, proceed func())
}

// New builds the main window of the app on a (fyne) app; the caller shows it.
func New(fa fyne.App, opts Options) *App {
	a := &App{fyneApp: fa, opts: opts}
	a.durable = prepareStore() // in a browser: the games' durable copy back first
	if !opts.QuickStart {
		fa.SetIcon(assets.Icon)
	}
	a.applyLook()
	if opts.QuickStart {
		warmText(fa) // the fonts on the other core while the words load (quick.go)
	}
	a.applyLanguage()
	a.win = fa.NewWindow("Hordekeeper")
	if opts.QuickStart {
		iconLater(fa, a.win)
	}
	a.win.Resize(fyne.NewSize(1280, 800))
	a.showHome()
	a.watchForeground()
	return a
}

// show puts a screen in the window.
func (a *App) show(content fyne.CanvasObject) {
	a.win.SetContent(content)
}

// showHome goes back to the list of games, once the game on show agrees
// (a running game asks first).
func (a *App) showHome() {
	if f := a.onLeaving; f != nil {
		f(true, func() {
			a.onLeaving = nil
			a.goHome()
		})
		return
	}
	a.goHome()
}

func (a *App) goHome() {
	a.show(a.homeScreen())
}

// openGame opens a game's first screen; a game without screens (or one
// the app does not list) says it is coming.
func (a *App) openGame(name string) {
	g, ok := a.game(name)
	if ok && g.Open != nil {
		g.Open(a)
		return
	}
	a.show(a.comingScreen(a.gameTitle(name)))
}

// resumeGame puts the game of this kind in progress back where it stood; a
// game without screens says it is coming.
func (a *App) resumeGame(name string) {
	g, ok := a.game(name)
	if ok && g.Resume != nil {
		g.Resume(a)
		return
	}
	a.show(a.comingScreen(a.gameTitle(name)))
}

// newHandoff returns the hand-off a screen posts its background updates
// through; the screen stops it when it closes.
func (a *App) newHandoff() *kit.Handoff {
	if a.opts.Run != nil {
		return kit.NewHandoff(a.opts.Run)
	}
	return kit.NewHandoff(fyne.Do)
}

func (a *App) newSeed() uint64 {
	if a.opts.Seed != 0 {
		// Fixed in tests and screenshots; each new game (a reroll, say)
		// takes the next one, so it differs from the last and repeats.
		s := a.opts.Seed + a.seedsUsed
		a.seedsUsed++
		return s & engine.SeedMask
	}
	return engine.NewSeed()
}
