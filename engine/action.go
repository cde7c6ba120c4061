package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
)

// Action is one thing a player does. Its Kind names its type in a journal;
// the value itself encodes to JSON with encoding/json.
type Action interface {
	Kind() string
}

// Registry decodes actions of one game from their kind and JSON body.
// Each game fills one at init time with Register.
type Registry struct {
	makers map[string]func() Action
}

// Register adds an action type; newFn returns a pointer to a zero value of it.
// Registering the same kind twice panics, since it is a programming error
// caught by any test.
func (r *Registry) Register(newFn func() Action) {
	if r.makers == nil {
		r.makers = map[string]func() Action{}
	}
	k := newFn().Kind()
	if _, dup := r.makers[k]; dup {
		panic("engine: action kind registered twice: " + k)
	}
	r.makers[k] = newFn
}

// Kinds lists the registered kinds in order, for tests and fuzzers.
func (r *Registry) Kinds() []string {
	ks := make([]string, 0, len(r.makers))
	for k := range r.makers {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Decode builds the action of the given kind from its JSON body. An unknown
// kind or a body that does not fit is an error, never a panic.
func (r *Registry) Decode(kind string, body json.RawMessage) (Action, error) {
	f, ok := r.makers[kind]
	if !ok {
		return nil, fmt.Errorf("unknown action %q", kind)
	}
	a := f()
	if len(body) > 0 {
		if err := json.Unmarshal(body, a); err != nil {
			return nil, fmt.Errorf("action %q does not decode: %v", kind, err)
		}
	}
	return Deref(a), nil
}

// Deref turns a pointer to an action into the action value when the value
// type is itself an Action, so a game's Apply may be handed either; a nil
// action or nil pointer gives nil. Decoded actions come out this way too,
// so they compare equal to the ones a player made.
func Deref(a Action) Action {
	if a == nil {
		return nil
	}
	v := reflect.ValueOf(a)
	if v.Kind() != reflect.Pointer {
		return a
	}
	if v.IsNil() {
		return nil
	}
	if e, ok := v.Elem().Interface().(Action); ok {
		return e
	}
	return a
}

// Without lists the registered kinds whose zero action fails has. A game's
// test passes its own check (its rule interface is unexported), so that no
// registered action reaches Apply without its rule.
func (r *Registry) Without(has func(Action) bool) []string {
	var out []string
	for _, k := range r.Kinds() {
		if !has(Deref(r.makers[k]())) {
			out = append(out, k)
		}
	}
	return out
}
