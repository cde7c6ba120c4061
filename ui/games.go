package ui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	"hordekeeper/engine/games"
	"hordekeeper/engine/store"
	"hordekeeper/ui/coh"
	"hordekeeper/ui/escape"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/mall"
)

// Game is one game of the shell's list: its entry in the engine's list of
// games (name, title, setup-code number, rules) and its screens. A game
// without screens (Open nil) is listed, and its files open, but it plays
// nowhere yet: the shell shows that it is coming.
type Game struct {
	engine.Game
	// Blurb says in one line, in the player's language, what the app does
	// for the game; nil shows none. (The shell translates the blurbs: a
	// literal key each, which the translations' tests find.)
	Blurb func() string
	// Open shows the game's new-game form; nil for a game without screens.
	Open func(a *App)
	// Resume puts the game in progress back where it stood, in one tap
	// from the list of games; nil for a game without screens.
	Resume func(a *App)
	// OpenFile shows a saved game of this kind where it stands; nil for a
	// game without screens.
	OpenFile func(a *App, path string) error
	// Join opens the game a setup code describes; nil for a game not
	// joined by code, for which NoJoin says why, in the player's language.
	Join   func(a *App, c engine.SetupCode) error
	NoJoin func() string
	// InPlay is the game waiting to be resumed, if any: its players and
	// where it stands; nil lets the store's record of a game in play say
	// whether one waits.
	InPlay func(*store.Store) (kit.InPlay, bool)
	// Past reads a game of this kind that is over (its file in the games
	// folder st) for the list of past games: its players and how it ended;
	// an error says why the file does not read. nil lists it without.
	Past func(st *store.Store, path string) (kit.Past, error)
	// View shows a game that is over on its last position, to look at
	// only: nothing changes it, nothing is written, and the screens' way
	// home leads back to the list (h.Home). nil for a game without screens.
	View func(h Viewer, path string) error
}

// Games is the shell's list of the app's games, in the order the home
// screen shows them: each entry of games.All with its screens. A new game
// is one entry here (and one line in engine/games).
func Games() []Game {
	eng := games.All()
	entry := func(name string) engine.Game {
		g, ok := eng.Find(name)
		if !ok {
			panic("ui: no game " + name + " in engine/games") // caught by any test
		}
		return g
	}
	return []Game{
		{Game: entry(coh.Info.ID), Blurb: func() string { return lang.X("home.blurb.cityofhorror", coh.Info.Blurb) },
			Open: func(a *App) { coh.Open(a) }, Resume: func(a *App) { coh.Resume(a) }, OpenFile: func(a *App, p string) error { return coh.OpenFile(a, p) },
			Join: func(a *App, c engine.SetupCode) error { return coh.Join(a, c) }, InPlay: coh.InPlay,
			Past: coh.Past, View: func(h Viewer, p string) error { return coh.View(h, p) }},
		{Game: entry(escape.Info.ID), Blurb: func() string { return lang.X("home.blurb.escape", escape.Info.Blurb) },
			Open: func(a *App) { escape.Open(a) }, Resume: func(a *App) { escape.Resume(a) }, OpenFile: func(a *App, p string) error { return escape.OpenFile(a, p) },
			Join: func(a *App, c engine.SetupCode) error { return escape.Join(a, c) }, InPlay: escape.InPlay,
			Past: escape.Past, View: func(h Viewer, p string) error { return escape.View(h, p) }},
		// The zombie dice come from the seed, so a Mall code would give
		// them away: Mall of Horror games are never shared by code.
		{Game: entry(mall.Info.ID), Blurb: func() string { return lang.X("home.blurb.mall", mall.Info.Blurb) },
			Open: func(a *App) { mall.Open(a) }, Resume: func(a *App) { mall.Resume(a) }, OpenFile: func(a *App, p string) error { return mall.OpenFile(a, p) },
			NoJoin: func() string {
				return lang.X("join.mallNoCode", "Mall of Horror games are not shared by code: a code would give away the secret zombie dice.")
			}, InPlay: mall.InPlay, Past: mall.Past, View: func(h Viewer, p string) error { return mall.View(h, p) }},
	}
}

// games is the app's list: Options.Games, or Games when none was given.
func (a *App) games() []Game {
	if a.opts.Games != nil {
		return a.opts.Games
	}
	return Games()
}

// engineGames is the engine's part of the app's list, for the store.
func (a *App) engineGames() engine.Games {
	var out engine.Games
	for _, g := range a.games() {
		out = append(out, g.Game)
	}
	return out
}

// game is the entry of the game saved under name.
func (a *App) game(name string) (Game, bool) {
	for _, g := range a.games() {
		if g.Name == name {
			return g, true
		}
	}
	return Game{}, false
}

// gameTitle is the title of the game saved under name, or the name in
// quotes for a game the app does not list.
func (a *App) gameTitle(name string) string {
	return a.engineGames().Title(name)
}

// openScreenless opens a file of a game without screens: every step is
// replayed (a damaged file is refused with the reason), then the shell
// says the game is coming. The file is only read.
func (a *App) openScreenless(g Game, path string) error {
	if _, err := store.View(a.Store(), g.Rules, path); err != nil {
		return err
	}
	a.show(a.comingScreen(g.Title))
	return nil
}

// errNoJoin is the refusal of a code for a game not joined by code.
func (g Game) errNoJoin() error {
	if g.NoJoin != nil {
		return errors.New(g.NoJoin())
	}
	return errors.New(lang.X("join.noCode", "{{.Game}} games are not shared by code.", map[string]any{"Game": g.Title}))
}
