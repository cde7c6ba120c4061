package crashtest

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
)

// soakChildEnv makes the test binary a child that plays through a store and
// says what it acknowledged (soakChild).
const soakChildEnv = "HORDEKEEPER_SOAK_CHILD"

func hashOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// soakChild plays the three games in turn through the store until killed.
// Before each step it prints "pending PATH OP" and once the step is on disk
// "saved PATH HASH" (HASH the state's); a new game is "saved" once
// created; before a game is finished or archived, "closing PATH FILEHASH",
// and after, "archived NEWPATH FILEHASH".
func soakChild(dir string) {
	st, err := store.Open(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	out := bufio.NewWriter(os.Stdout)
	say := func(f string, a ...any) { fmt.Fprintf(out, f+"\n", a...); out.Flush() }
	say("ready")
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 13))
	for n := 0; ; n++ {
		if err := playNext(st, n, r, 40, say); err != nil {
			say("error %v", err)
			os.Exit(4)
		}
	}
}

// playThrough plays a game through the store: the one at path resumed, or
// a new one from h; 5 to 4+span steps of gen, undos and redos, then it is
// finished or archived. Before each step it says "pending PATH OP" and
// once the step is on disk "saved PATH HASH" (HASH the state's); a new
// game is "saved" once created; before a game is finished or archived,
// "closing PATH FILEHASH", and after, "archived NEWPATH FILEHASH".
func playThrough[S any](st *store.Store, rules engine.Rules[S], path string, h engine.Header, r *rand.Rand, span int, gen func(S, *rand.Rand) engine.Action, say func(string, ...any)) error {
	var g *store.Game[S]
	var err error
	if path != "" {
		var res store.Resumed
		g, res, err = store.ResumeGame(st, rules, path)
		if err == nil && res.Problem != "" {
			err = fmt.Errorf("resumed a damaged game: %s", res.Problem)
		}
	} else {
		h.Created = time.Now()
		g, err = store.CreateGame(st, rules, h)
	}
	if err != nil {
		return err
	}
	// The game as it stands is acknowledged: resumed, it may hold the step
	// that was in flight at the last kill.
	say("saved %s %s", g.Path(), hashOf(g.State()))
	steps := 5 + r.IntN(span)
	for tries := 0; steps > 0 && tries < 2000; tries++ {
		switch k := r.IntN(10); {
		case k == 0 && g.CanUndo():
			say("pending %s undo", g.Path())
			_, err = g.Undo()
		case k == 1 && g.CanRedo():
			say("pending %s redo", g.Path())
			_, err = g.Redo()
		default:
			a := gen(g.State(), r)
			if a == nil {
				continue
			}
			if _, aerr := g.Try(a); aerr != nil {
				continue
			}
			say("pending %s do", g.Path())
			_, err = g.Do(a)
		}
		if err != nil {
			return err
		}
		say("saved %s %s", g.Path(), hashOf(g.State()))
		steps--
	}
	if err := g.Close(); err != nil {
		return err
	}
	sum, err := fileHash(g.Path())
	if err != nil {
		return err
	}
	say("closing %s %s", g.Path(), sum)
	var p string
	if r.IntN(2) == 0 {
		p, err = g.Finish()
	} else {
		p, err = g.Archive()
	}
	if err != nil {
		return err
	}
	say("archived %s %s", p, sum)
	return nil
}

// acked is what the child last said of the game in play.
type acked struct {
	path, hash string
	pending    string // the step in flight: do, undo, redo or ""
	closing    string // the file's hash when it was being moved out
}

// soakTally is what the soak counts.
type soakTally struct {
	kills, checked, inFlightKept, games, archives, archiveChecks, losses int
	playingAtEnd                                                         int
}

