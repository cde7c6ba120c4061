package coh

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// openDemoCopy opens a copy of a demo game, so the test's actions never
// touch testdata.
func openDemoCopy(t *testing.T, name string) *table {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name+".hkj"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+".hkj")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	a := newTable(newHost(t, t.TempDir(), 1))
	if err := a.openFile(path); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestAttackWaitsForNext: taking zombies away during an attack step, down
// to no attack at all, never moves the game on: the step waits for Next,
// since anyone may still act; Next then moves on.
func TestAttackWaitsForNext(t *testing.T) {
	a := openDemoCopy(t, "coh-resolve")
	st := cohState(t, a)
	if st.Phase != ch.PhaseResolution || st.Step != ch.StepAttack {
		t.Fatalf("the demo stands at %s %v", st.Phase, st.Step)
	}
	step := a.view.stepKey()
	l := st.ResolvingLoc()
	for cohState(t, a).Zombies[l] > 0 {
		if !a.view.do(ch.RemoveZombies{At: l, Count: 1}) {
			t.Fatal("a zombie could not be taken away")
		}
		if a.view.stepKey() != step {
			t.Fatalf("a zombie count moved the game on to %v", a.view.stepKey())
		}
	}
	tapLabel(t, a, "Next")
	if a.view.stepKey() == step {
		t.Fatal("Next leaves the attack step")
	}
}

// TestDeathOnTheFirstLine: a character eaten in an attack is said on the
// message bar's first line, in a player's sentence.
func TestDeathOnTheFirstLine(t *testing.T) {
	a := openDemoCopy(t, "coh-resolve")
	st := cohState(t, a)
	l := st.ResolvingLoc()
	var victim ch.Role
	for _, c := range st.Characters {
		if c.At == l && !c.Dead && !c.Hidden {
			victim = c.Role
		}
	}
	if victim == "" || l == ch.CrossroadsLoc {
		t.Skip("the demo's attack has no victim to pick directly")
	}
	a.view.do(ch.KillCharacter{Role: victim})
	h := a.view.bar.History()
	last := h[len(h)-1].Text
	name := victim.Name()
	want := strings.ToUpper(name[:1]) + name[1:] + " of "
	if !strings.HasPrefix(last, want) || !strings.Contains(last, "is eaten") {
		t.Fatalf("the newest line is %q, want the death", last)
	}
}

// TestKillStandsApart: in the character dialog "Kill (eaten)" is offered
// only for a character at the place whose attack is due, and there it
// stands at the same place for every character, below and apart from the
// normal actions; outside movement the dialog offers no moves.
func TestKillStandsApart(t *testing.T) {
	a := openDemoCopy(t, "coh-resolve")
	st := cohState(t, a)
	l := st.ResolvingLoc()
	var where []fyne.Position
	for _, c := range st.Characters {
		if c.Dead || c.At == ch.NoLoc {
			continue
		}
		tapCharacter(t, a, c.Role)
		if shows(a, "Move to the place on the movement card") {
			t.Fatal("the attack step offers moves")
		}
		due := c.At == l && !c.Hidden && l != ch.CrossroadsLoc
		if got := len(uitest.Buttons(canvasOf(a), "Kill (eaten)")) == 1; got != due {
			t.Fatalf("%s at %s: Kill offered %v, want %v (the attack is at %s)", c.Role, c.At, got, due, l)
		}
		if due {
			kill := uitest.Button(t, canvasOf(a), "Kill (eaten)")
			power := uitest.Button(t, canvasOf(a), "Use power")
			d := fyne.CurrentApp().Driver()
			kp, pp := d.AbsolutePositionForObject(kill), d.AbsolutePositionForObject(power)
			if kp.Y < pp.Y+power.Size().Height+8 {
				t.Fatalf("%s: Kill at %v right under Use power at %v", c.Role, kp, pp)
			}
			where = append(where, kp)
		}
		tapLabel(t, a, "Close")
	}
	if len(where) == 0 {
		t.Fatal("the demo's attack offers Kill for nobody")
	}
	for _, p := range where[1:] {
		if p != where[0] {
			t.Fatalf("Kill moves between characters: %v", where)
		}
	}
}

// TestNoKillOutsideAnAttack: in the movement phase the character dialog
// offers no kill, and offers Hide by the player's Hideout card (played in
// any phase of a turn); hiding takes the card from the hand.
func TestNoKillOutsideAnAttack(t *testing.T) {
	a, _ := newCohTestApp(t, 77)
	startCohByTaps(t, a)
	tapLabel(t, a, "Next")
	tapLabel(t, a, "Apply the card")
	st := cohState(t, a)
	if st.Phase != ch.PhaseMovement {
		t.Fatalf("phase %s, want the movement", st.Phase)
	}
	for _, c := range st.Characters {
		if c.Dead || c.At == ch.NoLoc {
			continue
		}
		tapCharacter(t, a, c.Role)
		if len(uitest.Buttons(canvasOf(a), "Kill (eaten)")) != 0 {
			t.Fatalf("%s: the movement phase offers Kill", c.Role)
		}
		if len(uitest.Buttons(canvasOf(a), "Hide (Hideout)")) != 1 {
			t.Fatalf("%s: a Hideout may be played in any phase of a turn: Hide is offered", c.Role)
		}
		tapLabel(t, a, "Close")
	}
	c := st.Characters[0]
	tapCharacter(t, a, c.Role)
	tapLabel(t, a, "Hide (Hideout)")
	noRefusal(t, a)
	got := cohState(t, a)
	if !got.Character(c.Role).Hidden || got.Player(c.Owner).Cards != st.Player(c.Owner).Cards-1 {
		t.Fatalf("hidden %v, hand %d -> %d: a Hideout hides and leaves the hand", got.Character(c.Role).Hidden, st.Player(c.Owner).Cards, got.Player(c.Owner).Cards)
	}
}
