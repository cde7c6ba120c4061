package ui

import "hordekeeper/ui/escape"

// OpenDemo opens a named screen in a known state, for the documentation's
// screenshots ("escape-setup", "cityofhorror", "reveal-qr",
// "reveal-curtain"). An unknown name stays on the home screen. Escape's
// games in play are screenshotted from saved games instead
// (hordekeeper --open ui/escape/testdata/*.hkj).
func (a *App) OpenDemo(name string) {
	switch name {
	case "escape-setup":
		a.openGame(escape.Info.ID)
	case "reveal-qr", "reveal-curtain":
		a.openGame(escape.Info.ID)
		way := RevealQR
		if name == "reveal-curtain" {
			way = RevealCurtain
		}
		a.showPrivateReveal(Secret{For: "Red (R): Ann", Title: "The 2:00 invasion card", Text: "2:00 card: corner 1 +2 zombies, Crossroads +1; move Water Tower to corner 3; 1 antidote on corner 2; leader 1 step."}, way, nil)
	}
}
