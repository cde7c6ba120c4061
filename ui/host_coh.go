package ui

import "hordekeeper/ui/kit"

// SetLook puts a theme (the system's, dark or light) and a text scale in
// force for the whole app.
func (a *App) SetLook(look kit.Look, scale float32) {
	a.fyneApp.Settings().SetTheme(kit.NewTheme(look, scale))
}
