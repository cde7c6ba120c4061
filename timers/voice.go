package timers

import (
	_ "embed"
	"sync"
)

// escapeWAV is the spoken "Escape!", made once with espeak-ng and sox (the
// exact commands are in docs/escape-tracks.md). It is embedded here rather
// than in assets/ so that timers needs nothing outside its own tree.
//
//go:embed voice/escape.wav
var escapeWAV []byte

var escapeVoice = sync.OnceValues(func() ([]float32, error) { return readWAV(escapeWAV) })
