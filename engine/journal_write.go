package engine

import (
	"fmt"
	"io"
	"os"
)

// Journal appends a game's steps to a file, each one synced to disk before
// the caller goes on.
type Journal struct {
	path string
	f    *os.File
	// NoSync skips fsync; only benchmarks set it.
	NoSync bool
	// appended counts records since the last snapshot.
	appended int
	// files keeps the journal instead of the OS's files when set
	// (journal_files.go).
	files Files
}

// CompactEvery is how many appended records trigger a new snapshot.
const CompactEvery = 200

// CreateJournal writes a new journal holding a snapshot of the given record,
// atomically: a crash leaves either the old file or the new one, whole.
func CreateJournal(path string, h Header, actions []Encoded, cursor int) (*Journal, error) {
	j := &Journal{path: path}
	if err := j.writeSnapshot(h, actions, cursor); err != nil {
		return nil, err
	}
	return j, nil
}

// OpenJournal opens an existing journal for appending; the file must have
// been read with ReadJournal first, and goodSize is the size it returned.
// A torn tail past goodSize is cut off (after a copy is kept beside it).
func OpenJournal(path string, goodSize int64) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if st.Size() != goodSize {
		if err := f.Truncate(goodSize); err != nil {
			f.Close()
			return nil, err
		}
		if err := f.Sync(); err != nil {
			f.Close()
			return nil, err
		}
	}
	if _, err := f.Seek(goodSize, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	return &Journal{path: path, f: f}, nil
}

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

func (j *Journal) writeSnapshot(h Header, actions []Encoded, cursor int) error {
	if j.files != nil {
		return j.snapshotIn(h, actions, cursor)
	}
	return j.writeFirst(h, actions, cursor)
}

// writeFirst writes a snapshot as the whole file, then opens the file to
// append the steps that follow.
func (j *Journal) writeFirst(h Header, actions []Encoded, cursor int) error {
	line, err := encodeLine(record{T: "snapshot", Header: &h, Actions: actions, Cursor: cursor})
	if err != nil {
		return err
	}
	if err := WriteFileAtomic(j.path, line, !j.NoSync); err != nil {
		return err
	}
	if j.f != nil {
		j.f.Close()
	}
	f, err := os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	j.f = f
	j.appended = 0
	return nil
}

func (j *Journal) append(r record) error {
	line, err := encodeLine(r)
	if err != nil {
		return err
	}
	if j.files != nil {
		return j.appendIn(line)
	}
	if _, err := j.f.Write(line); err != nil {
		return &SaveError{Path: j.path, Err: err}
	}
	if !j.NoSync {
		if err := j.f.Sync(); err != nil {
			return &SaveError{Path: j.path, Err: err}
		}
	}
	j.appended++
	return nil
}

// SaveError is a step that could not be written to its game's file (a full
// disk, a removed folder): the step was not taken. It tells a failed write
// apart from a rule's refusal (*RuleError).
type SaveError struct {
	Path string
	Err  error
}

// Error says that the step could not be saved, and why.
func (e *SaveError) Error() string { return fmt.Sprintf("could not save: %v", e.Err) }

// Unwrap gives the underlying file error.
func (e *SaveError) Unwrap() error { return e.Err }

// Close closes the file.
func (j *Journal) Close() error {
	if j.f == nil {
		return nil
	}
	err := j.f.Close()
	j.f = nil
	return err
}
