package engine

import (
	"errors"
	"fmt"
)

// RecoverSession is for a game file that OpenSession refused as damaged:
// it moves the file aside (kept, never overwritten), then starts a new
// journal at path from the last good state the damaged file held, if it
// held one. It returns the session, how many steps were kept, where the
// damaged file went, and an error when nothing could be recovered.
func RecoverSession[S any](rules Rules[S], path string, loadErr error) (*Session[S], int, string, error) {
	var le *LoadError
	if !errors.As(loadErr, &le) {
		return nil, 0, "", withWords(fmt.Errorf("nothing to recover: %v", loadErr),
			Say("engine.recover.nothing", "nothing to recover: {{.Why}}", Args{"Why": ErrorWords(loadErr)}))
	}
	aside, err := MoveAside(path)
	if err != nil {
		return nil, 0, "", withWords(fmt.Errorf("could not move %s aside: %v", path, err),
			Say("engine.recover.notAside", "could not move {{.File}} aside: {{.Why}}", Args{"File": path, "Why": ErrorWords(err)}))
	}
	if le.Good == nil {
		return nil, 0, aside, withWords(fmt.Errorf("%s held no game that could be recovered", le.Path),
			Say("engine.recover.noGame", "{{.File}} held no game that could be recovered", Args{"File": le.Path}))
	}
	s, err := Replay(rules, path, le.Good)
	if err != nil {
		return nil, 0, aside, err
	}
	j, err := CreateJournal(path, s.header, le.Good.Actions, le.Good.Cursor)
	if err != nil {
		return nil, 0, aside, withWords(fmt.Errorf("could not save the recovered game: %v", err),
			Say("engine.recover.notSaved", "could not save the recovered game: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	s.journal = j
	return s, len(le.Good.Actions), aside, nil
}
