package escape

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
)

var update = flag.Bool("update", false, "write the demo games of testdata/ anew")

// demoGame is a game the documentation shows, as a save file and its clock.
type demoGame struct {
	name  string
	clock savedClock
	// mark, when set, is the game's clock in its journal (a ClockAt after
	// acts): a save of today, with no clock file beside it.
	mark time.Duration
	acts []engine.Action
}

// demoGames are the screenshots' games: Ann, Bo, Cy and Di with two items
// in the cargo bay and a zombie at the church, on the first soundtrack,
// paused at 4:12 ("play"), running at 4:12 (the CPU benchmark), and at the
// first door slam ("doorslam": opening it fires the slam, which asks).
func demoGames(t *testing.T) []demoGame {
	slam := cueOffset(t, timers.KindDoorSlam, 1)
	at := 4*time.Minute + 12*time.Second
	return []demoGame{
		{name: "escape-play", clock: savedClock{Track: "1", Elapsed: at, Started: true, Paused: true}},
		{name: "escape-running", clock: savedClock{Track: "1", Elapsed: at, Started: true}},
		{name: "escape-doorslam", clock: savedClock{Track: "1", Elapsed: slam, Started: true}},
		{name: "escape-countdown", mark: cueOffset(t, timers.KindGong, 2) + 11*time.Second,
			acts: []engine.Action{esc.MissedReturn{Countdown: 1}}},
		{name: "escape-break", mark: slam + 4*time.Second},
		{name: "escape-end", mark: 12*time.Minute + 40*time.Second, acts: []engine.Action{
			esc.MissedReturn{Countdown: 1, Players: []int{1}},
			esc.AddItemToCargo{}, esc.AddItemToCargo{}, esc.AddItemToCargo{}, esc.AddItemToCargo{}, esc.AddItemToCargo{},
			esc.RevealExit{}, esc.StartPhase2{}, esc.VanMissed{Countdown: 2},
			esc.ReachExit{Played: 12*time.Minute + 10*time.Second},
		}},
	}
}

// writeDemo plays a demo game through the engine and writes it to dir.
func writeDemo(t *testing.T, dir string, g demoGame) {
	t.Helper()
	o := esc.DefaultOptions(4)
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		o.Players[i].Name = n
	}
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	h := engine.Header{Game: esc.Name, Format: engine.FormatVersion, Seed: 7, Options: raw,
		Created: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	s, err := engine.NewSession[esc.State](esc.Rules{}, h)
	if err != nil {
		t.Fatal(err)
	}
	var done []engine.Encoded
	acts := []engine.Action{esc.AddItemToCargo{}, esc.AddItemToCargo{}, esc.AddChurchZombie{}}
	acts = append(acts, g.acts...)
	if g.mark > 0 && g.name != "escape-end" {
		acts = append(acts, esc.ClockAt{Elapsed: g.mark})
	}
	for _, a := range acts {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
		e, err := engine.Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		done = append(done, e)
	}
	path := filepath.Join(dir, g.name+".hkj")
	j, err := engine.CreateJournal(path, h, done, len(done))
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	if g.mark > 0 {
		return
	}
	if err := writeClock(clockPathFor(path), g.clock); err != nil {
		t.Fatal(err)
	}
}

// TestWriteDemoSaves checks that testdata/ holds the demo games as the
// engine plays them today; with -update it writes them anew.
func TestWriteDemoSaves(t *testing.T) {
	fresh := t.TempDir()
	for _, g := range demoGames(t) {
		writeDemo(t, fresh, g)
		files := []string{g.name + ".hkj", g.name + "-clock.json"}
		if g.mark > 0 {
			files = files[:1]
		}
		for _, f := range files {
			want, err := os.ReadFile(filepath.Join(fresh, f))
			if err != nil {
				t.Fatal(err)
			}
			if *update {
				if err := os.WriteFile(filepath.Join("testdata", f), want, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if got, err := os.ReadFile(filepath.Join("testdata", f)); err != nil || string(got) != string(want) {
				t.Errorf("testdata/%s is not what the engine plays today (%v): go test ./ui/escape/ -run TestWriteDemoSaves -update", f, err)
			}
		}
	}
}

// TestEscapeOpensTheDemoSaves opens each demo game as `hordekeeper --open`
// does: it shows where the game stands, and the file opened is left as it
// was.
func TestEscapeOpensTheDemoSaves(t *testing.T) {
	at := 4*time.Minute + 12*time.Second
	for _, g := range demoGames(t) {
		t.Run(g.name, func(t *testing.T) {
			path := filepath.Join("testdata", g.name+".hkj")
			orig, _ := os.ReadFile(path)
			clock := timers.NewFakeClock(time.Unix(0, 0))
			h := newHost(t, t.TempDir(), clock)
			if err := OpenFile(h, path); err != nil {
				t.Fatal(err)
			}
			h.advance(0)
			if g.name == "escape-end" {
				if !h.shows("We escaped!") || !h.shows("Time: 2:50 of 15:00 left.") {
					t.Fatalf("the end screen: %q", h.texts())
				}
			} else if g.name == "escape-break" || g.name == "escape-doorslam" {
				// The break is a screen of its own: the count and the question.
			} else if !h.shows("Ann") || !h.shows("2 of 7") || !h.shows("1 of 3") {
				t.Fatalf("the game as it stands: %q", h.texts())
			}
			switch g.name {
			case "escape-play":
				if !h.showsText(left(at)) || !h.shows("PAUSED") {
					t.Fatalf("paused at 4:12: %q", h.texts())
				}
			case "escape-running":
				h.advance(time.Second)
				if !h.showsText(left(at+time.Second)) || h.shows("PAUSED") {
					t.Fatalf("running from 4:12: %q", h.texts())
				}
			case "escape-doorslam":
				if !h.shows("The door slams: countdown 1 is over.") {
					t.Fatalf("the door slam asks: %q", h.texts())
				}
				h.tap("Everyone made it back")
			case "escape-countdown":
				if !h.showsText("Countdown 2") || !h.showsBig("27") || !h.shows("PAUSED") {
					t.Fatalf("countdown 2, 27 s left, paused: %q", h.texts())
				}
			case "escape-break":
				if !h.showsText("Break after countdown 1") || !h.showsBig("16") || !h.shows("Ann (B) loses a die") {
					t.Fatalf("the break, 16 s left, with its question: %q", h.texts())
				}
			}
			if now, _ := os.ReadFile(path); string(now) != string(orig) {
				t.Fatal("opening a file must not change it")
			}
			if inPlay := h.inPlay(); (g.name == "escape-end") != (inPlay == "") {
				t.Fatalf("a game in play is copied in as the game in progress, a game that ended is only shown: %q", inPlay)
			}
			h.tap("Games")
			if h.homes == 0 {
				h.tap("Leave the game")
			}
		})
	}
}

// TestOpenFileRefusesOtherGames: a file of another game is refused with a
// sentence, and nothing is shown or changed.
func TestOpenFileRefusesOtherGames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mall.hkj")
	j, err := engine.CreateJournal(path, engine.Header{Game: "mallofhorror", Format: engine.FormatVersion}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(0, 0)))
	err = OpenFile(h, path)
	if err == nil || !strings.Contains(err.Error(), `holds a "mallofhorror" game`) || h.win.Content() != nil {
		t.Fatalf("a Mall of Horror file is not an Escape game: %v", err)
	}
}

// writeClock writes a clock file as earlier versions kept beside a save.
func writeClock(path string, c savedClock) error {
	b, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, b, true)
}
