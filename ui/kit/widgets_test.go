package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func newWindow(t *testing.T) fyne.Window {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	a.Settings().SetTheme(NewTheme(LookDark, 1))
	w := a.NewWindow("kit")
	w.Resize(fyne.NewSize(800, 600))
	return w
}

// TestMessageBarHoldsItsHeight: one message or twenty, short or long, the
// bar is as tall as before, shows the newest first and keeps the rest in
// its log.
func TestMessageBarHoldsItsHeight(t *testing.T) {
	w := newWindow(t)
	bar := NewMessageBar(w.Canvas)
	w.SetContent(container.NewBorder(nil, bar, nil, nil, widget.NewLabel("board")))
	h0 := bar.MinSize().Height
	bar.Post(Message{Text: "3 zombies arrive at the Bank.", Rule: "at most 8 zombies on a place"})
	for i := 0; i < 20; i++ {
		bar.Post(Message{Text: strings.Repeat("a long sentence ", 20)})
	}
	bar.Post(Message{Text: "Refused.", Refusal: true})
	if h := bar.MinSize().Height; h != h0 {
		t.Fatalf("the bar grew from %v to %v", h0, h)
	}
	if got := bar.Lines()[0]; got != "Not allowed: Refused." {
		t.Fatalf("newest first: %q", got)
	}
	if n := len(bar.History()); n != 22 {
		t.Fatalf("log keeps %d messages, want 22", n)
	}
	test.Tap(bar.log)
	if len(w.Canvas().Overlays().List()) != 1 {
		t.Fatal("the log opens over the screen")
	}
}

// TestMessageBarOffersUndo: the undo of the last step sits in the bar, one
// tap away, and goes when withdrawn.
func TestMessageBarOffersUndo(t *testing.T) {
	w := newWindow(t)
	bar := NewMessageBar(w.Canvas)
	w.SetContent(bar)
	undone := 0
	bar.Offer("Undo the kill", func() { undone++ })
	test.Tap(bar.undo)
	if undone != 1 || bar.undo.Text != "Undo the kill" {
		t.Fatalf("undo ran %d times, says %q", undone, bar.undo.Text)
	}
	bar.Offer("", nil)
	if bar.undo.Visible() {
		t.Fatal("a withdrawn undo is hidden")
	}
}

// TestRefusedButtonSaysWhyAndStaysPut: a refused button keeps its place and
// size, and a tap tells the reason instead of acting.
func TestRefusedButtonSaysWhyAndStaysPut(t *testing.T) {
	w := newWindow(t)
	acted, told := 0, ""
	b := NewButton("Kill", nil, func() { acted++ })
	w.SetContent(container.NewVBox(b))
	before := b.Size()
	b.Refuse("Only in the attack step.", func(r string) { told = r })
	test.Tap(b)
	if acted != 0 || told != "Only in the attack step." || b.Size() != before {
		t.Fatalf("acted %d, told %q, size %v -> %v", acted, told, before, b.Size())
	}
	b.Refuse("", nil)
	test.Tap(b)
	if acted != 1 {
		t.Fatal("enabled again, the button acts")
	}
}

// TestScrollMemoryKeepsTheStepAndResetsOnTheNext: the same step keeps the
// offset across a rebuild; another step starts at the top.
func TestScrollMemoryKeepsTheStepAndResetsOnTheNext(t *testing.T) {
	w := newWindow(t)
	var m ScrollMemory
	long := func() fyne.CanvasObject {
		box := container.NewVBox()
		for i := 0; i < 100; i++ {
			box.Add(widget.NewLabel("row"))
		}
		return box
	}
	s := m.Scroll("movement", long())
	w.SetContent(s)
	s.ScrollToOffset(fyne.NewPos(0, 400))
	s2 := m.Scroll("movement", long())
	w.SetContent(s2)
	m.Restore()
	if s2.Offset.Y != 400 {
		t.Fatalf("same step: offset %v, want 400", s2.Offset.Y)
	}
	s3 := m.Scroll("resolution", long())
	w.SetContent(s3)
	m.Restore()
	if s3.Offset.Y != 0 {
		t.Fatalf("new step: offset %v, want 0", s3.Offset.Y)
	}
}

// TestSteadyBoxNeverShrinks: a guide that grows by a line keeps that height
// when the line goes, so the board below does not jump back.
func TestSteadyBoxNeverShrinks(t *testing.T) {
	w := newWindow(t)
	l := widget.NewLabel("one line")
	box := NewSteady(10, l)
	w.SetContent(container.NewVBox(box))
	h1 := box.MinSize().Height
	l.SetText("one line\nand another")
	h2 := box.MinSize().Height
	l.SetText("one line")
	if h3 := box.MinSize().Height; h2 <= h1 || h3 != h2 {
		t.Fatalf("heights %v, %v, %v: want growth then no shrink", h1, h2, h3)
	}
}

// TestShortLabelShowsAShortNameWhole: a name that fits is never cut; a long
// one is shortened at the limit to its whole words and "…", never within a
// word ("Anna (R): gewählter C…" was read as a word lost).
func TestShortLabelShowsAShortNameWhole(t *testing.T) {
	w := newWindow(t)
	short := ShortLabel("Player 1", 220)
	long := ShortLabel("Bartholomew the Magnificent of the Seven Hills", 220)
	w.SetContent(container.NewVBox(container.NewHBox(short), container.NewHBox(long)))
	var texts []string
	for _, o := range []fyne.CanvasObject{short, long} {
		l := o.(*fyne.Container).Objects[0].(*widget.Label)
		r := test.WidgetRenderer(l)
		for _, c := range r.Objects() {
			for _, cc := range test.WidgetRenderer(c.(fyne.Widget)).Objects() {
				if tx, ok := cc.(*canvas.Text); ok {
					texts = append(texts, tx.Text)
				}
			}
		}
	}
	if len(texts) != 2 || texts[0] != "Player 1" || !strings.HasSuffix(texts[1], " …") {
		t.Fatalf("drawn as %q", texts)
	}
	shown := strings.TrimSuffix(texts[1], " …")
	if !strings.HasPrefix("Bartholomew the Magnificent of the Seven Hills ", shown+" ") {
		t.Errorf("shortened within a word: %q", texts[1])
	}
}
