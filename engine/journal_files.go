package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"time"
)

// Files is a place to keep journals other than the OS's files: a browser's
// storage, where a file is a value under its path. A journal with Files
// writes every step through Append and the snapshots through WriteNew and
// WriteAtomic; without (nil) it uses the OS's files as before.
type Files interface {
	// ReadFile returns the whole of the file at path; a missing file gives
	// an error matching fs.ErrNotExist.
	ReadFile(path string) ([]byte, error)
	// WriteNew writes data as a new file at path, whole or not at all; when
	// path is taken it fails with an error matching fs.ErrExist and leaves
	// that file alone.
	WriteNew(path string, data []byte) error
	// WriteAtomic replaces the file at path with data, whole or not at all.
	WriteAtomic(path string, data []byte) error
	// Append adds data at the end of the existing file at path; it is kept
	// when Append returns.
	Append(path string, data []byte) error
}

// CreateSessionNewIn rebuilds the game a record holds (a new game's header
// alone, or the good part of a damaged file) and starts its journal in a
// new file at path of files, whole or not at all; it never replaces a
// file.
func CreateSessionNewIn[S any](files Files, rules Rules[S], rec *Record, path string) (*Session[S], error) {
	s, err := Replay(rules, path, rec)
	if err != nil {
		return nil, err
	}
	line, err := encodeLine(record{T: "snapshot", Header: &s.header, Actions: rec.Actions, Cursor: rec.Cursor})
	if err != nil {
		return nil, err
	}
	if err := files.WriteNew(path, line); err != nil {
		return nil, withWords(fmt.Errorf("could not save the game: %w", err),
			Say("engine.journal_files.notSaved", "could not save the game: {{.Why}}", Args{"Why": ErrorWords(err)}))
	}
	s.journal = &Journal{path: path, files: files}
	return s, nil
}

// OpenSessionIn is OpenSession for a journal kept in files: it loads the
// game at path and attaches its journal. A torn last step is dropped after
// the file as found is kept beside it under a new name (LoadReport.TornCopy).
func OpenSessionIn[S any](files Files, rules Rules[S], path string) (*Session[S], LoadReport, error) {
	var rep LoadReport
	data, err := files.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, rep, loadErr(path, Say("engine.journal_files.missing", "does not exist", nil))
		}
		return nil, rep, loadErr(path, Say("engine.journal_files.unopened", "could not be opened: {{.Why}}", Args{"Why": err.Error()}))
	}
	rec, err := ReadJournal(path, bytes.NewReader(data))
	if err != nil {
		return nil, rep, err
	}
	s, err := Replay(rules, path, rec)
	if err != nil {
		return nil, rep, err
	}
	rep.Actions = len(rec.Actions)
	if rec.Torn {
		rep.Torn = true
		if cp, err := copyAsideIn(files, path, data); err == nil {
			rep.TornCopy = cp
		}
	}
	if int64(len(data)) != rec.GoodSize {
		if err := files.WriteAtomic(path, data[:rec.GoodSize]); err != nil {
			return nil, rep, loadErr(path, Say("engine.journal_files.unsaved", "could not be opened for saving: {{.Why}}", Args{"Why": err.Error()}))
		}
	}
	s.journal = &Journal{path: path, files: files}
	return s, rep, nil
}

// copyAsideIn keeps data (a file with a torn tail) under a fresh name
// beside path, never over another file, and returns that name.
func copyAsideIn(files Files, path string, data []byte) (string, error) {
	stamp := time.Now().Format("20060102-150405.000")
	dst := fmt.Sprintf("%s.torn-%s", path, stamp)
	err := files.WriteNew(dst, data)
	for i := 2; errors.Is(err, fs.ErrExist) && i < 1000; i++ {
		dst = fmt.Sprintf("%s.torn-%s-%d", path, stamp, i)
		err = files.WriteNew(dst, data)
	}
	if err != nil {
		return "", err
	}
	return dst, nil
}

// appendIn writes one record through the journal's Files.
func (j *Journal) appendIn(line []byte) error {
	if err := j.files.Append(j.path, line); err != nil {
		return &SaveError{Path: j.path, Err: err}
	}
	j.appended++
	return nil
}

// snapshotIn rewrites the journal in its Files as one snapshot (Compact).
func (j *Journal) snapshotIn(h Header, actions []Encoded, cursor int) error {
	line, err := encodeLine(record{T: "snapshot", Header: &h, Actions: actions, Cursor: cursor})
	if err != nil {
		return err
	}
	if err := j.files.WriteAtomic(j.path, line); err != nil {
		return err
	}
	j.appended = 0
	return nil
}
