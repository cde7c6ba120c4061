package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"
)

// phaseSteps are the phase bar's steps, A to F.
var phaseSteps = []mh.Phase{mh.PhaseTruck, mh.PhaseElection, mh.PhaseArrival, mh.PhaseDestinations, mh.PhaseMovement, mh.PhaseAttack}

// phasePic is the phase bar's picture: the round and the phase on show,
// and the theme.
type phasePic struct {
	Round int
	Phase mh.Phase
	Dark  bool
}

// phaseOf is the phase bar's picture of a state, while the pauses ins wait.
func phaseOf(st mh.State, ins []interlude) phasePic {
	if len(ins) > 0 && ins[0].round > 0 {
		// A pause tells of the round just played, in its phase F: the bar
		// says so, not "Round 3" above "Round 2 is over".
		st.Round, st.Phase = ins[0].round, mh.PhaseAttack
	}
	return phasePic{Round: st.Round, Phase: st.Phase, Dark: kit.IsDark()}
}

// drawPhaseBar walks A to F: the round, the steps (done, now, to come).
func drawPhaseBar(st phasePic) fyne.CanvasObject {
	round := lang.X("mall.phasebar.setup", "Setup")
	if st.Round > 0 {
		round = lang.X("mall.phasebar.round", "Round {{.Round}}", map[string]any{"Round": st.Round})
	}
	rl := widget.NewLabelWithStyle(round, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	steps := kit.NewFitGrid(len(phaseSteps))
	for _, p := range phaseSteps {
		steps.Add(phaseStep(tr(p.ShortWords()), st.Phase, p))
	}
	return container.NewBorder(nil, nil, rl, nil, steps)
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
