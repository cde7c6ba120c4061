package crashtest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
)

const childEnv = "HORDEKEEPER_CRASH_CHILD"

func newHeader() engine.Header {
	o := coh.Options{FirstGame: true}
	for _, c := range []coh.Colour{coh.Yellow, coh.Red, coh.Green, coh.Blue} {
		o.Players = append(o.Players, coh.PlayerOption{Colour: c})
	}
	raw, _ := json.Marshal(o)
	return engine.Header{Game: coh.Name, Seed: 4242, Options: raw}
}

// candidate picks the k-th scripted step: mostly zombie moves and leader
// steps, sometimes an undo or a redo, so every kind of journal record is
// written.
func candidate(r *rand.Rand) (engine.Action, string) {
	loc := func() coh.Loc { return coh.AllLocs[r.IntN(len(coh.AllLocs))] }
	switch n := r.IntN(20); {
	case n < 2:
		return nil, "undo"
	case n < 3:
		return nil, "redo"
	case n < 9:
		return coh.AddZombies{At: loc(), Count: 1 + r.IntN(2)}, ""
	case n < 14:
		return coh.RemoveZombies{At: loc(), Count: 1}, ""
	case n < 18:
		return coh.MoveZombies{From: loc(), To: loc(), Count: 1 + r.IntN(3)}, ""
	default:
		return coh.StepLeader{Steps: 1 + r.IntN(2)}, ""
	}
}

// runChild plays until killed, printing "pending HASH" before each step
// (the state the step will give) and "saved HASH" once the step is on disk.
func runChild(dir string) {
	path := filepath.Join(dir, "game.hkj")
	var s *engine.Session[*coh.State]
	var err error
	if _, statErr := os.Stat(path); statErr == nil {
		s, _, err = engine.OpenSession[*coh.State](coh.Rules{}, path)
	} else {
		s, err = engine.CreateSession[*coh.State](coh.Rules{}, newHeader(), path)
	}
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	out := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(out, "saved %s\n", hashOf(s.State()))
	out.Flush()
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	for {
		a, op := candidate(r)
		var after *coh.State
		switch {
		case op == "undo" && s.CanUndo():
			after = replay(s, len(s.Applied())-len(s.Last())) // one Undo takes a group
		case op == "redo" && s.CanRedo():
			after = nil // computed below from the redo tail
		case a != nil:
			next, err := s.Try(a)
			if err != nil {
				continue // the rules refuse it; pick another step
			}
			after = next
		default:
			continue
		}
		if op == "redo" {
			// The state after a redo is what the redo applies; ask a copy.
			after = redoPreview(s)
			if after == nil {
				continue
			}
		}
		fmt.Fprintf(out, "pending %s\n", hashOf(after))
		out.Flush()
		switch op {
		case "undo":
			_, err = s.Undo()
		case "redo":
			_, err = s.Redo()
		default:
			_, err = s.Do(a)
		}
		if err != nil {
			fmt.Fprintf(out, "error %v\n", err)
			out.Flush()
			os.Exit(4)
		}
		fmt.Fprintf(out, "saved %s\n", hashOf(s.State()))
		out.Flush()
	}
}

func replay(s *engine.Session[*coh.State], n int) *coh.State {
	st := s.Initial()
	for _, a := range s.Applied()[:n] {
		st, _ = coh.Rules{}.Apply(st, a)
	}
	return st
}

// redoPreview finds the state a Redo will give: the next undone group.
func redoPreview(s *engine.Session[*coh.State]) *coh.State {
	st := s.State()
	for _, a := range s.NextUndone() { // one Redo puts back a group
		next, err := coh.Rules{}.Apply(st, a)
		if err != nil {
			return nil
		}
		st = next
	}
	return st
}

func TestMain(m *testing.M) {
	if dir := os.Getenv(soakChildEnv); dir != "" {
		soakChild(dir)
		return
	}
	if dir := os.Getenv(storeChildEnv); dir != "" {
		runStoreChild(dir)
		return
	}
	if dir := os.Getenv(childEnv); dir != "" {
		runChild(dir)
		return
	}
	os.Exit(m.Run())
}

