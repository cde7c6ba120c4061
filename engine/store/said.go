package store

import (
	"fmt"
	"path/filepath"

	"hordekeeper/engine"
)

// saidError is an error with its words for a screen: Error is the English;
// Unwrap gives first a refusal in words that translations.Err can translate,
// then the error itself, so errors.Is and errors.As still find what it wraps.
type saidError struct {
	err   error
	words engine.Words
}

func (e *saidError) Error() string { return e.err.Error() }

// Unwrap gives the words as a refusal a screen can translate, then the
// wrapped error.
func (e *saidError) Unwrap() []error { return []error{engine.Refusal(e.words), e.err} }

// said pairs an error with its words.
func withWords(err error, w engine.Words) error { return &saidError{err: err, words: w} }

// keptAs says why a game did not load and where its file was kept.
func keptAs(err error, aside string) error {
	return withWords(fmt.Errorf("%v. The file was kept as %s", err, filepath.Base(aside)),
		engine.Say("engine.said.kept", "{{.Problem}}. The file was kept as {{.File}}", engine.Args{"Problem": engine.ErrorWords(err), "File": filepath.Base(aside)}))
}
