package mallofhorror

// Draw is a lot drawn after a second tied vote in an attack.
type Draw struct {
	// Tied are the seats whose colours tied; nil when no lot was drawn.
	Tied []int
	// Fell is the seat the lot fell on.
	Fell int
	// Location is where the zombies attack.
	Location Location
}

// Happened tells whether the last action drew a lot.
func (d Draw) Happened() bool { return len(d.Tied) > 0 }

// drew records the lot the table must see drawn.
func (s *State) drew(tied []int, fell int) {
	s.Drawn = Draw{Tied: append([]int(nil), tied...), Fell: fell, Location: s.AttackAt}
}
