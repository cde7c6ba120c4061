package cityofhorror

import "hordekeeper/engine"

// PlayerState is one player's seat and belongings.
type PlayerState struct {
	Colour    Colour `json:"colour"`
	Name      string `json:"name,omitempty"`
	Antidotes int    `json:"antidotes"`
	// Food counts the player's food tokens by value 0-3.
	Food [4]int `json:"food"`
	// CannedFood is how many Canned Food cards the player declares at the end.
	CannedFood int `json:"cannedFood,omitempty"`
	// Moved is true once the player has moved a character this turn.
	Moved bool `json:"moved,omitempty"`
	// Skipped is true when the player was passed over in the movement
	// phase for having nobody able to move.
	Skipped bool `json:"skipped,omitempty"`
	// Cards is how many action cards the player holds.
	Cards int `json:"cards"`
	// Saved are the characters the player chose to give an antidote at the
	// end of the game; SavedChosen tells that the choice was made.
	Saved       []Role `json:"saved,omitempty"`
	SavedChosen bool   `json:"savedChosen,omitempty"`
}

// Label is the player's name with the colour, e.g. "Ann (Red)", or the
// colour alone.
func (p PlayerState) Label() string {
	if p.Name == "" {
		return p.Colour.Name()
	}
	return p.Name + " (" + p.Colour.Name() + ")"
}

// FoodPoints is the total face value of the player's food tokens.
func (p PlayerState) FoodPoints() int {
	t := 0
	for v, n := range p.Food {
		t += v * n
	}
	return t
}

// Words is the player's name with the colour ("Ann (Red)"), or the colour
// alone, in a form a screen can translate (the name stays as typed).
func (p PlayerState) Words() engine.Words {
	if p.Name == "" {
		return p.Colour.Words()
	}
	return engine.Say("cohrules.players.label", "{{.Name}} ({{.Colour}})", engine.Args{"Name": p.Name, "Colour": p.Colour.Words()})
}
