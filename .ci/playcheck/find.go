package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var nth = regexp.MustCompile(`^(.*?)\s+#(\d+)$`)

// findTap finds the tappable labelled arg ("LABEL" or "LABEL #n" for the
// nth in drawing order) that a finger reaches now.
func findTap(t *tree, arg string) (object, error) {
	label, n := arg, 1
	if m := nth.FindStringSubmatch(arg); m != nil {
		label = m[1]
		n, _ = strconv.Atoi(m[2])
	}
	k := 0
	for _, o := range t.taps() {
		if o.Label != label {
			continue
		}
		if k++; k == n {
			return o, nil
		}
	}
	return object{}, fmt.Errorf("no tappable %q (found %d); tappables: %s", arg, k, quoteAll(t.labels()))
}

// shows reports whether some text or label on screen contains s.
func shows(t *tree, s string) bool {
	for _, o := range t.Objects {
		if !o.Covered && (strings.Contains(o.Text, s) || strings.Contains(o.Label, s)) {
			return true
		}
	}
	return false
}

// subjectInView says what is wrong with the step's subject, "" if it is
// wholly in view.
func subjectInView(t *tree, s string) string {
	found := false
	for _, o := range t.texts() {
		if !strings.Contains(o.Text, s) {
			continue
		}
		found = true
		if o.InView && o.Cut == "" {
			return ""
		}
	}
	if !found {
		return fmt.Sprintf("subject %q is not on screen", s)
	}
	return fmt.Sprintf("subject %q is not wholly in view (scrolled out or cut)", s)
}

func screenWords(t *tree) string {
	if t == nil {
		return "nothing"
	}
	var w []string
	for _, o := range t.texts() {
		w = append(w, o.Text)
	}
	return quoteAll(w) + "; tappables: " + quoteAll(t.labels())
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, " ") + "]"
}

// wheelStep is how far one click of the mouse wheel scrolls, in Fyne
// units: the GL driver's scrollSpeed on Linux (Fyne 2.7). A scroll that
// moves by another step teaches reach its own.
const wheelStep = 25

// reach finds the tappable arg names and, when a finger cannot reach it
// whole, turns the wheel over its scroll as a finger would drag it, then
// waits until the scroll has come to rest where the clicks take it.
func (p *player) reach(arg string) (*tree, object, error) {
	step := float32(wheelStep)
	for i := 0; ; i++ {
		t := p.s.latest()
		if t == nil {
			return nil, object{}, fmt.Errorf("no screen to tap on")
		}
		o, err := findTap(t, arg)
		if err != nil {
			return nil, o, err
		}
		var sc object
		if o.Scroll >= 0 {
			sc = t.Objects[o.Scroll]
		}
		down := o.Y+o.H > sc.Seen[1]+sc.Seen[3]
		if reachable(o, sc, down) {
			if i > 0 {
				p.scrolled = t
			}
			return t, o, nil
		}
		if o.Scroll < 0 || sc.Offset == nil || i == 10 {
			return nil, o, fmt.Errorf("%q is out of view (%s) and no scroll brings it", arg, box(o))
		}
		// The wheel scrolls by whole clicks: enough to show the tappable
		// whole, and its scroll stops at either end.
		dir, dist := "5", o.Y+o.H-(sc.Seen[1]+sc.Seen[3])
		if !down {
			dir, dist = "4", sc.Seen[1]-o.Y
		}
		clicks := int(min(60, max(1, dist/step+1)))
		from := sc.Offset[1]
		want := from + float32(clicks)*step
		if !down {
			want = from - float32(clicks)*step
		}
		want = max(0, min(want, maxOffset(sc)))
		x, y := (sc.Seen[0]+sc.Seen[2]/2)*t.Scale, (sc.Seen[1]+sc.Seen[3]/2)*t.Scale
		if err := p.s.wheel(x, y, dir, clicks); err != nil {
			return nil, o, err
		}
		n, at := p.waitScrolled(t.Seq, arg, want, 10*time.Second)
		if debug {
			fmt.Printf("%s step %d: %d clicks %s over the scroll of %q: offset %.0f, want %.0f, came to %.0f\n",
				p.name, p.step, clicks, map[string]string{"4": "up", "5": "down"}[dir], arg, from, want, at)
		}
		// A scroll that came to rest elsewhere, short of its end, moves
		// by another step a click.
		if n != nil && at >= 0 && abs32(at-want) > 0.5 && at > 0 && at < maxOffset(sc)-0.5 {
			step = max(1, abs32(at-from)/float32(clicks))
		}
	}
}

// reachable tells whether a finger reaches o: wholly in view, or at least
// a finger's width and height of it; or, at the end its scroll cannot go
// past, whatever shows of it.
func reachable(o, sc object, down bool) bool {
	if o.Seen[2] < 1 || o.Seen[3] < 1 {
		return false
	}
	if o.Seen[2] >= min(o.W, minTouch)-0.5 && o.Seen[3] >= min(o.H, minTouch)-0.5 {
		return true
	}
	if sc.Offset == nil {
		return true
	}
	if down {
		return sc.Offset[1] >= maxOffset(sc)-0.5
	}
	return sc.Offset[1] <= 0.5
}

// maxOffset is the furthest a scroll goes down.
func maxOffset(sc object) float32 {
	if sc.Content == nil {
		return 0
	}
	return max(0, sc.Content[1]-sc.H)
}

// waitScrolled waits up to d for a settled tree in which the scroll that
// holds arg rests at offset want: an app on a busy machine takes the wheel
// clicks late, and a tree written while they come shows the list moving,
// so a tap at its place would land on another button. It returns the
// newest tree and the offset it shows (-1 when arg is not in a scroll).
func (p *player) waitScrolled(seq int, arg string, want float32, d time.Duration) (*tree, float32) {
	end := time.Now().Add(d)
	var last *tree
	at := float32(-1)
	for time.Now().Before(end) {
		t := p.s.waitTree(seq, time.Until(end))
		if t == nil {
			break
		}
		seq, last = t.Seq, t
		o, err := findTap(t, arg)
		if err != nil || o.Scroll < 0 || t.Objects[o.Scroll].Offset == nil {
			return t, -1 // the screen changed: the caller looks again
		}
		if at = t.Objects[o.Scroll].Offset[1]; abs32(at-want) <= 0.5 {
			return t, at
		}
	}
	return last, at
}

func abs32(f float32) float32 { return max(f, -f) }
