package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// prefAutoPause is the setting that pauses Escape's soundtrack when the app
// leaves the foreground. Off by default: the clock keeps true time whether
// or not the app is on screen, as the CD would.
const prefAutoPause = "escape.autopause"

// autoPauseCheck is the setting's switch, shown on the new-game form.
func (a *App) autoPauseCheck() fyne.CanvasObject {
	c := widget.NewCheck("Pause the soundtrack when the app leaves the screen", func(on bool) {
		a.fyneApp.Preferences().SetBool(prefAutoPause, on)
	})
	c.SetChecked(a.fyneApp.Preferences().Bool(prefAutoPause))
	return c
}

// watchForeground pauses a running Escape game when the app goes to the
// background, if the table chose so; it never resumes by itself.
func (a *App) watchForeground() {
	a.fyneApp.Lifecycle().SetOnExitedForeground(func() { a.leftForeground() })
}

func (a *App) leftForeground() {
	v := a.escape
	if v == nil || !v.started || v.play.Scheduler().Paused() || !a.fyneApp.Preferences().Bool(prefAutoPause) {
		return
	}
	v.togglePause()
	v.caption.SetText("Paused because the app left the screen. Tap Resume to go on.")
}
