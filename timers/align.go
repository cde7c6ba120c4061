package timers

import "time"

// The re-alignment of sound to clock (Playback watches the device with it).
const (
	// AlignTolerance is how far the heard sound may stray from the clock
	// before Playback moves it back: inside the 50 ms at which a table
	// would notice a caption and its sound apart, and above the ±15 ms the
	// reading itself wavers through PulseAudio (docs/benchmarks.md), so a
	// steady sound is not nudged back and forth.
	AlignTolerance = 30 * time.Millisecond
	// AlignEvery is how often Playback compares the sound with the clock.
	AlignEvery = 50 * time.Millisecond
	// alignWindow is how many comparisons make one reading. The output
	// takes sound in blocks whenever it has room, up to its capacity; a
	// busy CPU can hold the writer back a while without anything heard
	// going missing, but never push it past full. So the greatest lead
	// over the window (the output just topped up) is the steady one.
	alignWindow = 8
	// alignAtOnce is a gap so large (a stall, the process stopped, a long
	// underrun) that it is corrected after a quick reading, without waiting
	// for a window.
	alignAtOnce = 250 * time.Millisecond
	// alignQuick is how many comparisons make a quick reading: enough for
	// the output, run dry by the stall, to be topped up again (its writer
	// fills it at once), so the greatest lead is the steady one and the
	// whole gap is skipped in one step, within a second of the stall
	// (docs/audio.md).
	alignQuick = 3
	// alignHold is how many comparisons are let pass after a correction,
	// so the output shows it before the next reading starts.
	alignHold = 4
	// maxPad bounds one pad: sound far ahead of the clock is more likely a
	// bad reading than a fast device, so it is held back step by step.
	maxPad = 100 * time.Millisecond
	// underrunStep is how far the steady lead must drop from one reading to
	// the next to count as the output having run dry (what is heard stops
	// while the clock runs on, so the full output lags by the gap).
	underrunStep = 8 * time.Millisecond
)

// AlignStats says how the sound kept up with the clock over a game.
type AlignStats struct {
	// Underruns counts the readings where the sound seemed to fall behind
	// by a step: the output ran dry, or its writer was held up long enough
	// to look so. An upper bound: on a busy CPU it also counts holds that
	// nothing audible came of (docs/benchmarks.md counts the real gaps).
	Underruns int
	// Stalls counts the gaps of alignAtOnce or more (the process stopped).
	Stalls int
	// Skips and Pads count the corrections: sound skipped ahead after
	// falling behind, or held back after running ahead.
	Skips, Pads int
	// MaxDrift is the largest gap between sound and clock seen, before its
	// correction.
	MaxDrift time.Duration
	// LastDrift is the gap at the last full reading.
	LastDrift time.Duration
}

// aligner turns comparisons of the device's played position with the clock
// into corrections. It is pure: Playback feeds it, tests feed it too.
type aligner struct {
	target time.Duration // the full output's lead of played over clock when heard == clock
	leads  []time.Duration
	quick  []time.Duration // a quick reading under way, see alignQuick
	floor  time.Duration   // steady lead of the previous reading
	steady bool            // floor holds a reading since the last correction
	hold   int             // comparisons still to let pass after a correction
	stats  AlignStats
}

// reset forgets the readings: after a pause, a seek or a correction the old
// ones no longer describe the sound.
func (a *aligner) reset() {
	a.leads = a.leads[:0]
	a.quick = a.quick[:0]
	a.steady = false
}

// observe takes one comparison, lead = played position minus clock, and
// returns how far to shift the sound (0: leave it).
func (a *aligner) observe(lead time.Duration) time.Duration {
	if a.hold > 0 {
		a.hold--
		return 0
	}
	if len(a.quick) > 0 {
		return a.quickReading(lead)
	}
	if d := lead - a.target; d >= alignAtOnce {
		// Far ahead: pad at once, bounded (see maxPad).
		a.stats.Stalls++
		a.note(d)
		return a.correct(d)
	} else if d <= -alignAtOnce {
		if lead >= 0 { // an output still filling (just started or resumed)
			a.reset()
			return 0
		}
		// Behind by more than the whole output: sound was lost (a stall,
		// the process stopped). One comparison cannot tell whether the
		// output is empty or already topped up again; a quick reading can.
		a.stats.Stalls++
		a.reset()
		a.quick = append(a.quick, lead)
		return 0
	}
	a.leads = append(a.leads, lead)
	if len(a.leads) < alignWindow {
		return 0
	}
	low := a.leads[0] // the steady lead: the greatest, see alignWindow
	for _, l := range a.leads[1:] {
		low = max(low, l)
	}
	a.leads = append(a.leads[:0], a.leads[1:]...)
	if a.steady && low < a.floor-underrunStep {
		a.stats.Underruns++
	}
	a.floor, a.steady = low, true
	d := low - a.target
	a.stats.LastDrift = d
	a.note(d)
	if d > AlignTolerance || d < -AlignTolerance {
		return a.correct(d)
	}
	return 0
}

// quickReading takes one comparison of a quick reading and, once it has
// alignQuick of them and the lead has stopped climbing (a writer starved by
// a busy CPU tops the output up over several comparisons; skipping before
// it has would skip sound still to come), corrects the whole drift of the
// greatest lead. It waits at most alignWindow comparisons.
func (a *aligner) quickReading(lead time.Duration) time.Duration {
	a.quick = append(a.quick, lead)
	n := len(a.quick)
	if n < alignQuick {
		return 0
	}
	before := a.quick[0]
	for _, l := range a.quick[1 : n-1] {
		before = max(before, l)
	}
	// The lead rises and falls by an output period (half the buffer) as
	// the writer takes sound in blocks; more than that is catching up.
	if lead > before+a.target/2 && n < alignWindow {
		return 0
	}
	d := max(before, lead) - a.target
	a.stats.LastDrift = d
	a.note(d)
	if d > AlignTolerance || d < -AlignTolerance {
		return a.correct(d)
	}
	a.reset()
	return 0
}

// note keeps the largest drift.
func (a *aligner) note(d time.Duration) {
	a.stats.MaxDrift = max(a.stats.MaxDrift, d, -d)
}

// correct returns the shift that undoes drift d and starts a new reading.
func (a *aligner) correct(d time.Duration) time.Duration {
	a.reset()
	a.hold = alignHold
	if d < 0 {
		a.stats.Skips++
		return -d
	}
	a.stats.Pads++
	return -min(d, maxPad)
}
