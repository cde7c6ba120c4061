package ui

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// stepThrough shows a past game told again step by step, from its last
// step; the screen's way back leads to the list it came from.
func (a *App) stepThrough(p pastEntry, back func()) {
	rd, ok := pastReadersOf(p.e.Game)
	var steps []kit.Step
	err := errors.New(lang.X("past.notShown", "This game cannot be shown in this version."))
	if ok {
		steps, err = rd.steps(a.Store(), p.e.Path)
	}
	if err != nil || len(steps) == 0 {
		a.tell(lang.X("past.cannot", "This game cannot be shown"), translations.Err(err))
		return
	}
	a.show(a.replayScreen(p, steps, back))
}

// replayScreen is a past game's steps, one at a time: the step buttons
// and the slider stay at the top, where a finger finds them at every step;
// under them the step's moment, what the Log said of it and its position's
// notation, which can be copied.
func (a *App) replayScreen(p pastEntry, steps []kit.Step, back func()) fyne.CanvasObject {
	r := &replay{steps: steps, at: len(steps) - 1}
	r.count = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	r.moment = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	r.text = widget.NewLabel("")
	r.text.Wrapping = fyne.TextWrapWord
	// The notation is for a copy and a check, not the page's words: a
	// small grey line under the step's sentence.
	r.notation = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	r.notation.Wrapping = fyne.TextWrapBreak
	r.notation.SizeName = theme.SizeNameCaptionText
	r.notation.Importance = widget.LowImportance
	r.slider = widget.NewSlider(0, float64(len(steps)-1))
	r.slider.Step = 1
	r.slider.OnChanged = func(v float64) { r.set(int(v)) }
	r.first = kit.NewButton("", theme.MediaSkipPreviousIcon(), func() { r.set(0) })
	r.prev = kit.NewButton(lang.X("past.replay.back", "Step back"), theme.NavigateBackIcon(), func() { r.set(r.at - 1) })
	r.next = kit.NewButton(lang.X("past.replay.on", "Step on"), theme.NavigateNextIcon(), func() { r.set(r.at + 1) })
	r.last = kit.NewButton("", theme.MediaSkipNextIcon(), func() { r.set(len(r.steps) - 1) })
	r.set(r.at)

	copyPos := kit.NewButton(lang.X("past.replay.copy", "Copy the position"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(r.steps[r.at].Notation)
		a.tell(lang.X("past.replay.copied", "Position copied"), r.steps[r.at].Notation)
	})
	table := kit.NewButton(lang.X("past.replay.table", "Show the table at the end"), theme.VisibilityIcon(), func() { a.viewPast(p, back) })
	save := kit.NewButton(lang.X("past.replay.save", "Save the game file"), theme.DocumentSaveIcon(), func() { a.exportJournal(p) })

	head := container.NewVBox(widget.NewLabel(pastHead(p)))
	if p.past.Result != "" {
		head.Add(pastResult(p.past.Result))
	}
	nav := container.NewBorder(nil, nil, container.NewHBox(r.first, r.prev), container.NewHBox(r.next, r.last), r.slider)
	// "When did Bo get that antidote?": the next (or the previous) step
	// whose words hold every word typed (a name, a character, a place).
	query := widget.NewEntry()
	query.SetPlaceHolder(lang.X("past.replay.findHint", "A name, a character, a place"))
	find := kit.NewButton(lang.X("past.replay.find", "Find the next step"), theme.SearchIcon(), func() { r.find(query.Text, 1) })
	findBack := kit.NewButton(lang.X("past.replay.findBack", "Find the previous step"), theme.NavigateBackIcon(), func() { r.find(query.Text, -1) })
	query.OnSubmitted = func(s string) { r.find(s, 1) }
	top := container.NewVBox(head, nav, query, kit.NewFlow(false, findBack, find), r.count, r.moment, widget.NewSeparator())
	body := container.NewVBox(r.text, widget.NewSeparator(), r.notation)
	bottom := kit.NewFlow(false, copyPos, table, save)
	bar := kit.TopBar(back, lang.X("past.replay.title", "Step by step"))
	return container.NewBorder(bar, nil, nil, nil, container.NewPadded(container.New(column{900},
		container.NewBorder(top, bottom, nil, nil, kit.NewVScroll(body)))))
}

// column lays its one object out over the whole height, at most width
// wide, in the middle: the replay's step text scrolls in all the height
// left, and its buttons keep to the bottom.
type column struct{ width float32 }

func (c column) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	w := max(objs[0].MinSize().Width, min(c.width, s.Width))
	objs[0].Resize(fyne.NewSize(w, s.Height))
	objs[0].Move(fyne.NewPos((s.Width-w)/2, 0))
}

func (column) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// replay is the step on show of a game told again, and the widgets that
// show it.
type replay struct {
	steps                   []kit.Step
	at                      int
	count, moment, text     *widget.Label
	notation                *widget.Label
	slider                  *widget.Slider
	first, prev, next, last *kit.Button
}

// set shows step i (kept within the game), and keeps the slider and the
// step buttons in step with it.
func (r *replay) set(i int) {
	i = max(0, min(i, len(r.steps)-1))
	r.at = i
	s := r.steps[i]
	r.count.SetText(lang.X("past.replay.count", "Step {{.Step}} of {{.Steps}}", map[string]any{"Step": strconv.Itoa(i), "Steps": strconv.Itoa(len(r.steps) - 1)}))
	r.moment.SetText(lang.X("past.replay.when", "When it happened: {{.Moment}}", map[string]any{"Moment": s.Moment}))
	r.text.SetText(s.Text)
	r.notation.SetText(s.Notation)
	if int(r.slider.Value) != i {
		r.slider.SetValue(float64(i))
	}
	for _, b := range []*kit.Button{r.first, r.prev} {
		enable(b, i > 0)
	}
	for _, b := range []*kit.Button{r.next, r.last} {
		enable(b, i < len(r.steps)-1)
	}
}

// find shows the next step (way 1) or the previous one (way -1) from the
// one on show whose sentence holds every word typed, in any order and
// case ("Cy Gunman" finds "the Gunman of Cy"), going round at the ends;
// the step stays when none does, and says so in the player's words.
func (r *replay) find(typed string, way int) {
	typed = strings.TrimSpace(typed)
	words := strings.Fields(strings.ToLower(typed))
	if len(words) == 0 {
		return
	}
	n := len(r.steps)
	for k := 1; k <= n; k++ {
		i := ((r.at+way*k)%n + n) % n
		text := strings.ToLower(r.steps[i].Text)
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(text, w) }) {
			r.set(i)
			return
		}
	}
	r.moment.SetText(lang.X("past.replay.notFound", "No step says “{{.Words}}”.", map[string]any{"Words": typed}))
}

// enable enables or disables a button: at either end of a game its step
// buttons stay where they are, greyed.
func enable(b *kit.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// pastHead is a past game's line head: when it started and which game.
func pastHead(p pastEntry) string {
	when := pastWhen(p.e.Created, pastNow())
	return lang.X("past.head", "{{.When}} · {{.Game}}", map[string]any{"When": when, "Game": p.title})
}
