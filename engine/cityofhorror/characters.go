package cityofhorror

import "hordekeeper/engine"

// Role is one of the 21 characters of the box, by key ("granny").
type Role string

// The 21 characters.
const (
	Blonde        Role = "blonde"
	Businessman   Role = "businessman"
	Businesswoman Role = "businesswoman"
	SushiChef     Role = "sushichef"
	Geek          Role = "geek"
	Grandpa       Role = "grandpa"
	Granny        Role = "granny"
	Housewife     Role = "housewife"
	Mama          Role = "mama"
	Student       Role = "student"
	LittleBoy     Role = "littleboy"
	LittleGirl    Role = "littlegirl"
	PregnantWoman Role = "pregnantwoman"
	Priest        Role = "priest"
	Punk          Role = "punk"
	Rasta         Role = "rasta"
	Rocker        Role = "rocker"
	SecretAgent   Role = "secretagent"
	Teen          Role = "teen"
	Thief         Role = "thief"
	GuardAndRex   Role = "guardandrex"
)

// RoleInfo is what a character card shows, in the app's words.
type RoleInfo struct {
	Role Role
	Name string
	// Rested and Exhausted are the card's values on its two sides.
	Rested, Exhausted int
	// Power is what flipping the card does; Drawback is its handicap, if any.
	Power, Drawback string
}

// Roles lists the 21 characters in a fixed order (the order setup deals from).
var Roles = []RoleInfo{
	{Blonde, "the Blonde", 5, 3, "Stops drawing zombies while she is exhausted.", "While rested she draws one zombie to where she stands after each movement phase."},
	{Businessman, "the Businessman", 3, 2, "Swap a card from your hand for any card in the discard pile.", ""},
	{Businesswoman, "the Businesswoman", 3, 2, "Swap a card from your hand for any card in the discard pile.", ""},
	{SushiChef, "the Sushi Chef", 4, 3, "Draw an action card.", ""},
	{Geek, "the Geek", 4, 3, "Send one zombie from where he stands to another place.", ""},
	{Grandpa, "the Grandpa", 5, 3, "Votes this turn.", "Has no vote."},
	{Granny, "the Granny", 5, 2, "May move this turn.", "Never moves."},
	{Housewife, "the Housewife", 4, 2, "Kill two zombies where she stands.", ""},
	{Mama, "the Mama", 4, 3, "Squeeze into a full place during movement, on a place of her own.", ""},
	{Student, "the Student", 3, 2, "Take the first-player token.", ""},
	{LittleBoy, "the Little Boy", 5, 2, "Out of reach for the rest of the turn: no vote, cannot be picked or eaten.", ""},
	{LittleGirl, "the Little Girl", 5, 2, "Out of reach for the rest of the turn: no vote, cannot be picked or eaten.", ""},
	{PregnantWoman, "the Pregnant Woman", 4, 2, "Gives birth: two votes for the rest of the game; she never rests again.", "Her card is never flipped for a place or an action card."},
	{Priest, "the Priest", 4, 2, "Undo the character move just made.", ""},
	{Punk, "the Punk", 4, 3, "Cancel the action card just played.", ""},
	{Rasta, "the Rasta", 4, 3, "Look at the next invasion card.", ""},
	{Rocker, "the Rocker", 4, 3, "Send one zombie from where he stands to another place.", ""},
	{SecretAgent, "the Secret Agent", 4, 2, "Put the zombie leader on any colour.", ""},
	{Teen, "the Teen", 4, 2, "Change your movement card before the move.", ""},
	{Thief, "the Thief", 4, 2, "Steal a random action card from another player.", ""},
	{GuardAndRex, "the Guard and Rex", 4, 2, "Kill two zombies where they stand.", ""},
}

// Info returns the card of a role; ok is false for an unknown key.
func (r Role) Info() (RoleInfo, bool) {
	for _, i := range Roles {
		if i.Role == r {
			return i, true
		}
	}
	return RoleInfo{}, false
}

// Name is the character's name as players know it.
func (r Role) Name() string {
	if i, ok := r.Info(); ok {
		return i.Name
	}
	return "an unknown character " + string(r)
}

