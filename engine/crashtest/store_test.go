package crashtest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

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

// runStoreChild plays games through the store until killed (playNext): it
// resumes the game in play, if any, or starts the next game in turn; the
// test reads only its "archived PATH HASH" (the hash of the file as it was
// closed).
func runStoreChild(dir string) {
	st, err := store.Open(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	fmt.Println("ready")
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	say := func(f string, a ...any) { fmt.Printf(f+"\n", a...) }
	for n := 0; ; n++ {
		if err := playNext(st, n, r, 25, say); err != nil {
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

// TestStoreKillsKeepEveryArchive is the store's crash test: a child plays
// Escape, Mall and City of Horror games through the store, finishing and
// archiving them, and is killed at random moments. After every kill each
// archive made so far must be byte-identical to the file that was closed,
// and the game in play must resume undamaged. By default 40 kills
// (HORDEKEEPER_STORE_KILLS changes it; -short makes it 8).
func TestStoreKillsKeepEveryArchive(t *testing.T) {
	kills := killsFrom("HORDEKEEPER_STORE_KILLS", 40, 8)
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
		cmd, lines := startChild(t, storeChildEnv, dir, 4096)
		// Kill at a random moment once the child is up.
		if l := <-lines; l != "ready" {
			t.Fatalf("kill %d: the child did not start: %q", k, l)
		}
		life := 150
		if k >= kills {
			life = 1500
		}
		time.Sleep(time.Duration(r.IntN(life)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		for l := range lines {
			f := strings.Fields(l)
			switch {
			case len(f) == 3 && f[0] == "archived":
				archives[f[1]] = f[2]
			case len(f) > 0 && f[0] == "error":
				t.Fatalf("kill %d: child: %s", k, l)
			}
		}
		cmd.Wait()
		st, es := openStore(t, dir)
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
