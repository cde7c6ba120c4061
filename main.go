// Command hordekeeper is the table-side companion for City of Horror, Escape:
// Zombie City and Mall of Horror. This file is wiring only.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"hordekeeper/timers"
	"hordekeeper/ui"
)

func main() {
	profile() // HORDEKEEPER_HEAPPROFILE, HORDEKEEPER_CPUPROFILE (profile.go)
	a := app.NewWithID("app.hordekeeper.table")
	a.Driver().SetDisableScreenBlanking(true)
	dir := filepath.Join(a.Storage().RootURI().Path(), "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		dir = "" // games stay in memory; the UI says so when it saves
	}
	opts := ui.Options{DataDir: dir, QuickStart: true}
	// HORDEKEEPER_SEED=N makes new games the same each time (player
	// scripts in .ci/playcheck).
	if n, err := strconv.ParseUint(os.Getenv("HORDEKEEPER_SEED"), 10, 64); err == nil {
		opts.Seed = n
	}
	// HORDEKEEPER_CLOCK_SPEED=N runs Escape's soundtrack N times as fast,
	// silently, so .ci/playcheck plays a 16-minute game in seconds.
	if n, err := strconv.ParseFloat(os.Getenv("HORDEKEEPER_CLOCK_SPEED"), 64); err == nil && n > 0 {
		opts.Clock, opts.NoSound = timers.NewScaledClock(timers.RealClock{}, n), true
	}
	// HORDEKEEPER_CLOCK=FILE: Escape's clock moves only as .ci/playcheck
	// writes to FILE (timers.DrivenClock), silently.
	if path := os.Getenv("HORDEKEEPER_CLOCK"); path != "" {
		opts.Clock, opts.NoSound = timers.NewDrivenClock(path, func() { fyne.DoAndWait(func() {}) }), true
	}
	u := ui.New(a, opts)
	// HORDEKEEPER_TREE=FILE writes what the window shows to FILE after each
	// settled change, for .ci/playcheck.
	if path := os.Getenv("HORDEKEEPER_TREE"); path != "" {
		ui.WatchTree(u.Window(), path)
	}
	// hordekeeper --open FILE opens a saved game (one sent by a friend, or
	// the documentation's demo games in testdata).
	if len(os.Args) == 3 && os.Args[1] == "--open" {
		path := os.Args[2]
		a.Lifecycle().SetOnStarted(func() {
			// Wait for the window to take its size, so overlays fit it.
			time.AfterFunc(700*time.Millisecond, func() {
				fyne.Do(func() {
					if err := u.OpenFile(path); err != nil {
						u.Tell("This file was not opened", err.Error())
					}
				})
			})
		})
	}
	// HORDEKEEPER_DEMO opens a screen in a known state for screenshots.
	if demo := os.Getenv("HORDEKEEPER_DEMO"); demo != "" {
		a.Lifecycle().SetOnStarted(func() {
			// Wait for the window to take its size, so overlays fit it.
			time.AfterFunc(700*time.Millisecond, func() { fyne.Do(func() { u.OpenDemo(demo) }) })
		})
	}
	// HORDEKEEPER_SIZE (e.g. 800x1280) sizes the window, for screenshots.
	var w, h float32
	if _, err := fmt.Sscanf(os.Getenv("HORDEKEEPER_SIZE"), "%fx%f", &w, &h); err == nil {
		u.Window().Resize(fyne.NewSize(w, h))
	}
	u.Window().ShowAndRun()
}
