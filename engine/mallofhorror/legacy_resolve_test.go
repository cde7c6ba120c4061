package mallofhorror

import (
	"os"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// TestVersionZeroResolvesTheWaitingAttack: a game of the first day's
// engine (0a623fd) whose weapon left the zombies outside goes on to the
// next round's truck search, the waiting attack resolved first
// (legacy_resolve.go), and says so; the same journal under version 1
// stops there, as every such game did before this (3 of 40).
func TestVersionZeroResolvesTheWaitingAttack(t *testing.T) {
	path := "../testdata/versions/mallofhorror-0a623fd-s8.hkj"
	for _, v := range []int{0, RulesVersion} {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ReadJournal(path, f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		rec.Header.Rules = v
		_, err = engine.Replay[State](Rules{}, path, rec)
		switch {
		case v == 0 && err != nil:
			t.Fatalf("version 0: %v", err)
		case v == RulesVersion && (err == nil || !strings.Contains(err.Error(), "truck is searched in phase A")):
			t.Fatalf("version 1: %v, want the truck search refused", err)
		}
	}
	// The step itself, and its words.
	f, _ := os.Open(path)
	rec, _ := engine.ReadJournal(path, f)
	f.Close()
	s, err := Rules{}.New(rec.Header)
	if err != nil {
		t.Fatal(err)
	}
	said := false
	for _, e := range rec.Actions[:rec.Cursor] {
		a, err := Rules{}.Decode(e.Kind, e.Body)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = (Rules{}).Apply(s, a); err != nil {
			t.Fatal(err)
		}
		for _, n := range s.Notices {
			said = said || strings.Contains(n.Text, "resolved first")
		}
	}
	if !said {
		t.Fatal("no notice says the attack was resolved first")
	}
}
