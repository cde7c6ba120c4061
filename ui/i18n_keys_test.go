package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hordekeeper/ui/translations"
)

// i18nDirs are the folders whose words are in the translation files so far:
// the shell and the kit (the games' screens move in a later round).
var i18nDirs = []string{".", "kit"}

// usedKey is one lang call with a literal key, and its English fallback.
type usedKey struct {
	key, fallback, at string
}

// langKeys scans the Go source (tests aside) for calls of Fyne's lang and
// returns their keys. A lang call whose key is not a literal string is an
// error: the test could not check it.
func langKeys(t *testing.T) []usedKey {
	t.Helper()
	var keys []usedKey
	fset := token.NewFileSet()
	for _, dir := range i18nDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "lang" {
					return true
				}
				at := fset.Position(call.Pos()).String()
				switch sel.Sel.Name {
				case "X", "L", "N", "XN", "Localize", "LocalizeKey", "LocalizePlural", "LocalizePluralKey":
				default:
					return true // SystemLocale, AddTranslations...
				}
				lit := func(i int) (string, bool) {
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
				key, ok := lit(0)
				if !ok {
					t.Errorf("%s: lang.%s with a key that is not a literal string", at, sel.Sel.Name)
					return true
				}
				fallback := key // L and N: the English is the key
				if sel.Sel.Name == "X" || sel.Sel.Name == "XN" || strings.HasSuffix(sel.Sel.Name, "Key") {
					fallback, _ = lit(1) // "" when the fallback is not a literal
				}
				keys = append(keys, usedKey{key, fallback, at})
				return true
			})
		}
	}
	if len(keys) == 0 {
		t.Fatal("no lang call found: the scan is broken")
	}
	return keys
}

// translationFile reads one language's file: key -> text, or key -> plural
// forms ("one", "other").
func translationFile(t *testing.T, l string) map[string]any {
	t.Helper()
	data, err := translations.Files.ReadFile(l + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", l, err)
	}
	return m
}

// TestEveryShownKeyIsTranslated: every key the shell and the kit look up
// has its words in English, French and German, the English file says what
// the code's fallback says, and no file keeps a key that no code uses.
func TestEveryShownKeyIsTranslated(t *testing.T) {
	used := map[string]usedKey{}
	for _, k := range langKeys(t) {
		if prev, ok := used[k.key]; ok && prev.fallback != k.fallback && k.fallback != "" && prev.fallback != "" {
			t.Errorf("%s and %s: key %q with two English texts", prev.at, k.at, k.key)
		}
		used[k.key] = k
	}
	for _, l := range translations.Languages {
		file := translationFile(t, l)
		for key, k := range used {
			v, ok := file[key]
			if !ok {
				t.Errorf("%s.json lacks %q (used at %s)", l, key, k.at)
				continue
			}
			if s, isText := v.(string); isText && strings.TrimSpace(s) == "" {
				t.Errorf("%s.json: %q is empty", l, key)
			}
			if l == "en" && k.fallback != "" {
				english := v
				if forms, ok := v.(map[string]any); ok {
					english = forms["other"]
				}
				if english != k.fallback {
					t.Errorf("en.json says %q for %q, the code (%s) %q", english, key, k.at, k.fallback)
				}
			}
		}
		var unused []string
		for key := range file {
			if _, ok := used[key]; !ok {
				unused = append(unused, key)
			}
		}
		sort.Strings(unused)
		if len(unused) > 0 {
			t.Errorf("%s.json has keys no code uses: %q", l, unused)
		}
	}
}
