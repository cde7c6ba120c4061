package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSessionDoUndoRedo(t *testing.T) {
	s, err := NewSession[counter](newCounterRules(), Header{Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 2, 3} {
		if _, err := s.Do(add{n}); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.State().N; got != 6 {
		t.Fatalf("after 1+2+3 got %d", got)
	}
	if _, err := s.Do(add{5}); err == nil || !strings.Contains(err.Error(), "at most 10") {
		t.Fatalf("refusal should name the rule, got %v", err)
	}
	if s.State().N != 6 || len(s.Applied()) != 3 {
		t.Fatal("a refused action changed the game")
	}
	if _, err := s.Undo(); err != nil || s.State().N != 3 {
		t.Fatalf("undo: %v, %d", err, s.State().N)
	}
	if !s.CanRedo() {
		t.Fatal("redo should be possible")
	}
	if _, err := s.Redo(); err != nil || s.State().N != 6 {
		t.Fatalf("redo: %v, %d", err, s.State().N)
	}
	s.Undo()
	s.Do(add{4}) // a new action drops the redo tail
	if s.CanRedo() || s.State().N != 7 {
		t.Fatalf("new action after undo: redo=%v n=%d", s.CanRedo(), s.State().N)
	}
	for s.CanUndo() {
		s.Undo()
	}
	if _, err := s.Undo(); err == nil {
		t.Fatal("undo at the start should say there is nothing to undo")
	}
	if s.State().N != s.Initial().N {
		t.Fatal("undo all should give the first state")
	}
	for s.CanRedo() {
		s.Redo()
	}
	if _, err := s.Redo(); err == nil {
		t.Fatal("redo at the end should be refused")
	}
	if s.State().N != 7 {
		t.Fatalf("redo all: %d", s.State().N)
	}
	if a, err := s.Try(add{1}); err != nil || a.N != 8 || s.State().N != 7 {
		t.Fatal("Try must preview without keeping")
	}
}

func TestSessionRefusesForeignHeader(t *testing.T) {
	if _, err := NewSession[counter](newCounterRules(), Header{Game: "mallofhorror"}); err == nil {
		t.Fatal("a header of another game must be refused")
	}
	if _, err := NewSession[counter](newCounterRules(), Header{Options: []byte(`"bad"`)}); err == nil {
		t.Fatal("New's error must come back")
	}
}

func TestJournalSurvivesReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.hkj")
	s, err := CreateSession[counter](newCounterRules(), Header{Seed: 2}, path)
	if err != nil {
		t.Fatal(err)
	}
	s.Do(add{1})
	s.Do(add{2})
	s.Undo()
	s.Do(add{3})
	s.Do(add{1})
	s.Undo()
	want := s.State().N
	s.Close()

	r, rep, err := OpenSession[counter](newCounterRules(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.State().N != want || rep.Torn {
		t.Fatalf("reopened %d torn=%v, want %d", r.State().N, rep.Torn, want)
	}
	if !r.CanRedo() {
		t.Fatal("the redo tail must survive a reopen")
	}
	if _, err := r.Redo(); err != nil || r.State().N != want+1 {
		t.Fatalf("redo after reopen: %v %d", err, r.State().N)
	}
	if r.Header().Seed != 2 || r.Header().Format != FormatVersion || r.Header().Game != "counter" {
		t.Fatalf("header: %+v", r.Header())
	}
}

func TestJournalCompacts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.hkj")
	s, _ := CreateSession[counter](newCounterRules(), Header{}, path)
	for i := 0; i < CompactEvery+5; i++ {
		if i%2 == 0 {
			s.Do(add{1})
		} else {
			s.Undo()
		}
	}
	want := s.State().N
	s.Close()
	data, _ := os.ReadFile(path)
	lines := strings.Count(string(data), "\n")
	if lines > 10 {
		t.Fatalf("journal should have been compacted, has %d lines", lines)
	}
	r, _, err := OpenSession[counter](newCounterRules(), path)
	if err != nil || r.State().N != want {
		t.Fatalf("after compaction: %v %d want %d", err, r.State().N, want)
	}
	r.Close()
}

func TestTornTailIsDroppedAndReported(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.hkj")
	s, _ := CreateSession[counter](newCounterRules(), Header{}, path)
	s.Do(add{1})
	s.Do(add{2})
	s.Close()
	full, _ := os.ReadFile(path)
	// Cut the last record anywhere inside it.
	lastStart := strings.LastIndex(strings.TrimSuffix(string(full), "\n"), "\n") + 1
	for cut := lastStart + 1; cut < len(full); cut++ {
		os.WriteFile(path, full[:cut], 0o644)
		r, rep, err := OpenSession[counter](newCounterRules(), path)
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		if !rep.Torn || r.State().N != 1 {
			t.Fatalf("cut at %d: torn=%v n=%d", cut, rep.Torn, r.State().N)
		}
		if _, err := os.Stat(rep.TornCopy); err != nil {
			t.Fatalf("the file as found must be kept: %v", err)
		}
		// Appending after a torn tail must give a clean journal.
		r.Do(add{5})
		r.Close()
		r2, rep2, err := OpenSession[counter](newCounterRules(), path)
		if err != nil || rep2.Torn || r2.State().N != 6 {
			t.Fatalf("after repair: %v torn=%v n=%d", err, rep2.Torn, r2.State().N)
		}
		r2.Close()
		os.Remove(rep.TornCopy)
	}
}

func TestDamagedFilesGiveClearMessages(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.hkj")
	s, _ := CreateSession[counter](newCounterRules(), Header{}, good)
	s.Do(add{1})
	s.Do(add{2})
	s.Do(add{3})
	s.Close()
	data, _ := os.ReadFile(good)
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)/2] ^= 0x04 // inside a middle record
	newer := strings.Replace(string(data), fmt.Sprintf(`"format":%d`, FormatVersion), `"format":9`, 1)
	newerLine := resign(t, strings.SplitN(newer, "\n", 2)[0])
	junk := make([]byte, 1<<20)
	for i := range junk {
		junk[i] = byte(i*7 + 3)
	}
	cases := []struct {
		name, content, want string
	}{
		{"empty", "", "is empty"},
		{"junk", string(junk), "not a Hordekeeper save file"},
		{"text", "hello world\n", "not a Hordekeeper save file"},
		{"bit flipped", string(flipped), "damaged"},
		{"first record cut", string(data[:20]), "cut short"},
		{"newer format", newerLine + "\n", "newer Hordekeeper"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_")+".hkj")
			os.WriteFile(p, []byte(c.content), 0o644)
			_, _, err := OpenSession[counter](newCounterRules(), p)
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("want a LoadError, got %v", err)
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), filepath.Base(p)) {
				t.Fatalf("message %q should name the file and say %q", err, c.want)
			}
			after, _ := os.ReadFile(p)
			if string(after) != c.content {
				t.Fatal("a file that could not be loaded must be left as it was")
			}
			aside, err := MoveAside(p)
			if err != nil {
				t.Fatal(err)
			}
			if kept, _ := os.ReadFile(aside); string(kept) != c.content {
				t.Fatal("moved aside must keep the content")
			}
		})
	}
	if _, _, err := OpenSession[counter](newCounterRules(), filepath.Join(dir, "missing.hkj")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("missing file: %v", err)
	}
}

