//go:build !race

package timers

import "testing"

// pureUnderRace does nothing without -race; see race_on_test.go.
func pureUnderRace(*testing.T) {}
