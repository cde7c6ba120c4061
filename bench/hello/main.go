// Command hello is the baseline for Hordekeeper's performance numbers: the
// smallest Fyne app, built by the same toolchain, measured side by side.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("app.hordekeeper.bench.hello")
	w := a.NewWindow("Hello")
	w.SetContent(widget.NewLabel("Hello, Fyne"))
	w.Resize(fyne.NewSize(1280, 800))
	w.ShowAndRun()
}
