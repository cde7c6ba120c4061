package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tally is a toy game whose one rule changed: under version 1 of its rules
// the tally holds up to 10, from version 2 up to 8. The rule checks the
// version the game was started under, so a game of version 1 goes on to 10.
type tally struct{ N, Rules int }

type tallyRules struct{ counterRules }

func newTallyRules() *tallyRules {
	r := &tallyRules{}
	r.reg.Register(func() Action { return &add{} })
	return r
}

func (*tallyRules) Game() string      { return "tally" }
func (*tallyRules) RulesVersion() int { return 2 }

func (*tallyRules) New(h Header) (tally, error) { return tally{Rules: h.Rules}, nil }

func (*tallyRules) Apply(s tally, a Action) (tally, error) {
	most := 8
	if s.Rules < 2 {
		most = 10 // the rule as version 1 played it
	}
	ad, ok := a.(add)
	if !ok {
		return s, fmt.Errorf("unknown action %T", a)
	}
	n := s.N + ad.N
	if n > most {
		return s, fmt.Errorf("the tally holds at most %d", most)
	}
	return tally{N: n, Rules: s.Rules}, nil
}

func (r *tallyRules) Decode(kind string, body json.RawMessage) (Action, error) {
	return r.reg.Decode(kind, body)
}

// TestRulesVersionInEveryHeader: a new game's header carries the version
// of the rules it starts under; a game saved under an older version (or
// none: 0) keeps it through every step, compaction and reopening, and goes
// on under its rules to its end; a newer version or a damaged one is
// refused in words, the file left as it was.
func TestRulesVersionInEveryHeader(t *testing.T) {
	dir := t.TempDir()
	fresh := filepath.Join(dir, "new.hkj")
	s, err := CreateSession[tally](newTallyRules(), Header{Seed: 1}, fresh)
	if err != nil {
		t.Fatal(err)
	}
	if s.Header().Rules != 2 {
		t.Fatalf("a new game starts under version %d, want 2", s.Header().Rules)
	}
	if _, err := s.Do(add{9}); err == nil {
		t.Fatal("version 2 took the tally to 9")
	}
	s.Close()
	b, _ := os.ReadFile(fresh)
	if !strings.Contains(string(b), `"rules":2`) {
		t.Fatalf("the header does not say its rules: %s", b)
	}

	for _, v := range []int{0, 1} {
		old := filepath.Join(dir, fmt.Sprintf("old%d.hkj", v))
		if _, err := CreateJournal(old, Header{Game: "tally", Format: FormatVersion, Rules: v}, nil, 0); err != nil {
			t.Fatal(err)
		}
		s, _, err := OpenSession[tally](newTallyRules(), old)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Do(add{9}); err != nil {
			t.Fatalf("version %d: the old rule is not kept: %v", v, err)
		}
		if err := s.Compact(); err != nil {
			t.Fatal(err)
		}
		s.Do(add{1})
		s.Close()
		back, _, err := OpenSession[tally](newTallyRules(), old)
		if err != nil {
			t.Fatal(err)
		}
		if back.State().N != 10 || back.Header().Rules != v {
			t.Fatalf("version %d reopened at %d under version %d", v, back.State().N, back.Header().Rules)
		}
		back.Close()
	}

	for v, want := range map[int]string{3: "newer version of its rules (3; this app plays up to 2)", -1: "unknown version of its rules (-1)"} {
		p := filepath.Join(dir, fmt.Sprintf("v%d.hkj", v))
		if _, err := CreateJournal(p, Header{Game: "tally", Format: FormatVersion, Rules: v}, []Encoded{{Kind: "add", Body: json.RawMessage(`{"n":1}`)}}, 1); err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(p)
		_, _, err := OpenSession[tally](newTallyRules(), p)
		var le *LoadError
		if !errors.As(err, &le) || !strings.Contains(err.Error(), want) {
			t.Fatalf("version %d: %v, want a LoadError saying %q", v, err, want)
		}
		if after, _ := os.ReadFile(p); string(after) != string(before) {
			t.Fatalf("version %d: the file was changed", v)
		}
		if _, err := NewSession[tally](newTallyRules(), Header{Rules: v}); err == nil {
			t.Fatalf("version %d: a new game started under it", v)
		}
	}

	// Rules that do not number their changes are version 0, and a game
	// through Erase keeps its rules' number.
	if RulesVersion[counter](newCounterRules()) != 0 || RulesVersion(Erase[tally](newTallyRules())) != 2 {
		t.Fatal("RulesVersion of unversioned or erased rules")
	}
}
