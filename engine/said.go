package engine

// saidError is an error with its words for a screen: Error is the English;
// Unwrap gives first a refusal in words (which a screen translates), then
// the error itself, so errors.Is and errors.As still find what it wraps.
type saidError struct {
	err   error
	words Words
}

func (e *saidError) Error() string { return e.err.Error() }

// Unwrap gives the words as a refusal, then the wrapped error.
func (e *saidError) Unwrap() []error { return []error{Refusal(e.words), e.err} }

// withWords pairs an error with its words.
func withWords(err error, w Words) error { return &saidError{err: err, words: w} }
