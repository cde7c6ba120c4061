package cityofhorror

import (
	"errors"
	"fmt"

	"hordekeeper/engine"
)

// Title is a place's name as a player says it when the building there is
// not known: "corner 1", "the Water Tower", "the Crossroads".
func (l Loc) Title() string {
	switch {
	case l.IsCorner():
		return fmt.Sprintf("corner %d", int(l))
	case l == WaterTowerLoc:
		return "the Water Tower"
	case l == CrossroadsLoc:
		return "the Crossroads"
	}
	return "no place"
}

// andWords joins words as a sentence does: "a", "a and b", "a, b and c";
// "nobody" for none.
func andWords(ws []engine.Words) engine.Words {
	switch len(ws) {
	case 0:
		return engine.Say("cohrules.words.nobody", "nobody", nil)
	case 1:
		return ws[0]
	}
	return engine.Say("cohrules.words.and", "{{.List}} and {{.Last}}", engine.Args{"List": ws[:len(ws)-1], "Last": ws[len(ws)-1]})
}

// orWords joins choices: "a", "a or b", "a, b or c".
func orWords(ws []engine.Words) engine.Words {
	if len(ws) < 2 {
		return andWords(ws)
	}
	return engine.Say("cohrules.words.or", "{{.List}} or {{.Last}}", engine.Args{"List": ws[:len(ws)-1], "Last": ws[len(ws)-1]})
}

// labels are the players' names and colours as words.
func (s *State) labels(ps []Colour) []engine.Words {
	out := make([]engine.Words, len(ps))
	for i, p := range ps {
		out[i] = s.LabelWords(p)
	}
	return out
}

// The counted nouns of the game's sentences, in a form a screen can
// translate: "1 zombie", "3 zombies".

func zombiesW(n int) engine.Words {
	return engine.SayN("cohrules.words.zombies", "1 zombie", "{{.Count}} zombies", n, nil)
}

func antidotesW(n int) engine.Words {
	return engine.SayN("cohrules.words.antidotes", "1 antidote", "{{.Count}} antidotes", n, nil)
}

func cardsW(n int) engine.Words {
	return engine.SayN("cohrules.words.cards", "1 card", "{{.Count}} cards", n, nil)
}

func actionCardsW(n int) engine.Words {
	return engine.SayN("cohrules.words.actioncards", "1 action card", "{{.Count}} action cards", n, nil)
}

func charactersW(n int) engine.Words {
	return engine.SayN("cohrules.words.characters", "1 character", "{{.Count}} characters", n, nil)
}

func livingW(n int) engine.Words {
	return engine.SayN("cohrules.words.living", "1 living character", "{{.Count}} living characters", n, nil)
}

func votesW(n int) engine.Words {
	return engine.SayN("cohrules.words.votes", "1 vote", "{{.Count}} votes", n, nil)
}

func wedgesW(n int) engine.Words {
	return engine.SayN("cohrules.words.wedges", "1 wedge", "{{.Count}} wedges", n, nil)
}

func itemsW(n int) engine.Words {
	return engine.SayN("cohrules.words.items", "1 item", "{{.Count}} items", n, nil)
}

func foodTokensW(n int) engine.Words {
	return engine.SayN("cohrules.words.foodtokens", "1 food token", "{{.Count}} food tokens", n, nil)
}

func cannedW(n int) engine.Words {
	return engine.SayN("cohrules.words.canned", "1 Canned Food card", "{{.Count}} Canned Food cards", n, nil)
}

// errWords is an error's words: a refusal's own, else its English as it is.
func errWords(err error) engine.Words {
	var re *engine.RuleError
	if errors.As(err, &re) && !re.Words.IsZero() {
		return re.Words
	}
	return engine.Plain(err.Error())
}
