//go:build !race

package oldsaves

// underRace: the tests run without the race detector.
const underRace = false
