package escape

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine/store"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// fakeHost is the app around the Escape screens in tests: a real test
// window, a games folder of the test's, a fixed seed, a fake clock, and a
// queue behind the hand-off that only the test's goroutine drains.
type fakeHost struct {
	t         *testing.T
	fa        fyne.App
	win       fyne.Window
	dir       string
	clock     *timers.FakeClock
	q         *kit.Queue
	onLeaving func(toHome bool, proceed func())
	told      []string
	homes     int
	st        *store.Store
}

// textScale is the text size the tests' screens are drawn at: 1 unless a
// test of the larger sizes sets it.
var textScale float32 = 1

func newHost(t *testing.T, dir string, clock *timers.FakeClock) *fakeHost {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	fa.Settings().SetTheme(kit.NewTheme(kit.LookDark, textScale)) // the app's theme and fonts
	win := fa.NewWindow("Hordekeeper")
	win.Resize(fyne.NewSize(1280, 800))
	return &fakeHost{t: t, fa: fa, win: win, dir: dir, clock: clock, q: &kit.Queue{}}
}

func (h *fakeHost) Window() fyne.Window               { return h.win }
func (h *fakeHost) Show(c fyne.CanvasObject)          { h.win.SetContent(c) }
func (h *fakeHost) Prefs() fyne.Preferences           { return h.fa.Preferences() }
func (h *fakeHost) NewSeed() uint64                   { return 7 }
func (h *fakeHost) NewHandoff() *kit.Handoff          { return kit.NewHandoff(h.q.Push) }
func (h *fakeHost) Clock() timers.Clock               { return h.clock }
func (h *fakeHost) Sound() bool                       { return false }
func (h *fakeHost) SetOnLeaving(f func(bool, func())) { h.onLeaving = f }

func (h *fakeHost) Tell(title, msg string) {
	h.told = append(h.told, title+": "+msg)
	kit.Tell(h.win.Canvas(), title, msg)
}

// Home goes to the list of games as the shell does: the game on show is
// asked first, and may go on only when it calls proceed.
func (h *fakeHost) Home() {
	home := func() {
		h.onLeaving = nil
		h.homes++
		h.win.SetContent(widget.NewLabel("The list of games"))
	}
	if f := h.onLeaving; f != nil {
		f(true, home)
		return
	}
	home()
}

// leaveForeground is the app going to the background.
func (h *fakeHost) leaveForeground() {
	if f := h.onLeaving; f != nil {
		f(false, nil)
	}
}

func (h *fakeHost) canvas() fyne.Canvas { return h.win.Canvas() }

func (h *fakeHost) tap(label string) {
	h.t.Helper()
	uitest.Tap(h.t, h.canvas(), say(label))
}

// say is how the screens show an English label: as it is, or in the
// made-up language of a test that walks the screens under uitest.Pseudo.
var say = func(english string) string { return english }

func (h *fakeHost) shows(s string) bool { return uitest.Shows(h.canvas(), s) }

// showsText reports whether some text on screen is exactly s.
func (h *fakeHost) showsText(s string) bool {
	for _, t := range uitest.Texts(h.canvas()) {
		if t == s {
			return true
		}
	}
	return false
}

// advance moves the fake clock by d once the screen's background
// goroutines are asleep, waits until they have done what d brought (posted
// the cues and the tick), and runs what they posted, as the app's UI
// goroutine would.
func (h *fakeHost) advance(d time.Duration) {
	h.t.Helper()
	settle(h.t)
	h.clock.Advance(d)
	settle(h.t)
	h.q.Drain()
}

// settle waits until every goroutine the Escape screen started (the
// soundtrack's Run and the clock's ticker) is parked in its select, waiting
// on the clock: none is half-way through a poll, none has a wake-up pending
// (a goroutine woken by Pause or Resume is runnable, not parked). Only then
// is moving the fake clock seen by them as one jump, at once.
func settle(t *testing.T) {
	t.Helper()
	buf := make([]byte, 1<<20)
	deadline := time.Now().Add(10 * time.Second)
	for {
		n := runtime.Stack(buf, true)
		if n == len(buf) {
			buf = make([]byte, 2*len(buf))
			continue
		}
		if quiet(buf[:n]) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the screen's goroutines never went to sleep:\n%s", buf[:n])
		}
		time.Sleep(100 * time.Microsecond)
	}
}

