// Package kit holds the table widgets that every game screen shares: buttons
// that are never smaller than a finger and hold their place, the hold button
// of the hand-over curtain, the private reveal (QR code or curtain), the
// landscape/portrait split, the scrolls a finger drags, player colours, the
// theme, and the one place where work from other goroutines meets widgets
// (Handoff).
//
// kit imports Fyne and the standard library (and the QR encoder) only, never a
// package of Hordekeeper: games and the shell build on it, not the other way.
package kit
