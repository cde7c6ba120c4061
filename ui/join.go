package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// joinScreen lets a second device rebuild a setup from its code, typed
// (Fyne has no camera): the same seed and options give the same setup and
// the same decks.
func (a *App) joinScreen() fyne.CanvasObject {
	entry := widget.NewEntry()
	entry.SetPlaceHolder("XXXX-XXXX-XXXX-XXXX") // the code's shape, the same in every language
	entry.TextStyle = fyne.TextStyle{Monospace: true}
	msg := widget.NewLabel("")
	msg.Wrapping = fyne.TextWrapWord
	a.joinEntry, a.joinMsg = entry, msg
	join := kit.NewButton(lang.X("join.button", "Join"), theme.LoginIcon(), func() { a.joinWithCode(entry.Text) })
	join.Importance = widget.HighImportance
	hint := widget.NewLabel(lang.X("join.hint", "Type the 16-character setup code shown on the other device's setup sheet. Letters O, I and L read as 0, 1 and 1; a mistyped character is caught."))
	hint.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(hint, entry, container.NewCenter(join), msg)
	return container.NewBorder(a.topBar(lang.X("join.title", "Join with a setup code")), nil, nil, nil, container.NewPadded(body))
}

// joinWithCode reads a code and opens the game it describes, or says what
// is wrong with it.
func (a *App) joinWithCode(text string) {
	text = strings.TrimPrefix(strings.TrimSpace(text), "HK-SETUP ")
	c, err := engine.ParseSetupCode(text)
	if err != nil {
		a.joinMsg.SetText(lang.X("join.refused", "That code is refused: {{.Reason}}.", map[string]any{"Reason": translations.Err(err)}))
		return
	}
	eg, err := a.engineGames().ForCode(c)
	if err != nil {
		a.joinMsg.SetText(lang.X("join.refused", "That code is refused: {{.Reason}}.", map[string]any{"Reason": translations.Err(err)}))
		return
	}
	g, _ := a.game(eg.Name)
	if g.Join == nil {
		a.joinMsg.SetText(translations.Err(g.errNoJoin()))
		return
	}
	if err := g.Join(a, c); err != nil {
		a.joinMsg.SetText(translations.Err(err))
	}
}
