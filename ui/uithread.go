package ui

import "fyne.io/fyne/v2"

// OnUI runs f on Fyne's UI goroutine. It is the one place where work done on
// other goroutines (timers, audio, file loads) meets widgets: every such
// hand-off goes through here so it can be reviewed in one spot. (In tests
// fyne.Do runs at once, so a missing hand-off would not show there.)
func OnUI(f func()) {
	fyne.Do(f)
}
