package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestCohWholeGameByTaps plays a 4-player game from the new-game form to
// the scores, tapping what the table taps, and checks the engine's state
// after each phase.
func TestCohWholeGameByTaps(t *testing.T) {
	a, dir := newCohTestApp(t, 4242)
	if on(a) != "coh-new" {
		t.Fatalf("screen %q", on(a))
	}
	tapLabel(t, a, "4 players")
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
	}
	tapLabel(t, a, a.form.seats[1].Colour.Name()) // Red -> the first spare colour (Purple)
	tapLabel(t, a, "Pick the first player at random")
	f := a.form
	if f.first == "" || f.picking != -1 {
		t.Fatalf("random pick: first %q, still picking %d", f.first, f.picking)
	}
	tapIn(t, a, a.form.seats[2].Colour.Name(), "starts") // then the table chooses Green
	tapLabel(t, a, "Each board random, side A or B")
	tapLabel(t, a, "Set up the city")
	if on(a) != "coh-setup" {
		t.Fatalf("screen %q", on(a))
	}
	st := cohState(t, a)
	if len(st.Players) != 4 || st.Players[0].Name != "Ann" || st.Players[1].Colour != ch.Purple || st.FirstPlayer != ch.Green {
		t.Fatalf("players %+v first %s", st.Players, st.FirstPlayer)
	}
	if p := a.view.s.Path(); p == "" || filepath.Dir(p) != dir || !fileExists(p) {
		t.Fatal("the game must be saved from its first screen")
	}
	// The library gave the 00:00 card: its zombies are on the tracker.
	if !st.Deck[0].Applied || st.Zombies[ch.CrossroadsLoc] != 2 || st.ZombieReserve() != 34 {
		t.Fatalf("00:00: %+v reserve %d", st.Zombies, st.ZombieReserve())
	}
	tapIn(t, a, "action cards to each player", "tick")
	if !a.view.setup.checks["hand"] {
		t.Fatal("a setup step ticks off")
	}
	tapLabel(t, a, "Start 1:00")
	noRefusal(t, a)
	var searches, shares, peeks, kills int

	for turn := 1; turn <= ch.Turns; turn++ {
		st = cohState(t, a)
		if st.Turn != turn || st.Phase != ch.PhaseSelect || on(a) != "coh-city" {
			t.Fatalf("turn %d: %d %s on %s", turn, st.Turn, st.Phase, on(a))
		}
		// Water Tower side A: the players there look at the card, in secret.
		if peekers := st.WaterTowerPeekers(); len(peekers) > 0 && st.Boards[ch.WaterTowerLoc].Side == ch.SideA {
			tapLabel(t, a, st.Label(peekers[0])+" looks")
			if hostOf(a).reveal == nil {
				t.Fatal("a tower peek goes through the private reveal")
			}
			test.Tap(hostOf(a).reveal.Done())
			peeks++
			if !cohState(t, a).Peeked(peekers[0], turn) {
				t.Fatal("the peek is in the journal")
			}
			if len(peekers) > 1 {
				tapLabel(t, a, "Nobody else looks")
			}
		}
		tapLabel(t, a, "Next") // -> invasion, whose screen opens
		if on(a) != "coh-invasion" {
			t.Fatalf("reveal opens the invasion screen, got %s", on(a))
		}
		before := cohState(t, a)
		want, err := a.view.try(ch.ApplyInvasion{})
		if err != nil {
			t.Fatal(err)
		}
		tapLabel(t, a, "Apply the card")
		noRefusal(t, a)
		st = cohState(t, a)
		if st.Zombies != want.Zombies || st.Leader != want.Leader || !st.Deck[turn].Applied || before.Deck[turn].Applied {
			t.Fatalf("turn %d invasion: %v, want %v", turn, st.Zombies, want.Zombies)
		}
		if cohState(t, a).Phase != ch.PhaseMovement {
			t.Fatal("a played card passes on to movement by itself")
		}
		for p := cohState(t, a).NextToMove(); p != ""; p = cohState(t, a).NextToMove() {
			st = cohState(t, a)
			r := st.Movable(p)[0]
			to := ch.CrossroadsLoc
			if st.Character(r).At == ch.CrossroadsLoc {
				to = ch.Corner1
			}
			tapCharacter(t, a, r)
			tapLabel(t, a, tileTitle(st, to))
			noRefusal(t, a)
			if cohState(t, a).Player(p).Moved != true {
				t.Fatalf("%s has moved", p)
			}
		}
		// The last move waits while the Priest may cancel it or the
		// Blonde be exhausted; Next goes on.
		if st = cohState(t, a); st.Phase == ch.PhaseMovement && ch.Decisions(st).Open {
			tapLabel(t, a, "Next")
		}
		if st = cohState(t, a); st.Phase != ch.PhaseResolution {
			t.Fatalf("once everyone moved, the places are resolved: %s", st.Phase)
		}
		for cohState(t, a).Phase == ch.PhaseResolution && cohState(t, a).Turn == turn {
			st = cohState(t, a)
			step := a.view.stepKey()
			l := st.ResolvingLoc()
			if st.Step == ch.StepAttack && st.AttackCondition(l).Attacks && !st.AttackDone {
				if l == ch.CrossroadsLoc {
					sr := st.CrossroadsSearch()
					searches++
					for i := range sr.Steps {
						if i == 0 {
							tapLabel(t, a, "Look at "+sr.Steps[0].Colour.Name())
						} else {
							tapLabel(t, a, "Clockwise one space")
						}
					}
					if sr.Victim == "" {
						tapLabel(t, a, "Nobody is eaten")
					} else {
						tapLabel(t, a, "Eaten: "+sr.Candidates[0].Name())
						if got := cohState(t, a); got.Character(sr.Candidates[0]).Dead != true || got.Leader != sr.After {
							t.Fatalf("the Crossroads victim dies and the leader moves on to %s", sr.After)
						}
					}
				} else {
					if on(a) == "coh-vote" {
						tapLabel(t, a, "Back") // the vote opened by itself; the table records the victim instead
					}
					for _, c := range st.At(l) {
						if !c.Hidden {
							tapCharacter(t, a, c.Role)
							tapLabel(t, a, "Kill (eaten)")
							kills++
							break
						}
					}
				}
				noRefusal(t, a)
				if a.view.stepKey() == step && !cohState(t, a).AttackDone {
					t.Fatalf("attack at %s not done", l)
				}
			}
			if st.Step == ch.StepSharing && !st.Shared && st.Airdrops[l].Cards+st.Airdrops[l].Antidotes > 0 && cohAnyVote(st) {
				if on(a) == "coh-vote" {
					tapLabel(t, a, "Back") // the sharing vote opened by itself; the table enters who gets what
				}
				if !shows(a, "Hand them out") {
					tapLabel(t, a, "Share the supplies")
				}
				it := st.Airdrops[l]
				given := 0
				for _, p := range st.TurnOrder() {
					if st.Eliminated(p) || given == it.Cards+it.Antidotes {
						continue
					}
					if given < it.Antidotes {
						tapIn(t, a, st.Label(p), "antidote")
					} else {
						tapIn(t, a, st.Label(p), "card")
					}
					given++
				}
				tapLabel(t, a, "Hand them out")
				shares++
				noRefusal(t, a)
				if a.view.stepKey() == step && !cohState(t, a).Shared {
					t.Fatal("sharing done")
				}
			}
			// A step left open waits for Next; an idle one has passed.
			if a.view.stepKey() == step {
				tapLabel(t, a, "Next")
				noRefusal(t, a)
			}
		}
	}
	t.Logf("%d Crossroads searches, %d attacks elsewhere, %d sharings, %d tower peeks", searches, kills, shares, peeks)
	if searches == 0 || shares == 0 || kills == 0 {
		t.Fatal("the game must walk a Crossroads search, an attack and a sharing")
	}
	st = cohState(t, a)
	if st.Phase != ch.PhaseEnded || on(a) != "coh-end" {
		t.Fatalf("after 4:00: %s on %s", st.Phase, on(a))
	}
	// A Canned Food card shown at the end counts a point.
	p := st.Players[0].Colour
	was := st.Score()
	tapIn(t, a, st.Label(p), "+")
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
	if !strings.Contains(strings.Join(uitest.Texts(canvasOf(a)), " "), r.Text) {
		t.Fatalf("the end screen names the winner: %q not in %q", r.Text, uitest.Texts(canvasOf(a)))
	}
	// Undo walks back the last step, redo replays it.
	tapLabel(t, a, "Undo")
	if cohState(t, a).Player(p).CannedFood != 0 {
		t.Fatal("undo")
	}
	tapLabel(t, a, "Redo")
	if cohState(t, a).Player(p).CannedFood != 1 {
		t.Fatal("redo")
	}
}
