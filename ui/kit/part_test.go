package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestAPartRedrawsOnlyANewPicture: the same picture (even a fresh copy
// with equal slices) draws nothing; any field that differs redraws.
func TestAPartRedrawsOnlyANewPicture(t *testing.T) {
	type pic struct {
		Title string
		Who   []string
	}
	p := NewPart[pic]()
	draws := 0
	draw := func(x pic) fyne.CanvasObject { draws++; return widget.NewLabel(x.Title) }
	for i, tc := range []struct {
		pic  pic
		want bool
	}{
		{pic{"Church", []string{"Geek"}}, true},
		{pic{"Church", []string{"Geek"}}, false},
		{pic{"Church", []string{"Geek", "Teen"}}, true},
		{pic{"Bank", []string{"Geek", "Teen"}}, true},
		{pic{"Bank", []string{"Geek", "Teen"}}, false},
	} {
		if got := p.Show(tc.pic, draw); got != tc.want {
			t.Fatalf("step %d: drew %v, want %v", i, got, tc.want)
		}
	}
	if draws != 3 || p.Box.Objects[0].(*widget.Label).Text != "Bank" {
		t.Fatalf("%d draws, showing %q", draws, p.Box.Objects[0].(*widget.Label).Text)
	}
}
