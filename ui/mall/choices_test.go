package mall

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// feedingGame is a demo table of n whose Parking always feeds (the
// setting), so that the Parking often holds several votes.
func feedingGame(t *testing.T, n int, seed uint64) *engine.Session[mh.State] {
	t.Helper()
	o := mh.NewGameOptions(n)
	o.ParkingAlwaysFeeds = true
	for i := range o.Players {
		o.Players[i] = mh.PlayerSetup{Name: demoNames[i], Colour: demoColours[i]}
	}
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSession[mh.State](mh.Rules{}, engine.Header{Game: mh.Name, Seed: seed, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// findSituation plays demo tables of 3 to 6 players by the engine until
// want holds, and saves that game in a file the screens can open.
func findSituation(t *testing.T, want func(mh.State) bool) string {
	t.Helper()
	for n := mh.MinPlayers; n <= mh.MaxPlayers; n++ {
		for seed := uint64(1); seed <= 6; seed++ {
			s := feedingGame(t, n, seed)
			r := rand.New(rand.NewPCG(seed, 3))
			for i := 0; i < 2000 && !s.State().Outcome.Over; i++ {
				if want(s.State()) {
					path := filepath.Join(t.TempDir(), "situation.hkj")
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
					return path
				}
				act := autoAction(s.State(), r)
				if act == nil {
					break
				}
				if _, err := s.Do(act); err != nil {
					t.Fatalf("the demo table's step %s was refused: %v", act.Kind(), err)
				}
			}
		}
	}
	t.Fatal("no demo table reached the situation")
	return ""
}

// TestCardsBeforeEachParkingVote: after the Parking's first victim, a
// player there still holding a card may play a weapon before the next
// vote, by a tap, and it is recorded.
func TestCardsBeforeEachParkingVote(t *testing.T) {
	path := findSituation(t, func(st mh.State) bool {
		if st.Phase != mh.PhaseAttack || st.AttackAt != mh.Parking || st.Eaten < 1 || st.VictimsDue <= st.Eaten || st.TieColour >= 0 {
			return false
		}
		for _, seat := range seatsIn(st, mh.Parking) {
			if contains(st.PlayableCards(seat), mh.Weapon1) {
				return true
			}
		}
		return false
	})
	h := newHost(t)
	if err := h.open(path); err != nil {
		t.Fatal(err)
	}
	st := h.state()
	for _, seat := range seatsIn(st, mh.Parking) {
		if contains(st.PlayableCards(seat), mh.Weapon1) {
			tapIn(t, h, st.Players[seat].Label(), mh.Weapon1.String())
			if h.state().Played[mh.Weapon1] != st.Played[mh.Weapon1]+1 {
				t.Fatal("the weapon between two Parking votes was not recorded")
			}
			return
		}
	}
}

// TestRefusedChoicesKeepTheirPlaceAndSayWhy: in phase C the elected
// Chief's Camera card and the others' look are greyed out, not removed; a
// tap on one says the engine's reason in the message bar and records
// nothing.
func TestRefusedChoicesKeepTheirPlaceAndSayWhy(t *testing.T) {
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-dice-secret.hkj")); err != nil {
		t.Fatal(err)
	}
	st := h.state()
	other := (st.Chief + 1) % len(st.Players)
	for _, c := range []struct {
		seat  int
		label string
		err   error
	}{
		{st.Chief, "Camera card", st.Check(mh.PlayCard{Player: st.Chief, Card: mh.SecurityCamera})},
		{other, "Look", func() error { _, err := st.SecretDice(other); return err }()},
	} {
		if c.err == nil {
			t.Fatalf("%s of seat %d should be refused here", c.label, c.seat)
		}
		var b *kit.Button
		for _, o := range uitest.Buttons(h.canvas(), c.label) {
			if kb, ok := o.(*kit.Button); ok && kb.Reason() == mh.Reason(c.err) {
				b = kb
			}
		}
		if b == nil || !b.Disabled() {
			t.Fatalf("%q must be greyed out with the reason %q", c.label, mh.Reason(c.err))
		}
		before := len(readGame(t, h.journal()).Applied())
		b.Tapped(nil)
		if !withWords(h, mh.Reason(c.err)) {
			t.Fatalf("a tap on %q must say why: %v", c.label, messages(h))
		}
		if len(readGame(t, h.journal()).Applied()) != before {
			t.Fatal("a refused choice recorded something")
		}
	}
}
