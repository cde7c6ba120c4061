package coh

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohSettingsScreen sets the rule facts the printed rules leave open (for
// the next new game: a game in progress keeps those it started with) and the
// way secret looks are shown. The look of the screen is the app's setting.
func (a *table) cohSettingsScreen(back func()) fyne.CanvasObject {
	t := a
	st := &t.settings
	redraw := func() { a.show(a.cohSettingsScreen(back)) }
	save := func() {
		if err := a.saveCohSettings(*st); err != nil {
			a.h.Tell(lang.X("coh.settings.notSaved", "The settings were not saved"), translations.Err(err))
		}
		redraw()
	}
	wt := st.Rules.WaterTowerNumber
	if wt == 0 {
		wt = 5
	}
	numbers := container.NewVBox(
		cohToggle(lang.X("coh.settings.tower5", "Water Tower 5, Crossroads 6"), wt == 5, func() { st.Rules.WaterTowerNumber, st.Rules.CrossroadsNumber = 5, 6; save() }),
		cohToggle(lang.X("coh.settings.crossroads5", "Crossroads 5, Water Tower 6"), wt == 6, func() { st.Rules.WaterTowerNumber, st.Rules.CrossroadsNumber = 6, 5; save() }),
	)

	wheel := slices.Clone(st.Rules.Wheel)
	if len(wheel) == 0 {
		wheel = slices.Clone(ch.DefaultWheel)
	}
	order := container.NewVBox()
	for i, c := range wheel {
		up := kit.NewButton("", theme.MoveUpIcon(), func() {
			if i > 0 {
				wheel[i], wheel[i-1] = wheel[i-1], wheel[i]
				st.Rules.Wheel = wheel
				save()
			}
		})
		order.Add(container.NewHBox(widget.NewLabel(fmt.Sprintf("%d.", i+1)), kit.Swatch(string(c), cohLetter(c), kit.MinTouch), widget.NewLabel(cohColour(c)), up))
	}
	reset := kit.NewButton(lang.X("coh.settings.wheelReset", "Back to the rulebook's order"), theme.ViewRefreshIcon(), func() { st.Rules.Wheel = nil; save() })

	counts := container.NewVBox(
		cohToggle(lang.X("coh.settings.rulebookCounts", "3 Guns, 2 Makeshift Bombs"), !st.Rules.SummaryCardCounts, func() { st.Rules.SummaryCardCounts = false; save() }),
		cohToggle(lang.X("coh.settings.summaryCounts", "2 Guns, 3 Makeshift Bombs"), st.Rules.SummaryCardCounts, func() { st.Rules.SummaryCardCounts = true; save() }),
	)
	peek := container.NewVBox(
		cohToggle(lang.X("coh.settings.peekQR", "Peeks as a QR code for a phone"), !st.Curtain, func() { st.Curtain = false; save() }),
		cohToggle(lang.X("coh.settings.peekCurtain", "Peeks behind a hand-over curtain"), st.Curtain, func() { st.Curtain = true; save() }),
	)
	done := kit.NewButton(lang.X("coh.settings.done", "Done"), theme.ConfirmIcon(), back)
	done.Importance = widget.HighImportance
	note := cohSmall(lang.X("coh.settings.note", "The rulebook counts 3 Guns and 2 Makeshift Bombs, the summary card 2 and 3. The rule settings apply to the next new game; a game in progress keeps the ones it started with."))
	body := container.NewVBox(
		cohHeading(lang.X("coh.settings.numbers", "Resolution numbers of the centre")), numbers,
		cohHeading(lang.X("coh.settings.wheel", "Leader wheel, clockwise from the top")), order, reset,
		cohHeading(lang.X("coh.settings.deck", "Action deck")), counts, note,
		cohHeading(lang.X("coh.settings.peeks", "Secret looks at invasion cards")), peek,
		container.NewCenter(done),
	)
	return container.NewBorder(a.topBar(lang.X("coh.settings.title", "City of Horror: settings")), nil, nil, nil, kit.NewVScroll(container.NewPadded(body)))
}
