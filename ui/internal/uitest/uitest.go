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
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			WalkObject(child, fn)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(v)
		if r == nil {
			return
		}
		for _, child := range r.Objects() {
			WalkObject(child, fn)
		}
	}
}

// Texts lists every piece of text drawn on the canvas, overlays included.
func Texts(c fyne.Canvas) []string {
	var out []string
	Walk(c, func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *canvas.Text:
			if v.Text != "" {
				out = append(out, v.Text)
			}
		case *widget.Entry:
			out = append(out, v.Text)
		}
	})
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

// Label returns the words a tappable object shows, if it is a button or a
// check box.
func Label(o fyne.CanvasObject) (string, bool) {
	switch v := o.(type) {
	case *kit.Button:
		return v.Text, true
	case *widget.Button:
		return v.Text, true
	case *widget.Check:
		return v.Text, true
	}
	return "", false
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
		t.Fatalf("no button %q on screen; it shows %q", label, Texts(c))
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