// Character is one dealt character and everything that changes about it.
type Character struct {
	Role  Role   `json:"role"`
	Owner Colour `json:"owner"`
	// At is where it stands; NoLoc once it is dead.
	At        Loc  `json:"at"`
	Exhausted bool `json:"exhausted,omitempty"`
	Dead      bool `json:"dead,omitempty"`
	// Hidden is true for the rest of the turn after a Hideout card or the
	// Little Boy's or Little Girl's power.
	Hidden bool `json:"hidden,omitempty"`
	// Extra is true when it entered a full place through the Back Door or the
	// Mama's power: it stands on a place of its own until it leaves.
	Extra bool `json:"extra,omitempty"`
	// Born is true once the Pregnant Woman has given birth.
	Born bool `json:"born,omitempty"`
	// PowerTurn is the turn in which its power was last used (0: never);
	// the Granny moves and the Grandpa votes in that turn.
	PowerTurn int `json:"powerTurn,omitempty"`
}

// Value is what the character scores now, by its current side.
func (c Character) Value() int {
	i, _ := c.Role.Info()
	if c.Exhausted {
		return i.Exhausted
	}
	return i.Rested
}

// Name is the character's name.
func (c Character) Name() string { return c.Role.Name() }

// Words is the character's name as players know it, in a form a screen
// can translate ("the Blonde"), with its forms (grammar_forms.go).
func (r Role) Words() engine.Words { return engine.Noun(r.name(), r.forms()) }

// name is the character's name alone.
func (r Role) name() engine.Words {
	switch r {
	case Blonde:
		return engine.Say("cohrules.characters.blonde", "the Blonde", nil)
	case Businessman:
		return engine.Say("cohrules.characters.businessman", "the Businessman", nil)
	case Businesswoman:
		return engine.Say("cohrules.characters.businesswoman", "the Businesswoman", nil)
	case SushiChef:
		return engine.Say("cohrules.characters.sushichef", "the Sushi Chef", nil)
	case Geek:
		return engine.Say("cohrules.characters.geek", "the Geek", nil)
	case Grandpa:
		return engine.Say("cohrules.characters.grandpa", "the Grandpa", nil)
	case Granny:
		return engine.Say("cohrules.characters.granny", "the Granny", nil)
	case Housewife:
		return engine.Say("cohrules.characters.housewife", "the Housewife", nil)
	case Mama:
		return engine.Say("cohrules.characters.mama", "the Mama", nil)
	case Student:
		return engine.Say("cohrules.characters.student", "the Student", nil)
	case LittleBoy:
		return engine.Say("cohrules.characters.littleboy", "the Little Boy", nil)
	case LittleGirl:
		return engine.Say("cohrules.characters.littlegirl", "the Little Girl", nil)
	case PregnantWoman:
		return engine.Say("cohrules.characters.pregnantwoman", "the Pregnant Woman", nil)
	case Priest:
		return engine.Say("cohrules.characters.priest", "the Priest", nil)
	case Punk:
		return engine.Say("cohrules.characters.punk", "the Punk", nil)
	case Rasta:
		return engine.Say("cohrules.characters.rasta", "the Rasta", nil)
	case Rocker:
		return engine.Say("cohrules.characters.rocker", "the Rocker", nil)
	case SecretAgent:
		return engine.Say("cohrules.characters.secretagent", "the Secret Agent", nil)
	case Teen:
		return engine.Say("cohrules.characters.teen", "the Teen", nil)
	case Thief:
		return engine.Say("cohrules.characters.thief", "the Thief", nil)
	case GuardAndRex:
		return engine.Say("cohrules.characters.guardandrex", "the Guard and Rex", nil)
	}
	return engine.Say("cohrules.characters.unknown", "an unknown character {{.Key}}", engine.Args{"Key": string(r)})
}

// number is the grammatical number of the character's name as a subject:
// 2 for the Guard and Rex (a man and his dog), 1 for everyone else. It is
// the count of SayN sentences whose verb follows the name ("is"/"are").
func (r Role) number() int {
	if r.Plural() {
		return 2
	}
	return 1
}

// Words is the character's name (Role.Words).
func (c Character) Words() engine.Words { return c.Role.Words() }

// CardWords is the character's name as its card prints it, without
// the article ("Teen"), for buttons and tiles; its gender ({{.Char.g}})
// lets a sentence agree with it ("Mamie est dévorée").
func (r Role) CardWords() engine.Words {
	w := r.cardName()
	if f := r.forms(); f != nil {
		w = engine.Noun(w, map[string]engine.Words{"g": f["g"]})
	}
	return w
}