// TestKillAtRandomMomentsLosesNothing is the crash test: by default 100
// kills (HORDEKEEPER_CRASH_KILLS changes it; -short makes it 10).
func TestKillAtRandomMomentsLosesNothing(t *testing.T) {
	kills := killsFrom("HORDEKEEPER_CRASH_KILLS", 100, 10)
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(1, 2))
	var lost, garbage, torn, confirmed, pendingKept int
	for k := 0; k < kills; k++ {
		cmd, lines := startChild(t, childEnv, dir, 1024)
		var saved, pending, prev string
		// Wait for the child to have started (its first report), then let
		// it write for a random while before the kill.
		startup := time.After(60 * time.Second)
	wait:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break wait
				}
				prev = prevOf(l, saved, prev)
				saved, pending = absorb(t, l, saved, pending)
				if saved != "" {
					break wait
				}
			case <-startup:
				t.Fatal("the child did not start within a minute")
			}
		}
		deadline := time.After(time.Duration(r.IntN(40)) * time.Millisecond)
	read:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break read
				}
				prev = prevOf(l, saved, prev)
				saved, pending = absorb(t, l, saved, pending)
			case <-deadline:
				break read
			}
		}
		cmd.Process.Signal(syscall.SIGKILL)
		for l := range lines {
			prev = prevOf(l, saved, prev)
			saved, pending = absorb(t, l, saved, pending)
		}
		cmd.Wait()
		if saved == "" {
			continue // killed before it reported anything
		}
		confirmed++
		// One run in four also loses power mid-write: the last record is
		// cut at a random byte, as a disk would leave it.
		cut := k%4 == 3 && prev != "" && chopLastRecord(t, filepath.Join(dir, "game.hkj"), r)
		s, rep, err := engine.OpenSession[*coh.State](coh.Rules{}, filepath.Join(dir, "game.hkj"))
		if err != nil {
			garbage++
			t.Errorf("kill %d: the game did not load: %v", k, err)
			continue
		}
		if rep.Torn {
			torn++
			os.Remove(rep.TornCopy)
		}
		got := hashOf(s.State())
		s.Close()
		if cut {
			if !rep.Torn {
				garbage++
				t.Errorf("kill %d: a cut record was not reported", k)
			}
			if got != saved && got != prev && got != pending {
				lost++
				t.Errorf("kill %d: after a power cut recovered %s, want %s or %s", k, got, saved, prev)
			}
			continue
		}
		switch got {
		case saved:
		case pending:
			pendingKept++ // on disk, killed before it could say so: not a loss
		default:
			lost++
			t.Errorf("kill %d: recovered %s, but the child had confirmed %s (pending %s)", k, got, saved, pending)
		}
	}
	t.Logf("crash test: %d kills, %d recoveries checked, %d lost confirmed actions, %d garbage loads, %d torn records dropped and reported, %d unconfirmed steps found saved", kills, confirmed, lost, garbage, torn, pendingKept)
	if confirmed != kills {
		t.Fatalf("only %d of %d runs got far enough to check", confirmed, kills)
	}
}

func absorb(t *testing.T, l, saved, pending string) (string, string) {
	f := strings.Fields(l)
	if len(f) < 2 {
		return saved, pending
	}
	switch f[0] {
	case "saved":
		return f[1], ""
	case "pending":
		return saved, f[1]
	case "error":
		t.Fatalf("child: %s", l)
	}
	return saved, pending
}

// prevOf remembers the state confirmed before the latest one in this run
// (empty until the child has confirmed a step of its own: only then is the
// journal's last record one whose "before" this run knows).
func prevOf(l, saved, prev string) string {
	if strings.HasPrefix(l, "saved ") && saved != "" {
		return saved
	}
	return prev
}

// chopLastRecord cuts the journal's last line at a random byte, unless the
// file is a lone snapshot (nothing could be recovered from it by design).
func chopLastRecord(t *testing.T, path string, r *rand.Rand) bool {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	body := strings.TrimSuffix(string(b), "\n")
	i := strings.LastIndex(body, "\n")
	if i < 0 {
		return false
	}
	lastLen := len(b) - (i + 1)
	keep := i + 1 + r.IntN(lastLen-1) + 1 // at least one byte of it, never all
	return os.WriteFile(path, b[:keep], 0o644) == nil
}
