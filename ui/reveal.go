package ui

import "hordekeeper/ui/kit"

// Secret is something only one player may see (kit.Secret).
type Secret = kit.Secret

// RevealWay is how a secret reaches its player (kit.RevealWay).
type RevealWay = kit.RevealWay

// The two ways of a private reveal.
const (
	RevealQR      = kit.RevealQR
	RevealCurtain = kit.RevealCurtain
)

// showPrivateReveal covers the window with the reveal and keeps it as the
// one on show until it is dismissed.
func (a *App) showPrivateReveal(s Secret, way RevealWay, onDone func(looked bool)) *kit.Reveal {
	var r *kit.Reveal
	r = kit.ShowReveal(a.win.Canvas(), s, way, func(looked bool) {
		if a.reveal == r {
			a.reveal = nil
		}
		if onDone != nil {
			onDone(looked)
		}
	})
	a.reveal = r
	return r
}
