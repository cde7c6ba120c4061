package ui

// mallDemo opens a Mall of Horror demo screen by name for the
// documentation's screenshots; false when the name is not one.
func (a *App) mallDemo(name string) bool {
	return false
}
