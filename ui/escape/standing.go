package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/ui/translations"
)

// phaseLine is the phase the game is in, in headline type: the table reads
// it from across the room ("Phase 2: escape by van").
func phaseLine(p esc.Phase) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(translations.T(p.Headline()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// churchWarning is the warning when one more zombie at the church loses
// the game (2 of 3), "" otherwise.
func churchWarning(st esc.State) string {
	if st.Outcome.Over || st.ChurchZombies != esc.ChurchZombieLimit-1 {
		return ""
	}
	return lang.X("escape.standing.oneMore", "Zombies at the church: one more loses!")
}