// resign recomputes a line's checksum after a test edited its JSON.
func resign(t *testing.T, line string) string {
	t.Helper()
	r, ok := decodeLineUnchecked(line[9:])
	if !ok {
		t.Fatal("test line does not decode")
	}
	b, err := encodeLine(r)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(string(b), "\n")
}

func TestForeignGameIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.hkj")
	line, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "mallofhorror", Format: 1}})
	os.WriteFile(path, line, 0o644)
	_, _, err := OpenSession[counter](newCounterRules(), path)
	// The core knows no game's title (the list of games does): it names
	// both games as their files do. The shell hands a file to its own
	// game first, so a player does not meet this.
	if err == nil || !strings.Contains(err.Error(), `"mallofhorror" game, not "counter"`) {
		t.Fatalf("want a message naming the other game, got %v", err)
	}
}

func TestStepThatNoLongerAppliesIsDamage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.hkj")
	// 9 + 9 breaks the rule of 10: written by hand, as a damaged file would be.
	var data []byte
	for _, r := range []record{
		{T: "snapshot", Header: &Header{Game: "counter", Format: 1}},
		{T: "do", Kind: "add", Body: []byte(`{"n":9}`)},
		{T: "do", Kind: "add", Body: []byte(`{"n":9}`)},
	} {
		l, _ := encodeLine(r)
		data = append(data, l...)
	}
	os.WriteFile(path, data, 0o644)
	_, _, err := OpenSession[counter](newCounterRules(), path)
	if err == nil || !strings.Contains(err.Error(), "step 2") {
		t.Fatalf("want step 2 named, got %v", err)
	}
	for _, bad := range []record{{T: "undo"}, {T: "redo"}, {T: "dance"}} {
		l0, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 1}})
		l1, _ := encodeLine(bad)
		l2, _ := encodeLine(record{T: "do", Kind: "add", Body: []byte(`{"n":1}`)})
		os.WriteFile(path, append(append(l0, l1...), l2...), 0o644)
		if _, _, err := OpenSession[counter](newCounterRules(), path); err == nil {
			t.Fatalf("record %q out of place must be refused", bad.T)
		}
	}
	l0, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 1}})
	l1, _ := encodeLine(record{T: "do", Kind: "fly"})
	os.WriteFile(path, append(l0, l1...), 0o644)
	if _, _, err := OpenSession[counter](newCounterRules(), path); err == nil || !strings.Contains(err.Error(), "unknown action") {
		t.Fatalf("unknown action: %v", err)
	}
}

