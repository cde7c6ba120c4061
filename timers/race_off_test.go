//go:build !race

package timers

// raceOn is false in normal test runs; see race_on_test.go.
const raceOn = false
