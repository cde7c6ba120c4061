//go:build !js && !windows

package main

import (
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
)

// profile starts the profiles the environment asks for: profileStart's,
// and a heap profile written to the file HORDEKEEPER_HEAPPROFILE names each
// time the process gets SIGUSR1 (once the screen to measure shows), for
// docs/benchmarks.md's table of where the memory goes:
// `go tool pprof -sample_index=inuse_space -top build/hordekeeper FILE`.
func profile() {
	profileStart()
	path := os.Getenv("HORDEKEEPER_HEAPPROFILE")
	if path == "" {
		return
	}
	runtime.MemProfileRate = 4096
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGUSR1)
	go func() {
		for range sig {
			writeHeapProfile(path)
		}
	}()
}

func writeHeapProfile(path string) {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		fyne.LogError("heap profile", err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		fyne.LogError("heap profile", err)
	}
}

// profileStart writes a CPU profile of the first 2 s (start, first frame,
// home screen) to the file HORDEKEEPER_CPUPROFILE names, for what delays
// the window (docs/benchmarks.md).
func profileStart() {
	path := os.Getenv("HORDEKEEPER_CPUPROFILE")
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil {
		fyne.LogError("CPU profile", err)
		return
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fyne.LogError("CPU profile", err)
		return
	}
	time.AfterFunc(2*time.Second, func() { pprof.StopCPUProfile(); f.Close() })
}
