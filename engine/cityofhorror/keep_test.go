package cityofhorror

import (
	"errors"
	"testing"
)

// A card the table entered during play is kept in the library: once, with
// a free label, and never a fifth card of an hour.
func TestLibraryKeepsEnteredCards(t *testing.T) {
	c1 := Card{Hour: 1, Zombies: [6]int{1, 0, 0, 0, 0, 2}}
	lib, added, err := Library{}.Keep(c1)
	eq(t, "added", [2]any{added, err}, [2]any{true, error(nil)})
	eq(t, "labelled", lib.Cards[0].Label, "A")
	again, added, _ := lib.Keep(Card{Hour: 1, Label: "other", Zombies: c1.Zombies})
	eq(t, "the same card is not added twice", [2]any{added, len(again.Cards)}, [2]any{false, 1})
	for i := 2; i <= PackSize; i++ {
		lib, added, err = lib.Keep(Card{Hour: 1, Label: "A", Zombies: [6]int{i}})
		eq(t, "added", [2]any{added, err}, [2]any{true, error(nil)})
	}
	eq(t, "labels", []string{lib.Cards[1].Label, lib.Cards[2].Label, lib.Cards[3].Label}, []string{"B", "C", "D"})
	eq(t, "the 1:00 pack is whole", lib.Complete(1), true)
	if _, _, err := lib.Keep(Card{Hour: 1, Zombies: [6]int{7}}); err == nil {
		t.Fatal("a fifth 1:00 card was kept")
	}
	if _, _, err := lib.Keep(Card{Hour: 9}); err == nil {
		t.Fatal("a bad card was kept")
	}

	// The cards typed during a game are the ones to keep.
	s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Red}, 3)
	z := Card{Hour: 0, Zombies: [6]int{1, 1, 1, 1, 1, 1}}
	s = mustApply(t, s, ApplyInvasion{Card: &z})
	eq(t, "entered", s.EnteredCards(), []Card{z})
}

// Whole packs give a seeded draw that names the card to take out; the
// same seed gives the same card.
func TestWholePackDrawIsSeeded(t *testing.T) {
	var lib []Card
	for i := range PackSize {
		lib = append(lib, Card{Hour: 2, Label: string(rune('A' + i)), Zombies: [6]int{i}})
	}
	o := Options{Players: seats(Red, Blue, Green), Library: lib}
	a, b := newGame(t, o, 42), newGame(t, o, 42)
	eq(t, "same seed, same card", a.Deck[2].Card.Label, b.Deck[2].Card.Label)
	eq(t, "drawn", a.Deck[2].FromPack, false)
	var re *RuleError
	_, err := Rules{}.Apply(a, ApplyInvasion{})
	eq(t, "the 00:00 card is the table's", errors.As(err, &re), true)
}
