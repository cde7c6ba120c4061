// Command audiocheck measures what playtrack really played. "record" saves
// a raw recording (s16le mono 44100 Hz, from parec on stdin) and when its
// first sample was played, by the wall clock; "analyze" finds every cue's
// sound in the recording by cross-correlation with the rendered WAV and
// prints how far from its scheduled instant it sounded, and the gaps in the
// recording where the output ran dry.
//
//	parec … | audiocheck record -out rec.raw
//	audiocheck analyze -rec rec.raw -log play.log -wav escape-track-1.wav
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: audiocheck record|analyze [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "record":
		err = record(os.Args[2:])
	case "analyze":
		err = analyze(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q: want record or analyze", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "audiocheck:", err)
		os.Exit(1)
	}
}
