//go:build race

package timers

// raceOn is true under -race, where rendering is ten times slower: the
// whole-track renders then cover a shorter stretch.
const raceOn = true
