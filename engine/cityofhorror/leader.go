package cityofhorror

import (
	"fmt"
	"slices"
)

// InPlay lists the wheel's uncovered colours in clockwise order: the
// colours of the players at the table (caches cover the others).
func (s *State) InPlay() []Colour {
	var out []Colour
	for _, c := range s.Settings.Wheel {
		if s.Player(c) != nil {
			out = append(out, c)
		}
	}
	return out
}

// leaderAfter returns the uncovered colour n wedges clockwise from c
// (counter-clockwise for negative n), skipping the caches.
func (s *State) leaderAfter(c Colour, n int) Colour {
	w := s.InPlay()
	i := slices.Index(w, c)
	if i < 0 || len(w) == 0 {
		return c
	}
	k := len(w)
	return w[((i+n)%k+k)%k]
}

func (s *State) stepLeader(n int, why string) {
	from := s.Leader
	s.Leader = s.leaderAfter(s.Leader, n)
	s.note("the leader skips the caches", "The zombie leader moves %s %s, from %s to %s (%s).", count(abs(n), "wedge", "wedges"), dirWord(n), from.Name(), s.Leader.Name(), why)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func dirWord(n int) string {
	if n < 0 {
		return "counter-clockwise"
	}
	return "clockwise"
}

// SetLeader puts the zombie leader on any colour in play (Flashlight,
// Secret Agent, Bank side A).
type SetLeader struct {
	To Colour `json:"to"`
}

// Kind names the action in a journal.
func (SetLeader) Kind() string { return "set-leader" }

func (a SetLeader) apply(s *State) error {
	if !a.To.Valid() {
		return refuse("%s is not a colour of the wheel", a.To.Name())
	}
	if s.Player(a.To) == nil {
		return refuse("%s's wedge is under a cache: the zombie leader only stops on the colours in play", a.To.Name())
	}
	s.Leader = a.To
	return nil
}

// StepLeader moves the zombie leader by wedges: positive is clockwise,
// negative counter-clockwise (Bank side B moves it by one). Caches are
// skipped.
type StepLeader struct {
	Steps int `json:"steps"`
}

// Kind names the action in a journal.
func (StepLeader) Kind() string { return "step-leader" }

func (a StepLeader) apply(s *State) error {
	if a.Steps == 0 {
		return refuse("a step of the zombie leader moves it by at least one wedge")
	}
	if abs(a.Steps) > 5 {
		return refuse("the zombie leader moves at most 5 wedges at once, not %d", abs(a.Steps))
	}
	s.stepLeader(a.Steps, "a step of the leader")
	return nil
}

// LeaderStep is one wedge the zombie leader looks at during the Crossroads
// victim search.
type LeaderStep struct {
	Colour Colour `json:"colour"`
	// Found is true when that colour has a character at the Crossroads that
	// can be eaten (not hidden).
	Found bool   `json:"found"`
	Text  string `json:"text"`
}

// LeaderSearch is the Crossroads victim search, step by step, for the UI to
// show one wedge at a time.
type LeaderSearch struct {
	// Attack is true when zombies are at the Crossroads and characters too.
	Attack bool `json:"attack"`
	// Steps start with the wedge the leader stands on.
	Steps []LeaderStep `json:"steps"`
	// Victim is the colour whose player loses a character; empty when no
	// character can be eaten (then the leader does not move).
	Victim Colour `json:"victim,omitempty"`
	// Candidates are the Victim's characters there; its player picks one.
	Candidates []Role `json:"candidates,omitempty"`
	// After is where the leader stands once the victim is eaten.
	After Colour `json:"after,omitempty"`
	Text  string `json:"text"`
}

// CrossroadsSearch runs the zombie leader rule on the current state: from
// the leader's colour clockwise to the first colour with a character at the
// Crossroads that is not hidden. It does not change the state.
func (s *State) CrossroadsSearch() LeaderSearch {
	var out LeaderSearch
	l := CrossroadsLoc
	here := s.At(l)
	if s.Zombies[l] == 0 {
		out.Text = "No zombie at the Crossroads: no attack."
		return out
	}
	if len(here) == 0 {
		out.Text = "Nobody is at the Crossroads: no attack."
		return out
	}
	out.Attack = true
	w := s.InPlay()
	start := slices.Index(w, s.Leader)
	if start < 0 {
		start = 0
	}
	for i := range w {
		c := w[(start+i)%len(w)]
		var cand, hidden []Role
		for _, ch := range here {
			if ch.Owner != c {
				continue
			}
			if ch.Hidden {
				hidden = append(hidden, ch.Role)
			} else {
				cand = append(cand, ch.Role)
			}
		}
		st := LeaderStep{Colour: c, Found: len(cand) > 0}
		switch {
		case st.Found:
			st.Text = fmt.Sprintf("%s: %s has a character here; the leader stops.", c.Name(), s.Label(c))
		case len(hidden) > 0:
			st.Text = fmt.Sprintf("%s: its only character here is hidden; the leader moves on.", c.Name())
		default:
			st.Text = fmt.Sprintf("%s: no character of this colour here; the leader moves on.", c.Name())
		}
		out.Steps = append(out.Steps, st)
		if st.Found {
			out.Victim = c
			out.Candidates = cand
			out.After = s.leaderAfter(c, 1)
			out.Text = fmt.Sprintf("The zombie leader stops on %s: %s chooses which of their characters is eaten, then the leader moves on to %s.", c.Name(), s.Label(c), out.After.Name())
			return out
		}
	}
	out.Text = fmt.Sprintf("Every character at the Crossroads is hidden: the leader stays on %s and nobody is eaten.", s.Leader.Name())
	return out
}

// ResolveCrossroads plays the Crossroads attack: the leader finds the
// victim's colour, that player's chosen character is eaten, and the leader
// moves one wedge on. When nobody can be eaten, Victim is left empty.
type ResolveCrossroads struct {
	Victim Role `json:"victim,omitempty"`
}

// Kind names the action in a journal.
func (ResolveCrossroads) Kind() string { return "resolve-crossroads" }

func (a ResolveCrossroads) apply(s *State) error {
	if s.ResolvingLoc() != CrossroadsLoc || s.Step != StepAttack {
		return refuse("the Crossroads attack happens in the attack step of the Crossroads")
	}
	if s.AttackDone {
		return refuse("the Crossroads attack is over for this turn")
	}
	sr := s.CrossroadsSearch()
	if !sr.Attack {
		return refuse("%s", sr.Text)
	}
	if sr.Victim == "" {
		if a.Victim != "" {
			return refuse("%s", sr.Text)
		}
		s.AttackDone = true
		s.note(ruleLeader, "%s", sr.Text)
		return nil
	}
	if !slices.Contains(sr.Candidates, a.Victim) {
		return refuse("the zombie leader stops on %s: the victim must be one of %s's characters at the Crossroads that are not hidden", sr.Victim.Name(), s.Label(sr.Victim))
	}
	if s.Leader != sr.Victim {
		s.note(ruleLeader, "The zombie leader moves from %s to %s, the first colour with a character here.", s.Leader.Name(), sr.Victim.Name())
	}
	s.Leader = sr.Victim
	s.AttackDone = true
	i := slices.IndexFunc(s.Characters, func(c Character) bool { return c.Role == a.Victim })
	s.kill([]int{i}, "is eaten at the Crossroads")
	s.stepLeader(1, "after a victim, the leader moves on")
	return nil
}
