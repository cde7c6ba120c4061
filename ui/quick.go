package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/assets"
)

// The app's start, made quick (Options.QuickStart): what the first frame
// does not need is done beside it or after it (docs/benchmarks.md).

// warmText measures a word in each text style the first screens draw
// (regular, bold, bold monospace), on its own goroutine, while the start
// goes on: the first measure of a style makes Fyne parse its fonts and
// look through the system's for fallbacks (about 40 ms before the first
// frame), and the words' tables load meanwhile on the other core. Fyne's
// font caches are safe to fill from any goroutine; a screen that measures
// first only waits for the same work.
func warmText(fa fyne.App) {
	size := fa.Settings().Theme().Size(theme.SizeNameText)
	go func() {
		for _, st := range []fyne.TextStyle{{}, {Bold: true}, {Bold: true, Monospace: true}} {
			fa.Driver().RenderedTextSize("Hordekeeper", size, st, nil)
		}
	}()
}

// iconLater gives the app and its window their icon once the window is up:
// a window made while the app has an icon decodes it (a 512-px picture)
// before it shows. The home screen draws the icon in its own frame.
func iconLater(fa fyne.App, w fyne.Window) {
	fa.SetIcon(assets.Icon)
	go fyne.Do(func() { w.SetIcon(assets.Icon) })
}
