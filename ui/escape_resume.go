package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// escapeClock is where the soundtrack stood when last saved, beside the
// game's journal, so a game whose app was closed resumes at the right time.
type escapeClock struct {
	Track   string        `json:"track"`
	Elapsed time.Duration `json:"elapsed"`
	Started bool          `json:"started"`
}

func (a *App) escapePaths() (journal, clock string) {
	return filepath.Join(a.opts.DataDir, "escape.hkj"), filepath.Join(a.opts.DataDir, "escape-clock.json")
}

// saveClock writes the clock file atomically; called on pause, at each cue
// and every few seconds while the track runs.
func (v *escapeView) saveClock() {
	if v.a.opts.DataDir == "" {
		return
	}
	_, path := v.a.escapePaths()
	b, _ := json.Marshal(escapeClock{Track: v.track.ID, Elapsed: v.play.Scheduler().Elapsed(), Started: v.started})
	_ = engine.WriteFileAtomic(path, b, true)
}

// openEscape resumes the game in progress if there is one (asking first),
// or goes to the new-game form. A save that cannot be loaded is moved aside
// with a message that names it; it is never overwritten.
func (a *App) openEscape() {
	if a.opts.DataDir == "" {
		a.show("escape-setup", a.escapeSetupScreen())
		return
	}
	jpath, cpath := a.escapePaths()
	if _, err := os.Stat(jpath); errors.Is(err, os.ErrNotExist) {
		a.show("escape-setup", a.escapeSetupScreen())
		return
	}
	s, rep, err := engine.OpenSession[escape.State](escape.Rules{}, jpath)
	if err != nil {
		// Keep the damaged file aside and go on from its last good state,
		// or from a new game when it held none.
		rs, kept, aside, rerr := engine.RecoverSession[escape.State](escape.Rules{}, jpath, err)
		if rerr != nil {
			a.show("escape-setup", a.escapeSetupScreen())
			a.tell("The saved Escape game could not be loaded", fmt.Sprintf("%v\n\nThe file was kept as %s. A new game starts here.", err, filepath.Base(aside)))
			return
		}
		s = rs
		defer a.tell("The saved Escape game was damaged", fmt.Sprintf("%v\n\nThe game is back as it stood before the damage (%d steps). The damaged file was kept as %s.", err, kept, filepath.Base(aside)))
	}
	var clk escapeClock
	track := timers.Track1()
	if b, err := os.ReadFile(cpath); err == nil && json.Unmarshal(b, &clk) == nil {
		if t, err := timers.Lookup(clk.Track); err == nil {
			track = t
		}
	}
	if s.State().Outcome.Over {
		s.Close()
		a.archiveEscape()
		a.show("escape-setup", a.escapeSetupScreen())
		return
	}
	msg := fmt.Sprintf("A game of %d survivors is in progress, %s into the soundtrack.", len(s.State().Players), fmtClock(clk.Elapsed))
	if rep.Torn {
		msg += " Its last step was cut off when the app stopped and was dropped."
	}
	resume := kit.NewButton("Resume it", theme.MediaPlayIcon(), func() {
		v, err := a.newEscapeView(s, track)
		if err != nil {
			a.tell("Could not resume", err.Error())
			return
		}
		a.show("escape", v.content())
		if clk.Started {
			v.startAt(clk.Elapsed)
			v.togglePause() // resumes paused: the table says when to go on
		}
	})
	resume.Importance = widget.HighImportance
	fresh := kit.NewButton("Start a new game", theme.ContentAddIcon(), func() {
		s.Close()
		a.archiveEscape()
		a.show("escape-setup", a.escapeSetupScreen())
	})
	a.buttons["escape/resume"], a.buttons["escape/new"] = resume, fresh
	q := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	q.Wrapping = fyne.TextWrapWord
	a.show("escape-resume", container.NewBorder(a.topBar("Escape: Zombie City"), nil, nil, nil,
		container.NewCenter(container.NewVBox(q, container.NewGridWithColumns(2, resume, fresh)))))
}

// archiveEscape keeps a finished or abandoned game under a dated name.
func (a *App) archiveEscape() {
	jpath, cpath := a.escapePaths()
	stamp := time.Now().Format("20060102-150405")
	os.Rename(jpath, filepath.Join(a.opts.DataDir, "escape-"+stamp+".hkj"))
	os.Remove(cpath)
}

// tell shows a message the player must acknowledge.
func (a *App) tell(title, msg string) {
	var pop *widget.PopUp
	l := widget.NewLabel(msg)
	l.Wrapping = fyne.TextWrapWord
	ok := kit.NewButton("OK", theme.ConfirmIcon(), func() { pop.Hide() })
	a.buttons["tell/ok"] = ok
	box := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}), l, container.NewCenter(ok))
	pop = widget.NewModalPopUp(container.NewPadded(box), a.win.Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(640, a.win.Canvas().Size().Width), box.MinSize().Height+40))
	pop.Show()
	a.lastTell = title + ": " + msg
}

// archiveEscapeIfAny archives a previous game before a new one takes its
// file, so starting a game never overwrites another.
func (a *App) archiveEscapeIfAny() {
	if a.opts.DataDir == "" {
		return
	}
	if j, _ := a.escapePaths(); fileExists(j) {
		a.archiveEscape()
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
