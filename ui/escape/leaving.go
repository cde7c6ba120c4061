package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// prefAutoPause is the setting that pauses Escape's soundtrack when the app
// leaves the foreground. Off by default: the clock keeps true time whether
// or not the app is on screen, as the CD would.
const prefAutoPause = "escape.autopause"

// autoPauseChoice is the setting's words in English, short enough for a
// phone (the check shows them through the translation files).
const autoPauseChoice = "Pause when the app is hidden"

// autoPauseCheck is the setting's switch, shown on the new-game form.
func autoPauseCheck(p fyne.Preferences) fyne.CanvasObject {
	c := widget.NewCheck(lang.X("escape.leaving.autoPause", "Pause when the app is hidden"), func(on bool) {
		p.SetBool(prefAutoPause, on)
	})
	c.SetChecked(p.Bool(prefAutoPause))
	return c
}

// running reports whether the soundtrack is counting down in a game not
// yet over.
func (v *view) running() bool {
	return v.started && !v.play.Scheduler().Paused() && !v.session.State().Outcome.Over
}

// onLeaving is the screen's say before it is left. Leaving for the list of
// games pauses a running game and asks first; leaving the foreground pauses
// it only if the table chose so, and it never resumes by itself.
func (v *view) onLeaving(toHome bool, proceed func()) {
	if !toHome {
		if v.running() && v.h.Prefs().Bool(prefAutoPause) {
			v.togglePause()
			v.pauseWhy = lang.X("escape.leaving.why", "The app left the screen.")
			v.tick()
		}
		return
	}
	leave := func() {
		v.stop()
		proceed()
	}
	if !v.running() {
		leave()
		return
	}
	v.togglePause()
	// A flash hiding later would take the question above it away with it.
	v.clearFlash()
	msg := lang.X("escape.leaving.saved", "The soundtrack is paused. The game is saved: open {{.Game}} from the list of games to resume it.", map[string]any{"Game": Info.Title})
	if !isSaved(v.session) {
		msg = lang.X("escape.leaving.unsaved", "The soundtrack is paused. This game is not saved on this device: leaving ends it.")
	}
	// Cancel puts the game back as it was: the pause the question made is
	// undone, so the soundtrack runs on.
	kit.ConfirmOrCancel(v.h.Window().Canvas(), lang.X("escape.leaving.ask", "Leave the game?"), msg, lang.X("escape.leaving.leave", "Leave the game"), leave, func() {
		if !v.stopped && v.play.Scheduler().Paused() {
			v.togglePause()
		}
	})
}
