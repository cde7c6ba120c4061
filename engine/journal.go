package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"path/filepath"
)

// A journal file is a list of lines, each "crc32-hex SPACE json NEWLINE".
// The first line is a snapshot (header, actions, cursor); the others are
// do, undo and redo steps appended since. From format 2 an action carries
// "f" when it follows the one before in its group (flow.go), a do record
// carries the steps that passed by themselves after its action ("more"),
// and an undo or redo record says how many actions it takes ("n", 1 when
// absent). A format-1 file has none of these: each action is its own
// group and each undo or redo takes one, as that version wrote them. A line whose checksum does not
// match, or that has no newline, at the very end is a write the process did
// not finish (a torn record): it is dropped and reported. Anywhere else it
// means the file is damaged.

const maxLine = 8 << 20 // a game record is far smaller; junk is refused early

// Encoded is an action as the journal stores it.
type Encoded struct {
	Kind string          `json:"k"`
	Body json.RawMessage `json:"a,omitempty"`
	// Follows is set on an action that follows the one before in its
	// group (it passed by itself, or is a Mark).
	Follows bool `json:"f,omitempty"`
}

// Encode turns an action into its journal form.
func Encode(a Action) (Encoded, error) {
	b, err := json.Marshal(a)
	if err != nil {
		return Encoded{}, fmt.Errorf("action %q does not encode: %v", a.Kind(), err)
	}
	return Encoded{Kind: a.Kind(), Body: b}, nil
}

type record struct {
	T       string          `json:"t"` // snapshot, do, undo, redo
	Header  *Header         `json:"h,omitempty"`
	Actions []Encoded       `json:"actions,omitempty"`
	Cursor  int             `json:"cursor,omitempty"`
	Kind    string          `json:"k,omitempty"`
	Body    json.RawMessage `json:"a,omitempty"`
	F       bool            `json:"f,omitempty"`    // a do's action follows the group before
	More    []Encoded       `json:"more,omitempty"` // a do's steps that passed by themselves
	N       int             `json:"n,omitempty"`    // an undo's or redo's actions; 0 is 1
}

// Record is what reading a journal gives back, before any rule is applied.
type Record struct {
	Header  Header
	Actions []Encoded // applied ones first, then the redo tail
	Cursor  int       // how many of Actions are applied
	// Torn is true when an unfinished last write was dropped.
	Torn bool
	// GoodSize is the length of the file up to the last whole record.
	GoodSize int64
}

// LoadError says which file could not be loaded and why, in words a player
// can act on. The file itself is left as it was.
type LoadError struct {
	Path    string
	Problem string
	// Words is Problem for a screen to translate; zero in an error made
	// from text alone.
	Words Words
	// Good is the game as it stood before the damage, when the file began
	// whole and was damaged further on; RecoverSession rebuilds from it.
	Good *Record
}

// damaged is a LoadError for damage after the first record: the records
// read so far are kept as the last good state.
func damaged(path string, good *Record, problem Words) error {
	g := *good
	g.Actions = append([]Encoded(nil), good.Actions...)
	return &LoadError{Path: path, Problem: problem.String(), Words: problem, Good: &g}
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("%s: %s", filepath.Base(e.Path), e.Problem)
}

// Unwrap gives the error as a refusal in words a screen can translate, so
// that translations.Err says it in the players' language.
func (e *LoadError) Unwrap() error {
	if e.Words.IsZero() {
		return nil
	}
	return Refusal(Say("engine.journal.file", "{{.File}}: {{.Problem}}", Args{"File": filepath.Base(e.Path), "Problem": e.Words}))
}

// loadErr is a LoadError from words.
func loadErr(path string, problem Words) error {
	return &LoadError{Path: path, Problem: problem.String(), Words: problem}
}

// notSaveFile and isEmpty are the problems of a file that holds no game.
func notSaveFile() Words {
	return Say("engine.journal.notSave", "is not a Hordekeeper save file", nil)
}

func isEmpty() Words { return Say("engine.journal.empty", "is empty", nil) }

func encodeLine(r record) ([]byte, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	line := make([]byte, 0, len(b)+10)
	line = fmt.Appendf(line, "%08x ", crc32.ChecksumIEEE(b))
	line = append(line, b...)
	return append(line, '\n'), nil
}

// decodeLine checks one line (without its newline).
func decodeLine(line []byte) (record, bool) {
	var r record
	if len(line) < 10 || line[8] != ' ' {
		return r, false
	}
	var sum uint32
	if _, err := fmt.Sscanf(string(line[:8]), "%08x", &sum); err != nil {
		return r, false
	}
	body := line[9:]
	if crc32.ChecksumIEEE(body) != sum {
		return r, false
	}
	if err := json.Unmarshal(body, &r); err != nil {
		return r, false
	}
	return r, true
}

