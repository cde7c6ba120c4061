package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	coh "hordekeeper/engine/cityofhorror"
)

func cohTestLibrary() coh.Library { return cohSampleLibrary() }

func newCohTestApp(t *testing.T, seed uint64) (*App, string) {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()
	b, err := cohTestLibrary().Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, cohLibraryName), b, 0o644); err != nil {
		t.Fatal(err)
	}
	a := New(test.NewTempApp(t), queued(Options{DataDir: dir, Seed: seed}))
	a.win.Resize(a.win.Canvas().Size().Max(a.win.Canvas().Size()))
	return a, dir
}

func tap(t *testing.T, a *App, name string) {
	t.Helper()
	b := a.Button(name)
	if b == nil {
		t.Fatalf("no button %q on %s", name, a.Screen())
	}
	if b.Disabled() {
		t.Fatalf("button %q is disabled", name)
	}
	test.Tap(b)
}

func cohState(t *testing.T, a *App) *coh.State {
	t.Helper()
	v := a.coh().view
	if v == nil {
		t.Fatalf("no game on %s", a.Screen())
	}
	return v.state()
}

// noRefusal fails when the last tap was refused by the engine.
func noRefusal(t *testing.T, a *App) {
	t.Helper()
	if v := a.coh().view; v != nil && v.refusal != "" {
		t.Fatalf("refused on %s: %s", a.Screen(), v.refusal)
	}
}