func TestRecoverKeepsTheLastGoodState(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.hkj")
	s, _ := CreateSession[counter](newCounterRules(), Header{}, path)
	s.Do(add{1})
	s.Do(add{2})
	s.Do(add{3})
	s.Close()
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfter(string(data), "\n")
	// Flip a bit in the third record ("add 2"): "add 1" is the last good.
	bad := []byte(lines[2])
	bad[len(bad)/2] ^= 0x10
	damagedFile := lines[0] + lines[1] + string(bad) + lines[3]
	os.WriteFile(path, []byte(damagedFile), 0o644)
	_, _, err := OpenSession[counter](newCounterRules(), path)
	if err == nil {
		t.Fatal("damage must be reported")
	}
	r, kept, aside, err := RecoverSession[counter](newCounterRules(), path, err)
	if err != nil {
		t.Fatal(err)
	}
	if kept != 1 || r.State().N != 1 {
		t.Fatalf("kept %d steps, n=%d", kept, r.State().N)
	}
	if b, _ := os.ReadFile(aside); string(b) != damagedFile {
		t.Fatal("the damaged file must be kept as it was")
	}
	r.Do(add{5})
	r.Close()
	again, _, err := OpenSession[counter](newCounterRules(), path)
	if err != nil || again.State().N != 6 {
		t.Fatalf("the recovered game must go on: %v", err)
	}
	again.Close()
	// Junk has no good state: moved aside, and the caller starts anew.
	os.WriteFile(path, []byte("junk"), 0o644)
	_, _, err = OpenSession[counter](newCounterRules(), path)
	if _, _, aside, err := RecoverSession[counter](newCounterRules(), path, err); err == nil || aside == "" {
		t.Fatalf("junk: %v %q", err, aside)
	}
	if _, _, _, err := RecoverSession[counter](newCounterRules(), path, errors.New("x")); err == nil {
		t.Fatal("only a LoadError can be recovered")
	}
}

func TestHundredMegabytesOfJunkIsRefusedQuickly(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 100 MB")
	}
	path := filepath.Join(t.TempDir(), "junk.hkj")
	f, _ := os.Create(path)
	block := make([]byte, 1<<20)
	r := NewRand(5, "junk")
	for i := range block {
		block[i] = byte(r.IntN(256))
	}
	for i := 0; i < 100; i++ {
		f.Write(block)
	}
	f.Close()
	_, _, err := OpenSession[counter](newCounterRules(), path)
	if err == nil || !strings.Contains(err.Error(), "junk.hkj") || !strings.Contains(err.Error(), "not a Hordekeeper save file") {
		t.Fatalf("100 MB of junk: %v", err)
	}
	t.Logf("100 MB of junk: %v", err)
}
