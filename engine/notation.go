package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A position notation (see docs/notation.md) is one line of text that sets
// up a game's situation, as FEN does for chess: the game's tag, then fields
// separated by spaces, most of them "key:value". Each game reads and prints
// its own fields; the helpers here are what the three share.

// MaxNotation is the longest notation a game reads; a real position is far
// shorter, so longer text is refused before any work.
const MaxNotation = 4096

// NotationError says what is wrong with a notation and in which field, in
// words a person typing it can act on.
type NotationError struct {
	// Field is the field as typed, or empty for the line as a whole.
	Field string
	// Problem says what is wrong.
	Problem string
}

// Error is the problem with the field named.
func (e *NotationError) Error() string {
	if e.Field == "" {
		return "position notation: " + e.Problem
	}
	return fmt.Sprintf("position notation, field %q: %s", clip(e.Field), e.Problem)
}

// BadNotation builds a NotationError for a field.
func BadNotation(field, format string, args ...any) error {
	return &NotationError{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// NotationFields splits a notation into its fields at spaces; a name in
// double quotes ("Ann Lee", Go's quoting) stays within its field. It checks
// the length, the text's encoding and the game's tag, and returns the
// fields after the tag.
func NotationFields(s, tag string) ([]string, error) {
	if len(s) > MaxNotation {
		return nil, BadNotation("", "it is %d characters long; a position needs far fewer than %d", len(s), MaxNotation)
	}
	if !utf8.ValidString(s) {
		return nil, BadNotation("", "it is not readable text (UTF-8)")
	}
	var out []string
	var cur strings.Builder
	inQuote, escaped := false, false
	for _, r := range s {
		switch {
		case inQuote:
			cur.WriteRune(r)
			switch {
			case escaped:
				escaped = false
			case r == '\\':
				escaped = true
			case r == '"':
				inQuote = false
			}
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			if r == '"' {
				inQuote = true
			}
			cur.WriteRune(r)
		}
	}
	if inQuote {
		return nil, BadNotation(cur.String(), "a name's closing quote is missing")
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	if len(out) == 0 {
		return nil, BadNotation("", "it is empty; it starts with the game's name, %q", tag)
	}
	if out[0] != tag {
		return nil, BadNotation(out[0], "a position of this game starts with %q", tag)
	}
	return out[1:], nil
}

// NotationInt reads a whole number between lo and hi written in field f;
// what names the number in the message ("zombies at the church").
func NotationInt(f, v, what string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || len(v) > 4 {
		return 0, BadNotation(f, "%s should be a whole number, not %q", what, clip(v))
	}
	if n < lo || n > hi {
		return 0, BadNotation(f, "%s must be %d to %d, not %d", what, lo, hi, n)
	}
	return n, nil
}

// NotationName reads a quoted name that ends a field ("…\"Ann\"") and
// returns the field before it and the name ("" when there is none).
func NotationName(f string) (string, string, error) {
	i := strings.IndexByte(f, '"')
	if i < 0 {
		return f, "", nil
	}
	name, err := strconv.Unquote(f[i:])
	if err != nil {
		return "", "", BadNotation(f, "the name %s is not written in double quotes", clip(f[i:]))
	}
	if name == "" {
		return "", "", BadNotation(f, "a name in quotes cannot be empty; leave the quotes out instead")
	}
	return f[:i], name, nil
}

// QuoteName writes a name for a notation, in double quotes.
func QuoteName(name string) string { return strconv.Quote(name) }
