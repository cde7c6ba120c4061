package translations_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// scanned are the module's folders whose words a player can see: the
// engine's refusals and notices, the soundtrack's captions, the screens.
var scanned = []string{"../../engine", "../../timers", "../../ui"}

// usedKey is one place in the code that looks up a key, with its English.
type usedKey struct {
	key        string
	one, other string // English forms; one is "" unless counted
	counted    bool
	at         string
}

// literal is the string literal at call.Args[i], if it is one.
func literal(call *ast.CallExpr, i int) (string, bool) {
	if i >= len(call.Args) {
		return "", false
	}
	b, ok := call.Args[i].(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// callName is "lang.X", "engine.Say" or "Say" for a call, "" for others.
func callName(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.SelectorExpr:
		if pkg, ok := f.X.(*ast.Ident); ok {
			return pkg.Name + "." + f.Sel.Name
		}
	case *ast.Ident:
		return f.Name
	}
	return ""
}

// usedKeys reads the Go source (tests and testdata aside) for every lookup
// of a key: Fyne's lang calls and the engine's Say and SayN. A lookup whose
// key or English is not a literal string is an error: it could not be checked.
func usedKeys(t *testing.T) []usedKey {
	t.Helper()
	var keys []usedKey
	fset := token.NewFileSet()
	for _, root := range scanned {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			// testdata holds saves.
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			// translations looks up whatever it is given, and its own keys.
			ownKeysOnly := filepath.Dir(path) == "../../ui/translations"
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			inEngine := f.Name.Name == "engine"
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				name := callName(call)
				if inEngine && (name == "Say" || name == "SayN") {
					name = "engine." + name
				}
				at := strings.TrimPrefix(fset.Position(call.Pos()).String(), "../../")
				var k usedKey
				var fine bool
				switch name {
				case "lang.X", "lang.LocalizeKey":
					k.key, fine = literal(call, 0)
					k.other, _ = literal(call, 1)
				case "lang.L", "lang.Localize":
					k.key, fine = literal(call, 0)
					k.other = k.key
				case "lang.XN", "lang.LocalizePluralKey":
					k.key, fine = literal(call, 0)
					k.other, _ = literal(call, 1)
					k.counted = true
				case "lang.N", "lang.LocalizePlural":
					k.key, fine = literal(call, 0)
					k.other, k.counted = k.key, true
				case "engine.Say":
					var ok2 bool
					k.key, fine = literal(call, 0)
					k.other, ok2 = literal(call, 1)
					fine = fine && ok2
				case "engine.SayN":
					var ok2, ok3 bool
					k.key, fine = literal(call, 0)
					k.one, ok2 = literal(call, 1)
					k.other, ok3 = literal(call, 2)
					fine, k.counted = fine && ok2 && ok3, true
				default:
					return true
				}
				if !fine && ownKeysOnly {
					return true
				}
				if !fine {
					t.Errorf("%s: %s with a key or English that is not a literal string", at, name)
					return true
				}
				k.at = at
				keys = append(keys, k)
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(keys) == 0 {
		t.Fatal("no lookup found: the scan is broken")
	}
	return keys
}
