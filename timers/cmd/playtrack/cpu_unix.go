//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used so far (user and
// system), to tell what the sound path costs.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
