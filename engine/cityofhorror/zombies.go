package cityofhorror

import "hordekeeper/engine"

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
	if err := checkPlace(a.At, engine.Say("cohrules.zombies.for.zombies", "zombies", nil)); err != nil {
		return err
	}
	if err := checkCount(a.Count, engine.Say("cohrules.zombies.for.add", "zombies to add", nil)); err != nil {
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
	if err := checkPlace(a.At, engine.Say("cohrules.zombies.for.zombies", "zombies", nil)); err != nil {
		return err
	}
	if err := checkCount(a.Count, engine.Say("cohrules.zombies.for.remove", "zombies to remove", nil)); err != nil {
		return err
	}
	if have := s.Zombies[a.At]; a.Count > have {
		return engine.Refusal(engine.Say("cohrules.zombies.removemore", "{{.Place}} has {{.Zombies}}; {{.Count}} cannot be removed", engine.Args{"Place": s.PlaceWords(a.At), "Zombies": zombiesW(have), "Count": a.Count}))
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
	if err := checkPlace(a.From, engine.Say("cohrules.zombies.for.from", "the zombies to start from", nil)); err != nil {
		return err
	}
	if err := checkPlace(a.To, engine.Say("cohrules.zombies.for.to", "the zombies to go to", nil)); err != nil {
		return err
	}
	if a.From == a.To {
		return engine.Refusal(engine.Say("cohrules.zombies.same", "zombies must go to another place than {{.Place}}", engine.Args{"Place": s.PlaceWords(a.From)}))
	}
	n := a.Count
	if a.All {
		if n != 0 {
			return engine.Refusal(engine.Say("cohrules.zombies.both", "give either a number of zombies or all of them, not both", nil))
		}
		n = s.Zombies[a.From]
		if n == 0 {
			s.tell(ruleCap, engine.Say("cohrules.zombies.nonetomove", "{{.Place}} has no zombie to move.", engine.Args{"Place": s.PlaceWords(a.From)}))
			return nil
		}
	} else {
		if err := checkCount(n, engine.Say("cohrules.zombies.for.move", "zombies to move", nil)); err != nil {
			return err
		}
		if have := s.Zombies[a.From]; n > have {
			return engine.Refusal(engine.Say("cohrules.zombies.movemore", "{{.Place}} has {{.Zombies}}; {{.Count}} cannot leave it", engine.Args{"Place": s.PlaceWords(a.From), "Zombies": zombiesW(have), "Count": n}))
		}
	}
	s.moveZombies(a.From, a.To, n)
	return nil
}

// checkPlace refuses a place that is none of the six; what says what
// the place is for ("the zombies to go to").
func checkPlace(l Loc, what engine.Words) error {
	if !l.Valid() {
		return engine.Refusal(engine.Say("cohrules.zombies.choose", "choose a place for {{.What}}: a corner, the Water Tower or the Crossroads", engine.Args{"What": what}))
	}
	return nil
}

// checkCount refuses a number of zombies below 1 or above the box's.
func checkCount(n int, what engine.Words) error {
	if n < 1 {
		return engine.Refusal(engine.Say("cohrules.zombies.atleast", "the number of {{.What}} must be at least 1, not {{.Count}}", engine.Args{"What": what, "Count": n}))
	}
	if n > TotalZombies {
		return engine.Refusal(engine.Say("cohrules.zombies.atmost", "the number of {{.What}} must be at most {{.Max}}, not {{.Count}}", engine.Args{"What": what, "Max": TotalZombies, "Count": n}))
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
		s.tell(ruleCap, engine.SayN("cohrules.zombies.capadd", "Only {{.Fit}} of {{.Zombies}} fit {{.At}}, which holds 8 at most: {{.Count}} stays in the reserve.", "Only {{.Fit}} of {{.Zombies}} fit {{.At}}, which holds 8 at most: {{.Count}} stay in the reserve.", n-k, engine.Args{"Fit": k, "Zombies": zombiesW(n), "At": s.AtWords(l)}))
	case k < n:
		s.tell(ruleReserve, engine.Say("cohrules.zombies.reserve", "The reserve had only {{.Zombies}} left, so {{.Place}} got {{.Got}} of {{.Want}}.", engine.Args{"Zombies": zombiesW(res), "Place": s.PlaceWords(l), "Got": k, "Want": n}))
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
		s.tell(ruleCap, engine.SayN("cohrules.zombies.capmove", "Only {{.Fit}} of {{.Zombies}} could go {{.From}} {{.To}}, which holds 8 at most: {{.Count}} stays behind.", "Only {{.Fit}} of {{.Zombies}} could go {{.From}} {{.To}}, which holds 8 at most: {{.Count}} stay behind.", n-k, engine.Args{"Fit": k, "Zombies": zombiesW(n), "From": s.FromWords(from), "To": s.ToWords(to)}))
	}
	return k
}
