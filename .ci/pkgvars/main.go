// Command pkgvars fails when a package-level variable of ui/ (declared in a
// file that is not a test) is written anywhere but in its declaration: an
// assignment (=, +=, ++, a range's =, a write to one of its elements or
// fields), its address taken (&v), delete or clear on it, or a declared
// type from sync or sync/atomic (a lock or a once is written through its
// methods). The screens' state lives in values (the App, a game's table),
// never in a package: two windows, or two tests, must not share it. Tables
// set once in their declaration are fine.
//
// Usage, from the module's root: go run ./.ci/pkgvars [dir]  (default ui).
//
// It reads the source only: each package is type-checked from its files
// with every import outside the checked folder left empty (the type errors
// that gives are ignored; what a name refers to is still known), once per
// build (linux, linux with -tags ci, js/wasm), so a file of any platform is
// read. It takes well under a second.
package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	root := "ui"
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	module, err := modulePath()
	if err != nil {
		fail(err)
	}
	var dirs []string
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && p != root {
			return filepath.SkipDir
		}
		if d.IsDir() {
			dirs = append(dirs, p)
		}
		return nil
	})
	if err != nil {
		fail(err)
	}
	found := map[string]bool{}
	for _, ctx := range builds() {
		c := &checker{ctx: ctx, module: module, root: filepath.Clean(root), fset: token.NewFileSet(), done: map[string]*types.Package{}, found: found}
		for _, d := range dirs {
			c.check(d)
		}
	}
	if len(found) == 0 {
		return
	}
	var out []string
	for f := range found {
		out = append(out, f)
	}
	sort.Strings(out)
	fmt.Println("pkgvars: package-level variables written after their declaration (keep the state in a value):")
	for _, f := range out {
		fmt.Println("  " + f)
	}
	os.Exit(1)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "pkgvars:", err)
	os.Exit(2)
}

// builds are the builds whose files are read: the desktop app, the tests'
// software driver and the browser.
func builds() []build.Context {
	linux := build.Default
	linux.GOOS, linux.GOARCH, linux.CgoEnabled = "linux", "amd64", true
	ci := linux
	ci.BuildTags = []string{"ci"}
	web := linux
	web.GOOS, web.GOARCH, web.CgoEnabled = "js", "wasm", false
	return []build.Context{linux, ci, web}
}

func modulePath() (string, error) {
	data, err := os.ReadFile("go.mod")
	if err != nil {
		return "", err
	}
	for _, l := range strings.Split(string(data), "\n") {
		if m, ok := strings.CutPrefix(strings.TrimSpace(l), "module "); ok {
			return strings.TrimSpace(m), nil
		}
	}
	return "", fmt.Errorf("go.mod names no module")
}

type checker struct {
	ctx    build.Context
	module string
	root   string // the checked folder
	fset   *token.FileSet
	done   map[string]*types.Package // by import path
	found  map[string]bool
}

// Import gives a package of the checked folder checked (so a write from
// another package is seen), any other empty.
func (c *checker) Import(p string) (*types.Package, error) {
	if rel, ok := strings.CutPrefix(p, c.module+"/"); ok && (rel == c.root || strings.HasPrefix(rel, c.root+"/")) {
		if _, err := os.Stat(rel); err == nil {
			if pkg := c.check(rel); pkg != nil {
				return pkg, nil
			}
		}
	}
	pkg := types.NewPackage(p, path.Base(p))
	pkg.MarkComplete()
	return pkg, nil
}

// check type-checks the package in dir with its in-package tests, then its
// external tests, and notes the writes; it returns the package.
func (c *checker) check(dir string) *types.Package {
	importPath := c.module + "/" + filepath.ToSlash(dir)
	if pkg, ok := c.done[importPath]; ok {
		return pkg
	}
	c.done[importPath] = nil // an import cycle reads as an empty package
	own, ext := c.parse(dir)
	if len(own) == 0 {
		return nil
	}
	pkg, info := c.typeCheck(importPath, own)
	c.done[importPath] = pkg
	c.scan(own, info)
	if len(ext) > 0 {
		_, xinfo := c.typeCheck(importPath+"_test", ext)
		c.scan(ext, xinfo)
	}
	return pkg
}

// parse reads the files of dir that this build takes: the package's own
// (tests in the package included) and those of its external test package.
func (c *checker) parse(dir string) (own, ext []*ast.File) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		fail(err)
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		if ok, err := c.ctx.MatchFile(dir, e.Name()); err != nil || !ok {
			continue
		}
		f, err := parser.ParseFile(c.fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			fail(err)
		}
		if strings.HasSuffix(f.Name.Name, "_test") && strings.HasSuffix(e.Name(), "_test.go") {
			ext = append(ext, f)
		} else {
			own = append(own, f)
		}
	}
	return own, ext
}

func (c *checker) typeCheck(importPath string, files []*ast.File) (*types.Package, *types.Info) {
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: c, Error: func(error) {}, FakeImportC: true}
	pkg, _ := conf.Check(importPath, c.fset, files, info)
	return pkg, info
}

// scan notes every write, in files, to a package-level variable declared
// outside a test file, and every such variable of a sync type.
func (c *checker) scan(files []*ast.File, info *types.Info) {
	watched := func(id *ast.Ident) (*types.Var, bool) {
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
			return nil, false
		}
		decl := c.fset.Position(v.Pos()).Filename
		return v, decl != "" && !strings.HasSuffix(decl, "_test.go")
	}
	note := func(at ast.Node, e ast.Expr, how string) {
		id := rootIdent(info, e)
		if id == nil {
			return
		}
		if v, ok := watched(id); ok {
			c.found[fmt.Sprintf("%s: %s %s", c.position(at), v.Name(), how)] = true
		}
	}
	for _, f := range files {
		if !strings.HasSuffix(c.fset.Position(f.Pos()).Filename, "_test.go") {
			c.syncVars(f)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if n.Tok != token.DEFINE {
					for _, l := range n.Lhs {
						note(n, l, "assigned")
					}
				}
			case *ast.IncDecStmt:
				note(n, n.X, "assigned")
			case *ast.RangeStmt:
				if n.Tok == token.ASSIGN {
					for _, l := range []ast.Expr{n.Key, n.Value} {
						if l != nil {
							note(n, l, "assigned by range")
						}
					}
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					note(n, n.X, "has its address taken")
				}
			case *ast.CallExpr:
				if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) > 0 {
					if _, builtin := info.Uses[id].(*types.Builtin); builtin && (id.Name == "delete" || id.Name == "clear") {
						note(n, n.Args[0], "is changed by "+id.Name)
					}
				}
			}
			return true
		})
	}
}

// syncVars notes the package-level variables of f declared with a type of
// sync or sync/atomic: they are written through their methods.
func (c *checker) syncVars(f *ast.File) {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			if sel, ok := vs.Type.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "sync" || pkg.Name == "atomic") {
					for _, n := range vs.Names {
						c.found[fmt.Sprintf("%s: %s has the type %s.%s", c.position(n), n.Name, pkg.Name, sel.Sel.Name)] = true
					}
				}
			}
		}
	}
}

func (c *checker) position(n ast.Node) string {
	p := c.fset.Position(n.Pos())
	return fmt.Sprintf("%s:%d", p.Filename, p.Line)
}

// rootIdent is the variable an expression writes into: v for v, v[i],
// v.f, *v, (v) or pkg.v.
func rootIdent(info *types.Info, e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.SelectorExpr:
			if id, ok := x.X.(*ast.Ident); ok {
				if _, pkg := info.Uses[id].(*types.PkgName); pkg {
					return x.Sel
				}
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return nil
		}
	}
}
