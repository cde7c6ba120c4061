package kit

import (
	"bytes"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// TestEveryShownSignHasAGlyph: every letter in a string of ui/ (what the
// screens can show) is drawn by the theme's signs or Fyne's Noto Sans, the
// fonts a browser build has (the app is built without Fyne's emoji font,
// -tags no_emoji); anything else shows as "�" there. A new sign goes into
// .ci/glyph-font.
func TestEveryShownSignHasAGlyph(t *testing.T) {
	var faces []*font.Face
	for _, r := range []fyne.Resource{glyphFontRegular, glyphFontBold, theme.DefaultTextFont()} {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		faces = append(faces, f)
	}
	has := func(r rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(r); ok {
				return true
			}
		}
		return false
	}
	bold, _ := font.ParseTTF(bytes.NewReader(glyphsBold))
	regular, _ := font.ParseTTF(bytes.NewReader(glyphsRegular))
	for _, r := range "■□●○★→⚠🏆" {
		_, okR := regular.NominalGlyph(r)
		_, okB := bold.NominalGlyph(r)
		if !okR || !okB {
			t.Errorf("the signs' font lacks %c", r)
		}
	}
	// A shaper sets the space after a sign in the sign's font: it must be
	// there, and as wide as Noto Sans's, or the text would shift.
	noto, _ := font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	for _, f := range []*font.Face{regular, bold} {
		g, ok := f.NominalGlyph(' ')
		ng, _ := noto.NominalGlyph(' ')
		want := noto.HorizontalAdvance(ng) / float32(noto.Upem())
		if got := f.HorizontalAdvance(g) / float32(f.Upem()); !ok || got < want-0.001 || got > want+0.001 {
			t.Errorf("the signs' space is %.4f em wide (%v), Noto's %.4f em", got, ok, want)
		}
		// Fyne may take a line's height from the theme's font.
		fl, _ := f.FontHExtents()
		nl, _ := noto.FontHExtents()
		em, nem := float32(f.Upem()), float32(noto.Upem())
		if d := fl.Ascender/em - nl.Ascender/nem + fl.Descender/em - nl.Descender/nem; d < -0.002 || d > 0.002 {
			t.Errorf("the signs' lines are %.4f em higher than Noto's", d)
		}
	}
	missing := map[rune]string{}
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(p, -1, len(src)), src, nil, 0)
		for {
			_, tok, lit := s.Scan()
			if tok == token.EOF {
				return nil
			}
			if tok != token.STRING && tok != token.CHAR {
				continue
			}
			text, err := strconv.Unquote(lit)
			if err != nil {
				continue
			}
			for _, r := range text {
				if r > 0x7e && r != 0xfe0f && !has(r) { // U+FE0F only picks emoji style
					missing[r] = p
				}
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	// The translations' words too (kit reads their files, it imports no
	// package of ours).
	files, _ := filepath.Glob("../translations/*/*.json")
	if len(files) == 0 {
		t.Fatal("no translation files in ../translations")
	}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range string(src) {
			if r > 0x7e && r != 0xfe0f && !has(r) {
				missing[r] = p
			}
		}
	}
	for r, p := range missing {
		t.Errorf("%c (U+%04X, in %s) is in no font a browser build has", r, r, p)
	}
}

// TestSignsKeepTextSizes: with the signs' font first, a line of text is as
// wide and as high as with Fyne's own theme, bold or not, so no screen's
// layout moves.
func TestSignsKeepTextSizes(t *testing.T) {
	a := test.NewTempApp(t)
	const line = "Deal 6 action cards to each player, then tap Start 1:00."
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		a.Settings().SetTheme(theme.DefaultTheme())
		want := fyne.MeasureText(line, 20, style)
		a.Settings().SetTheme(NewTheme(LookLight, 1))
		got := fyne.MeasureText(line, 20, style)
		if d := got.Subtract(want); d.Width < -0.5 || d.Width > 0.5 || d.Height < -0.5 || d.Height > 0.5 {
			t.Errorf("bold %v: %v with the signs, %v without", style.Bold, got, want)
		}
	}
}
