package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// FuzzLoader puts random bytes under a random name in a store and lists
// and resumes it: never a panic, the file is never lost (it stays in play
// or is set aside with a reason), and a file the list reads without a
// problem resumes.
func FuzzLoader(f *testing.F) {
	st := openTestStore(f, f.TempDir())
	g, _ := CreateGame[escape.State](st, escape.Rules{}, engine.Header{Game: escape.Name, Seed: 1, Options: mustJSON(escape.DefaultOptions(2)), Created: time.Unix(0, 0)})
	g.Do(escape.AddItemToCargo{})
	g.Do(escape.RevealExit{})
	g.Undo()
	g.Close()
	good := readFile(st, g.Path())
	f.Add("escape-1.hkj", good)
	f.Add("cityofhorror-2.hkj", good[:len(good)/2])
	f.Add("x.hkj", []byte("00000000 {\"t\":\"snapshot\"}\n"))
	f.Add(".hidden.hkj", []byte{})
	f.Add("mallofhorror.hkj", append(append([]byte{}, good...), "12345678 junk\n"...))
	// One folder per fuzz worker, emptied after each input: making a
	// folder per input would be most of the work.
	work := f.TempDir()
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		dir, err := os.MkdirTemp(work, "s")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(dir)
		st := openTestStore(t, dir)
		name = filepath.Base(name)
		if name == "." || name == ".." || name == string(filepath.Separator) || strings.ContainsRune(name, 0) || len(name) > 100 {
			name = "game.hkj"
		}
		p := filepath.Join(st.Dir(), name)
		if err := writeFile(st, p, data); err != nil {
			return // a name the file system refuses
		}
		es, err := st.List()
		if err != nil {
			t.Fatal(err)
		}
		var e *Entry
		for i := range es {
			if es[i].Path == p {
				e = &es[i]
			}
		}
		if e == nil {
			if strings.HasSuffix(name, Ext) && !strings.HasPrefix(name, ".") && !isSubDir(name) {
				t.Fatalf("%q is not listed: %+v", name, es)
			}
			return
		}
		st.Latest(e.Game)
		g, r, err := ResumeGame[escape.State](st, escape.Rules{}, p)
		if err == nil {
			g.Close()
			if r.Recovered {
				return
			}
			if e.Problem != "" && !r.Torn {
				t.Fatalf("the list said %q but it resumed", e.Problem)
			}
			if !there(st, p) {
				t.Fatalf("a resumed file is gone")
			}
			return
		}
		if r.Aside == "" {
			if e.Problem == "" && e.Game == escape.Name {
				t.Fatalf("a file the list read did not resume: %v", err)
			}
			if !there(st, p) {
				t.Fatalf("a refused file is gone")
			}
			return
		}
		kept, rerr := st.b.ReadFile(r.Aside)
		if rerr != nil || string(kept) != string(data) {
			t.Fatalf("the file set aside differs from the one found: %v", rerr)
		}
		if !there(st, r.Aside+whyExt) {
			t.Fatalf("no reason beside %s", r.Aside)
		}
	})
}

func isSubDir(name string) bool {
	return name == FinishedDir || name == ArchiveDir || name == DamagedDir
}

func mustJSON(o escape.Options) []byte {
	b, err := o.JSON()
	if err != nil {
		panic(err)
	}
	return b
}
