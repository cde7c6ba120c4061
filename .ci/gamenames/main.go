// Command gamenames checks that a game's name is spelled in one place: no
// Go file (tests aside) outside that game's own packages holds a string
// literal that is the name ("escape", "cityofhorror") or a save file's name
// made of it ("escape-20260123-120000.hkj" or its stem, "cityofhorror.hkj").
// A literal that only starts with the word ("escape-setup", a demo screen;
// "escape.autopause", a setting's key) is not a name in saves and is let
// through; so is a word in a sentence. Everywhere else the
// name comes from the game's constant or from the list of games
// (engine/games, ui/games.go), so that a new game is a value added to that
// list and no switch on a name is left to update. .ci/layers runs it:
//
//	go run ./.ci/gamenames
//
// The names and each game's engine package come from the list of games
// itself (engine/games.All), so a new game is checked without editing this
// file. A game's own packages are its engine package (the one its Rules
// type is declared in) and the packages of ui/ (the shell aside) that
// import that engine package and no other game's: its screens. Words in
// comments are not literals and are not looked at. A literal that spells a
// name but means something else is let through only where allowed below,
// with the reason.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"hordekeeper/engine"
	"hordekeeper/engine/games"
)

// module is the import path of the repository's root.
const module = "hordekeeper"

// allowed are the literals that spell a game's name and mean another
// thing: the file, the key of the map entry the literal is the value of,
// and why.
var allowed = []struct{ file, key, why string }{
	{"timers/cues.go", "KindEscape", `the cue kind of the voice calling "Escape!" (the word players hear), not the game`},
}

type pkg struct {
	imports map[string]bool
	files   []string
}

func main() {
	root, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	all := games.All()
	enginePkg := map[string]string{} // game name -> its engine package
	for _, g := range all {
		enginePkg[g.Name] = rulesPackage(g.Rules)
	}
	pkgs, err := readPackages(root)
	if err != nil {
		fail(err)
	}
	bad := 0
	paths := make([]string, 0, len(pkgs))
	for p := range pkgs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	fset := token.NewFileSet()
	for _, p := range paths {
		for _, file := range pkgs[p].files {
			f, err := parser.ParseFile(fset, filepath.Join(root, file), nil, parser.SkipObjectResolution)
			if err != nil {
				fail(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if kv, ok := n.(*ast.KeyValueExpr); ok && isAllowed(file, kv) {
					return false
				}
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				for _, g := range all {
					if spells(s, g.Name) && !ownPackage(p, g.Name, enginePkg, pkgs) {
						pos := fset.Position(lit.Pos())
						fmt.Printf("layers: %s:%d: the game name %q in the literal %s; only %s and its screens spell it (use its constant or engine/games)\n",
							file, pos.Line, g.Name, lit.Value, enginePkg[g.Name])
						bad++
					}
				}
				return true
			})
		}
	}
	if bad > 0 {
		os.Exit(1)
	}
}

// spells tells whether the literal s is the name, or a save file's name
// made of it: the name, "-" and a digit (a saved game's stem,
// "escape-20260123-..."), or the name and the extension (an older
// version's file, "cityofhorror.hkj").
func spells(s, name string) bool {
	if s == name || s == name+".hkj" {
		return true
	}
	rest, ok := strings.CutPrefix(s, name+"-")
	return ok && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// ownPackage tells whether package p is one of the game's own: its engine
// package, or a package of ui/ other than the shell that imports it and no
// other game's engine package.
func ownPackage(p, name string, enginePkg map[string]string, pkgs map[string]*pkg) bool {
	if p == enginePkg[name] {
		return true
	}
	if !strings.HasPrefix(p, module+"/ui/") || !pkgs[p].imports[enginePkg[name]] {
		return false
	}
	for other, ep := range enginePkg {
		if other != name && pkgs[p].imports[ep] {
			return false
		}
	}
	return true
}

// isAllowed tells whether kv is a map entry of the allowed list.
func isAllowed(file string, kv *ast.KeyValueExpr) bool {
	id, ok := kv.Key.(*ast.Ident)
	if !ok {
		return false
	}
	for _, a := range allowed {
		if a.file == file && a.key == id.Name {
			return true
		}
	}
	return false
}

// rulesPackage is the import path of the package a game's rules are
// declared in, seen through engine.Erase's wrapper.
func rulesPackage(r engine.Rules[any]) string {
	v := reflect.ValueOf(r)
	if v.Kind() == reflect.Struct && v.NumField() == 1 && v.Field(0).Kind() == reflect.Interface && !v.Field(0).IsNil() {
		v = v.Field(0).Elem()
	}
	t := v.Type()
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.PkgPath()
}

// readPackages lists the Go files (tests aside) of every package of the
// repository, whatever their build tags, and what each package imports.
// Folders starting with "." or "_" and testdata are skipped, as go does.
func readPackages(root string) (map[string]*pkg, error) {
	pkgs := map[string]*pkg{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "build") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(rel))
		ip := module
		if dir != "." {
			ip += "/" + dir
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		p := pkgs[ip]
		if p == nil {
			p = &pkg{imports: map[string]bool{}}
			pkgs[ip] = p
		}
		p.files = append(p.files, filepath.ToSlash(rel))
		for _, im := range f.Imports {
			if s, err := strconv.Unquote(im.Path.Value); err == nil {
				p.imports[s] = true
			}
		}
		return nil
	})
	return pkgs, err
}

func fail(err error) {
	fmt.Println("layers: game names:", err)
	os.Exit(2)
}
