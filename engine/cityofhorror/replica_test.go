package cityofhorror

import "testing"

// TestWeaponReplicaOnAnyLocation: "An Action card can be played onto any
// location, even one where a player doesn't have a character present." A
// Weapon Replica played where its owner has nobody yet is accepted, said to
// count only once they are there, and counts at the vote once a character
// of theirs has moved in ("only players present vote").
func TestWeaponReplicaOnAnyLocation(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Punk, Green, Corner2)
	r := mustApply(t, s, PlayWeaponReplica{Player: Green, At: Corner1})
	wantNotice(t, r, "count there only once they do")
	eq(t, "cards in hand", r.Player(Green).Cards, s.Player(Green).Cards-1)
	eq(t, "no vote while away", r.VotesAt(Corner1), map[Colour]int{Red: 1, Blue: 1})
	r.Characters[2].At = Corner1
	eq(t, "two votes once there", r.VotesAt(Corner1), map[Colour]int{Red: 1, Blue: 1, Green: 3})
}
