// Command playtrack plays an Escape soundtrack through the real sound output
// (oto, with the app's Playback: scheduler, output buffer and re-alignment)
// and logs, one line each, when it started and when every cue fired, then
// how the sound kept up. .ci/audio records what it plays and compares.
//
//	go run ./timers/cmd/playtrack -track 1 -from 4:00 -to 11:00
//
// Log lines (key=value, times in Unix nanoseconds or milliseconds):
//
//	start unix_ns=… from_ms=… to_ms=… buffer_ms=… track=…
//	cue i=… kind=… countdown=… at_ms=… unix_ns=… late_ms=… missed=… catching=…
//	stats elapsed_ms=… underruns=… stalls=… skips=… pads=… max_drift_ms=… last_drift_ms=… cpu_pct=…
//
// cpu_pct is the processor time the whole process used since the start, in
// percent of one core: the cost of the sound path (synthesis, mixing, the
// output's writer, the re-alignment).
//
//	end …the same as stats
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"hordekeeper/timers"
)

func main() {
	track := flag.String("track", "1", "track ID: 1, 2 or v<seed>")
	from := flag.String("from", "0:00", "start offset in the track (m:ss)")
	to := flag.String("to", "16:00", "stop at this offset (m:ss)")
	buffer := flag.Duration("buffer", timers.DefaultOutputBuffer, "output buffer")
	extra := flag.Duration("extra", timers.DefaultExtraLatency, "latency the sound system adds after the buffer")
	latency := flag.Duration("latency", 0, "the output's lead measured through the device (.ci/audio calibrates it); 0: 1.3 output buffers")
	settle := flag.Duration("settle", 2*time.Second, "wait between opening the output and starting, as a table does")
	print := flag.String("print", "", `print a value and exit: "buffer" (the default output buffer) or "slam2" (countdown 2's door slam in ms)`)
	flag.Parse()
	if *print != "" {
		if err := show(*print, *track); err != nil {
			fmt.Fprintln(os.Stderr, "playtrack:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*track, *from, *to, *buffer, *extra, *latency, *settle); err != nil {
		fmt.Fprintln(os.Stderr, "playtrack:", err)
		os.Exit(1)
	}
}

func run(id, fromS, toS string, buffer, extra, latency, settle time.Duration) error {
	t, err := timers.Lookup(id)
	if err != nil {
		return err
	}
	from, err := parseOffset(fromS)
	if err != nil {
		return err
	}
	to, err := parseOffset(toS)
	if err != nil {
		return err
	}
	if from >= to || to > t.Length() {
		return fmt.Errorf("-from %s -to %s: want from < to <= %s", fromS, toS, timers.FormatOffset(t.Length()))
	}
	if err := timers.SetOutputBuffer(buffer); err != nil {
		return err
	}
	timers.SetOutputExtraLatency(extra)
	if err := timers.SetOutputLatency(latency); err != nil {
		return err
	}
	p, err := timers.NewPlayback(t, timers.RealClock{}, true)
	if err != nil {
		return err
	}
	defer p.Close()
	if p.Silent() {
		return errors.New(p.Notice())
	}
	// As in the app, where the table taps Start a while after the screen
	// (and with it the sound output) opened.
	time.Sleep(settle)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- p.Run(ctx, func(f timers.Fired) {
			fmt.Printf("cue i=%d kind=%s countdown=%d at_ms=%d unix_ns=%d late_ms=%.1f missed=%v catching=%v\n",
				f.Index, f.Cue.Kind, f.Cue.Countdown, f.At.Milliseconds(), time.Now().UnixNano(), ms(f.Late), f.Missed, f.Catching)
		})
	}()
	start := time.Now()
	cpu0 = cpuTime()
	wall0 = start
	p.StartAt(from)
	fmt.Printf("start unix_ns=%d from_ms=%d to_ms=%d buffer_ms=%d track=%s\n",
		start.UnixNano(), from.Milliseconds(), to.Milliseconds(), buffer.Milliseconds(), t.ID)
	tick := time.NewTicker(10 * time.Second)
	defer tick.Stop()
	for p.Elapsed() < to {
		select {
		case err := <-done:
			if err != nil {
				return err
			}
			to = 0 // the track is over
		case <-tick.C:
			stats("stats", p)
		case <-time.After(min(to-p.Elapsed(), time.Second)):
			// Woken no more often than needed, so this loop adds next to
			// nothing to cpu_pct.
		}
	}
	stats("end", p)
	return nil
}

// show prints what -print asks for.
func show(what, id string) error {
	switch what {
	case "buffer":
		fmt.Println(timers.DefaultOutputBuffer)
		return nil
	case "slam2":
		t, err := timers.Lookup(id)
		if err != nil {
			return err
		}
		for _, c := range t.Cues {
			if c.Kind == timers.KindDoorSlam && c.Countdown == 2 {
				fmt.Println(c.Offset.Milliseconds())
				return nil
			}
		}
		return errors.New("the track has no door slam in countdown 2")
	}
	return fmt.Errorf("-print %q: want buffer or slam2", what)
}

// cpu0 and wall0 are the process's processor time and the wall clock at
// the start of play, for cpu_pct.
var (
	cpu0  time.Duration
	wall0 time.Time
)

func stats(tag string, p *timers.Playback) {
	s := p.Stats()
	pct := -1.0
	if c := cpuTime(); c >= 0 && cpu0 >= 0 {
		pct = 100 * float64(c-cpu0) / float64(time.Since(wall0))
	}
	fmt.Printf("%s elapsed_ms=%d underruns=%d stalls=%d skips=%d pads=%d max_drift_ms=%.1f last_drift_ms=%.1f cpu_pct=%.2f\n",
		tag, p.Elapsed().Milliseconds(), s.Underruns, s.Stalls, s.Skips, s.Pads, ms(s.MaxDrift), ms(s.LastDrift), pct)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// parseOffset reads m:ss or m:ss.fff.
func parseOffset(s string) (time.Duration, error) {
	m, sec, ok := strings.Cut(s, ":")
	mi, err1 := strconv.Atoi(m)
	se, err2 := strconv.ParseFloat(sec, 64)
	if !ok || err1 != nil || err2 != nil || mi < 0 || se < 0 || se >= 60 {
		return 0, fmt.Errorf("offset %q: want m:ss, like 4:00", s)
	}
	return time.Duration(mi)*time.Minute + time.Duration(se*float64(time.Second)), nil
}
