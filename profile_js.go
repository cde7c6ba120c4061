package main

// profile does nothing in the browser: no file to write a profile to
// (profile.go: HORDEKEEPER_HEAPPROFILE, HORDEKEEPER_CPUPROFILE).
func profile() {}
