package engine

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"
)

// A said error reads as its English, carries its words as a refusal and
// still matches what it wraps.
func TestSaidKeepsEnglishWordsAndChain(t *testing.T) {
	inner := fmt.Errorf("could not save the game: %w", fs.ErrNotExist)
	err := withWords(inner, Say("engine.test.x", "could not save the game: {{.Why}}", Args{"Why": "gone"}))
	if err.Error() != inner.Error() {
		t.Fatalf("Error() = %q, want %q", err.Error(), inner.Error())
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("errors.Is lost fs.ErrNotExist")
	}
	if w := ErrorWords(err); w.Key != "engine.test.x" {
		t.Fatalf("ErrorWords key = %q", w.Key)
	}
}

// Undo and redo with nothing to step over say so in words a screen translates.
func TestNothingToUndoHasWords(t *testing.T) {
	var re *RuleError
	s := &Session[int]{states: []int{0}}
	_, undoErr := s.Undo()
	_, redoErr := s.Redo()
	for name, err := range map[string]error{"undo": undoErr, "redo": redoErr} {
		if !errors.As(err, &re) || re.Words.Key == "" {
			t.Errorf("%s: %v has no words", name, err)
		}
	}
}
