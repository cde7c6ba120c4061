package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
)

func analyze(args []string) error {
	fs := flag.NewFlagSet("analyze", flag.ExitOnError)
	recPath := fs.String("rec", "rec.raw", "raw recording (record's -out)")
	logPath := fs.String("log", "play.log", "playtrack's log")
	wavPath := fs.String("wav", "", "the track rendered by timers/cmd/soundtrack")
	name := fs.String("name", "run", "what to call this run")
	trace := fs.String("trace", "", "also print the offset every 250 ms over this stretch of the track, e.g. 10:00-10:08")
	_ = fs.Parse(args)
	rec, err := readRaw(*recPath)
	if err != nil {
		return err
	}
	ab, err := os.ReadFile(*recPath + ".anchor")
	if err != nil {
		return err
	}
	anchor, err := strconv.ParseInt(strings.TrimSpace(string(ab)), 10, 64)
	if err != nil {
		return fmt.Errorf("anchor: %w", err)
	}
	ref, err := readWAV(*wavPath)
	if err != nil {
		return err
	}
	pl, err := readLog(*logPath)
	if err != nil {
		return err
	}
	// recAt is the recording's index of track frame f, as scheduled.
	recAt := func(f int64) int64 {
		ns := pl.startNs + (f*1e9/rate - pl.fromMs*1e6)
		return (ns - anchor) * rate / 1e9
	}
	fmt.Printf("== %s: track %s–%s, %s\n", *name, mmss(pl.fromMs), mmss(pl.toMs), pl.end)
	fmt.Printf("%-4s %-14s %-9s %9s %11s %6s  %s\n", "#", "cue", "at", "fired ms", "sound ms", "match", "")
	worst, heard := 0.0, 0
	var offs []float64
	for i, c := range pl.cues {
		fired := float64(c.firedNs-pl.startNs)/1e6 - float64(c.atMs-pl.fromMs)
		f := c.atMs * rate / 1000
		note := ""
		if c.missed {
			note = "captioned as missed"
		} else if c.catching {
			note = "caught up"
		}
		off, corr, ok := locate(ref, rec, f, recAt(f))
		snd := "—"
		if ok {
			snd = fmt.Sprintf("%+.1f", off)
			if corr >= minMatch {
				worst = math.Max(worst, math.Abs(off))
				heard++
				offs = append(offs, off)
			} else {
				snd = "not heard"
			}
		}
		fmt.Printf("%-4d %-14s %-9s %+9.1f %11s %6.2f  %s\n", i, label(c), mmss(c.atMs), fired, snd, corr, note)
	}
	if *trace != "" {
		if err := printTrace(ref, rec, recAt, *trace); err != nil {
			return err
		}
	}
	gaps := findGaps(ref, rec, recAt, pl)
	total, longest := 0.0, gap{}
	for _, g := range gaps {
		total += g.ms
		if g.ms > longest.ms {
			longest = g
		}
	}
	fmt.Printf("max |sound offset| %.1f ms over %d cues heard\n", worst, heard)
	if len(offs) > 0 {
		// The median is what a calibration takes from the run: one cue
		// fallen into a gap does not move it.
		slices.Sort(offs)
		fmt.Printf("median sound offset %+.1f ms\n", offs[len(offs)/2])
	}
	fmt.Printf("gaps in the recording (output ran dry): %d, %.0f ms in all", len(gaps), total)
	if len(gaps) > 0 {
		fmt.Printf(", longest %.0f ms at %s; first at", longest.ms, longest.at)
		for _, g := range gaps[:min(len(gaps), 5)] {
			fmt.Printf(" %s (%.0f ms)", g.at, g.ms)
		}
	}
	fmt.Println()
	return nil
}

// printTrace prints the sound's offset every 250 ms over the stretch lo-hi
// (m:ss-m:ss) of the track: how fast it comes back in line after a stall.
func printTrace(ref, rec []float64, recAt func(int64) int64, stretch string) error {
	a, b, ok := strings.Cut(stretch, "-")
	lo, err1 := parseMs(a)
	hi, err2 := parseMs(b)
	if !ok || err1 != nil || err2 != nil || lo >= hi {
		return fmt.Errorf("-trace %q: want m:ss-m:ss", stretch)
	}
	fmt.Printf("offset every 250 ms, %s to %s:", mmss(lo), mmss(hi))
	for ms := lo; ms <= hi; ms += 250 {
		f := ms * rate / 1000
		off, corr, ok := locate(ref, rec, f, recAt(f))
		switch {
		case !ok:
			fmt.Printf(" —")
		case corr < minMatch:
			fmt.Printf(" (silent)")
		default:
			fmt.Printf(" %+.0f", off)
		}
	}
	fmt.Println(" ms")
	return nil
}

