// Command evening is make soak's evening in fast-forward: scripted Escape,
// Mall of Horror and City of Horror games, one after another, through the
// app's save store and, for Escape, the soundtrack's scheduler on a fake
// clock, for what would be four hours at the table. It prints the heap
// (after a GC), the resident memory and the goroutines at the start and the
// end, and fails when the heap or the goroutines grew (more than 5 MB of
// heap, any goroutine).
//
// It drives the engine, the store and the timers without the window: they
// are what stays alive all evening (the store, each game's journal, the
// soundtrack's goroutines). The same evening through the screens is
// ui's TestEveningThroughTheScreens, which make soak runs after this.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
)

// tableStep is how long a step of a board game takes at the table, and
// between two games the table puts one away and sets up the next.
const (
	tableStep  = 20 * time.Second
	betweenSet = 5 * time.Minute
)

type evening struct {
	st     *store.Store
	r      *rand.Rand
	table  time.Duration // the evening's time at the table so far
	games  map[string]int
	ended  int
	steps  int
	cues   int
	marks  int
	seed   uint64
	clock0 time.Time
}

func main() {
	hours := flag.Float64("hours", 4, "hours at the table")
	flag.Parse()
	dir, err := os.MkdirTemp("", "hordekeeper-evening-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	st, err := store.Open(dir)
	if err != nil {
		fail(err)
	}
	e := &evening{st: st, r: rand.New(rand.NewPCG(4, 27)), games: map[string]int{}, clock0: time.Date(2026, 11, 28, 19, 0, 0, 0, time.UTC)}
	// The first game of each kind warms what is loaded once (the soundtrack's
	// tables, the rules' lists): the evening is measured from there.
	for _, g := range []func() error{e.escape, e.mall, e.city} {
		if err := g(); err != nil {
			fail(err)
		}
	}
	h0, rss0, g0 := measure()
	warm := e.table
	real0 := time.Now()
	for n := 0; e.table-warm < time.Duration(*hours*float64(time.Hour)); n++ {
		var err error
		switch n % 4 { // two Escapes to each longer game: they are 16 minutes
		case 0, 2:
			err = e.escape()
		case 1:
			err = e.mall()
		default:
			err = e.city()
		}
		if err != nil {
			fail(err)
		}
	}
	h1, rss1, g1 := measure()
	fmt.Printf("evening: %s at the table in %s: %d games (%v; %d played to their end), %d steps, %d cues, %d clock marks; driven: engine + store + timers (fake clock), no window\n",
		(e.table - warm).Round(time.Minute), time.Since(real0).Round(time.Second), sum(e.games), e.games, e.ended, e.steps, e.cues, e.marks)
	fmt.Printf("evening: heap after GC %.1f MB at start, %.1f MB at end (%+.2f MB); resident %.1f MB, %.1f MB; goroutines %d, %d\n",
		mb(h0), mb(h1), mb(h1)-mb(h0), mb(rss0), mb(rss1), g0, g1)
	if d := int64(h1) - int64(h0); d > 5<<20 || d < -5<<20 {
		fail(fmt.Errorf("the heap moved %.2f MB over the evening (at most 5)", float64(d)/(1<<20)))
	}
	if g1 > g0 {
		fail(fmt.Errorf("%d goroutines at the end, %d at the start", g1, g0))
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "evening:", err)
	os.Exit(1)
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// measure is the heap after two GCs, the resident set and the goroutines.
func measure() (heap, rss uint64, goroutines int) {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			var kb uint64
			if _, err := fmt.Sscanf(l, "VmRSS: %d kB", &kb); err == nil {
				rss = kb << 10
			}
		}
	}
	return m.HeapAlloc, rss, runtime.NumGoroutine()
}

func (e *evening) header(game string, options any) (engine.Header, error) {
	raw, err := json.Marshal(options)
	e.seed++
	return engine.Header{Game: game, Seed: e.seed, Options: raw, Created: e.clock0.Add(e.table)}, err
}

// finish ends a game as the table does: finished when over, otherwise
// put in the archive (a game abandoned at the end of the evening).
func finish[S any](e *evening, g *store.Game[S], over bool) error {
	var err error
	if over {
		_, err = g.Finish()
	} else {
		_, err = g.Archive()
	}
	// Home lists the games in play and the past ones after each game.
	if _, lerr := e.st.List(); lerr != nil && err == nil {
		err = lerr
	}
	e.games[g.Header().Game]++
	if over {
		e.ended++
	}
	e.table += betweenSet
	return err
}

