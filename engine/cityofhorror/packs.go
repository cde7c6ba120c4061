package cityofhorror

import (
	"bytes"
	"encoding/json"
	"slices"

	"hordekeeper/engine"
)

// PackSize is how many invasion cards the box holds for each hour.
const PackSize = 4

// Complete reports whether the library holds the whole pack of an hour:
// its four cards. Only then does the app draw that hour's card itself.
func (l Library) Complete(h int) bool { return len(l.ForHour(h)) == PackSize }

// Keep adds a card the table entered during play to the library, so it is
// offered the next time its hour comes up. A card already in the library
// (same hour and contents, whatever its label) is not added twice; a card
// without a label, or with one its hour already uses, gets the next free
// letter. It refuses a fifth card of an hour: the box's pack holds four.
func (l Library) Keep(c Card) (Library, bool, error) {
	if err := c.Validate(); err != nil {
		return l, false, err
	}
	same := l.ForHour(c.Hour)
	for _, o := range same {
		if sameCard(o, c) {
			return l, false, nil
		}
	}
	if len(same) >= PackSize {
		return l, false, engine.Refusal(engine.Say("cohrules.packs.full", "the library already holds the four {{.Hour}} cards of the box; correct one of them instead of adding a fifth", engine.Args{"Hour": HourName(c.Hour)}))
	}
	taken := map[string]bool{}
	for _, o := range same {
		taken[o.Label] = true
	}
	if c.Label == "" || taken[c.Label] {
		for k := 'A'; ; k++ {
			if !taken[string(k)] {
				c.Label = string(k)
				break
			}
		}
	}
	out := Library{Cards: append(slices.Clone(l.Cards), cloneCard(c))}
	return out, true, out.Validate()
}

// sameCard compares what two cards do, not their labels.
func sameCard(a, b Card) bool {
	a.Label, b.Label = "", ""
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// EnteredCards lists the invasion cards the table typed during this game
// (not drawn from the library), for the screen to keep in the library.
func (s *State) EnteredCards() []Card {
	var out []Card
	for h, d := range s.Deck {
		if d.FromPack && d.Applied {
			c := cloneCard(d.Card)
			c.Hour = h
			out = append(out, c)
		}
	}
	return out
}
