package crashtest

import (
	"bufio"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
)

// startChild starts this test binary again as a child (env=dir picks its
// part, TestMain) and returns its lines of output, closed once it ended.
func startChild(t *testing.T, env, dir string, buffer int) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"="+dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, buffer)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	return cmd, lines
}

// playNext plays the game in play, or a new one of the next kind (next),
// through the store with each game's step maker (playThrough).
func playNext(st *store.Store, n int, r *rand.Rand, span int, say func(string, ...any)) error {
	game, path := next(st, n)
	switch game {
	case escape.Name:
		return playThrough(st, escape.Rules{}, path, escapeHeader(), r, span, escapeStep, say)
	case moh.Name:
		return playThrough(st, moh.Rules{}, path, mallHeader(), r, span, mallStep, say)
	}
	return playThrough(st, coh.Rules{}, path, newHeader(), r, span, func(_ *coh.State, r *rand.Rand) engine.Action {
		a, _ := candidate(r)
		return a
	}, say)
}

// killsFrom is how many kills a crash test makes: env's number when set,
// else def (short under -short).
func killsFrom(env string, def, short int) int {
	if v, err := strconv.Atoi(os.Getenv(env)); err == nil {
		return v
	}
	if testing.Short() {
		return short
	}
	return def
}

// openStore opens the store after a kill and lists its games.
func openStore(t *testing.T, dir string) (*store.Store, []store.Entry) {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	es, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	return st, es
}
