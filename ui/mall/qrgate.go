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

// showQRGate asks the table, before the QR code of the zombie dice, to hand
// the tablet to the one player entitled to scan it: the same gate as the
// curtain's, so a code does not appear at once before every eye. "I am …"
// calls show (which puts up the code); "Not now" gives done(false).
func showQRGate(c fyne.Canvas, st mh.State, seat int, show func(), done func(looked bool)) *widget.PopUp {
	p := st.Players[seat]
	why := lang.X("mall.qrgate.camera", "with a Security Camera")
	if st.ChiefElected && seat == st.Chief {
		why = lang.X("mall.qrgate.chief", "the elected Chief")
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	var pop *widget.PopUp
	give := big(lang.X("mall.qrgate.give", "Give the tablet to {{.Player}}", map[string]any{"Player": label(p)}))
	who := note(lang.X("mall.qrgate.who", "Only {{.Player}} ({{.Why}}) scans the QR code of the zombie dice with their phone; the others look away.", map[string]any{"Player": label(p), "Why": why}))
	who.Alignment = fyne.TextAlignCenter
	showB := kit.NewPrimaryButton(lang.X("mall.qrgate.show", "I am {{.Player}}: show the QR code", map[string]any{"Player": label(p)}), theme.VisibilityIcon(), func() {
		pop.Hide()
		show()
	})
	showB.Min = fyne.NewSize(300, 64)
	notNow := kit.NewButton(lang.X("mall.qrgate.notNow", "Not now"), theme.CancelIcon(), func() {
		pop.Hide()
		done(false)
	})
	notNow.Min = fyne.NewSize(200, 64)
	buttons := []fyne.CanvasObject{notNow, showB}
	body := middle(give, who, kit.NewMiddle(kit.OneRow(buttons), kit.NewFlow(false, buttons...)))
	pop = widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(body)), c)
	pop.Resize(c.Size())
	pop.Show()
	return pop
}
