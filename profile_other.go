//go:build js || windows

package main

// profile does nothing in the browser (no file to write a profile to) and
// on Windows (no SIGUSR1); profile.go has the profiles.
func profile() {}
