// Command playcheck plays whole games in the real app (GL driver under
// Xvfb) from player scripts and checks every step: what the table sees is
// what is tested. Run it from the project root after make build:
//
//	go run ./.ci/playcheck [-only PATTERN] [-j 2]
//
// Scripts are .ci/playcheck/scripts/NAME-WxH.play; docs/testing.md says
// how to write one. It exits 1 when any check finds a problem.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

func main() {
	bin := flag.String("bin", "build/hordekeeper", "the app to play")
	dir := flag.String("scripts", ".ci/playcheck/scripts", "folder of .play scripts")
	only := flag.String("only", "", "play only the scripts whose name matches this pattern")
	jobs := flag.Int("j", 2, "scripts played at once")
	out := flag.String("out", "build/play", "screenshots of every step go under here")
	sheets := flag.String("sheets", "docs/screenshots", "contact sheets (play-SCRIPT.png) go here; empty for none")
	flag.Parse()
	files, _ := filepath.Glob(filepath.Join(*dir, "*.play"))
	sort.Strings(files)
	var pick []string
	for _, f := range files {
		if ok, _ := regexp.MatchString(*only, filepath.Base(f)); ok {
			pick = append(pick, f)
		}
	}
	if len(pick) == 0 {
		fmt.Println("playcheck: no script matches")
		os.Exit(2)
	}
	start := time.Now()
	results := make([]result, len(pick))
	sem := make(chan struct{}, max(1, *jobs))
	var wg sync.WaitGroup
	for i, f := range pick {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = play(f, *bin, *out, *sheets)
		}()
	}
	wg.Wait()
	bad := 0
	for _, r := range results {
		for _, l := range r.lines {
			fmt.Println(l)
		}
	}
	fmt.Println()
	for _, r := range results {
		state := "ok"
		if r.failed != "" {
			state = "STOPPED: " + r.failed
		} else if r.problems > 0 {
			state = fmt.Sprintf("%d problems", r.problems)
		}
		if r.failed != "" || r.problems > 0 {
			bad++
		}
		fmt.Printf("%-28s %3d steps checked in %5.1fs: %s\n", r.name, r.steps, r.took.Seconds(), state)
	}
	fmt.Printf("playcheck: %d scripts in %.0fs, %d with problems\n", len(results), time.Since(start).Seconds(), bad)
	if bad > 0 {
		os.Exit(1)
	}
}

type result struct {
	name     string
	steps    int
	problems int
	failed   string
	lines    []string
	took     time.Duration
}

const labelFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

// contactSheet tiles a script's screenshots, small, into one picture.
func contactSheet(shots []string, path string) error {
	if len(shots) == 0 {
		return nil
	}
	// Each tile is named by its step; without a font it has no name.
	var args []string
	if _, err := os.Stat(labelFont); err == nil {
		args = append(args, "-font", labelFont, "-label", "%t")
	}
	args = append(args, shots...)
	// Small tiles in 64 colours keep a sheet of 90 steps near 1 MB.
	args = append(args, "-tile", "10x", "-geometry", "128x128>+2+2", "-pointsize", "9", "-colors", "64", "PNG8:"+path)
	if out, err := exec.Command("montage", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("montage: %v: %s", err, out)
	}
	return nil
}

// sizeOf reads WxH from a script's name (coh-1280x800.play).
func sizeOf(name string) (int, int, bool) {
	m := regexp.MustCompile(`(\d+)x(\d+)$`).FindStringSubmatch(strings.TrimSuffix(name, ".play"))
	if m == nil {
		return 0, 0, false
	}
	var w, h int
	fmt.Sscan(m[1], &w)
	fmt.Sscan(m[2], &h)
	return w, h, true
}
