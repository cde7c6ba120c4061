// Package uitest lets tests drive a screen as a player does: find what shows
// by its label, tap it, read the words on screen. It is imported by tests only.
package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// Walk calls fn for every visible object drawn on the canvas, overlays last,
// going into widgets through their renderers as the screen draws them.
func Walk(c fyne.Canvas, fn func(o fyne.CanvasObject)) {
	if c.Content() != nil {
		WalkObject(c.Content(), fn)
	}
	for _, o := range c.Overlays().List() {
		WalkObject(o, fn)
	}
}

// WalkObject calls fn for o and every visible object under it.
func WalkObject(o fyne.CanvasObject, fn func(o fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	fn(o)
	for _, child := range children(o) {
		WalkObject(child, fn)
	}
}

// Texts lists every piece of text drawn on the canvas, overlays included.
// A kit.TickText is one text, as a player reads it, not a text a character.
func Texts(c fyne.Canvas) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *canvas.Text:
			if v.Text != "" {
				out = append(out, v.Text)
			}
		case *widget.Entry:
			out = append(out, v.Text)
		case *kit.TickText:
			if t := v.Text(); t != "" {
				out = append(out, t)
			}
			return
		case *kit.SegmentNumber:
			if t := v.Text(); t != "" {
				out = append(out, t)
			}
			return
		}
		for _, child := range children(o) {
			walk(child)
		}
	}
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		walk(o)
	}
	return out
}

// Shows reports whether some text on the canvas contains s.
func Shows(c fyne.Canvas, s string) bool {
	for _, t := range Texts(c) {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// iconWords name the icons a player sees on buttons without words.
var iconWords = map[string]string{
	"content-add": "+", "content-remove": "-", "arrow-up": "up", "arrow-down": "down",
	"settings": "settings", "check-box": "tick", "check-box-checked": "ticked",
}

// Label returns what a tappable object shows, if it is a button or a check
// box: its words, or for a button with only an icon the icon's meaning
// ("+", "-", "up", "down", "settings"; else "icon:NAME").
func Label(o fyne.CanvasObject) (string, bool) {
	if c, ok := o.(*widget.Check); ok {
		return c.Text, true
	}
	words, icon, ok := kit.ButtonFace(o)
	if !ok || icon == "" {
		return words, ok
	}
	if w, ok := iconWords[icon]; ok {
		return w, true
	}
	return "icon:" + icon, true
}

// Buttons returns every visible button or check box whose label is label.
func Buttons(c fyne.Canvas, label string) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	Walk(c, func(o fyne.CanvasObject) {
		if l, ok := Label(o); ok && l == label {
			out = append(out, o)
		}
	})
	return out
}

// Button returns the one visible button labelled label; the test fails when
// there is none or more than one.
func Button(t testing.TB, c fyne.Canvas, label string) fyne.CanvasObject {
	t.Helper()
	bs := Buttons(c, label)
	switch len(bs) {
	case 0:
		t.Fatalf("no button %q on screen; it shows %q and buttons %q", label, Texts(c), Labels(c))
	case 1:
		return bs[0]
	}
	t.Fatalf("%d buttons %q on screen", len(bs), label)
	return nil
}

// Tap taps the one visible, enabled button labelled label.
func Tap(t testing.TB, c fyne.Canvas, label string) {
	t.Helper()
	b := Button(t, c, label)
	if d, ok := b.(fyne.Disableable); ok && d.Disabled() {
		t.Fatalf("button %q is disabled", label)
	}
	test.Tap(b.(fyne.Tappable))
}

// ButtonIn returns the one button labelled label in the smallest part of the
// screen that also shows the words scope (a place's tile, a seat's row, a
// pop-up): as a player finds "+" on the Water Tower's tile. The test fails
// when no such part exists.
func ButtonIn(t testing.TB, c fyne.Canvas, scope, label string) fyne.CanvasObject {
	t.Helper()
	var found fyne.CanvasObject
	var visit func(o fyne.CanvasObject) (hasScope bool, matches []fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) (bool, []fyne.CanvasObject) {
		if found != nil || o == nil || !o.Visible() {
			return false, nil
		}
		has := false
		var ms []fyne.CanvasObject
		if l, ok := Label(o); ok && l == label {
			ms = append(ms, o)
		}
		if txt, ok := o.(*canvas.Text); ok && strings.Contains(txt.Text, scope) {
			has = true
		}
		for _, child := range children(o) {
			h, m := visit(child)
			has = has || h
			ms = append(ms, m...)
		}
		if found == nil && has && len(ms) == 1 {
			found = ms[0]
		}
		return has, ms
	}
	visit(c.Content())
	for _, o := range c.Overlays().List() {
		visit(o)
	}
	if found == nil {
		t.Fatalf("no button %q beside %q on screen; it shows %q and buttons %q", label, scope, Texts(c), Labels(c))
	}
	return found
}

// TapIn taps the one enabled button labelled label beside the words scope.
func TapIn(t testing.TB, c fyne.Canvas, scope, label string) {
	t.Helper()
	b := ButtonIn(t, c, scope, label)
	if d, ok := b.(fyne.Disableable); ok && d.Disabled() {
		t.Fatalf("button %q beside %q is disabled", label, scope)
	}
	test.Tap(b.(fyne.Tappable))
}

// Entries returns every visible text field whose placeholder is hint, in
// the order the screen lists them.
func Entries(c fyne.Canvas, hint string) []*widget.Entry {
	var out []*widget.Entry
	Walk(c, func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == hint {
			out = append(out, e)
		}
	})
	return out
}

// Entry returns the one visible text field whose placeholder is hint.
func Entry(t testing.TB, c fyne.Canvas, hint string) *widget.Entry {
	t.Helper()
	es := Entries(c, hint)
	if len(es) != 1 {
		t.Fatalf("%d text fields %q on screen", len(es), hint)
	}
	return es[0]
}

// Children lists what o draws: a container's objects, a widget's
// renderer's objects.
func Children(o fyne.CanvasObject) []fyne.CanvasObject { return children(o) }

func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		if r := test.WidgetRenderer(v); r != nil {
			return r.Objects()
		}
	}
	return nil
}

// Labels lists what every visible button and check box on the canvas shows.
func Labels(c fyne.Canvas) []string {
	var out []string
	Walk(c, func(o fyne.CanvasObject) {
		if l, ok := Label(o); ok {
			out = append(out, l)
		}
	})
	return out
}
