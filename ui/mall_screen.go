package ui

// openMallOfHorror opens Mall of Horror's first screen.
func (a *App) openMallOfHorror() {
	a.show("mallofhorror", a.comingScreen("Mall of Horror"))
}
