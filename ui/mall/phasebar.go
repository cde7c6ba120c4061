package mall

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
)

// phaseSteps are the phase bar's steps, A to F, in few words.
var phaseSteps = []struct {
	phase mh.Phase
	short string
}{
	{mh.PhaseTruck, "A Truck"},
	{mh.PhaseElection, "B Chief"},
	{mh.PhaseArrival, "C Dice"},
	{mh.PhaseDestinations, "D Wheels"},
	{mh.PhaseMovement, "E Move"},
	{mh.PhaseAttack, "F Attack"},
}

// fillPhaseBar walks A to F: the round, the steps (done, now, to come) and
// the current phase's one-line reminder.
func (v *view) fillPhaseBar(st mh.State) {
	round := "Setup"
	if st.Round > 0 {
		round = fmt.Sprintf("Round %d", st.Round)
	}
	rl := widget.NewLabelWithStyle(round, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	steps := container.NewGridWithColumns(len(phaseSteps))
	for _, s := range phaseSteps {
		steps.Add(phaseStep(s.short, st.Phase, s.phase))
	}
	reminder := widget.NewLabel(st.Phase.String() + ": " + mh.PhaseGuide(st.Phase))
	reminder.Wrapping = fyne.TextWrapWord
	v.bar.Objects = []fyne.CanvasObject{container.NewVBox(container.NewBorder(nil, nil, rl, nil, steps), reminder)}
	v.bar.Refresh()
}

// phaseStep is one step of the bar: filled when it is the phase being
// played, dim once done, outlined when still to come. The text also says
// "now" so colour is not the only signal.
func phaseStep(short string, now, p mh.Phase) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 8
	bg.SetMinSize(fyne.NewSize(80, 44))
	text := short
	col := theme.Color(theme.ColorNameForeground)
	switch {
	case now == p:
		bg.FillColor = theme.Color(theme.ColorNamePrimary)
		text = "» " + short
		col = theme.Color(theme.ColorNameForegroundOnPrimary)
	case now > p && now != mh.PhaseOver:
		col = theme.Color(theme.ColorNameDisabled)
	default:
		bg.StrokeColor = theme.Color(theme.ColorNameDisabled)
		bg.StrokeWidth = 2
	}
	t := canvas.NewText(text, col)
	t.TextStyle.Bold = now == p
	t.TextSize = theme.TextSize()
	t.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.NewCenter(t))
}
