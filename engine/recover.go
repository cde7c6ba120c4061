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
		return nil, 0, "", said(fmt.Errorf("nothing to recover: %v", loadErr),
			Say("engine.recover.nothing", "nothing to recover: {{.Why}}", Args{"Why": ErrorWords(loadErr)}))
	}
	aside, err := MoveAside(path)
	if err != nil {
		return nil, 0, "", said(fmt.Errorf("could not move %s aside: %v", path, err),
			Say("engine.recover.notAside", "could not move {{.File}} aside: {{.Why}}", Args{"File": path, "Why": ErrorWords(err)}))
	}
	if le.Good == nil {
		return nil, 0, aside, said(fmt.Errorf("%s held no game that could be recovered", le.Path),
			Say("engine.recover.noGame", "{{.File}} held no game that could be recovered", Args{"File": le.Path}))
	}
	s, err := Replay(rules, path, le.Good)
	if err != nil {
		return nil, 0, aside, err
	}
	j, err := CreateJournal(path, s.header, le.Good.Actions, le.Good.Cursor)
	if err != nil {
		return nil, 0, aside, said(fmt.Errorf("could not save the recovered game: %v", err),
			Say("engine.recover.notSaved", "could not save the recovered game: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	s.journal = j
	return s, len(le.Good.Actions), aside, nil
}

// CreateSessionNew rebuilds the game a record holds (a new game's header
// alone, or the good part of a damaged file) and starts its journal in a
// new file at path, whole or not at all. It never replaces a file: when
// path exists the error matches os.ErrExist. With noSync the file is not
// synced to disk (tests and fuzzers only).
func CreateSessionNew[S any](rules Rules[S], rec *Record, path string, noSync bool) (*Session[S], error) {
	s, err := Replay(rules, path, rec)
	if err != nil {
		return nil, err
	}
	j, err := CreateJournalNew(path, s.header, rec.Actions, rec.Cursor, noSync)
	if err != nil {
		return nil, said(fmt.Errorf("could not save the game: %w", err),
			Say("engine.recover.gameNotSaved", "could not save the game: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	s.journal = j
	return s, nil
}
