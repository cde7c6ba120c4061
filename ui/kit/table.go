package kit

import "fyne.io/fyne/v2"

// Seat is one player at the table: the name as typed (empty when the seat
// kept its default) and the colour's name as PlayerColour reads it ("red";
// empty in a game without colours).
type Seat struct {
	Name   string
	Colour string
}

// InPlay is a game in progress as the list of games shows it: who plays it
// and where it stands, in the table's words.
type InPlay struct {
	Seats []Seat
	// Where says where the game stands ("Round 3, phase Vote").
	Where string
}

// Past is a game that is over (finished, or left for another) as the list
// of past games shows it: who played and how it ended, in the table's words.
type Past struct {
	Seats []Seat
	// Result says how it ended ("Ana won with 12 points; Bo 9").
	Result string
}

// Shell is what every game needs of the app around it; each game's Host
// embeds it and adds what that game alone needs.
type Shell interface {
	// Window is the app's window, whose canvas dialogs cover.
	Window() fyne.Window
	// Show puts a screen of the game in the window.
	Show(content fyne.CanvasObject)
	// Home goes back to the list of games.
	Home()
	// Prefs are the app's preferences: settings, and the last table.
	Prefs() fyne.Preferences
	// NewSeed is the seed of a new game.
	NewSeed() uint64
	// Tell shows a message until the player taps OK.
	Tell(title, msg string)
}

// The last table is kept across games: a table plays several games in an
// evening, and the names typed for one are offered for the next, whichever
// game it is.
const (
	prefLastNames   = "table.lastNames"
	prefLastColours = "table.lastColours"
)

// LastTable is the table of the last game started, in any game: its seats
// in order, or none.
func LastTable(p fyne.Preferences) []Seat {
	names, cols := p.StringList(prefLastNames), p.StringList(prefLastColours)
	seats := make([]Seat, len(names))
	for i, n := range names {
		seats[i].Name = n
		if len(cols) == len(names) {
			seats[i].Colour = cols[i]
		}
	}
	return seats
}

// RememberTable keeps the table of a game that has just started, for the
// next game's form.
func RememberTable(p fyne.Preferences, seats []Seat) {
	names, cols := make([]string, len(seats)), make([]string, len(seats))
	for i, s := range seats {
		names[i], cols[i] = s.Name, s.Colour
	}
	p.SetStringList(prefLastNames, names)
	p.SetStringList(prefLastColours, cols)
}

// TableSize is how many seats a form offers for the last table: as many as
// it had, within the game's least and most.
func TableSize(last []Seat, least, most, otherwise int) int {
	if len(last) == 0 {
		return otherwise
	}
	return min(max(len(last), least), most)
}

// FitColours gives each seat a colour of the game's palette (the colours'
// names), as places in the palette: the seat's own colour when the game has
// it and no earlier seat took it, else the first one left. Seats beyond the
// palette get none (-1).
func FitColours(seats []Seat, palette []string) []int {
	taken := make([]bool, len(palette))
	out := make([]int, len(seats))
	for i, s := range seats {
		out[i] = -1
		for k, c := range palette {
			if c == s.Colour && c != "" && !taken[k] {
				out[i], taken[k] = k, true
				break
			}
		}
	}
	for i := range out {
		if out[i] >= 0 {
			continue
		}
		for k := range palette {
			if !taken[k] {
				out[i], taken[k] = k, true
				break
			}
		}
	}
	return out
}
