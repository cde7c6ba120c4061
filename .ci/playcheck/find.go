package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
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
