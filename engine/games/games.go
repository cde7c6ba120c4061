// Package games is the list of the games this app keeps: each game's name
// in saves, its title, its setup-code number, its rules and its notation.
// The store, setup codes and the shell (ui/games.go pairs each entry with
// its screens) read this list; no other package outside a game's own needs
// a game's name. A new game is one more line in All.
package games

import (
	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
)

// All is the app's games, in the order the home screen lists them. It is
// built afresh on each call: the list is a value its caller may extend (a
// test adds a game of its own) without changing anyone else's.
func All() engine.Games {
	return engine.Games{
		{Name: coh.Name, Title: coh.Title, Code: coh.Code, Rules: engine.Erase[*coh.State](coh.Rules{}), Notation: engine.EraseNotation(coh.ParseNotation)},
		{Name: escape.Name, Title: escape.Title, Code: escape.Code, Rules: engine.Erase[escape.State](escape.Rules{}), Notation: engine.EraseNotation(escape.ParseNotation)},
		{Name: moh.Name, Title: moh.Title, Code: moh.Code, Rules: engine.Erase[moh.State](moh.Rules{}), Notation: engine.EraseNotation(moh.ParseNotation)},
	}
}
