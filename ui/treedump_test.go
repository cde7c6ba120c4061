package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// treeScreen is a window with what the walker must tell apart: a big
// button, a refused one, a small one, a label cut without an ellipsis, one
// with, text too wide for its place and a scroll whose end is out of view.
func treeScreen(t *testing.T) (fyne.Window, map[string]fyne.CanvasObject) {
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
	big := kit.NewButton("Start the game", nil, func() {})
	refused := kit.NewButton("Next round", nil, func() {})
	refused.Refuse("Not yet", func(string) {})
	small := widget.NewButton("x", func() {})
	clip := widget.NewLabel("A sentence far too long for its box")
	clip.Truncation = fyne.TextTruncateClip
	dots := widget.NewLabel("Another sentence far too long for its box")
	dots.Truncation = fyne.TextTruncateEllipsis
	list := container.NewVBox()
	for i := 0; i < 20; i++ {
		list.Add(kit.NewButton("Row", nil, func() {}))
	}
	last := list.Objects[19]
	scroll := container.NewVScroll(list)
	scroll.SetMinSize(fyne.NewSize(200, 150))
	row := container.NewGridWithColumns(2, clip, dots)
	content := container.NewVBox(big, refused, container.NewHBox(small), container.NewGridWrap(fyne.NewSize(160, 40), row), scroll)
	w := test.NewWindow(content)
	w.Resize(fyne.NewSize(400, 600))
	return w, map[string]fyne.CanvasObject{"big": big, "small": small, "last": last, "scroll": scroll}
}

func find(tr Tree, kind, words string) []TreeObject {
	var out []TreeObject
	for _, o := range tr.Objects {
		if o.Kind == kind && (o.Label == words || o.Text == words) {
			out = append(out, o)
		}
	}
	return out
}

func TestTreeListsTappablesWithTheirPlaceAndState(t *testing.T) {
	w, objs := treeScreen(t)
	tr := snapshotTree(w.Canvas())
	if tr.Width != 400 || tr.Height != 600 || tr.Layers != 1 {
		t.Fatalf("tree is %vx%v with %d layers", tr.Width, tr.Height, tr.Layers)
	}
	big := find(tr, "tap", "Start the game")
	if len(big) != 1 {
		t.Fatalf("Start the game found %d times in %+v", len(big), tr.Objects)
	}
	// The test driver takes its canvas's inset off; a desktop window has none.
	inset, _ := w.Canvas().InteractiveArea()
	want := fyne.CurrentApp().Driver().AbsolutePositionForObject(objs["big"]).Add(inset)
	if big[0].X != want.X || big[0].Y != want.Y || big[0].W != objs["big"].Size().Width || big[0].Disabled || !big[0].InView {
		t.Errorf("Start the game is %+v, the driver puts it at %v", big[0], want)
	}
	if r := find(tr, "tap", "Next round"); len(r) != 1 || !r[0].Disabled {
		t.Errorf("the refused button is %+v", r)
	}
	if s := find(tr, "tap", "x"); len(s) != 1 || s[0].W >= kit.MinTouch && s[0].H >= kit.MinTouch {
		t.Errorf("the small button is %+v", s)
	}
	rows := find(tr, "tap", "Row")
	if len(rows) != 20 || !rows[0].InView || !rows[0].InScroll || rows[19].InView || rows[19].Seen[3] != 0 {
		t.Fatalf("the scroll's rows are %+v", rows)
	}
	if sc := tr.Objects[rows[19].Scroll]; sc.Kind != "scroll" || sc.H != 150 || sc.Offset == nil || sc.Offset[1] != 0 ||
		sc.Content == nil || sc.Content[1] < 20*kit.MinTouch {
		t.Errorf("the rows' scroll is %+v", sc)
	}
	if want := fyne.CurrentApp().Driver().AbsolutePositionForObject(objs["last"]).Add(inset); rows[19].Y != want.Y {
		t.Errorf("the last row is at %v, the driver says %v", rows[19].Y, want.Y)
	}
	// A text drawn inside a button belongs to it.
	if txt := find(tr, "text", "Start the game"); len(txt) != 1 || tr.Objects[txt[0].Outer].Label != "Start the game" {
		t.Errorf("the button's words are %+v", txt)
	}
	// Scrolled, the tree gives the scroll's offset: a script waits for it.
	scroll := objs["scroll"].(*container.Scroll)
	scroll.ScrollToOffset(fyne.NewPos(0, 100))
	tr = snapshotTree(w.Canvas())
	if sc := tr.Objects[find(tr, "tap", "Row")[19].Scroll]; sc.Offset == nil || sc.Offset[1] != 100 {
		t.Errorf("scrolled by 100, the rows' scroll is %+v", sc)
	}
}

func TestTreeTellsCutTextsFromShortenedOnes(t *testing.T) {
	w, _ := treeScreen(t)
	tr := snapshotTree(w.Canvas())
	var clipped, ellipsis bool
	for _, o := range tr.Objects {
		if o.Kind != "text" {
			continue
		}
		if o.Cut == "clipped" {
			clipped = true
		}
		if o.Ellipsis && o.Cut == "" {
			ellipsis = true
		}
		if o.Text == "Start the game" && o.Cut != "" {
			t.Errorf("a whole button label is cut: %+v", o)
		}
	}
	if !clipped || !ellipsis {
		t.Errorf("clipped %v, ellipsis %v in %+v", clipped, ellipsis, tr.Objects)
	}
}

func TestTreeMarksTheScreenUnderADialogAsCovered(t *testing.T) {
	w, _ := treeScreen(t)
	widget.ShowModalPopUp(kit.NewButton("Close", nil, func() {}), w.Canvas())
	tr := snapshotTree(w.Canvas())
	if tr.Layers != 2 {
		t.Fatalf("%d layers", tr.Layers)
	}
	if b := find(tr, "tap", "Start the game"); len(b) != 1 || !b[0].Covered {
		t.Errorf("the button under the pop-up is %+v", b)
	}
	if c := find(tr, "tap", "Close"); len(c) != 1 || c[0].Covered || c[0].Layer != 1 {
		t.Errorf("the pop-up's button is %+v", c)
	}
}

func TestTreeIsWrittenOnceSettledAndNotBefore(t *testing.T) {
	w, _ := treeScreen(t)
	path := filepath.Join(t.TempDir(), "tree.json")
	tw := &treeWatch{win: w, path: path}
	tw.look()
	tw.look()
	if _, err := os.Stat(path); err == nil {
		t.Fatal("written before it settled")
	}
	tw.changed = time.Now().Add(-treeSettle)
	tw.look()
	var got Tree
	b, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(b, &got) != nil || got.Seq != 1 || len(find(got, "tap", "Start the game")) != 1 {
		t.Fatalf("after settling: %v %s", err, b)
	}
	// A change starts the wait again; the next settled tree is number 2.
	w.SetContent(kit.NewButton("Again", nil, func() {}))
	tw.look()
	tw.changed = time.Now().Add(-treeSettle)
	tw.look()
	b, _ = os.ReadFile(path)
	if json.Unmarshal(b, &got) != nil || got.Seq != 2 || len(find(got, "tap", "Again")) != 1 {
		t.Fatalf("after a change: %s", b)
	}
}
