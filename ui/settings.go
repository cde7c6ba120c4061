package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// The app's own settings, kept in Fyne's Preferences (each game keeps its
// rule settings under its own prefix).
const (
	prefLook  = "look"      // "", "dark" or "light": "" follows the device
	prefScale = "textScale" // 1 normal; larger numbers are "large type"
)

// textScales are the three text sizes offered: normal, large, larger. The
// names are looked up when the screen is drawn, in the language then in force.
var textScales = []struct {
	name  func() string
	scale float64
}{
	{func() string { return lang.X("settings.size.normal", "Normal text") }, 1},
	{func() string { return lang.X("settings.size.large", "Large text") }, 1.2},
	{func() string { return lang.X("settings.size.larger", "Larger text") }, 1.4},
}

// lookOf reads the chosen look from the preferences.
func lookOf(p fyne.Preferences) (kit.Look, float32) {
	look := kit.LookSystem
	switch p.String(prefLook) {
	case "dark":
		look = kit.LookDark
	case "light":
		look = kit.LookLight
	}
	return look, float32(p.FloatWithFallback(prefScale, 1))
}

// applyLook puts the preferences' theme and text size in force.
func (a *App) applyLook() {
	look, scale := lookOf(a.fyneApp.Preferences())
	a.fyneApp.Settings().SetTheme(kit.NewTheme(look, scale))
}

// settingsScreen sets the look of the app: light or dark (or as the device
// is), and the size of the text for the whole table.
func (a *App) settingsScreen() fyne.CanvasObject {
	p := a.fyneApp.Preferences()
	redraw := func() { a.applyLook(); a.show(a.settingsScreen()) }
	toggle := func(label string, on bool, tap func()) *kit.Button {
		icon := theme.CheckButtonIcon()
		if on {
			icon = theme.CheckButtonCheckedIcon()
		}
		b := kit.NewButton(label, icon, func() { tap(); redraw() })
		b.Alignment = widget.ButtonAlignLeading
		return b
	}
	cur := p.String(prefLook)
	looks := kit.NewFitGrid(3, // one column on a phone
		toggle(lang.X("settings.likeDevice", "Like the device"), cur == "", func() { p.SetString(prefLook, "") }),
		toggle(lang.X("settings.look.dark", "Dark"), cur == "dark", func() { p.SetString(prefLook, "dark") }),
		toggle(lang.X("settings.look.light", "Light"), cur == "light", func() { p.SetString(prefLook, "light") }),
	)
	scale := p.FloatWithFallback(prefScale, 1)
	sizes := kit.NewFitGrid(3)
	for _, s := range textScales {
		sizes.Add(toggle(s.name(), fmt.Sprint(s.scale) == fmt.Sprint(scale), func() { p.SetFloat(prefScale, s.scale) }))
	}
	head := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	body := container.NewVBox(head(lang.X("settings.screen", "Screen")), looks,
		head(lang.X("settings.size", "Text size, for reading across the table")), sizes,
		head(lang.X("settings.language", "Language")), a.languageChoices(toggle))
	return container.NewBorder(kit.TopBar(a.showHome, lang.X("settings.title", "Settings")), nil, nil, nil, kit.NewVScroll(container.NewPadded(body)))
}