// cardName is the name on the character's card.
func (r Role) cardName() engine.Words {
	switch r {
	case Blonde:
		return engine.Say("cohrules.characters.card.blonde", "Blonde", nil)
	case Businessman:
		return engine.Say("cohrules.characters.card.businessman", "Businessman", nil)
	case Businesswoman:
		return engine.Say("cohrules.characters.card.businesswoman", "Businesswoman", nil)
	case SushiChef:
		return engine.Say("cohrules.characters.card.sushichef", "Sushi Chef", nil)
	case Geek:
		return engine.Say("cohrules.characters.card.geek", "Geek", nil)
	case Grandpa:
		return engine.Say("cohrules.characters.card.grandpa", "Grandpa", nil)
	case Granny:
		return engine.Say("cohrules.characters.card.granny", "Granny", nil)
	case Housewife:
		return engine.Say("cohrules.characters.card.housewife", "Housewife", nil)
	case Mama:
		return engine.Say("cohrules.characters.card.mama", "Mama", nil)
	case Student:
		return engine.Say("cohrules.characters.card.student", "Student", nil)
	case LittleBoy:
		return engine.Say("cohrules.characters.card.littleboy", "Little Boy", nil)
	case LittleGirl:
		return engine.Say("cohrules.characters.card.littlegirl", "Little Girl", nil)
	case PregnantWoman:
		return engine.Say("cohrules.characters.card.pregnantwoman", "Pregnant Woman", nil)
	case Priest:
		return engine.Say("cohrules.characters.card.priest", "Priest", nil)
	case Punk:
		return engine.Say("cohrules.characters.card.punk", "Punk", nil)
	case Rasta:
		return engine.Say("cohrules.characters.card.rasta", "Rasta", nil)
	case Rocker:
		return engine.Say("cohrules.characters.card.rocker", "Rocker", nil)
	case SecretAgent:
		return engine.Say("cohrules.characters.card.secretagent", "Secret Agent", nil)
	case Teen:
		return engine.Say("cohrules.characters.card.teen", "Teen", nil)
	case Thief:
		return engine.Say("cohrules.characters.card.thief", "Thief", nil)
	case GuardAndRex:
		return engine.Say("cohrules.characters.card.guardandrex", "Guard and Rex", nil)
	}
	return r.Words()
}

// SubjectWords is the character's name starting a sentence ("The
// Geek"), in a form a screen can translate.
// Its gender ({{.Char.g}}) lets a sentence agree with it ("dévorée").
func (r Role) SubjectWords() engine.Words {
	w := r.subjectName()
	if f := r.forms(); f != nil {
		w = engine.Noun(w, map[string]engine.Words{"g": f["g"]})
	}
	return w
}

// subjectName is the character's name starting a sentence.
func (r Role) subjectName() engine.Words {
	switch r {
	case Blonde:
		return engine.Say("cohrules.characters.subject.blonde", "The Blonde", nil)
	case Businessman:
		return engine.Say("cohrules.characters.subject.businessman", "The Businessman", nil)
	case Businesswoman:
		return engine.Say("cohrules.characters.subject.businesswoman", "The Businesswoman", nil)
	case SushiChef:
		return engine.Say("cohrules.characters.subject.sushichef", "The Sushi Chef", nil)
	case Geek:
		return engine.Say("cohrules.characters.subject.geek", "The Geek", nil)
	case Grandpa:
		return engine.Say("cohrules.characters.subject.grandpa", "The Grandpa", nil)
	case Granny:
		return engine.Say("cohrules.characters.subject.granny", "The Granny", nil)
	case Housewife:
		return engine.Say("cohrules.characters.subject.housewife", "The Housewife", nil)
	case Mama:
		return engine.Say("cohrules.characters.subject.mama", "The Mama", nil)
	case Student:
		return engine.Say("cohrules.characters.subject.student", "The Student", nil)
	case LittleBoy:
		return engine.Say("cohrules.characters.subject.littleboy", "The Little Boy", nil)
	case LittleGirl:
		return engine.Say("cohrules.characters.subject.littlegirl", "The Little Girl", nil)
	case PregnantWoman:
		return engine.Say("cohrules.characters.subject.pregnantwoman", "The Pregnant Woman", nil)
	case Priest:
		return engine.Say("cohrules.characters.subject.priest", "The Priest", nil)
	case Punk:
		return engine.Say("cohrules.characters.subject.punk", "The Punk", nil)
	case Rasta:
		return engine.Say("cohrules.characters.subject.rasta", "The Rasta", nil)
	case Rocker:
		return engine.Say("cohrules.characters.subject.rocker", "The Rocker", nil)
	case SecretAgent:
		return engine.Say("cohrules.characters.subject.secretagent", "The Secret Agent", nil)
	case Teen:
		return engine.Say("cohrules.characters.subject.teen", "The Teen", nil)
	case Thief:
		return engine.Say("cohrules.characters.subject.thief", "The Thief", nil)
	case GuardAndRex:
		return engine.Say("cohrules.characters.subject.guardandrex", "The Guard and Rex", nil)
	}
	return r.Words()
}
