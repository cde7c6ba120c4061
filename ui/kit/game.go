package kit

// GameInfo is what the list of games shows of a game; each game package
// exports one.
type GameInfo struct {
	// ID is the game's name in save files ("cityofhorror").
	ID string
	// Title is the game's name on the box.
	Title string
	// Blurb says in one line what the app does for that game.
	Blurb string
}
