package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// prefLanguage is the chosen language in Fyne's Preferences: "" follows the
// device, else one of translations.Languages.
const prefLanguage = "language"

// applyLanguage puts the preferences' language in force for the words on
// screen and the soundtrack's voice. A stored language this version does not
// speak (a newer version's, say) falls back to the device's.
func (a *App) applyLanguage() {
	p := a.fyneApp.Preferences()
	in, err := translations.Use(p.String(prefLanguage))
	if err != nil {
		fyne.LogError("language "+p.String(prefLanguage), err)
		if in, err = translations.Use(""); err != nil {
			fyne.LogError("the device's language", err)
			return
		}
	}
	timers.SetVoiceLanguage(in)
}

// SetLanguage puts a language in force ("" for the device's, else "en", "fr"
// or "de") and keeps it for the next start; the screen on show is drawn
// again by the caller.
func (a *App) SetLanguage(l string) {
	a.fyneApp.Preferences().SetString(prefLanguage, l)
	a.applyLanguage()
}

// languageChoices are the settings' language toggles: like the device, then
// each language under its own name.
func (a *App) languageChoices(toggle func(label string, on bool, tap func()) *kit.Button) fyne.CanvasObject {
	cur := a.fyneApp.Preferences().String(prefLanguage)
	names := map[string]string{
		// Each language's name is its own word for itself, in every file.
		"en": lang.X("settings.language.en", "English"),
		"fr": lang.X("settings.language.fr", "Français"),
		"de": lang.X("settings.language.de", "Deutsch"),
	}
	g := kit.NewFitGrid(4,
		toggle(lang.X("settings.likeDevice", "Like the device"), cur == "", func() { a.SetLanguage("") }))
	for _, l := range translations.Languages {
		l := l
		g.Add(toggle(names[l], cur == l, func() { a.SetLanguage(l) }))
	}
	return g
}
