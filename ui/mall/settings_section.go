package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// settingsSection is the form's table settings behind one button: closed,
// it says in a line whether the usual readings hold, so the seats and the
// start fit a tablet's screen either way up; a tap opens the choices.
func settingsSection(o *mh.Options) fyne.CanvasObject {
	form := settingsForm(o)
	form.Hide()
	summary := widget.NewLabel("")
	summary.Wrapping = fyne.TextWrapWord
	say := func() { summary.SetText(settingsSummary(*o)) }
	say()
	var open *kit.Button
	open = kit.NewButton(lang.X("mall.settings_section.open", "Table settings"), theme.MenuExpandIcon(), func() {
		if form.Visible() {
			form.Hide()
			say()
			summary.Show()
			open.SetIcon(theme.MenuExpandIcon())
		} else {
			form.Show()
			summary.Hide()
			open.SetIcon(theme.MenuDropDownIcon())
		}
	})
	open.Alignment = widget.ButtonAlignLeading
	head := widget.NewLabelWithStyle(lang.X("mall.settings_section.head", "How this table reads the rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(head, open, summary, form)
}

// settingsSummary says which table settings differ from the usual reading.
func settingsSummary(o mh.Options) string {
	var changed []string
	for _, st := range mh.Settings() {
		if on, _ := o.Get(st.Key); on != st.Default {
			changed = append(changed, tr(st.TitleWords))
		}
	}
	switch len(changed) {
	case 0:
		return lang.X("mall.settings_section.usual", "The usual reading of all {{.Count}} settings.", map[string]any{"Count": len(mh.Settings())})
	case 1:
		return lang.X("mall.settings_section.one", "Changed: {{.Setting}}.", map[string]any{"Setting": changed[0]})
	}
	return lang.X("mall.settings_section.some", "{{.Count}} changed from the usual reading.", map[string]any{"Count": len(changed)})
}