// escape plays a 16-minute Escape game on the soundtrack's scheduler, as
// its screen does: the scheduler's Run on its own goroutine fires the cues,
// a tick each second marks the clock (MarkClock), a cue marks it at once,
// and the table's steps come between cues.
func (e *evening) escape() error {
	o := escape.DefaultOptions(2 + e.r.IntN(3))
	o.Track = []string{"1", "2"}[e.r.IntN(2)]
	h, err := e.header(escape.Name, o)
	if err != nil {
		return err
	}
	g, err := store.CreateGame(e.st, escape.Rules{}, h)
	if err != nil {
		return err
	}
	track, err := timers.Lookup(g.State().Track)
	if err != nil {
		return err
	}
	clock := timers.NewFakeClock(e.clock0.Add(e.table))
	play, err := timers.NewPlayback(track, clock, false)
	if err != nil {
		return err
	}
	defer play.Close()
	fired := make(chan timers.Fired, 64)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	play.Start()
	go func() {
		defer wg.Done()
		_ = play.Run(ctx, func(f timers.Fired) { fired <- f })
	}()
	for sec := time.Duration(0); sec < track.Length()+time.Second && !g.State().Outcome.Over; sec += time.Second {
		for clock.Waiters() == 0 && !play.Scheduler().Done() {
			runtime.Gosched() // Run is between two waits
		}
		clock.Advance(time.Second)
		drain := true
		for drain {
			select {
			case f := <-fired:
				e.cues++
				if err := e.onCue(g, f, play); err != nil {
					cancel()
					return err
				}
			default:
				drain = false
			}
		}
		if ok, err := escape.MarkClock(g, play.Elapsed(), false); err != nil {
			cancel()
			return err
		} else if ok {
			e.marks++
		}
		if e.r.IntN(20) == 0 {
			a := []engine.Action{escape.AddItemToCargo{}, escape.AddItemToCargo{}, escape.RevealExit{}, escape.AddChurchZombie{Played: play.Elapsed()}, escape.RemoveChurchZombie{}, escape.StartPhase2{}}[e.r.IntN(6)]
			if e.r.IntN(8) == 0 && g.CanUndo() {
				_, err = g.Undo()
			} else if _, terr := g.Try(a); terr == nil {
				_, err = g.Do(a)
				e.steps++
			}
			if err != nil {
				cancel()
				return err
			}
		}
	}
	cancel()
	wg.Wait()
	e.table += play.Elapsed()
	return finish(e, g, g.State().Outcome.Over)
}

// onCue does what the table does at a cue: at a door slam everyone is
// back, or one player loses a die; the cry ends the game.
func (e *evening) onCue(g *store.Game[escape.State], f timers.Fired, play *timers.Playback) error {
	var a engine.Action
	switch f.Cue.Kind {
	case timers.KindDoorSlam:
		a = escape.EveryoneElseBack{Countdown: f.Cue.Countdown}
		if e.r.IntN(3) == 0 {
			a = escape.MissedDoor{Player: e.r.IntN(len(g.State().Players)), Countdown: f.Cue.Countdown}
		}
	case timers.KindZombieCry:
		a = escape.TimeUp{}
	}
	if a != nil {
		if _, err := g.Try(a); err == nil {
			if _, err := g.Do(a); err != nil {
				return err
			}
			e.steps++
		}
	}
	if ok, err := escape.MarkClock(g, play.Elapsed(), true); err != nil {
		return err
	} else if ok {
		e.marks++
	}
	return nil
}

// mall plays a Mall of Horror game by its legal steps, the wheels and the
// ballots chosen at random, until it ends or has taken 300 steps.
func (e *evening) mall() error {
	h, err := e.header(moh.Name, moh.NewGameOptions(3+e.r.IntN(4)))
	if err != nil {
		return err
	}
	g, err := store.CreateGame(e.st, moh.Rules{}, h)
	if err != nil {
		return err
	}
	for n := 0; n < 300 && !g.State().Outcome.Over; n++ {
		s := g.State()
		acts := s.Legal()
		if s.Phase == moh.PhaseDestinations {
			to := make([]moh.Location, len(s.Players))
			for i := range to {
				if c := s.DestinationChoices(i); len(c) > 0 {
					to[i] = c[e.r.IntN(len(c))]
				}
			}
			acts = append(acts, moh.RevealDestinations{To: to})
		}
		if v, ok := s.CurrentVote(); ok && len(v.Candidates) > 0 {
			b := make([]int, len(s.Players))
			for i := range b {
				b[i] = v.Candidates[e.r.IntN(len(v.Candidates))]
				if i < len(v.Weights) && v.Weights[i].Votes == 0 {
					b[i] = moh.NoVote
				}
			}
			acts = append(acts, moh.CountVote{Ballots: b})
		}
		if err := step(e, g, acts); err != nil {
			if err == errStuck {
				break
			}
			return err
		}
	}
	return finish(e, g, g.State().Outcome.Over)
}

// city plays a City of Horror game: the phases advanced, characters moved,
// zombies added and removed, until it ends or has taken 300 steps.
func (e *evening) city() error {
	o := coh.Options{FirstGame: true}
	for _, c := range coh.AllColours[:3+e.r.IntN(3)] {
		o.Players = append(o.Players, coh.PlayerOption{Colour: c})
	}
	h, err := e.header(coh.Name, o)
	if err != nil {
		return err
	}
	g, err := store.CreateGame(e.st, coh.Rules{}, h)
	if err != nil {
		return err
	}
	for n := 0; n < 300 && g.State().Phase != coh.PhaseEnded; n++ {
		s := g.State()
		acts := []engine.Action{coh.AdvancePhase{}, coh.AdvancePhase{}}
		p := s.NextToMove()
		for _, role := range s.Movable(p) {
			acts = append(acts, coh.MoveCharacter{Role: role, To: coh.AllLocs[e.r.IntN(len(coh.AllLocs))]})
		}
		for range 3 {
			l := coh.AllLocs[e.r.IntN(len(coh.AllLocs))]
			acts = append(acts, coh.AddZombies{At: l, Count: 1}, coh.RemoveZombies{At: l, Count: 1})
		}
		if err := step(e, g, acts); err != nil {
			if err == errStuck {
				break
			}
			return err
		}
	}
	return finish(e, g, g.State().Phase == coh.PhaseEnded)
}

var errStuck = fmt.Errorf("no step the rules take")

// step takes one of acts the rules accept (sometimes an undo instead), and
// counts its time at the table.
func step[S any](e *evening, g *store.Game[S], acts []engine.Action) error {
	e.table += tableStep
	if e.r.IntN(15) == 0 && g.CanUndo() {
		_, err := g.Undo()
		return err
	}
	for _, i := range e.r.Perm(len(acts)) {
		if _, err := g.Try(acts[i]); err == nil {
			_, err := g.Do(acts[i])
			e.steps++
			return err
		}
	}
	return errStuck
}
