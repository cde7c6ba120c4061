//go:build race

package oldsaves

// underRace: the tests run under the race detector, where a replay (one
// goroutine, nothing for it to find) is several times slower.
const underRace = true
