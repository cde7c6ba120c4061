package mallofhorror

import "testing"

// TestOneZombieLeaves: the verb agrees with the count, "1 zombie leaves",
// "3 zombies leave".
func TestOneZombieLeaves(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{1, "The 1 zombie in the Parking leaves"}, {3, "The 3 zombies in the Parking leave"}} {
		s := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{1, PinUp, Megatoys}, placing{2, PinUp, Megatoys},
			placing{0, Gunman, Restroom}, placing{1, Gunman, Restroom})
		s.Zombies[Parking] = tc.n
		s.Phase = PhaseAttack
		s.AttackAt = 0
		s.advanceAttack()
		mustNotice(t, s, tc.want)
	}
}
