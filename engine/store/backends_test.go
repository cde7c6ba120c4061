package store

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// testKV is set for the second run of the suite: every store the tests make
// is then kept in a KVFiles over a MemKV (what the browser build does with
// its localStorage) instead of the OS's files.
var testKV bool

// TestMain runs the store's tests twice, against the OS's files and then
// against the key-value back end: the same promises hold for both. A fuzz
// run (-fuzz) fuzzes the OS's files only; its seeds run in both.
func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if code == 0 && flag.Lookup("test.fuzz").Value.String() == "" {
		testKV = true
		fmt.Println("store: the same tests again, kept in KVFiles over a MemKV")
		code = m.Run()
	}
	os.Exit(code)
}

// openTestStore opens dir as a store in the back end under test.
func openTestStore(t testing.TB, dir string) *Store {
	t.Helper()
	var s *Store
	var err error
	if testKV {
		s, err = OpenIn(NewKVFiles(&MemKV{}, "hk:"), dir)
	} else {
		s, err = Open(dir)
	}
	if err != nil {
		t.Fatal(err)
	}
	s.noSync = true
	return s
}

func newStore(t testing.TB) *Store {
	t.Helper()
	return openTestStore(t, t.TempDir())
}

// reopen opens the same store again, as the app's next start does.
func reopen(t testing.TB, st *Store) *Store {
	t.Helper()
	s, err := OpenIn(st.b, st.dir)
	if err != nil {
		t.Fatal(err)
	}
	s.noSync = true
	return s
}

// readFile is the file's bytes in the store's back end (nil when missing).
func readFile(st *Store, p string) []byte {
	b, _ := st.b.ReadFile(p)
	return b
}

// writeFile puts data at p in the store's back end, over whatever was
// there: the tests' way to damage a file.
func writeFile(st *Store, p string, data []byte) error {
	if testKV {
		return st.b.WriteAtomic(p, data)
	}
	return os.WriteFile(p, data, 0o644)
}

// appendFile adds s at the end of the file at p.
func appendFile(st *Store, p, s string) error { return st.b.Append(p, []byte(s)) }

// there reports whether the back end holds a file at p.
func there(st *Store, p string) bool { _, err := st.b.Stat(p); return err == nil }

// twin gives the file at from a second name to, as a move cut short by a
// crash leaves it (a hard link on disk, the same bytes in a KV).
func twin(st *Store, from, to string) error {
	if kv, ok := st.b.(*KVFiles); ok {
		// What MoveNew leaves when it stops after its Set.
		kv.kv.Set(kv.moveKey(from), []byte(to))
		return st.b.WriteNew(to, readFile(st, from))
	}
	return os.Link(from, to)
}

// gameElsewhere writes a saved game at dir/name, outside the store's
// folder but in its back end (the app's older save files).
func gameElsewhere(t testing.TB, st *Store, dir, name string, h engine.Header) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := st.b.MakeDir(dir); err != nil {
		t.Fatal(err)
	}
	s, err := engine.CreateSessionNewIn[escape.State](st.b, escape.Rules{}, &engine.Record{Header: h}, p)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	return p
}
