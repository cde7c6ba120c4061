package store

import (
	"errors"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// TestKVGameComesBackAfterARestart: a browser restart drops every Go value;
// only the storage's keys remain. A store opened again over them offers the
// game in play and resumes it with its steps.
func TestKVGameComesBackAfterARestart(t *testing.T) {
	kv := &MemKV{}
	st, err := OpenIn(NewKVFiles(kv, "hk:"), "games")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Do(escape.AddItemToCargo{})
	g.Do(escape.AddItemToCargo{})
	g.Undo()
	// No Close: the tab is killed.
	again, err := OpenIn(NewKVFiles(kv, "hk:"), "games")
	if err != nil {
		t.Fatal(err)
	}
	e, ok := again.Latest(escape.Name)
	if !ok || e.Path != g.Path() || e.Steps != 2 {
		t.Fatalf("Latest = %+v %v", e, ok)
	}
	g2, _, err := ResumeGame[escape.State](again, escape.Rules{}, e.Path)
	if err != nil || g2.State().Cargo != 1 || !g2.CanRedo() {
		t.Fatalf("resumed: %v", err)
	}
	g2.Close()
}

// TestKVFullStorageRefusesTheStep: when the browser's quota is reached the
// step is not taken, the error is a SaveError, and the file keeps every
// step before it.
func TestKVFullStorageRefusesTheStep(t *testing.T) {
	kv := &MemKV{}
	st, _ := OpenIn(NewKVFiles(kv, "hk:"), "games")
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Do(escape.AddItemToCargo{})
	before := readFile(st, g.Path())
	kv.Limit = 1 // nothing more fits
	_, err := g.Do(escape.AddItemToCargo{})
	var se *engine.SaveError
	if !errors.As(err, &se) || g.State().Cargo != 1 {
		t.Fatalf("Do on a full storage = %v, cargo %d", err, g.State().Cargo)
	}
	if string(readFile(st, g.Path())) != string(before) {
		t.Fatal("the file changed")
	}
}

// TestKVKeepsOtherKeys: the store's keys carry its prefix; the app's other
// keys in the same storage are never touched or listed.
func TestKVKeepsOtherKeys(t *testing.T) {
	kv := &MemKV{}
	kv.Set("fyne-preferences.json", []byte("{}"))
	st, _ := OpenIn(NewKVFiles(kv, "hk:"), "games")
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Finish()
	if v, ok := kv.Get("fyne-preferences.json"); !ok || string(v) != "{}" {
		t.Fatal("another key changed")
	}
	if es, _ := st.List(); len(es) != 1 || es[0].Status != Finished {
		t.Fatalf("list %+v", es)
	}
}
