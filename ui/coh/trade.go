package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// openTrade hands antidotes, food tokens and action cards from one player
// to another, as players trade freely while they negotiate (Trade). A swap
// is two trades, one each way.
func (v *cohActs) openTrade(from ch.Colour) {
	st := v.state()
	tr := ch.Trade{From: from}
	var pop *widget.PopUp
	body := container.NewStack()
	var build func() fyne.CanvasObject
	redraw := func() { body.Objects = []fyne.CanvasObject{build()}; body.Refresh() }
	build = func() fyne.CanvasObject {
		p := st.Player(from)
		box := container.NewVBox(cohHeading(lang.X("coh.trade.gives", "{{.Player}} gives…", map[string]any{"Player": cohLabel(st, from)})))
		to := kit.NewFitGrid(3)
		for _, o := range others(st, from) {
			b := kit.NewButton(lang.X("coh.trade.to", "to {{.Player}}", map[string]any{"Player": cohLabel(st, o)}), nil, func() { tr.To = o; redraw() })
			if tr.To == o {
				b.Importance = widget.HighImportance
			}
			to.Add(b)
		}
		box.Add(to)
		step := func(label string, n *int, most int) {
			minus := kit.NewButton("", theme.ContentRemoveIcon(), func() { *n--; redraw() })
			plus := kit.NewButton("", theme.ContentAddIcon(), func() { *n++; redraw() })
			if *n == 0 {
				minus.Refuse(lang.X("coh.trade.nothingBack", "Nothing to take back."), v.tellRefusal)
			}
			if *n >= most {
				plus.Refuse(lang.X("coh.trade.noMore", "{{.Player}} has no more to give.", map[string]any{"Player": cohLabel(st, from)}), v.tellRefusal)
			}
			num := widget.NewLabelWithStyle(fmt.Sprint(*n), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
			what := widget.NewLabel(label)
			what.Wrapping = fyne.TextWrapWord // a phone wraps it beside the buttons
			box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(minus, container.NewGridWrap(fyne.NewSize(40, kit.MinTouch), num), plus), what))
		}
		step(lang.X("coh.trade.antidotes", "Antidotes (has {{.Has}})", map[string]any{"Has": p.Antidotes}), &tr.Antidotes, p.Antidotes)
		for val := 0; val < 4; val++ {
			step(lang.X("coh.trade.food", "Food tokens of value {{.Value}} (has {{.Has}})", map[string]any{"Value": val, "Has": p.Food[val]}), &tr.Food[val], p.Food[val])
		}
		step(lang.X("coh.trade.cards", "Action cards (has {{.Has}})", map[string]any{"Has": p.Cards}), &tr.Cards, p.Cards)
		give := kit.NewButton(lang.X("coh.trade.give", "Hand them over"), theme.ConfirmIcon(), func() { pop.Hide(); v.do(tr) })
		give.Importance = widget.HighImportance
		if _, err := v.try(tr); err != nil {
			give.Refuse(translations.Err(err), v.tellRefusal)
		}
		cancel := kit.NewButton(lang.X("coh.trade.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
		box.Add(kit.NewFitGrid(2, cancel, give))
		return box
	}
	redraw()
	cv := v.a.h.Window().Canvas()
	pop = widget.NewModalPopUp(kit.NewVScroll(container.NewPadded(body)), cv)
	pop.Resize(fyne.NewSize(fyne.Min(760, cv.Size().Width-16), fyne.Min(body.MinSize().Height+40, cv.Size().Height-30)))
	pop.Show()
}
