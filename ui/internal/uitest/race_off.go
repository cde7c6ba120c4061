//go:build !race

package uitest

import "testing"

// PureUnderRace does nothing without -race; see race_on.go.
func PureUnderRace(testing.TB) {}