// TestSoakKills is make soak's kill test: a child plays Escape, Mall of
// Horror and City of Horror games through the store, finishing and
// archiving them, and is killed with SIGKILL at random moments
// (HORDEKEEPER_SOAK_KILLS of them; skipped when unset). After every kill
// the store is opened again: the game in play must be the one the child
// last acknowledged (or that plus the one step in flight), every archive
// byte-identical to the file that was closed, and every game must resume.
func TestSoakKills(t *testing.T) {
	kills, err := strconv.Atoi(os.Getenv("HORDEKEEPER_SOAK_KILLS"))
	if err != nil || kills <= 0 {
		t.Skip("HORDEKEEPER_SOAK_KILLS not set (make soak sets it)")
	}
	start := time.Now()
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(27, 1000))
	archives := map[string]string{} // path -> file hash when closed
	var tally soakTally
	var ack acked
	for k := 0; k < kills; k++ {
		cmd, lines := startChild(t, soakChildEnv, dir, 4096)
		absorbSoak := func(l string) {
			f := strings.Fields(l)
			switch {
			case len(f) == 3 && f[0] == "saved":
				ack = acked{path: f[1], hash: f[2]}
			case len(f) == 3 && f[0] == "pending":
				ack.pending = f[2]
			case len(f) == 3 && f[0] == "closing":
				ack.closing = f[2]
			case len(f) == 3 && f[0] == "archived":
				archives[f[1]] = f[2]
				ack = acked{}
			case len(f) > 0 && f[0] == "error":
				t.Fatalf("kill %d: child: %s", k, l)
			}
		}
		// The kill comes at a random moment once the child is up: mostly
		// within its first steps, sometimes well into a game.
		if l, ok := <-lines; !ok || l != "ready" {
			t.Fatalf("kill %d: the child did not start: %q", k, l)
		}
		life := time.Duration(r.IntN(60)) * time.Millisecond
		if r.IntN(5) == 0 {
			life = time.Duration(r.IntN(400)) * time.Millisecond
		}
		deadline := time.After(life)
	read:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break read
				}
				absorbSoak(l)
			case <-deadline:
				break read
			}
		}
		cmd.Process.Signal(syscall.SIGKILL)
		for l := range lines {
			absorbSoak(l)
		}
		cmd.Wait()
		tally.kills++
		soakCheck(t, k, dir, ack, archives, &tally)
	}
	// Every game played is archived or finished, or still in play.
	tally.games = len(archives) + tally.playingAtEnd
	tally.archives = len(archives)
	fmt.Printf("soak kills: %d kills, %d games, %d archives (%v), %d archive checks byte-identical, %d games in play checked against the child's last acknowledgement (%d with the step in flight found saved), %d losses, %s\n",
		tally.kills, tally.games, tally.archives, kindsOf(archives), tally.archiveChecks, tally.checked, tally.inFlightKept, tally.losses, time.Since(start).Round(time.Second))
	if tally.losses > 0 {
		t.Fatalf("%d losses", tally.losses)
	}
	// A short run (a check of the test itself) may end before each kind
	// of game has been archived; the soak's thousand may not.
	if kills >= 200 && len(kindsOf(archives)) < len(games) {
		t.Fatalf("not every game was archived: %v", kindsOf(archives))
	}
}

// soakCheck opens the store after a kill and checks it against what the
// child acknowledged.
func soakCheck(t *testing.T, k int, dir string, ack acked, archives map[string]string, tally *soakTally) {
	st, es := openStore(t, dir)
	playing := map[string]store.Entry{}
	for _, e := range es {
		switch e.Status {
		case store.Finished, store.Archived:
			if _, ok := archives[e.Path]; !ok {
				// Moved out just before the kill, before the child could
				// say so: it must be the file the child was closing.
				h, _ := fileHash(e.Path)
				if ack.closing == "" || h != ack.closing {
					tally.losses++
					t.Errorf("kill %d: an archive nobody closed: %s", k, e.Path)
				}
				archives[e.Path] = h
			}
		case store.Damaged:
			if !strings.Contains(e.Path, ".torn-") {
				tally.losses++
				t.Errorf("kill %d: a file was found damaged: %s: %s", k, e.Path, e.Problem)
			}
		case store.Playing:
			playing[e.Path] = e
			if e.Problem != "" {
				tally.losses++
				t.Errorf("kill %d: the game in play does not read: %s", k, e.Problem)
			}
		}
	}
	for p, want := range archives {
		tally.archiveChecks++
		if got, err := fileHash(p); err != nil || got != want {
			tally.losses++
			t.Errorf("kill %d: archive %s changed (%s, want %s): %v", k, p, got, want, err)
		}
	}
	if ack.path != "" {
		if _, ok := playing[ack.path]; ok {
			tally.checked++
			switch soakSame(st, ack) {
			case "":
			case "in flight":
				tally.inFlightKept++
			default:
				tally.losses++
				t.Errorf("kill %d: %s is not the game acknowledged (%s, step in flight %q)", k, ack.path, ack.hash, ack.pending)
			}
		} else if ack.closing == "" {
			tally.losses++
			t.Errorf("kill %d: the game in play %s is gone", k, ack.path)
		}
	}
	tally.playingAtEnd = len(playing)
	for _, e := range playing {
		if err := resumeCheck(st, e); err != nil {
			tally.losses++
			t.Errorf("kill %d: %s does not resume: %v", k, e.Path, err)
		}
	}
}

// soakSame compares the game on disk with the acknowledged one: "" when it
// is that game, "in flight" when it is that game and the step in flight
// (taken back or put back in memory, it gives the acknowledged state),
// otherwise what it found.
func soakSame(st *store.Store, ack acked) string {
	switch {
	case strings.HasPrefix(baseName(ack.path), escape.Name):
		return same(st, escape.Rules{}, ack)
	case strings.HasPrefix(baseName(ack.path), moh.Name):
		return same(st, moh.Rules{}, ack)
	}
	return same(st, coh.Rules{}, ack)
}

func baseName(p string) string { return p[strings.LastIndex(p, "/")+1:] }

func same[S any](st *store.Store, rules engine.Rules[S], ack acked) string {
	v, err := store.View(st, rules, ack.path)
	if err != nil {
		return err.Error()
	}
	if hashOf(v.State()) == ack.hash {
		return ""
	}
	var back error
	switch ack.pending {
	case "do", "redo":
		_, back = v.Undo()
	case "undo":
		_, back = v.Redo()
	default:
		return "another state"
	}
	if back == nil && hashOf(v.State()) == ack.hash {
		return "in flight"
	}
	return "another state"
}
