package ui

// cohDemo opens a City of Horror demo screen by name ("cityofhorror", ...)
// for the documentation's screenshots; false when the name is not one.
func (a *App) cohDemo(name string) bool {
	switch name {
	case "cityofhorror":
		a.openGame("cityofhorror")
		return true
	}
	return false
}
