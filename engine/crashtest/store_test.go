package crashtest

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
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

// storeChildEnv makes the test binary a child that plays through a store.
const storeChildEnv = "HORDEKEEPER_STORE_CRASH_CHILD"

// games are played in turn: an Escape, a Mall and a City of Horror game.
var games = []string{escape.Name, moh.Name, coh.Name}

func fileHash(p string) (string, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12]), nil
}

// runStoreChild plays games through the store until killed: it resumes
// the game in play, if any, or starts the next game in turn; after a random
// number of steps it finishes or archives the game and prints
// "archived PATH HASH" (the hash of the file as it was closed).
func runStoreChild(dir string) {
	st, err := store.Open(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	fmt.Println("ready")
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	for n := 0; ; n++ {
		var err error
		switch game, path := next(st, n); game {
		case escape.Name:
			err = playStore(st, escape.Rules{}, path, escapeHeader(), r, escapeStep)
		case moh.Name:
			err = playStore(st, moh.Rules{}, path, mallHeader(), r, mallStep)
		default:
			err = playStore(st, coh.Rules{}, path, newHeader(), r, func(_ *coh.State, r *rand.Rand) engine.Action {
				a, _ := candidate(r)
				return a
			})
		}
		if err != nil {
			fmt.Println("error", err)
			os.Exit(4)
		}
	}
}

// next is the game to play: the one in play, or a new one of the next kind.
func next(st *store.Store, n int) (string, string) {
	es, _ := st.List()
	for _, e := range es {
		if e.Status == store.Playing {
			return e.Game, e.Path
		}
	}
	return games[(len(es)+n)%len(games)], ""
}

func playStore[S any](st *store.Store, rules engine.Rules[S], path string, h engine.Header, r *rand.Rand, gen func(S, *rand.Rand) engine.Action) error {
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
	steps := 5 + r.IntN(25)
	for tries := 0; steps > 0 && tries < 2000; tries++ {
		switch k := r.IntN(10); {
		case k == 0 && g.CanUndo():
			_, err = g.Undo()
		case k == 1 && g.CanRedo():
			_, err = g.Redo()
		default:
			a := gen(g.State(), r)
			if a == nil {
				continue
			}
			if _, aerr := rules.Apply(g.State(), a); aerr != nil {
				continue
			}
			_, err = g.Do(a)
		}
		if err != nil {
			return err
		}
		steps--
	}
	if err := g.Close(); err != nil {
		return err
	}
	sum, err := fileHash(g.Path())
	if err != nil {
		return err
	}
	var p string
	if r.IntN(2) == 0 {
		p, err = g.Finish()
	} else {
		p, err = g.Archive()
	}
	if err != nil {
		return err
	}
	fmt.Printf("archived %s %s\n", p, sum)
	return nil
}

// TestStoreKillsKeepEveryArchive is the store's crash test: a child plays
// Escape, Mall and City of Horror games through the store, finishing and
// archiving them, and is killed at random moments. After every kill each
// archive made so far must be byte-identical to the file that was closed,
// and the game in play must resume undamaged. By default 40 kills
// (HORDEKEEPER_STORE_KILLS changes it; -short makes it 8).
func TestStoreKillsKeepEveryArchive(t *testing.T) {
	kills := 40
	if testing.Short() {
		kills = 8
	}
	if v, err := strconv.Atoi(os.Getenv("HORDEKEEPER_STORE_KILLS")); err == nil {
		kills = v
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(3, 4))
	archives := map[string]string{} // path -> hash when made
	checks, resumed, adopted := 0, 0, 0
	// Past the planned kills, a machine too busy for the child to have
	// archived each kind of game gets more kills, with longer lives, until
	// it has (at most ten times as many): the kills stay at random moments,
	// and what the test covers no longer depends on the machine's load.
	k := 0
	for ; k < kills || (kills >= 20 && len(kindsOf(archives)) < len(games) && k < 10*kills); k++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), storeChildEnv+"="+dir)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		// Kill at a random moment once the child is up.
		if !sc.Scan() || sc.Text() != "ready" {
			t.Fatalf("kill %d: the child did not start: %q", k, sc.Text())
		}
		life := 150
		if k >= kills {
			life = 1500
		}
		time.Sleep(time.Duration(r.IntN(life)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			switch {
			case len(f) == 3 && f[0] == "archived":
				archives[f[1]] = f[2]
			case len(f) > 0 && f[0] == "error":
				t.Fatalf("kill %d: child: %s", k, sc.Text())
			}
		}
		cmd.Wait()
		st, err := store.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		es, err := st.List()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			switch e.Status {
			case store.Finished, store.Archived:
				if _, ok := archives[e.Path]; !ok {
					// Moved just before the kill, before the child could
					// say so: it is an archive from now on.
					if e.Problem != "" {
						t.Fatalf("kill %d: archive %s does not read: %s", k, e.Path, e.Problem)
					}
					h, _ := fileHash(e.Path)
					archives[e.Path] = h
					adopted++
				}
			case store.Damaged:
				if !strings.Contains(filepath.Base(e.Path), ".torn-") {
					t.Fatalf("kill %d: a file was found damaged: %s: %s", k, e.Path, e.Problem)
				}
			case store.Playing:
				if e.Problem != "" {
					t.Fatalf("kill %d: the game in play does not read: %s", k, e.Problem)
				}
				if err := resumeCheck(st, e); err != nil {
					t.Fatalf("kill %d: the game in play does not resume: %v", k, err)
				}
				resumed++
			}
		}
		for p, want := range archives {
			got, err := fileHash(p)
			if err != nil || got != want {
				t.Fatalf("kill %d: archive %s changed (%s, want %s): %v", k, p, got, want, err)
			}
			checks++
		}
	}
	byGame := kindsOf(archives)
	t.Logf("store crash test: %d kills (%d planned), %d archives (%v; %d found before the child reported them), %d archive checks byte-identical, %d games in play checked", k, kills, len(archives), byGame, adopted, checks, resumed)
	if len(byGame) < 3 && kills >= 20 {
		t.Fatalf("not every game was archived: %v", byGame)
	}
}

// kindsOf counts the archives by the game in their file's name.
func kindsOf(archives map[string]string) map[string]int {
	byGame := map[string]int{}
	for p := range archives {
		byGame[strings.SplitN(filepath.Base(p), "-", 2)[0]]++
	}
	return byGame
}
