package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
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

// stepLeader moves the zombie leader n wedges; why says what moved it.
func (s *State) stepLeader(n int, why engine.Words) {
	from := s.Leader
	s.Leader = s.leaderAfter(s.Leader, n)
	s.tell(engine.Say("cohrules.leader.rule.caches", "the leader skips the caches", nil),
		engine.Say("cohrules.leader.steps", "The zombie leader moves {{.Wedges}} {{.Direction}}, from {{.From}} to {{.To}} ({{.Why}}).", engine.Args{"Wedges": wedgesW(abs(n)), "Direction": dirWords(n), "From": from.Words(), "To": s.Leader.Words(), "Why": why}))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// dirWords is the way the leader turns: clockwise for positive steps.
func dirWords(n int) engine.Words {
	if n < 0 {
		return engine.Say("cohrules.leader.ccw", "counter-clockwise", nil)
	}
	return engine.Say("cohrules.leader.cw", "clockwise", nil)
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
		return engine.Refusal(engine.Say("cohrules.leader.nocolour", "{{.Colour}} is not a colour of the wheel", engine.Args{"Colour": a.To.Words()}))
	}
	if s.Player(a.To) == nil {
		return engine.Refusal(engine.Say("cohrules.leader.cache", "{{.Colour}}'s wedge is under a cache: the zombie leader only stops on the colours in play", engine.Args{"Colour": a.To.Words()}))
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
		return engine.Refusal(engine.Say("cohrules.leader.zero", "a step of the zombie leader moves it by at least one wedge", nil))
	}
	if abs(a.Steps) > 5 {
		return engine.Refusal(engine.Say("cohrules.leader.five", "the zombie leader moves at most 5 wedges at once, not {{.Count}}", engine.Args{"Count": abs(a.Steps)}))
	}
	s.stepLeader(a.Steps, engine.Say("cohrules.leader.why.step", "a step of the leader", nil))
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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
}

// CrossroadsSearch runs the zombie leader rule on the current state: from
// the leader's colour clockwise to the first colour with a character at the
// Crossroads that is not hidden. It does not change the state.
func (s *State) CrossroadsSearch() LeaderSearch {
	var out LeaderSearch
	l := CrossroadsLoc
	here := s.At(l)
	if s.Zombies[l] == 0 {
		out.Words = engine.Say("cohrules.leader.nozombie", "No zombie at the Crossroads: no attack.", nil)
		out.Text = out.Words.String()
		return out
	}
	if len(here) == 0 {
		out.Words = engine.Say("cohrules.leader.nobody", "Nobody is at the Crossroads: no attack.", nil)
		out.Text = out.Words.String()
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
			st.Words = engine.Say("cohrules.leader.found", "{{.Colour}}: {{.Player}} has a character here; the leader stops.", engine.Args{"Colour": c.Words(), "Player": s.LabelWords(c)})
		case len(hidden) > 0:
			st.Words = engine.Say("cohrules.leader.hidden", "{{.Colour}}: its only character here is hidden; the leader moves on.", engine.Args{"Colour": c.Words()})
		default:
			st.Words = engine.Say("cohrules.leader.none", "{{.Colour}}: no character of this colour here; the leader moves on.", engine.Args{"Colour": c.Words()})
		}
		st.Text = st.Words.String()
		out.Steps = append(out.Steps, st)
		if st.Found {
			out.Victim = c
			out.Candidates = cand
			out.After = s.leaderAfter(c, 1)
			out.Words = engine.Say("cohrules.leader.stops", "The zombie leader stops on {{.Colour}}: {{.Player}} chooses which of their characters is eaten, then the leader moves on to {{.After}}.", engine.Args{"Colour": c.Words(), "Player": s.LabelWords(c), "After": out.After.Words()})
			out.Text = out.Words.String()
			return out
		}
	}
	out.Words = engine.Say("cohrules.leader.allhidden", "Every character at the Crossroads is hidden: the leader stays on {{.Colour}} and nobody is eaten.", engine.Args{"Colour": s.Leader.Words()})
	out.Text = out.Words.String()
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
		return engine.Refusal(engine.Say("cohrules.leader.step", "the Crossroads attack happens in the attack step of the Crossroads", nil))
	}
	if s.AttackDone {
		return engine.Refusal(engine.Say("cohrules.leader.over", "the Crossroads attack is over for this turn", nil))
	}
	sr := s.CrossroadsSearch()
	if !sr.Attack {
		return engine.Refusal(sr.Words)
	}
	if sr.Victim == "" {
		if a.Victim != "" {
			return engine.Refusal(sr.Words)
		}
		s.AttackDone = true
		s.tell(ruleLeader, sr.Words)
		return nil
	}
	if !slices.Contains(sr.Candidates, a.Victim) {
		return engine.Refusal(engine.Say("cohrules.leader.victim", "the zombie leader stops on {{.Colour}}: the victim must be one of {{.Player}}'s characters at the Crossroads that are not hidden", engine.Args{"Colour": sr.Victim.Words(), "Player": s.LabelWords(sr.Victim)}))
	}
	if s.Leader != sr.Victim {
		s.tell(ruleLeader, engine.Say("cohrules.leader.moves", "The zombie leader moves from {{.From}} to {{.To}}, the first colour with a character here.", engine.Args{"From": s.Leader.Words(), "To": sr.Victim.Words()}))
	}
	s.Leader = sr.Victim
	s.AttackDone = true
	i := slices.IndexFunc(s.Characters, func(c Character) bool { return c.Role == a.Victim })
	s.kill([]int{i}, CrossroadsLoc)
	s.stepLeader(1, engine.Say("cohrules.leader.why.victim", "after a victim, the leader moves on", nil))
	return nil
}
