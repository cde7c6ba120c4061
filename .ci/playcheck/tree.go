package main

import (
	"encoding/json"
	"os"
)

// tree is what ui.WatchTree writes (see ui/treedump.go).
type tree struct {
	Seq     int      `json:"seq"`
	Width   float32  `json:"width"`
	Height  float32  `json:"height"`
	Scale   float32  `json:"scale"`
	Layers  int      `json:"layers"`
	Objects []object `json:"objects"`
}

type object struct {
	Kind     string     `json:"kind"`
	Type     string     `json:"type"`
	Label    string     `json:"label"`
	Text     string     `json:"text"`
	X        float32    `json:"x"`
	Y        float32    `json:"y"`
	W        float32    `json:"w"`
	H        float32    `json:"h"`
	Disabled bool       `json:"disabled"`
	Layer    int        `json:"layer"`
	Covered  bool       `json:"covered"`
	InScroll bool       `json:"inScroll"`
	InView   bool       `json:"inView"`
	Seen     [4]float32 `json:"seen"`
	Outer    int        `json:"outer"`
	Scroll   int        `json:"scroll"`
	Cut      string     `json:"cut"`
	Ellipsis bool       `json:"ellipsis"`
	Ticking  bool       `json:"ticking"`
	// Offset and Content are a scroll's offset and its content's size.
	Offset  *[2]float32 `json:"offset"`
	Content *[2]float32 `json:"content"`
	// idx is the object's place in tree.Objects.
	idx int
}

func readTree(path string) (*tree, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t tree
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, err
	}
	for i := range t.Objects {
		t.Objects[i].idx = i
	}
	return &t, nil
}

// taps are the tappables a finger reaches now: not under a dialog, not a
// pop-up's background.
func (t *tree) taps() []object {
	var out []object
	for _, o := range t.Objects {
		if o.Kind == "tap" && !o.Covered && o.Label != "pop-up" {
			out = append(out, o)
		}
	}
	return out
}

// texts are the texts not under a dialog.
func (t *tree) texts() []object {
	var out []object
	for _, o := range t.Objects {
		if o.Kind == "text" && !o.Covered {
			out = append(out, o)
		}
	}
	return out
}

// labels lists the tappables' labels, in drawing order.
func (t *tree) labels() []string {
	var out []string
	for _, o := range t.taps() {
		out = append(out, o.Label)
	}
	return out
}

// nested reports whether tappable i lies inside tappable j or j inside i.
func (t *tree) nested(i, j int) bool {
	return t.inside(i, j) || t.inside(j, i)
}

func (t *tree) inside(i, j int) bool {
	for k := t.Objects[i].Outer; k >= 0; k = t.Objects[k].Outer {
		if k == j {
			return true
		}
	}
	return false
}
