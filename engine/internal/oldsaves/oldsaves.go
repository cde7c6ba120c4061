// Package oldsaves resumes the games in progress that earlier versions of
// the engine saved (engine/testdata/versions, written by .ci/oldsaves/make
// at every commit that changed a game's rules) and plays each one on with
// today's engine. Each game's tests call Resume; nothing else imports it.
package oldsaves

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// Dir is the folder of the old saves, from a game package's directory.
const Dir = "../testdata/versions"

// Game is what Resume needs of a game: its rules, a generator of actions
// (most of them legal) and whether a state has ended.
type Game[S any] struct {
	Rules engine.Rules[S]
	Next  func(s S, r *rand.Rand) engine.Action
	Over  func(s S) bool
	// Skip are the state's fields whose meaning changed between versions
	// on purpose (a word, a count kept differently): not compared with the
	// state the old engine reached.
	Skip []string
}

// Resume opens every old save of the game with today's engine, checks that
// the state it reaches is the one the old engine reached (in the fields
// both versions have), that it keeps the rules version it was saved under,
// and plays it on: at least want more steps taken (or the game ends), every
// one saved, and the file opened again gives the same state.
// HORDEKEEPER_OLDSAVES_DIR names another folder (the many games of
// .ci/oldsaves/many, say).
func Resume[S any](t *testing.T, g Game[S], want int) {
	dir := Dir
	if d := os.Getenv("HORDEKEEPER_OLDSAVES_DIR"); d != "" {
		dir = d
	}
	paths, err := filepath.Glob(filepath.Join(dir, g.Rules.Game()+"-*.hkj"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no old saves of %s in %s (%v)", g.Rules.Game(), dir, err)
	}
	for _, p := range paths {
		if underRace && manyBeyond(p, 10) {
			continue // make soak resumes every one without -race
		}
		t.Run(strings.TrimSuffix(filepath.Base(p), ".hkj"), func(t *testing.T) {
			resumeOne(t, g, p, want)
		})
	}
}

// manyBeyond tells whether p is one of the many games of a commit
// (GAME-COMMIT-sN.hkj, .ci/oldsaves/many) past the first n: under -race
// only those n of each commit are resumed, in make test's time.
func manyBeyond(p string, n int) bool {
	name := strings.TrimSuffix(filepath.Base(p), ".hkj")
	i := strings.LastIndex(name, "-s")
	if i < 0 {
		return false
	}
	k, err := strconv.Atoi(name[i+2:])
	return err == nil && k > n
}

func resumeOne[S any](t *testing.T, g Game[S], src string, want int) {
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), filepath.Base(src))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s, _, err := engine.OpenSession(g.Rules, path)
	if err != nil {
		t.Fatalf("does not resume: %v", err)
	}
	defer s.Close()
	version := s.Header().Rules
	if old, err := os.ReadFile(strings.TrimSuffix(src, ".hkj") + ".state.json"); err == nil {
		if diff := Differ(old, s.State(), g.Skip); diff != "" {
			t.Errorf("today's engine does not reach the state the old one saved: %s", diff)
		}
	}
	r := rand.New(rand.NewPCG(uint64(len(data)), 27))
	taken := 0
	for tries := 0; taken < want && tries < 50*want && !g.Over(s.State()); tries++ {
		switch r.IntN(12) {
		case 0:
			if s.CanUndo() {
				if _, err := s.Undo(); err != nil {
					t.Fatalf("undo: %v", err)
				}
				taken++
			}
		case 1:
			if s.CanRedo() {
				if _, err := s.Redo(); err != nil {
					t.Fatalf("redo: %v", err)
				}
				taken++
			}
		default:
			a := g.Next(s.State(), r)
			if a == nil {
				continue
			}
			if _, err := s.Do(a); err == nil {
				taken++
			}
		}
	}
	if taken < want && !g.Over(s.State()) {
		t.Fatalf("only %d more steps taken, want %d", taken, want)
	}
	if s.Header().Rules != version {
		t.Fatalf("the game's rules version went from %d to %d", version, s.Header().Rules)
	}
	back, _, err := engine.OpenSession(g.Rules, path)
	if err != nil {
		t.Fatalf("after %d more steps it does not open again: %v", taken, err)
	}
	defer back.Close()
	a, _ := json.Marshal(back.State())
	b, _ := json.Marshal(s.State())
	if string(a) != string(b) || back.Header().Rules != version {
		t.Fatalf("after %d more steps it opens again in another state (rules %d, want %d)", taken, back.Header().Rules, version)
	}
}

// Differ compares the state an old engine saved (as JSON) with today's,
// in the fields both have but skip: a field today's state lacks or added
// is no difference, a value that differs is. It names the first few.
func Differ(old []byte, now any, skip []string) string {
	var o, n any
	if err := json.Unmarshal(old, &o); err != nil {
		return "the old state does not read: " + err.Error()
	}
	b, err := json.Marshal(now)
	if err != nil {
		return err.Error()
	}
	if err := json.Unmarshal(b, &n); err != nil {
		return err.Error()
	}
	var diffs []string
	differ("", o, n, skip, &diffs)
	sort.Strings(diffs)
	if len(diffs) > 5 {
		diffs = append(diffs[:5], fmt.Sprintf("and %d more", len(diffs)-5))
	}
	return strings.Join(diffs, "; ")
}

func differ(at string, o, n any, skip []string, out *[]string) {
	for _, s := range skip {
		if strings.HasSuffix(at, "."+s) || at == s {
			return
		}
	}
	om, ok1 := o.(map[string]any)
	nm, ok2 := n.(map[string]any)
	if ok1 && ok2 {
		for k, ov := range om {
			if nv, ok := nm[k]; ok {
				differ(at+"."+k, ov, nv, skip, out)
			}
		}
		return
	}
	ol, ok1 := o.([]any)
	nl, ok2 := n.([]any)
	if ok1 && ok2 && len(ol) == len(nl) {
		for i := range ol {
			differ(fmt.Sprintf("%s[%d]", at, i), ol[i], nl[i], skip, out)
		}
		return
	}
	if !reflect.DeepEqual(o, n) {
		ob, _ := json.Marshal(o)
		nb, _ := json.Marshal(n)
		*out = append(*out, fmt.Sprintf("%s was %.80s, is %.80s", at, ob, nb))
	}
}

// Bytes is n random bytes from r: the program a game's fuzz generator
// turns into its next action.
func Bytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return b
}
