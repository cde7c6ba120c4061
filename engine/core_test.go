package engine

import (
	"encoding/json"
	"errors"
	"fmt"
)

// counter is a toy game for testing the core: a number that actions add to,
// never above 10.
type counter struct{ N int }

type add struct {
	N int `json:"n"`
}

func (add) Kind() string { return "add" }

type counterRules struct{ reg Registry }

func newCounterRules() *counterRules {
	r := &counterRules{}
	r.reg.Register(func() Action { return &add{} })
	return r
}

func (*counterRules) Game() string { return "counter" }

func (*counterRules) New(h Header) (counter, error) {
	if len(h.Options) > 0 && string(h.Options) == `"bad"` {
		return counter{}, errors.New("bad options")
	}
	return counter{N: int(h.Seed % 3)}, nil
}

func (*counterRules) Apply(s counter, a Action) (counter, error) {
	switch a := a.(type) {
	case add:
		if s.N+a.N > 10 {
			return s, fmt.Errorf("the counter holds at most 10: %d + %d is too many", s.N, a.N)
		}
		return counter{N: s.N + a.N}, nil
	}
	return s, fmt.Errorf("unknown action %T", a)
}

func (r *counterRules) Decode(kind string, body json.RawMessage) (Action, error) {
	return r.reg.Decode(kind, body)
}
