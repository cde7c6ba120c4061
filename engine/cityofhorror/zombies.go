package cityofhorror

// AddZombies puts zombies from the reserve on a place (an Alarm card, the
// Blonde, a correction). A place never takes a 9th zombie: what does not
// fit stays in the reserve, and a notice says so.
type AddZombies struct {
	At    Loc `json:"at"`
	Count int `json:"count"`
}

// Kind names the action in a journal.
func (AddZombies) Kind() string { return "add-zombies" }

func (a AddZombies) apply(s *State) error {
	if err := checkPlace(a.At, "zombies"); err != nil {
		return err
	}
	if err := checkCount(a.Count, "zombies to add"); err != nil {
		return err
	}
	s.addZombies(a.At, a.Count)
	return nil
}

// RemoveZombies kills zombies on a place; they go back to the reserve.
type RemoveZombies struct {
	At    Loc `json:"at"`
	Count int `json:"count"`
}

// Kind names the action in a journal.
func (RemoveZombies) Kind() string { return "remove-zombies" }

func (a RemoveZombies) apply(s *State) error {
	if err := checkPlace(a.At, "zombies"); err != nil {
		return err
	}
	if err := checkCount(a.Count, "zombies to remove"); err != nil {
		return err
	}
	if have := s.Zombies[a.At]; a.Count > have {
		return refuse("%s has %s; %d cannot be removed", s.PlaceName(a.At), count(have, "zombie", "zombies"), a.Count)
	}
	s.Zombies[a.At] -= a.Count
	return nil
}

// MoveZombies sends zombies from one place to another (Geek, Rocker,
// Rescue Flare, Kitten). With All, every zombie of From goes. What does not
// fit under the 8-zombie cap stays where it was, and a notice says so.
type MoveZombies struct {
	From  Loc  `json:"from"`
	To    Loc  `json:"to"`
	Count int  `json:"count,omitempty"`
	All   bool `json:"all,omitempty"`
}

// Kind names the action in a journal.
func (MoveZombies) Kind() string { return "move-zombies" }

func (a MoveZombies) apply(s *State) error {
	if err := checkPlace(a.From, "the zombies to start from"); err != nil {
		return err
	}
	if err := checkPlace(a.To, "the zombies to go to"); err != nil {
		return err
	}
	if a.From == a.To {
		return refuse("zombies must go to another place than %s", s.PlaceName(a.From))
	}
	n := a.Count
	if a.All {
		if n != 0 {
			return refuse("give either a number of zombies or all of them, not both")
		}
		n = s.Zombies[a.From]
		if n == 0 {
			s.note(ruleCap, "%s has no zombie to move.", s.PlaceName(a.From))
			return nil
		}
	} else {
		if err := checkCount(n, "zombies to move"); err != nil {
			return err
		}
		if have := s.Zombies[a.From]; n > have {
			return refuse("%s has %s; %d cannot leave it", s.PlaceName(a.From), count(have, "zombie", "zombies"), n)
		}
	}
	s.moveZombies(a.From, a.To, n)
	return nil
}

func checkPlace(l Loc, what string) error {
	if !l.Valid() {
		return refuse("choose a place for %s: a corner, the Water Tower or the Crossroads", what)
	}
	return nil
}

func checkCount(n int, what string) error {
	if n < 1 {
		return refuse("the number of %s must be at least 1, not %d", what, n)
	}
	if n > TotalZombies {
		return refuse("the number of %s must be at most %d, not %d", what, TotalZombies, n)
	}
	return nil
}

// addZombies takes up to n zombies from the reserve to l and returns how
// many came; shortfalls are told in notices.
func (s *State) addZombies(l Loc, n int) int {
	if n <= 0 {
		return 0
	}
	room := MaxZombiesPerLoc - s.Zombies[l]
	res := s.ZombieReserve()
	k := min(n, room, res)
	s.Zombies[l] += k
	switch {
	case k < n && room <= res:
		s.note(ruleCap, "Only %d of %s fit at %s, which holds 8 at most: %s in the reserve.", k, count(n, "zombie", "zombies"), s.PlaceName(l), count(n-k, "stays", "stay"))
	case k < n:
		s.note(ruleReserve, "The reserve had only %s left, so %s got %d of %d.", count(res, "zombie", "zombies"), s.PlaceName(l), k, n)
	}
	return k
}

// moveZombies moves up to n zombies from one place to another under the cap.
func (s *State) moveZombies(from, to Loc, n int) int {
	room := MaxZombiesPerLoc - s.Zombies[to]
	k := min(n, room, s.Zombies[from])
	s.Zombies[from] -= k
	s.Zombies[to] += k
	if k < n {
		s.note(ruleCap, "Only %d of %s could go from %s to %s, which holds 8 at most: %s behind.", k, count(n, "zombie", "zombies"), s.PlaceName(from), s.PlaceName(to), count(n-k, "stays", "stay"))
	}
	return k
}
