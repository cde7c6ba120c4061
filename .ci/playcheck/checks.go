package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// minTouch is the least side of a tappable, in Fyne units (kit.MinTouch).
const minTouch = 48

// exempt names the tappables the tappable checks (size, overlap) leave
// out, each with its reason. Keyed by Go type and label ("" for any label).
var exempt = map[[2]string]string{
	{"*widget.scrollBarArea", ""}: "Fyne's scroll bar, a mouse's aid: a finger drags the list itself",
}

// check looks at a settled screen (and the one before, nil at the start):
// it returns one sentence per problem.
func check(t, prev *tree, screenW, screenH int, changedByStep bool) []string {
	var out []string
	if w, h := t.Width*t.Scale, t.Height*t.Scale; w > float32(screenW)+0.5 || h > float32(screenH)+0.5 {
		out = append(out, fmt.Sprintf("the window is %.0fx%.0f, larger than the %dx%d screen", w, h, screenW, screenH))
	}
	taps := t.taps()
	for _, o := range taps {
		if !o.InScroll && !within(o, t) {
			out = append(out, fmt.Sprintf("tappable %s is outside the window (%s)", name(o), box(o)))
		} else if o.InScroll && o.Seen[2] > 0 && o.Seen[3] > 0 && !seenWithin(o, t) {
			out = append(out, fmt.Sprintf("tappable %s is past the window's edge (%s)", name(o), box(o)))
		}
		if (o.W < minTouch-0.5 || o.H < minTouch-0.5) && !isExempt(o) {
			out = append(out, fmt.Sprintf("tappable %s is %.0fx%.0f, under %d", name(o), o.W, o.H, minTouch))
		}
	}
	for i, a := range taps {
		for _, b := range taps[i+1:] {
			if a.Disabled || b.Disabled || t.nested(a.idx, b.idx) || isExempt(a) || isExempt(b) {
				continue
			}
			if ov := overlap(seenRect(a), seenRect(b)); ov > 1 {
				out = append(out, fmt.Sprintf("tappables %s and %s overlap (%s, %s)", name(a), name(b), box(a), box(b)))
			}
		}
	}
	for _, o := range t.texts() {
		if o.Cut != "" && !o.Ellipsis {
			out = append(out, fmt.Sprintf("text %q is cut (%s; %s)", o.Text, o.Cut, box(o)))
		}
	}
	if prev != nil && !changedByStep {
		out = append(out, moved(prev, t)...)
	}
	return out
}

// moved lists the labelled tappables that moved while the same labels
// stayed on screen (the screen did not change, so nothing may move under a
// finger).
func moved(prev, t *tree) []string {
	a, b := keyed(prev), keyed(t)
	if !sameKeys(a, b) {
		return nil
	}
	var out []string
	for _, k := range sortedKeys(a) {
		p, n := a[k], b[k]
		d := math.Max(math.Max(abs(p.X-n.X), abs(p.Y-n.Y)), math.Max(abs(p.X+p.W-n.X-n.W), abs(p.Y+p.H-n.Y-n.H)))
		if d > 2 {
			out = append(out, fmt.Sprintf("tappable %s moved by %.0f px while the screen stayed the same (%s → %s)", k, d, box(p), box(n)))
		}
	}
	return out
}

// keyed names each labelled tappable "LABEL" or "LABEL #n".
func keyed(t *tree) map[string]object {
	m := map[string]object{}
	seen := map[string]int{}
	for _, o := range t.taps() {
		if o.Label == "" {
			continue
		}
		seen[o.Label]++
		k := fmt.Sprintf("%q", o.Label)
		if seen[o.Label] > 1 {
			k += fmt.Sprintf(" #%d", seen[o.Label])
		}
		m[k] = o
	}
	return m
}

func sameKeys(a, b map[string]object) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if _, ok := b[k]; !ok {
			return false
		}
	}
	return true
}

func sortedKeys(m map[string]object) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func isExempt(o object) bool {
	_, any := exempt[[2]string{o.Type, ""}]
	_, this := exempt[[2]string{o.Type, o.Label}]
	return any || this
}

func abs(f float32) float64 { return math.Abs(float64(f)) }

func within(o object, t *tree) bool {
	return o.X >= -0.5 && o.Y >= -0.5 && o.X+o.W <= t.Width+0.5 && o.Y+o.H <= t.Height+0.5
}

func seenWithin(o object, t *tree) bool {
	s := o.Seen
	return s[0] >= -0.5 && s[1] >= -0.5 && s[0]+s[2] <= t.Width+0.5 && s[1]+s[3] <= t.Height+0.5
}

func seenRect(o object) [4]float32 {
	if o.InScroll {
		return o.Seen
	}
	return [4]float32{o.X, o.Y, o.W, o.H}
}

// overlap is the smaller side of two rectangles' common part.
func overlap(a, b [4]float32) float32 {
	w := min(a[0]+a[2], b[0]+b[2]) - max(a[0], b[0])
	h := min(a[1]+a[3], b[1]+b[3]) - max(a[1], b[1])
	if w <= 0 || h <= 0 {
		return 0
	}
	return min(w, h)
}

func name(o object) string {
	l := o.Label
	if l == "" {
		l = "(no label)"
	}
	return fmt.Sprintf("%q %s", l, strings.TrimPrefix(o.Type, "*"))
}

func box(o object) string {
	return fmt.Sprintf("%.0f,%.0f %.0fx%.0f", o.X, o.Y, o.W, o.H)
}
