// Package mall holds the screens of Mall of Horror: the new-game form, the
// resume question, the mall with its phase bar, dice and inputs, and the end
// screen. A screen reads the engine's state and sends it actions; every rule
// is the engine's (hordekeeper/engine/mallofhorror).
package mall

import (
	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
)

// Host is what the game needs from the app around it: the shell implements
// it, tests fake it.
type Host interface {
	// Window is the app's window: its canvas holds the curtain, the
	// questions before leaving and the message bar's log.
	Window() fyne.Window
	// Show puts a screen of the game in the window.
	Show(content fyne.CanvasObject)
	// Prefs are the app's preferences: how the secret dice are shown.
	Prefs() fyne.Preferences
	// Home goes back to the list of games.
	Home()
	// Store is the app's one save store; nil keeps games in memory.
	Store() *store.Store
	// NewSeed is the seed of a new game.
	NewSeed() uint64
	// Reveal shows a secret (the zombie dice) to the one player entitled
	// to it; only whether they looked comes back.
	Reveal(s kit.Secret, way kit.RevealWay, onDone func(looked bool)) *kit.Reveal
	// Tell shows a message until the player taps OK.
	Tell(title, msg string)
}

// Info is what the list of games shows of Mall of Horror.
var Info = kit.GameInfo{
	ID:    mh.Game,
	Title: mh.Title,
	Blurb: "3-6 players: secret dice, zombies, chief, scoring",
}

// Open is the game's first screen: the question whether to resume the game
// in progress, if there is one, or the new-game form. A save that cannot be
// loaded is set aside with a message that says why and names the file
// kept; it is never overwritten.
func Open(h Host) { openSaved(h) }
