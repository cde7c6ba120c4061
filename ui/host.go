package ui

import (
	"fyne.io/fyne/v2"

	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// The methods below are what a game package gets from the shell: each game
// declares the few it needs as its own Host interface, and *App implements
// them all. A game never sees the rest of the shell.

// Window is the app's main window.
func (a *App) Window() fyne.Window { return a.win }

// Show puts a game's screen in the window.
func (a *App) Show(content fyne.CanvasObject) { a.show(content) }

// Home goes back to the list of games.
func (a *App) Home() { a.showHome() }

// Prefs are the app's preferences, where settings live.
func (a *App) Prefs() fyne.Preferences { return a.fyneApp.Preferences() }

// GamesDir is the folder games are saved in; empty keeps them in memory.
func (a *App) GamesDir() string { return a.opts.DataDir }

// NewSeed is the seed of a new game (fixed in tests and screenshots).
func (a *App) NewSeed() uint64 { return a.newSeed() }

// Reveal shows a secret to the one player entitled to it, the way chosen.
func (a *App) Reveal(s kit.Secret, way kit.RevealWay, onDone func(looked bool)) *kit.Reveal {
	return a.showPrivateReveal(s, way, onDone)
}

// Tell shows a message until the player taps OK.
func (a *App) Tell(title, msg string) { a.tell(title, msg) }

// NewHandoff returns the hand-off a screen posts background updates through;
// the screen stops it when it closes.
func (a *App) NewHandoff() *kit.Handoff { return a.newHandoff() }

// Clock is the clock Escape's soundtrack runs on.
func (a *App) Clock() timers.Clock {
	if a.opts.Clock == nil {
		return timers.RealClock{}
	}
	return a.opts.Clock
}

// Sound reports whether the soundtrack may play sound (else captions only).
func (a *App) Sound() bool { return !a.opts.NoSound }

// SetOnLeaving sets what happens when the player leaves the game screen for
// the list of games, or the app leaves the foreground: a running game pauses
// or asks first. nil clears it.
func (a *App) SetOnLeaving(f func(toHome bool, proceed func())) { a.onLeaving = f }
