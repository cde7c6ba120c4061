//go:build race

package uitest

import "testing"

// PureUnderRace skips a walk of every screen (each size, each language)
// under -race: it lays out widgets on the test's one goroutine, where the
// race detector has nothing to find and makes it several times slower.
// make test runs these walks again without -race (the tests whose names
// match its pattern: Fit, AllGoThroughTranslations).
func PureUnderRace(t testing.TB) {
	t.Helper()
	t.Skip("a walk on one goroutine: runs in make test's pass without -race")
}
