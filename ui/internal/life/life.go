// Package life is a game's life in the app's store, written once for every
// game: resuming the game in play, opening a saved file, and the words that
// tell the table what the store did (a damaged file kept aside, a torn last
// step dropped, a finished game filed). A game's screens call it with their
// rules and show what it returns; it shows nothing itself.
package life

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Note is one message for the table, shown after the screen it concerns.
type Note struct {
	Title, Text string
}

// Kind is one game as its life needs it: its rules, its title as players
// know it, the one file earlier versions kept its game in progress in
// (adopted once), and whether a state is over.
type Kind[S any] struct {
	Rules  engine.Rules[S]
	Title  string
	Legacy string
	Over   func(S) bool
}

// Resumed is what Resume found.
type Resumed[S any] struct {
	// Game is the game back where it stood; nil when none waits, none
	// could be loaded, or the one found had ended (it was filed with the
	// finished games): the new-game form goes on show then.
	Game *store.Game[S]
	// Legacy is true when the game came from the legacy file.
	Legacy bool
	// Notes say what the store found, to show after the screen.
	Notes []Note
}

// Resume reopens the game of this kind in play in st. A file that does not
// load is set aside by the store with its reason, never overwritten, and
// a note says why and where it was kept.
func Resume[S any](st *store.Store, k Kind[S]) Resumed[S] {
	var out Resumed[S]
	if st == nil {
		return out
	}
	path, legacy, ok := st.Resumable(k.Rules.Game(), k.Legacy)
	if !ok {
		return out
	}
	g, r, err := store.ResumeGame[S](st, k.Rules, path)
	if err != nil {
		msg := translations.Err(err)
		if r.Aside != "" {
			msg = keptText(r.Problem, r.ProblemWords, st.KeptAs(r.Aside))
		}
		out.Notes = append(out.Notes, Note{
			lang.X("life.notLoaded", "The saved {{.Game}} game could not be loaded", map[string]any{"Game": k.Title}),
			lang.X("life.newHere", "{{.Problem}}\n\nA new game starts here.", map[string]any{"Problem": msg})})
		return out
	}
	if r.Recovered {
		out.Notes = append(out.Notes, Note{
			lang.X("life.damaged", "The saved {{.Game}} game was damaged", map[string]any{"Game": k.Title}),
			lang.XN("life.recovered", "{{.Problem}}\n\nThe game is back as it stood before the damage ({{.Count}} steps). The damaged file was kept as {{.File}} in the games folder, with the reason beside it.",
				r.Kept, map[string]any{"Problem": problemText(r.Problem, r.ProblemWords), "Count": r.Kept, "File": st.KeptAs(r.Aside)})})
	} else if r.Torn {
		out.Notes = append(out.Notes, Note{k.Title, lang.X("life.torn", "Its last step was cut off when the app stopped and was dropped.")})
	}
	if k.Over(g.State()) {
		// A game that ended (the app stopped on its end screen) is never
		// resumed: it joins the finished games.
		if _, err := g.Finish(); err != nil {
			out.Notes = append(out.Notes, Note{lang.X("life.notFiled", "The last game could not be moved to the finished games"), translations.Err(err)})
			return out
		}
		out.Notes = append(out.Notes, Note{k.Title, lang.X("life.filed", "The last game is over. It is kept under \"Past games\".")})
		return out
	}
	out.Game, out.Legacy = g, legacy
	return out
}

// Opened is what Open made of a saved file.
type Opened[S any] struct {
	// Game goes on in the store's own file; nil when Seen is shown instead.
	Game *store.Game[S]
	// Seen is the file as read, when nothing in the store plays it: a game
	// that ended, to look at, or any game when there is no store, played
	// in memory.
	Seen *engine.Session[S]
}

// Open opens a saved file where it stands: a game in play of the store
// goes on in its own file; a file from elsewhere is only read. A game
// that ended is shown as it ended; without a store any game plays in
// memory; any other is copied into the store as the game in progress (the
// one there kept in the archive) and goes on in the copy.
func Open[S any](st *store.Store, k Kind[S], path string) (Opened[S], error) {
	seen, err := store.View[S](st, k.Rules, path)
	if err != nil {
		return Opened[S]{}, err
	}
	if st != nil && filepath.Dir(filepath.Clean(path)) == filepath.Clean(st.Dir()) {
		g, _, err := store.ResumeGame[S](st, k.Rules, path)
		return Opened[S]{Game: g}, err
	}
	if st == nil || k.Over(seen.State()) {
		return Opened[S]{Seen: seen}, nil
	}
	if err := ArchiveInPlay(st, k); err != nil {
		return Opened[S]{}, errors.New(lang.X("life.notOpened", "{{.Reason}}, so {{.Path}} was not opened", map[string]any{"Reason": translations.Err(err), "Path": path}))
	}
	own, err := st.CopyIn(path)
	if err != nil {
		return Opened[S]{}, err
	}
	g, _, err := store.ResumeGame[S](st, k.Rules, own)
	return Opened[S]{Game: g}, err
}

// ArchiveInPlay keeps every game of this kind in play in the archive (the
// legacy file adopted first), so that a new one takes its place and
// nothing is written over.
func ArchiveInPlay[S any](st *store.Store, k Kind[S]) error {
	if k.Legacy != "" {
		st.AdoptLegacy(k.Legacy)
	}
	return st.ArchivePlaying(k.Rules.Game())
}

// New starts a new game from its header as a new file of st, every game of
// this kind in play kept in the archive first: nothing is written over,
// and every step from here on is saved before it shows.
func New[S any](st *store.Store, k Kind[S], h engine.Header) (*store.Game[S], error) {
	if err := ArchiveInPlay(st, k); err != nil {
		return nil, err
	}
	return store.CreateGame[S](st, k.Rules, h)
}

// Host is what every game needs of the app around it: the shell's window,
// navigation and preferences, and the app's one save store (nil keeps
// games in memory). Each game's own Host embeds it and adds what that
// game alone needs.
type Host interface {
	kit.Shell
	Store() *store.Store
}

// Waiting tells whether a game of this kind waits to be resumed, and reads
// where it stands (see store.Waiting: read is false for a file not read).
// A game found over (the app stopped on its end screen) does not wait: it
// is filed with the finished games here, as resuming it would, so the list
// of games never offers a game that is over.
func Waiting[S any](st *store.Store, k Kind[S]) (state S, read, waits bool) {
	state, read, waits = store.Waiting[S](st, k.Rules, k.Rules.Game(), k.Legacy)
	if !read || !k.Over(state) {
		return state, read, waits
	}
	if e, ok := st.Latest(k.Rules.Game()); ok {
		if _, err := st.Finish(e.Path); err != nil {
			return state, read, waits // offered; resuming it says why
		}
	}
	return state, false, false
}