// parseMs reads m:ss or m:ss.fff as milliseconds.
func parseMs(s string) (int64, error) {
	m, sec, ok := strings.Cut(s, ":")
	mi, err1 := strconv.Atoi(m)
	se, err2 := strconv.ParseFloat(sec, 64)
	if !ok || err1 != nil || err2 != nil {
		return 0, fmt.Errorf("%q is not m:ss", s)
	}
	return int64(mi)*60000 + int64(se*1000), nil
}

// minMatch is the normalized correlation below which a cue's sound is taken
// as not in the recording.
const minMatch = 0.6

func label(c logCue) string {
	if c.countdown > 0 {
		return fmt.Sprintf("%s %d", c.kind, c.countdown)
	}
	return c.kind
}

func mmss(ms int64) string {
	return fmt.Sprintf("%d:%06.3f", ms/60000, float64(ms%60000)/1000)
}

// locate finds the stretch of ref around track frame f in rec near index
// want: the lag (ms, positive when late) of the best normalized correlation,
// and that correlation. The stretch runs from 150 ms before the cue to 250
// ms after it, so a cue that starts a sound and one that stops one are found
// alike; the search spans ±400 ms, at a quarter rate first, then exactly.
func locate(ref, rec []float64, f, want int64) (ms, corr float64, ok bool) {
	const pre, post, span = rate * 150 / 1000, rate * 250 / 1000, rate * 400 / 1000
	if f-pre < 0 || f+post > int64(len(ref)) || want-span-pre-3 < 0 || want+span+post+3 > int64(len(rec)) {
		return 0, 0, false
	}
	r := ref[f-pre : f+post]
	if energy(r) < 1e-6 {
		return 0, 0, false
	}
	best, bestLag := -2.0, int64(0)
	for lag := int64(-span); lag <= span; lag++ {
		if c := ncc(r, rec[want+lag-pre:], 4); c > best {
			best, bestLag = c, lag
		}
	}
	coarse := bestLag
	for lag := coarse - 3; lag <= coarse+3; lag++ {
		if c := ncc(r, rec[want+lag-pre:], 1); c > best || lag == coarse-3 {
			best, bestLag = c, lag
		}
	}
	return float64(bestLag) * 1000 / rate, best, true
}

// ncc is the normalized correlation of r with the start of x, on every
// step-th sample.
func ncc(r, x []float64, step int) float64 {
	var sxy, sxx, syy float64
	for i := 0; i < len(r); i += step {
		sxy += r[i] * x[i]
		sxx += r[i] * r[i]
		syy += x[i] * x[i]
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}

func energy(x []float64) float64 {
	var s float64
	for _, v := range x {
		s += v * v
	}
	return s / float64(len(x))
}

type gap struct {
	at string
	ms float64
}

// findGaps lists runs of digital silence of 3 ms or more in the recording,
// while the track played, where the track itself is not silent and the
// sound did not fade into it (a pad).
func findGaps(ref, rec []float64, recAt func(int64) int64, pl playLog) []gap {
	const minRun = rate * 3 / 1000
	lo := recAt(pl.fromMs*rate/1000) + rate/2
	hi := recAt(pl.toMs*rate/1000) - rate/2
	lo, hi = max(lo, 0), min(hi, int64(len(rec)))
	var out []gap
	for i := lo; i < hi; {
		if rec[i] != 0 {
			i++
			continue
		}
		j := i
		for j < hi && rec[j] == 0 {
			j++
		}
		if j-i >= minRun && !fadedInto(rec, i) {
			// The track frame heard here, if on schedule.
			f := pl.fromMs*rate/1000 + (i - recAt(pl.fromMs*rate/1000))
			if !silentNear(ref, f, j-i) {
				out = append(out, gap{at: mmss(f * 1000 / rate), ms: float64(j-i) * 1000 / rate})
			}
		}
		i = j
	}
	return out
}

// fadedInto reports whether the sound faded out just before index i, as it
// does before a pad Playback makes on purpose, rather than stopping dead as
// it does when the output runs dry.
func fadedInto(rec []float64, i int64) bool {
	const fade, before = rate / 100, rate / 20
	if i < before+fade {
		return false
	}
	edge := math.Sqrt(energy(rec[i-rate/1000 : i]))
	level := math.Sqrt(energy(rec[i-before-fade : i-fade]))
	return level > 0 && edge < level/4
}

// silentNear reports whether the track has digital silence of n frames
// within 200 ms of frame f (a gap there may be the track's own).
func silentNear(ref []float64, f, n int64) bool {
	const slack = rate / 5
	lo, hi := max(f-slack, 0), min(f+n+slack, int64(len(ref)))
	run := int64(0)
	for i := lo; i < hi; i++ {
		if math.Abs(ref[i]) < 1.0/32768 {
			if run++; run >= min(n, rate*3/1000) {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}
