package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// faceUpStep is the setup sheet's step for the Crossroads' side B: "if
// you're using side B of the Crossroads, place 3 Food tokens face up".
// The table turns them over and taps each one's value; the step says the
// values once the three are in. ok is false on side A.
func (v *cohSetup) faceUpStep(st *ch.State) (text string, values fyne.CanvasObject, ok bool) {
	if st.Boards[ch.CrossroadsLoc].Side != ch.SideB {
		return "", nil, false
	}
	if len(st.FaceUpFood) >= 3 {
		return lang.X("coh.faceup.done", "Three food tokens lie face up beside the Crossroads, worth {{.Values}}.", map[string]any{"Values": faceUpValues(st)}), nil, true
	}
	text = lang.X("coh.faceup.ask", "Crossroads side B: turn three food tokens from the truck face up beside it, and tap each one's value ({{.Done}} of 3 entered).", map[string]any{"Done": len(st.FaceUpFood)})
	if len(st.FaceUpFood) > 0 {
		text += " " + lang.X("coh.faceup.sofar", "Face up so far: {{.Values}}.", map[string]any{"Values": faceUpValues(st)})
	}
	row := kit.NewFitGrid(4)
	for val := 0; val < 4; val++ {
		b := kit.NewButton(lang.X("coh.faceup.value", "A {{.Value}}", map[string]any{"Value": val}), nil, func() { v.do(ch.RevealFood{Value: val}) })
		if _, err := v.try(ch.RevealFood{Value: val}); err != nil {
			b.Refuse(translations.Err(err), v.tellRefusal)
		}
		row.Add(b)
	}
	return text, row, true
}

// faceUpValues lists the face-up food tokens' values in their row's order:
// "3, 1 and 2".
func faceUpValues(st *ch.State) string {
	var vals []string
	for _, f := range st.FaceUpFood {
		vals = append(vals, fmt.Sprint(f))
	}
	return andWords(vals)
}
