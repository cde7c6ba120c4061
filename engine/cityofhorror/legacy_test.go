package cityofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// TestVersionZeroKeepsItsRules: a game saved before headers said their
// rules version (0) goes on under the rules of then — a character killed
// at any moment, a hiding and an explosion marker during setup — where a
// game of version 1 refuses each of them. The saves in
// engine/testdata/versions from before 23 November stopped at such a
// step ("no longer applies") before this.
func TestVersionZeroKeepsItsRules(t *testing.T) {
	h := header(t, Options{Players: seats(Red, Blue, Green), FirstGame: true}, 3)
	old, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	h.Rules = RulesVersion
	now, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if old.Rules != 0 || now.Rules != RulesVersion {
		t.Fatalf("rules %d and %d", old.Rules, now.Rules)
	}
	for _, a := range []engine.Action{AddExplosion{On: Armory}, Hide{Role: old.Characters[0].Role}} {
		mustApply(t, old, a)
		if _, err := (Rules{}).Apply(now, a); err == nil {
			t.Fatalf("version 1 took %s during setup", a.Kind())
		}
	}
	role := old.Characters[0].Role
	r := mustApply(t, old, KillCharacter{Role: role})
	wantNotice(t, r, "is killed")
	if r.AttackDone {
		t.Fatal("a kill outside an attack ended an attack")
	}
	mustRefuse(t, now, KillCharacter{Role: role}, "can only be eaten in a zombie attack")
	// A game made in code (NewGame, a position's notation) is today's.
	if s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 3); s.Rules != RulesVersion {
		t.Fatalf("a game made in code plays version %d", s.Rules)
	}
}
