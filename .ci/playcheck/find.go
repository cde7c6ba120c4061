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

// reach finds the tappable arg names and, when it is scrolled out of
// view, turns the wheel over its scroll as a finger would drag it, until
// it shows.
func (p *player) reach(arg string) (*tree, object, error) {
	perClick := float32(20) // units a wheel click scrolls; learnt as it goes
	for i := 0; ; i++ {
		t := p.s.latest()
		if t == nil {
			return nil, object{}, fmt.Errorf("no screen to tap on")
		}
		o, err := findTap(t, arg)
		if err != nil {
			return nil, o, err
		}
		if o.Seen[2] >= 1 && o.Seen[3] >= 1 {
			if i > 0 {
				p.scrolled = t
			}
			return t, o, nil
		}
		if o.Scroll < 0 || i == 10 {
			return nil, o, fmt.Errorf("%q is out of view (%s) and no scroll brings it", arg, box(o))
		}
		sc := t.Objects[o.Scroll]
		dir, dist := "5", o.Y+o.H-(sc.Seen[1]+sc.Seen[3]) // down
		if o.Y < sc.Seen[1] {
			dir, dist = "4", sc.Seen[1]-o.Y
		}
		clicks := int(min(60, max(1, (dist+o.H/2)/perClick+1)))
		x, y := (sc.Seen[0]+sc.Seen[2]/2)*t.Scale, (sc.Seen[1]+sc.Seen[3]/2)*t.Scale
		if _, err := p.s.x("mousemove", "--window", p.s.win, strconv.Itoa(int(x)), strconv.Itoa(int(y)),
			"click", "--repeat", strconv.Itoa(clicks), "--delay", "20", dir); err != nil {
			return nil, o, err
		}
		if n := p.s.waitTree(t.Seq, 2*time.Second); n != nil {
			if m, err := findTap(n, arg); err == nil && m.Y != o.Y {
				perClick = max(1, abs32(m.Y-o.Y)/float32(clicks))
			}
			// The wheel's last clicks may still be moving the list: wait
			// for it to rest before the next look.
			for k := 0; n != nil && k < 3; k++ {
				n = p.s.waitTree(n.Seq, 500*time.Millisecond)
			}
		}
	}
}

func abs32(f float32) float32 { return max(f, -f) }
