//go:build race

package timers

import "testing"

// pureUnderRace skips a test that computes on one goroutine only (rendering,
// arithmetic over whole tracks): the race detector has nothing to find there
// and makes it ten times slower. make test runs this package a second time
// without -race, where such a test runs whole.
func pureUnderRace(t *testing.T) {
	t.Helper()
	t.Skip("one goroutine only: runs whole in make test's pass without -race")
}
