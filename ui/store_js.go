//go:build js

package ui

import (
	"encoding/base64"
	"fmt"
	"syscall/js"
	"unicode/utf8"

	"hordekeeper/engine"
	"hordekeeper/engine/store"
)

// In the browser the games are kept in the page's localStorage, one key a
// file ("hk:f:games/escape-....hkj"), handed to the browser on every step
// before the step is taken (the browser writes it to disk seconds later:
// docs/packages.md). Not in Fyne's Preferences: those are one JSON value
// holding every key, written again whole after each change and 100 ms late,
// so every step would copy every kept game (a City of Horror game played to
// its end is about 10 KB for 128 steps).

// browserStore is true: the games are kept in the page's storage.
const browserStore = true

// gamesFolder is the store's folder inside the browser's storage.
const gamesFolder = "games"

// openStore opens the store of the games known in the browser's storage,
// every change also handed to d; dir (a folder of the OS, which a browser
// does not keep) is not used.
func openStore(dir string, known engine.Games, d durableCopy) (*store.Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("this browser keeps no local storage")
	}
	return store.OpenGames(store.NewKVFiles(localStorage{ls, d}, "hk:"), gamesFolder, known)
}

// localStorage is a store.KV over the browser's localStorage. It holds text
// only: a value that is UTF-8 is kept as "t" and its text, any other as
// "b" and its base64. Each change is handed to durable too.
type localStorage struct {
	v       js.Value
	durable durableCopy
}

// Get reads a key.
func (l localStorage) Get(key string) ([]byte, bool) {
	r := l.v.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return nil, false
	}
	s := r.String()
	switch {
	case len(s) > 0 && s[0] == 't':
		return []byte(s[1:]), true
	case len(s) > 0 && s[0] == 'b':
		b, err := base64.StdEncoding.DecodeString(s[1:])
		return b, err == nil
	}
	return []byte(s), true
}

// Set writes a key; a full storage (the browser's quota) is an error.
func (l localStorage) Set(key string, value []byte) (err error) {
	s := "t" + string(value)
	if !utf8.Valid(value) {
		s = "b" + base64.StdEncoding.EncodeToString(value)
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage is full or refuses it (%v)", r)
		}
	}()
	l.v.Call("setItem", key, s)
	l.durable.mirror(key, &s) // durable_js.go
	return nil
}

// Delete removes a key.
func (l localStorage) Delete(key string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage refused it (%v)", r)
		}
	}()
	l.v.Call("removeItem", key)
	l.durable.mirror(key, nil)
	return nil
}

// Keys lists every key of the page's storage.
func (l localStorage) Keys() []string {
	n := l.v.Get("length").Int()
	out := make([]string, 0, n)
	for i := range n {
		if k := l.v.Call("key", i); k.Type() == js.TypeString {
			out = append(out, k.String())
		}
	}
	return out
}
