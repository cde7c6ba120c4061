package store

import (
	"errors"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// A step asked of a closed game still matches errClosed, and says so in
// words a screen can translate.
func TestClosedGameSaysWhy(t *testing.T) {
	st := newStore(t)
	g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	if err != nil {
		t.Fatal(err)
	}
	g.Close()
	_, err = g.Undo()
	var re *engine.RuleError
	if !errors.Is(err, errClosed) || !errors.As(err, &re) || re.Words.Key != "engine.game.closed" {
		t.Fatalf("undo of a closed game = %v", err)
	}
	if err.Error() != errClosed.Error() {
		t.Fatalf("English changed: %q", err.Error())
	}
}