// ReadJournal reads a journal from r; path only names it in errors.
func ReadJournal(path string, rd io.Reader) (*Record, error) {
	br := bufio.NewReaderSize(rd, 64<<10)
	var out Record
	var offset int64
	first := true
	for {
		line, err := readLine(br)
		if err == io.EOF && len(line) == 0 {
			break
		}
		if errors.Is(err, errTooLong) {
			if first {
				return nil, loadErr(path, notSaveFile())
			}
			return nil, damaged(path, &out, Say("engine.journal.tooLong", "is damaged after {{.Offset}} bytes (a record is far too long)", Args{"Offset": offset}))
		}
		if err != nil && err != io.EOF {
			return nil, loadErr(path, Say("engine.journal.unreadable", "could not be read: {{.Why}}", Args{"Why": err.Error()}))
		}
		complete := err == nil // ends with a newline
		r, ok := decodeLine(bytes.TrimSuffix(line, []byte{'\n'}))
		if !ok || !complete {
			// Is this the last line? Then it is a torn write.
			if _, perr := br.Peek(1); perr == io.EOF {
				if first {
					if offset == 0 && len(line) == 0 {
						return nil, loadErr(path, isEmpty())
					}
					if !looksLikeJournal(line) {
						return nil, loadErr(path, notSaveFile())
					}
					return nil, loadErr(path, Say("engine.journal.cutShort", "is cut short: its first record is incomplete, so no game can be rebuilt from it", nil))
				}
				out.Torn = true
				break
			}
			if first {
				return nil, loadErr(path, notSaveFile())
			}
			return nil, damaged(path, &out, Say("engine.journal.checksum", "is damaged at byte {{.Offset}} (a record fails its checksum)", Args{"Offset": offset}))
		}
		if first {
			if r.T != "snapshot" || r.Header == nil {
				return nil, loadErr(path, Say("engine.journal.noHeader", "is not a Hordekeeper save file (no header)", nil))
			}
			if r.Header.Format > FormatVersion {
				return nil, loadErr(path, Say("engine.journal.newer", "was written by a newer Hordekeeper (save format {{.Format}}; this one reads up to {{.Max}}): update the app to open it", Args{"Format": r.Header.Format, "Max": FormatVersion}))
			}
			if r.Header.Format < 1 {
				return nil, loadErr(path, Say("engine.journal.unknownFormat", "has an unknown save format {{.Format}}", Args{"Format": r.Header.Format}))
			}
			if r.Cursor < 0 || r.Cursor > len(r.Actions) {
				return nil, loadErr(path, Say("engine.journal.snapshot", "is damaged: its snapshot points past its own actions", nil))
			}
			out.Header = *r.Header
			out.Actions = r.Actions
			out.Cursor = r.Cursor
			first = false
		} else if perr := out.step(r); perr != "" {
			return nil, damaged(path, &out, Say("engine.journal.damagedAt", "is damaged at byte {{.Offset}}: {{.Why}}", Args{"Offset": offset, "Why": fmt.Sprint(perr)}))
		}
		offset += int64(len(line))
		out.GoodSize = offset
	}
	if first {
		return nil, loadErr(path, isEmpty())
	}
	return &out, nil
}

func looksLikeJournal(line []byte) bool {
	if len(line) < 10 || line[8] != ' ' {
		return false
	}
	rest, want := line[9:], []byte(`{"t":"snapshot"`)
	return bytes.HasPrefix(rest, want) || bytes.HasPrefix(want, rest)
}

// step replays one appended record on the action list.
func (r *Record) step(rec record) string {
	switch rec.T {
	case "do":
		r.Actions = append(r.Actions[:r.Cursor], Encoded{Kind: rec.Kind, Body: rec.Body, Follows: rec.F})
		for _, e := range rec.More {
			e.Follows = true
			r.Actions = append(r.Actions, e)
		}
		r.Cursor += 1 + len(rec.More)
	case "undo":
		n, bad := rec.count()
		if bad || n > r.Cursor {
			return "an undo with nothing to undo"
		}
		r.Cursor -= n
	case "redo":
		n, bad := rec.count()
		if bad || n > len(r.Actions)-r.Cursor {
			return "a redo with nothing to redo"
		}
		r.Cursor += n
	default:
		return fmt.Sprintf("an unknown record %q", rec.T)
	}
	return ""
}

// count is how many actions an undo or redo record takes; bad for a
// count below zero.
func (rec record) count() (n int, bad bool) {
	if rec.N == 0 {
		return 1, false
	}
	return rec.N, rec.N < 0
}

var errTooLong = errors.New("line too long")

func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > maxLine {
			return buf, errTooLong
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return buf, err
	}
}
