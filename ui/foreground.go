package ui

// watchForeground tells the game on show when the app leaves the
// foreground (a running Escape game may pause); the game decides, and
// nothing resumes by itself.
func (a *App) watchForeground() {
	a.fyneApp.Lifecycle().SetOnExitedForeground(func() {
		if f := a.onLeaving; f != nil {
			f(false, nil)
		}
	})
}
