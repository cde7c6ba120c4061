// Package mall holds the screens of Mall of Horror: the new-game form, the
// game in progress as the list of games shows it, the mall with its phase
// bar, dice and inputs, and the end screen. A screen reads the engine's state and sends it actions; every rule
// is the engine's (hordekeeper/engine/mallofhorror).
package mall

import (
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
)

// Host is what the game needs from the app around it: the shell implements
// it, tests fake it.
type Host interface {
	// Shell's Prefs also keep how the secret dice are shown.
	life.Host
	// Revealer shows the zombie dice to the one player entitled to them.
	kit.Revealer
}

// Info is what the list of games shows of Mall of Horror.
var Info = kit.GameInfo{
	ID:    mh.Name,
	Title: mh.Title,
	Blurb: "3-6 players: secret dice, zombies, chief, scoring",
}

// Open is the new-game form. A game in progress stays in play until the
// new one starts; then it is kept in the archive.
func Open(h Host) { showNewGame(h) }

// Resume puts the game in progress back where it stood, in one tap from
// the list of games (the new-game form when none waits). A save that
// cannot be loaded is set aside with a message that says why and names the
// file kept; it is never overwritten.
func Resume(h Host) { resumeSaved(h) }
