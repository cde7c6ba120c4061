package mall

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestARefusalLeavesWithTheNextStep: a red refusal answers the tap that
// met it; once the next step is taken it leaves the bar (the Log keeps it).
func TestARefusalLeavesWithTheNextStep(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	for i := 0; i < 400; i++ {
		st := h.state()
		m, ok := st.Mover()
		if st.Phase != mh.PhaseMovement || !ok {
			playStep(t, h)
			continue
		}
		var refused, allowed string
		for _, c := range st.CharactersOf(m) {
			l := fmt.Sprintf("%s (in %s)", c.Kind, c.Location.Name())
			if !c.Alive() {
				continue
			}
			if st.Check(mh.Move{Player: m, Character: c.Kind}) != nil {
				refused = l
			} else {
				allowed = l
			}
		}
		if refused == "" || allowed == "" {
			playStep(t, h)
			continue
		}
		n := len(messages(h))
		tapRefused(t, h, refused)
		ms := messages(h)
		if len(ms) <= n || !ms[len(ms)-1].Refusal {
			t.Fatalf("tapping %q was not refused", refused)
		}
		why := ms[len(ms)-1].Text
		if !onBar(h, why) {
			t.Fatalf("the refusal %q is not on the bar: %q", why, barLines(h))
		}
		tap(t, h, allowed)
		if onBar(h, why) {
			t.Fatalf("the refusal %q stays on the bar after the next step", why)
		}
		return
	}
	t.Fatal("no mover with a refused character")
}

// tapRefused taps a greyed button, as a finger does.
func tapRefused(t *testing.T, h *fakeHost, label string) {
	t.Helper()
	for _, o := range uitest.Buttons(h.canvas(), label) {
		if b, ok := o.(*kit.Button); ok {
			b.Tapped(nil)
			return
		}
	}
	t.Fatalf("no button %q", label)
}

// barLines is what the message bar's two lines show.
func barLines(h *fakeHost) [2]string {
	var out [2]string
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.MessageBar); ok {
			out = b.Lines()
		}
	})
	return out
}

// onBar tells whether the message bar's two lines show the start of s.
func onBar(h *fakeHost, s string) bool {
	lines := ""
	for _, l := range barLines(h) {
		lines += l + " "
	}
	head := s
	if len(head) > 30 {
		head = head[:30]
	}
	return strings.Contains(lines, head)
}
