package mall

import (
	"fmt"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestASprintShowsWhereTheMoverWent: after a Sprint to another location,
// the wheels' line says where the player went, not the wheel's number.
func TestASprintShowsWhereTheMoverWent(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	for i := 0; i < 400; i++ {
		st := h.state()
		if st.Phase != mh.PhaseMovement {
			playStep(t, h)
			continue
		}
		m, _ := st.Mover()
		if st.CanSprint(m) != nil {
			playStep(t, h)
			continue
		}
		for _, l := range openLocations(st) {
			c := moveLabel(st, m)
			var k mh.CharKind = -1
			for _, ch := range st.CharactersOf(m) {
				if fmt.Sprintf("%s (in %s)", ch.Kind, ch.Location.Name()) == c {
					k = ch.Kind
				}
			}
			if l == st.Destinations[m] || st.Check(mh.Move{Player: m, Character: k, Sprint: l}) != nil {
				continue
			}
			who := label(st.Players[m])
			uitest.TapIn(t, h.canvas(), "Or first a Sprint card", fmt.Sprint(int(l)))
			tap(t, h, c)
			if h.state().Phase != mh.PhaseMovement {
				t.Skip("the Sprint was the last move")
			}
			want := fmt.Sprintf("%s: %d (moved)", who, int(l))
			if !shows(h, want) {
				t.Fatalf("after a Sprint to %s the wheels do not say %q: %q", l, want, screenText(h))
			}
			return
		}
		playStep(t, h)
	}
	t.Fatal("no Sprint was possible")
}