func quiet(dump []byte) bool {
	for _, g := range bytes.Split(dump, []byte("\n\n")) {
		if !bytes.Contains(g, []byte("created by hordekeeper/ui/escape.(*view).runBackground")) {
			continue
		}
		head, _, _ := bytes.Cut(g, []byte("\n"))
		if !bytes.Contains(head, []byte("[select")) {
			return false
		}
	}
	return true
}

// background counts the goroutines the Escape screens have running, once
// those that a stop has ended are gone (a goroutine that has returned from
// its function may still be listed for a moment).
func background() int {
	buf := make([]byte, 4<<20)
	n := 0
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Microsecond) {
		m := runtime.Stack(buf, true)
		if n = bytes.Count(buf[:m], []byte("created by hordekeeper/ui/escape.(*view).runBackground")); n == 0 {
			break
		}
	}
	return n
}

// part returns the smallest part of the screen that shows text and holds
// exactly one button that want picks: the row of a survivor or a counter,
// as a player finds it by its title.
func (h *fakeHost) part(text string, want func(*kit.Button) bool) (fyne.CanvasObject, *kit.Button) {
	h.t.Helper()
	var found fyne.CanvasObject
	var button *kit.Button
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if b := holds(o, text, want); b != nil {
			found, button = o, b
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, k := range v.Objects {
				visit(k)
			}
		case fyne.Widget:
			if r := test.WidgetRenderer(v); r != nil {
				for _, k := range r.Objects() {
					visit(k)
				}
			}
		}
	}
	visit(h.canvas().Content())
	if found == nil {
		h.t.Fatalf("no part of the screen shows %q with one such button; it shows %q", text, uitest.Texts(h.canvas()))
	}
	return found, button
}

// holds returns the one button under o that want picks, if o also shows
// text; else nil.
func holds(o fyne.CanvasObject, text string, want func(*kit.Button) bool) *kit.Button {
	shown := false
	var bs []*kit.Button
	uitest.WalkObject(o, func(x fyne.CanvasObject) {
		if t, ok := x.(*canvas.Text); ok && strings.Contains(t.Text, text) {
			shown = true
		}
		if l, ok := x.(*widget.Label); ok && strings.Contains(l.Text, text) { // wrapped on a phone
			shown = true
		}
		if b, ok := x.(*kit.Button); ok && want(b) {
			bs = append(bs, b)
		}
	})
	if shown && len(bs) == 1 {
		return bs[0]
	}
	return nil
}

// labelled picks a button by its label; withIcon by its icon's name.
func labelled(l string) func(*kit.Button) bool {
	return func(b *kit.Button) bool { return b.Text == l }
}

func withIcon(r fyne.Resource) func(*kit.Button) bool {
	return func(b *kit.Button) bool { return b.Icon != nil && b.Icon.Name() == r.Name() }
}

// tapIn taps the button want picks in the part of the screen that shows
// text (a survivor's "-1 die", a counter's "+").
func (h *fakeHost) tapIn(text string, want func(*kit.Button) bool) {
	h.t.Helper()
	_, b := h.part(say(text), want)
	if b.Disabled() {
		h.t.Fatalf("the button near %q is disabled", text)
	}
	test.Tap(b)
}

// textsIn is what the part of the screen showing text (and holding one
// button want picks) says.
func (h *fakeHost) textsIn(text string, want func(*kit.Button) bool) string {
	h.t.Helper()
	o, _ := h.part(text, want)
	var out []string
	uitest.WalkObject(o, func(x fyne.CanvasObject) {
		if t, ok := x.(*canvas.Text); ok && t.Text != "" {
			out = append(out, t.Text)
		}
	})
	return strings.Join(out, " ")
}

// game opens Escape on h and starts a new game of four from the form.
func (h *fakeHost) newGame() {
	h.t.Helper()
	Open(h)
	h.tap("Start the game")
	if !h.showsText("15:00") || len(uitest.Buttons(h.canvas(), "Start")) != 1 {
		h.t.Fatalf("the play screen should wait with 15:00 and Start: %q", uitest.Texts(h.canvas()))
	}
}

// cueOffset finds the n-th cue of a kind in the first built-in track.
func cueOffset(t *testing.T, k timers.Kind, n int) time.Duration {
	t.Helper()
	for _, c := range timers.Track1().Cues {
		if c.Kind == k {
			n--
			if n == 0 {
				return c.Offset
			}
		}
	}
	t.Fatalf("no cue %v", k)
	return 0
}

// left is the time the big clock shows at elapsed el of the first track.
func left(el time.Duration) string {
	return timers.FormatLeft(timers.PlayTime - timers.Track1().Played(el))
}
