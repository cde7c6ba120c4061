// Command hello is the baseline for Hordekeeper's performance numbers: the
// smallest Fyne app, built by the same toolchain, measured side by side.
//
// With HELLO_TICK=1 its label changes once a second, as a clock's would: the
// cost of one full-window repaint a second and nothing else, the floor of
// any screen that counts seconds (docs/benchmarks.md).
package main

import (
	"os"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("app.hordekeeper.bench.hello")
	w := a.NewWindow("Hello")
	l := widget.NewLabel("Hello, Fyne")
	w.SetContent(l)
	w.Resize(fyne.NewSize(1280, 800))
	if os.Getenv("HELLO_TICK") == "1" {
		go func() {
			for n := 1; ; n++ {
				time.Sleep(time.Second)
				fyne.Do(func() { l.SetText("Hello, Fyne " + strconv.Itoa(n%10)) })
			}
		}()
	}
	w.ShowAndRun()
}