// TestCohWholeGameByTaps plays a 4-player game from the new-game form to
// the scores, tapping what the table taps, and checks the engine's state
// after each phase.
func TestCohWholeGameByTaps(t *testing.T) {
	a, dir := newCohTestApp(t, 4242)
	tap(t, a, "home/cityofhorror")
	if a.Screen() != "coh-new" {
		t.Fatalf("screen %q", a.Screen())
	}
	tap(t, a, "coh/players/4")
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(a.cohEntries()["coh/seat/"+string(rune('0'+i))+"/name"], n)
	}
	tap(t, a, "coh/seat/1/colour") // Red -> the first spare colour (Purple)
	tap(t, a, "coh/first/random")
	f := cohForms.get(a, newCohForm)
	if f.first == "" || f.picking != -1 {
		t.Fatalf("random pick: first %q, still picking %d", f.first, f.picking)
	}
	tap(t, a, "coh/seat/2/first") // then the table chooses Green
	tap(t, a, "coh/opt/random")   // boards random, A or B
	tap(t, a, "coh/start")
	if a.Screen() != "coh-setup" {
		t.Fatalf("screen %q", a.Screen())
	}
	st := cohState(t, a)
	if len(st.Players) != 4 || st.Players[0].Name != "Ann" || st.Players[1].Colour != coh.Purple || st.FirstPlayer != coh.Green {
		t.Fatalf("players %+v first %s", st.Players, st.FirstPlayer)
	}
	if !fileExists(filepath.Join(dir, cohJournalName)) {
		t.Fatal("the game must be saved from its first screen")
	}
	// The library gave the 00:00 card: its zombies are on the tracker.
	if !st.Deck[0].Applied || st.Zombies[coh.CrossroadsLoc] != 2 || st.ZombieReserve() != 34 {
		t.Fatalf("00:00: %+v reserve %d", st.Zombies, st.ZombieReserve())
	}
	tap(t, a, "coh/check/hand")
	if !a.coh().view.checks["hand"] {
		t.Fatal("a setup step ticks off")
	}
	tap(t, a, "coh/begin")
	noRefusal(t, a)
	var searches, shares, peeks, kills int

	for turn := 1; turn <= coh.Turns; turn++ {
		st = cohState(t, a)
		if st.Turn != turn || st.Phase != coh.PhaseSelect || a.Screen() != "coh-city" {
			t.Fatalf("turn %d: %d %s on %s", turn, st.Turn, st.Phase, a.Screen())
		}
		// Water Tower side A: the players there look at the card, in secret.
		if peekers := st.WaterTowerPeekers(); len(peekers) > 0 && st.Boards[coh.WaterTowerLoc].Side == coh.SideA {
			tap(t, a, "coh/peek/"+string(peekers[0]))
			if a.reveal == nil {
				t.Fatal("a tower peek goes through the private reveal")
			}
			test.Tap(a.reveal.Done())
			peeks++
			if !cohState(t, a).Peeked(peekers[0], turn) {
				t.Fatal("the peek is in the journal")
			}
			if len(peekers) > 1 {
				tap(t, a, "coh/peek/skip")
			}
		}
		tap(t, a, "coh/next") // -> invasion
		tap(t, a, "coh/reveal")
		if a.Screen() != "coh-invasion" {
			t.Fatalf("reveal opens the invasion screen, got %s", a.Screen())
		}
		before := cohState(t, a)
		want, err := a.coh().view.try(coh.ApplyInvasion{})
		if err != nil {
			t.Fatal(err)
		}
		tap(t, a, "coh/inv/apply")
		noRefusal(t, a)
		st = cohState(t, a)
		if st.Zombies != want.Zombies || st.Leader != want.Leader || !st.Deck[turn].Applied || before.Deck[turn].Applied {
			t.Fatalf("turn %d invasion: %v, want %v", turn, st.Zombies, want.Zombies)
		}
		tap(t, a, "coh/next") // -> movement
		for p := cohState(t, a).NextToMove(); p != ""; p = cohState(t, a).NextToMove() {
			st = cohState(t, a)
			r := st.Movable(p)[0]
			to := coh.CrossroadsLoc
			if st.Character(r).At == coh.CrossroadsLoc {
				to = coh.Corner1
			}
			tap(t, a, "coh/char/"+string(r))
			tap(t, a, "coh/act/move/"+to.String())
			noRefusal(t, a)
			if cohState(t, a).Player(p).Moved != true {
				t.Fatalf("%s has moved", p)
			}
		}
		tap(t, a, "coh/next") // -> resolution
		noRefusal(t, a)
		if st = cohState(t, a); st.Phase != coh.PhaseResolution || st.ResolvingLoc() != st.ResolutionOrder()[0] {
			t.Fatalf("resolution starts at the first place: %s %s", st.Phase, st.ResolvingLoc())
		}
		for cohState(t, a).Phase == coh.PhaseResolution && cohState(t, a).Turn == turn {
			st = cohState(t, a)
			l := st.ResolvingLoc()
			if st.Step == coh.StepAttack && st.AttackCondition(l).Attacks && !st.AttackDone {
				if l == coh.CrossroadsLoc {
					sr := st.CrossroadsSearch()
					searches++
					for range sr.Steps {
						tap(t, a, "coh/search/next")
					}
					if sr.Victim == "" {
						tap(t, a, "coh/crossroads/none")
					} else {
						tap(t, a, "coh/crossroads/"+string(sr.Candidates[0]))
						if got := cohState(t, a); got.Character(sr.Candidates[0]).Dead != true || got.Leader != sr.After {
							t.Fatalf("the Crossroads victim dies and the leader moves on to %s", sr.After)
						}
					}
				} else {
					for _, c := range st.At(l) {
						if !c.Hidden {
							tap(t, a, "coh/char/"+string(c.Role))
							tap(t, a, "coh/act/kill")
							kills++
							break
						}
					}
				}
				noRefusal(t, a)
				if !cohState(t, a).AttackDone {
					t.Fatalf("attack at %s not done", l)
				}
			}
			if st.Step == coh.StepSharing && !st.Shared && st.Airdrops[l].Cards+st.Airdrops[l].Antidotes > 0 && cohAnyVote(st) {
				tap(t, a, "coh/share")
				it := st.Airdrops[l]
				given := 0
				for _, p := range st.TurnOrder() {
					if st.Eliminated(p) || given == it.Cards+it.Antidotes {
						continue
					}
					if given < it.Antidotes {
						tap(t, a, "coh/share/"+string(p)+"/antidote")
					} else {
						tap(t, a, "coh/share/"+string(p)+"/card")
					}
					given++
				}
				tap(t, a, "coh/share/ok")
				shares++
				noRefusal(t, a)
				if !cohState(t, a).Shared {
					t.Fatal("sharing done")
				}
			}
			tap(t, a, "coh/next")
			noRefusal(t, a)
		}
	}
	t.Logf("%d Crossroads searches, %d attacks elsewhere, %d sharings, %d tower peeks", searches, kills, shares, peeks)
	if searches == 0 || shares == 0 || kills == 0 {
		t.Fatal("the game must walk a Crossroads search, an attack and a sharing")
	}
	st = cohState(t, a)
	if st.Phase != coh.PhaseEnded || a.Screen() != "coh-end" {
		t.Fatalf("after 4:00: %s on %s", st.Phase, a.Screen())
	}
	// A Canned Food card shown at the end counts a point.
	p := st.Players[0].Colour
	was := st.Score()
	tap(t, a, "coh/canned/"+string(p)+"/+")
	noRefusal(t, a)
	r := cohState(t, a).Score()
	for i := range r.Scores {
		if r.Scores[i].Player == p && !r.Scores[i].NoSurvivor && r.Scores[i].Total != was.Scores[i].Total+1 {
			t.Fatalf("canned food: %d -> %d", was.Scores[i].Total, r.Scores[i].Total)
		}
	}
	if !r.Final || len(r.Winners) == 0 {
		t.Fatalf("result %+v", r)
	}
	if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), " "), r.Text) {
		t.Fatalf("the end screen names the winner: %q not in %q", r.Text, visibleTexts(a.win.Canvas()))
	}
	// Undo walks back the last step, redo replays it.
	tap(t, a, "coh/undo")
	if cohState(t, a).Player(p).CannedFood != 0 {
		t.Fatal("undo")
	}
	tap(t, a, "coh/redo")
	if cohState(t, a).Player(p).CannedFood != 1 {
		t.Fatal("redo")
	}
}
