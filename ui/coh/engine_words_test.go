package coh

import (
	"strings"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// TestEngineWordsInFrench: in French, the engine's sentences reach the
// screen in French: a death in the message bar, the turn bar's reminder,
// a refusal, and the names of the players' colours.
func TestEngineWordsInFrench(t *testing.T) {
	if _, err := translations.Use("fr"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { translations.Use("en") })
	a := openDemoCopy(t, "coh-resolve")
	st := cohState(t, a)
	l := st.ResolvingLoc()
	var victim ch.Character
	for _, c := range st.Characters {
		if c.At == l && !c.Dead && !c.Hidden {
			victim = c
		}
	}
	if victim.Role == "" || l == ch.CrossroadsLoc {
		t.Skip("the demo's attack has no victim to pick directly")
	}
	a.view.do(ch.KillCharacter{Role: victim.Role})
	h := a.view.bar.History()
	if last := h[len(h)-1].Text; !strings.Contains(last, " dévoré") {
		t.Fatalf("the death is told %q, not in French", last)
	}
	texts := strings.Join(uitest.Texts(canvasOf(a)), " ")
	if !strings.Contains(texts, "face A") && !strings.Contains(texts, "face B") {
		t.Fatalf("the turn bar's reminder is not in French: %s", texts)
	}
	_, err := ch.Rules{}.Apply(cohState(t, a), ch.KillCharacter{Role: victim.Role})
	if got := translations.Err(err); !strings.Contains(got, "n'est plus en vie") && !strings.Contains(got, "ne sont plus en vie") {
		t.Fatalf("a refusal reads %q", got)
	}
	if got := cohColour(ch.Red); got != "Rouge" {
		t.Fatalf("Red reads %q", got)
	}
	if got := cohRole(ch.Teen); got != "Ado" {
		t.Fatalf("the Teen's card reads %q", got)
	}
}
