package coh

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// searchPanel walks the Crossroads search: each tap shows the next wedge
// the leader looks at, until it names the victim's colour. act is the
// rule and the one thing to tap, always in the same place: the search's
// button, then the victim and who is eaten; steps lists the wedges looked
// at, to go under everything tappable. With the list above the button, each tap
// pushed "Clockwise one space" down by a line (65 px at 800x1280, out of
// the side panel's sight).
func (v *cohSide) searchPanel(sr ch.LeaderSearch) (act, steps fyne.CanvasObject) {
	act = container.NewVBox(cohLine(lang.X("coh.wheel.search", "Crossroads attack, no vote: the zombie leader eats a character of the colour it stands on. If none is here, it moves clockwise one space at a time.")))
	box := act.(*fyne.Container)
	list := container.NewVBox()
	shown := min(v.searchShown, len(sr.Steps))
	for _, s := range sr.Steps[:shown] {
		list.Add(container.NewBorder(nil, nil, kit.Swatch(string(s.Colour), cohLetter(s.Colour), 24), nil, cohLine(translations.T(s.Words))))
	}
	if shown < len(sr.Steps) {
		next := kit.NewButton(lang.X("coh.wheel.clockwise", "Clockwise one space"), theme.NavigateNextIcon(), func() { v.searchShown++; v.render() })
		if shown == 0 {
			next.Text = lang.X("coh.wheel.lookAt", "Look at {{.Colour}}", with(engine.Args{"Colour": sr.Steps[0].Colour.Words()}))
		}
		next.Importance = widget.HighImportance
		box.Add(next)
		return act, list
	}
	st := v.state()
	if sr.Victim == "" {
		none := kit.NewButton(lang.X("coh.wheel.nobody", "Nobody is eaten"), theme.ConfirmIcon(), func() { v.do(ch.ResolveCrossroads{}) })
		box.Add(searchGuard(cohSmall(translations.T(sr.Words))))
		box.Add(none)
		return act, list
	}
	victim := widget.NewLabelWithStyle(lang.X("coh.wheel.victim", "Victim: {{.Colour}} ({{.Letter}}), {{.Player}} chooses who is eaten", with(engine.Args{"Colour": sr.Victim.Words(), "Letter": cohLetter(sr.Victim), "Player": cohLabel(st, sr.Victim)})), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	victim.Wrapping = fyne.TextWrapWord
	victim.Importance = widget.DangerImportance
	box.Add(searchGuard(victim))
	eaten := container.NewVBox()
	for _, r := range sr.Candidates {
		b := kit.NewButton(lang.X("coh.wheel.eaten", "Eaten: {{.Character}}", with(engine.Args{"Character": r.Words()})), nil, func() { v.searchShown = 0; v.do(ch.ResolveCrossroads{Victim: r}) })
		b.Importance = widget.DangerImportance
		eaten.Add(b)
	}
	box.Add(eaten)
	return act, list
}

// searchGuard gives the words that take the search button's place at
// least the button's height and a gap, so a second quick tap on the last
// "Clockwise one space" lands on them, never on an "Eaten" button.
func searchGuard(words fyne.CanvasObject) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, kit.MinTouch+2*theme.Padding()))
	return container.NewStack(room, words)
}
