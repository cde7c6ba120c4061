package ui

import (
	"fmt"
	"strings"
	_ "unsafe" // go:linkname, for the renderer Fyne draws with

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// fyneRenderer is the renderer Fyne draws a widget with (its cache). Fyne
// offers it publicly only through its test package, whose init installs a
// test app; the app links to the same function instead.
//
//go:linkname fyneRenderer fyne.io/fyne/v2/internal/cache.Renderer
func fyneRenderer(wid fyne.Widget) fyne.WidgetRenderer

// Tree is what the window shows, as .ci/playcheck reads it: the canvas's
// size and every tappable, text and scroll drawn, overlays last.
type Tree struct {
	// Seq counts the settled trees written since the app started.
	Seq int `json:"seq"`
	// Width and Height are the canvas's size; Scale turns them to pixels.
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
	Scale  float32 `json:"scale"`
	// Layers is 1 plus the number of overlays (dialogs, pop-ups) on show.
	Layers int `json:"layers"`
	// Objects are the tappables, texts and scrolls in drawing order.
	Objects []TreeObject `json:"objects"`
}

// TreeObject is one tappable ("tap"), text ("text") or scroll container
// ("scroll") on screen; positions are absolute, in Fyne units.
type TreeObject struct {
	Kind string `json:"kind"`
	// Type is the Go type, e.g. *kit.Button.
	Type string `json:"type"`
	// Label is a tappable's words (or icon:NAME); Text a text's words.
	Label string  `json:"label,omitempty"`
	Text  string  `json:"text,omitempty"`
	X     float32 `json:"x"`
	Y     float32 `json:"y"`
	W     float32 `json:"w"`
	H     float32 `json:"h"`
	// Disabled is true for a greyed-out tappable.
	Disabled bool `json:"disabled,omitempty"`
	// Layer is 0 for the window's content, n for the nth overlay; Covered
	// is true under a higher layer, where no tap reaches.
	Layer   int  `json:"layer"`
	Covered bool `json:"covered,omitempty"`
	// InScroll is true inside a scroll container; InView is true when the
	// whole rectangle is inside every scroll viewport and the window.
	InScroll bool `json:"inScroll,omitempty"`
	InView   bool `json:"inView"`
	// Seen is the part inside every scroll viewport and the window, as x,
	// y, width, height: where a finger reaches it.
	Seen [4]float32 `json:"seen"`
	// Outer is the index of the tappable this object lies in, or -1;
	// Scroll the index of the scroll container ("scroll") it lies in, or -1.
	Outer  int `json:"outer"`
	Scroll int `json:"scroll"`
	// Cut says why a text is not read whole: "overflow" (wider or taller
	// than its space), "clipped" (a label cut without an ellipsis) or
	// "window" (past the window's edge); Ellipsis marks a label shortened
	// on purpose with "…". Texts inside an entry are never cut.
	Cut      string `json:"cut,omitempty"`
	Ellipsis bool   `json:"ellipsis,omitempty"`
	// Ticking marks a clock's text (kit.TickText, kit.SegmentNumber),
	// which changes every tick without the screen changing.
	Ticking bool `json:"ticking,omitempty"`
	// Offset is a scroll's offset (x, y) and Content the size of what it
	// scrolls: a script that turns the wheel waits until the offset has
	// come where the clicks take it, not for a time.
	Offset  *[2]float32 `json:"offset,omitempty"`
	Content *[2]float32 `json:"content,omitempty"`
}

type rect struct{ x, y, w, h float32 }

func (r rect) intersect(o rect) rect {
	x0, y0 := max(r.x, o.x), max(r.y, o.y)
	x1, y1 := min(r.x+r.w, o.x+o.w), min(r.y+r.h, o.y+o.h)
	return rect{x0, y0, max(0, x1-x0), max(0, y1-y0)}
}

// contains allows half a unit of rounding.
func (r rect) contains(o rect) bool {
	const e = 0.5
	return o.x >= r.x-e && o.y >= r.y-e && o.x+o.w <= r.x+r.w+e && o.y+o.h <= r.y+r.h+e
}

// walkCtx is what an object inherits from the objects it lies in.
type walkCtx struct {
	pos      fyne.Position
	view     rect
	inScroll bool
	inEntry  bool
	outer    int
	scroll   int
	layer    int
	// cut and ellipsis come from an enclosing label or rich text.
	cut      string
	ellipsis bool
}

type treeWalker struct {
	win     rect
	objects []TreeObject
	// open are the tappables being visited, whose labels gather texts.
	open []int
}

// snapshotTree walks a canvas as it is drawn now.
func snapshotTree(c fyne.Canvas) Tree {
	size := c.Size()
	w := &treeWalker{win: rect{0, 0, size.Width, size.Height}}
	overlays := c.Overlays().List()
	top := len(overlays)
	if c.Content() != nil {
		w.walk(c.Content(), walkCtx{view: w.win, outer: -1, scroll: -1})
	}
	for i, o := range overlays {
		w.walk(o, walkCtx{view: w.win, outer: -1, scroll: -1, layer: i + 1})
	}
	for i := range w.objects {
		w.objects[i].Covered = w.objects[i].Layer < top
	}
	w.nameByPlace()
	return Tree{Width: size.Width, Height: size.Height, Scale: c.Scale(), Layers: top + 1, Objects: w.objects}
}

func (w *treeWalker) walk(o fyne.CanvasObject, ctx walkCtx) {
	if o == nil || !o.Visible() {
		return
	}
	p := ctx.pos.Add(o.Position())
	s := o.Size()
	r := rect{p.X, p.Y, s.Width, s.Height}
	seen := r.intersect(ctx.view)
	base := TreeObject{Type: typeName(o), X: p.X, Y: p.Y, W: s.Width, H: s.Height,
		Layer: ctx.layer, InScroll: ctx.inScroll, InView: ctx.view.contains(r), Outer: ctx.outer, Scroll: ctx.scroll,
		Seen: [4]float32{seen.x, seen.y, seen.w, seen.h}}
	// A tappable of no size is listed too: a row collapsed to nothing is
	// a defect the checks must see.
	if t, ok := o.(fyne.Tappable); ok {
		tap := base
		tap.Kind = "tap"
		tap.Label = tappableLabel(t)
		if d, ok := o.(fyne.Disableable); ok {
			tap.Disabled = d.Disabled()
		}
		w.objects = append(w.objects, tap)
		idx := len(w.objects) - 1
		ctx.outer = idx
		w.open = append(w.open, idx)
		defer func() {
			// The texts drawn inside gathered in Text; they name an
			// unlabelled tappable.
			w.open = w.open[:len(w.open)-1]
			if t := &w.objects[idx]; t.Label == "" {
				t.Label = t.Text
			}
			w.objects[idx].Text = ""
		}()
	}
	switch v := o.(type) {
	case *canvas.Text:
		w.text(base, v.Text, v.MinSize(), s, r, ctx)
		return
	case *kit.TickText:
		base.Ticking = true
		w.text(base, v.Text(), s, s, r, ctx)
		return
	case *kit.SegmentNumber:
		base.Ticking = true
		w.text(base, v.Text(), s, s, r, ctx)
		return
	case *widget.Entry:
		ctx.inEntry = true
	case *widget.RichText:
		ctx.cut, ctx.ellipsis = richCut(v)
	case *container.Scroll:
		sc := base
		sc.Kind = "scroll"
		sc.Offset = &[2]float32{v.Offset.X, v.Offset.Y}
		if v.Content != nil {
			cs := v.Content.Size()
			sc.Content = &[2]float32{cs.Width, cs.Height}
		}
		w.objects = append(w.objects, sc)
		ctx.scroll = len(w.objects) - 1
		ctx.inScroll = true
		ctx.view = ctx.view.intersect(r)
	}
	ctx.pos = p
	for _, child := range treeChildren(o) {
		w.walk(child, ctx)
	}
}

// text records a text; min is the size it needs, size the size it has.
func (w *treeWalker) text(base TreeObject, s string, min, size fyne.Size, r rect, ctx walkCtx) {
	if strings.TrimSpace(s) == "" || size.Width <= 0 || size.Height <= 0 {
		return
	}
	for _, i := range w.open {
		if !base.Ticking { // a label that ticks would name nothing twice
			w.objects[i].Text = strings.TrimSpace(w.objects[i].Text + " " + s)
		}
	}
	t := base
	t.Kind, t.Text, t.Ellipsis = "text", s, ctx.ellipsis
	if !ctx.inEntry {
		vis := r.intersect(ctx.view)
		switch {
		case ctx.cut != "":
			t.Cut = ctx.cut
		// A line's height holds space above and below its letters: only
		// a quarter more than the place it has cuts them.
		case min.Width > size.Width+1 || min.Height > size.Height*1.25:
			t.Cut = "overflow"
		case vis.w > 0 && vis.h > 0 && !w.win.contains(vis):
			t.Cut = "window"
		case !ctx.inScroll && !w.win.contains(r):
			t.Cut = "window"
		}
	}
	w.objects = append(w.objects, t)
}

func treeChildren(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		if r := fyneRenderer(v); r != nil {
			return r.Objects()
		}
	}
	return nil
}

// typeName is a short Go type name: *kit.Button, *widget.Label.
func typeName(o fyne.CanvasObject) string { return fmt.Sprintf("%T", o) }
