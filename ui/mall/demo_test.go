package mall

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

var update = flag.Bool("update", false, "write the demo saves in testdata")

// demoSave is a situation of the documentation's screenshots, saved as a
// real game file that `hordekeeper --open FILE` shows where it stands.
type demoSave struct {
	name    string
	players int
	done    func(mh.State) bool
	then    []engine.Action // steps after the table's, to end on
	phase   mh.Phase
}

var demoSaves = []demoSave{
	// Setup: a player places a character by the two dice.
	{"mall-setup", 4, func(st mh.State) bool { return st.Placed >= 5 }, nil, mh.PhaseSetup},
	// Phase C: the dice rolled in secret, the Chief elected (may look).
	{"mall-dice-secret", 5, func(st mh.State) bool { return st.Phase == mh.PhaseArrival && st.ChiefElected },
		[]engine.Action{mh.RollZombieDice{}}, mh.PhaseArrival},
	// Phase E: the dice placed in the open, players moving.
	{"mall-round", 5, func(st mh.State) bool {
		m, ok := st.Mover()
		return ok && st.Round >= 2 && m != st.Chief
	}, nil, mh.PhaseMovement},
	// Phase F: a vote for a victim among two colours or more.
	{"mall-attack", 5, func(st mh.State) bool {
		v, ok := st.CurrentVote()
		return ok && st.Phase == mh.PhaseAttack && st.Round >= 2 && st.Zombies[st.AttackAt] > 1 && len(v.Candidates) >= 2
	}, nil, mh.PhaseAttack},
	// Phase A: the Parking's vote, seat by seat in the vote helper.
	{"mall-truck-vote", 4, func(st mh.State) bool {
		return st.Phase == mh.PhaseTruck && st.Round >= 2 && len(seatsIn(st, mh.Parking)) >= 2
	}, nil, mh.PhaseTruck},
	// The end screen.
	{"mall-end", 4, func(st mh.State) bool { return st.Outcome.Over }, nil, mh.PhaseOver},
}

// writeDemo plays a demo situation through the engine and writes its file.
func writeDemo(t *testing.T, d demoSave, path string) {
	t.Helper()
	s := demoGame(t, d.players)
	autoplay(t, s, d.done)
	for _, a := range d.then {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
	}
	var enc []engine.Encoded
	for _, a := range s.Applied() {
		e, err := engine.Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		enc = append(enc, e)
	}
	j, err := engine.CreateJournal(path, s.Header(), enc, len(enc))
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
}

// TestWriteDemoSaves plays every demo situation and checks that the files in
// testdata are what it writes (with -update it writes them there).
func TestWriteDemoSaves(t *testing.T) {
	for _, d := range demoSaves {
		want := filepath.Join("testdata", d.name+".hkj")
		if *update {
			writeDemo(t, d, want)
			continue
		}
		got := filepath.Join(t.TempDir(), d.name+".hkj")
		writeDemo(t, d, got)
		a, _ := os.ReadFile(got)
		b, err := os.ReadFile(want)
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs from what the demo table plays now: go test ./ui/mall -run TestWriteDemoSaves -update (%v)", want, err)
		}
	}
}

// TestDemoSavesOpenWhereTheyStand opens every demo file as `--open` does:
// none is refused, each shows its phase, every button is at least a finger
// wide, and the file opened is left byte for byte as it was (the game goes
// on in the games folder).
func TestDemoSavesOpenWhereTheyStand(t *testing.T) {
	for _, d := range demoSaves {
		path := filepath.Join("testdata", d.name+".hkj")
		before, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		h := newHost(t)
		if err := h.open(path); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		if p := h.state().Phase; p != d.phase {
			t.Errorf("%s: phase %s, want %s", d.name, p, d.phase)
		}
		if shows(h, "Not recorded") {
			t.Errorf("%s: opened with a refusal: %q", d.name, screenText(h))
		}
		fingerSized(t, d.name, h.canvas())
		if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
			t.Errorf("%s: opening it changed the file", d.name)
		}
	}
	h := newHost(t)
	tap(t, h, "Mall of Horror")
	fingerSized(t, "the new-game form", h.canvas())
}

// fingerSized fails for every button on screen smaller than a finger.
func fingerSized(t *testing.T, where string, c fyne.Canvas) {
	t.Helper()
	n := 0
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.Button); ok {
			n++
			if s := b.MinSize(); s.Width < kit.MinTouch || s.Height < kit.MinTouch {
				t.Errorf("%s: %q is %v", where, b.Text, s)
			}
		}
	})
	if n == 0 {
		t.Errorf("%s: no button on screen", where)
	}
}
