package ui

import (
	"time"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// OpenDemo opens a named screen in a known state, for the documentation's
// screenshots ("escape-play", "escape-doorslam", "cityofhorror", "reveal-qr",
// "reveal-curtain"). An unknown name stays on the home screen.
func (a *App) OpenDemo(name string) {
	switch name {
	case "escape-setup":
		a.openGame("escape")
	case "escape-play", "escape-doorslam", "escape-running":
		opts := escape.DefaultOptions(4)
		for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
			opts.Players[i].Name = n
		}
		raw, _ := opts.JSON()
		v, err := a.startEscape(engine.Header{Game: escape.Game, Seed: 7, Options: raw}, timers.Track1(), 0)
		if err != nil {
			return
		}
		a.show("escape", v.content())
		v.session.Do(escape.AddItemToCargo{})
		v.session.Do(escape.AddItemToCargo{})
		v.session.Do(escape.AddChurchZombie{})
		v.refresh()
		if name == "escape-doorslam" {
			for _, c := range v.track.Cues {
				if c.Kind == timers.KindDoorSlam {
					v.startAt(c.Offset + 10*time.Millisecond)
					v.onCue(timers.Fired{Cue: c, At: c.Offset})
					v.slam.missed[1] = true
					v.slam.label(1, v.session.State().Players[1], v.slam.toggles[1])
					break
				}
			}
		} else {
			v.startAt(4*time.Minute + 12*time.Second)
			if name == "escape-play" {
				v.togglePause()
			}
		}
		v.tick()
	case "reveal-qr", "reveal-curtain":
		a.openGame("escape")
		way := RevealQR
		if name == "reveal-curtain" {
			way = RevealCurtain
		}
		a.showPrivateReveal(Secret{For: "Red (R): Ann", Title: "The 2:00 invasion card", Text: "2:00 card: corner 1 +2 zombies, Crossroads +1; move Water Tower to corner 3; 1 antidote on corner 2; leader 1 step."}, way, nil)
	}
}
