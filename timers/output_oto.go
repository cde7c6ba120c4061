//go:build !ci && (cgo || js)

package timers

import (
	"errors"
	"io"
	"log"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// readyTimeout bounds the wait for the sound system; a device that is not
// ready by then is treated as absent. In a browser the output is ready only
// after the player's first tap, so there it waits longer (output_js.go).
var readyTimeout = 3 * time.Second

// otoContext is created once per process: oto allows only one context, and
// one probe is also what keeps a missing device from being reported (or
// retried) again and again. It is made with the output buffer of
// OutputBuffer and starts suspended: the sound output runs only while a
// device plays.
var otoContext = sync.OnceValues(func() (*oto.Context, error) {
	outputFixed.Store(true)
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: Channels,
		Format:       oto.FormatSignedInt16LE,
		BufferSize:   OutputBuffer(),
	})
	if err == nil {
		select {
		case <-ready:
			// Without a sound card NewContext still succeeds; the failure
			// only shows here, after ready. Its players would never finish.
			err = ctx.Err()
		case <-time.After(readyTimeout):
			err = errors.New("audio device not ready after " + readyTimeout.String())
		}
	}
	if err != nil {
		log.Printf("timers: %s (%v)", NoDeviceNotice, err)
		return nil, err
	}
	if err := ctx.Suspend(); err != nil {
		log.Printf("timers: audio output not suspended: %v", err)
	}
	return ctx, nil
})

// playerBuffer is how much of the stream oto's player renders ahead of the
// output buffer: slack for the goroutine that synthesizes the sound when the
// CPU is busy. A seam (Audio.Shift, Pause) drops it, so its size does not
// delay a correction.
const playerBuffer = 250 * time.Millisecond

// openDevice plays s through oto, paused until play is called. The first
// open device starts the sound output; it runs (silence while the device is
// paused) until the last one is closed.
func openDevice(s *Stream) (device, error) {
	ctx, err := otoContext()
	if err != nil {
		return nil, err
	}
	p := ctx.NewPlayer(s)
	p.SetBufferSize(int(FrameAt(playerBuffer)) * BytesPerFrame)
	open.Lock()
	defer open.Unlock()
	if open.n++; open.n == 1 {
		if err := ctx.Resume(); err != nil {
			log.Printf("timers: audio output not resumed: %v", err)
		}
	}
	return &otoDevice{ctx: ctx, p: p, s: s}, nil
}

// open counts the devices not yet closed; the sound output runs only while
// it is not zero. The output is not stopped at every pause because through
// ALSA's PulseAudio plugin it takes about a second to flow again after a
// stop (docs/benchmarks.md): a pause writes silence instead.
var open struct {
	sync.Mutex
	n int
}

type otoDevice struct {
	ctx    *oto.Context
	p      *oto.Player
	s      *Stream
	closed bool // guarded by open's lock
}

func (d *otoDevice) play()               { d.p.Play() }
func (d *otoDevice) pause()              { d.p.Pause() }
func (d *otoDevice) setVolume(v float64) { d.p.SetVolume(v) }

// close needs no Close on the player: since oto v3.4 that does nothing
// (Audio.Close has paused it already).
func (d *otoDevice) close() {
	open.Lock()
	defer open.Unlock()
	if d.closed {
		return
	}
	d.closed = true
	if open.n--; open.n == 0 {
		// Stops the driver's write loop: on Android the AAudio stream is
		// paused; with ALSA nothing more is written and the stream drains.
		if err := d.ctx.Suspend(); err != nil {
			log.Printf("timers: audio output not suspended: %v", err)
		}
	}
}

// latency is the lead of played over what is heard when the output has just
// been topped up: measured through the device when it was (SetOutputLatency),
// else modelled from the output buffer (deviceLatency).
func (d *otoDevice) latency() time.Duration {
	return deviceLatency(OutputBuffer(), time.Duration(outputMeasured.Load()), OutputExtraLatency())
}

// played is what the player has read from the stream minus what it still
// holds. The stream position is read first: if the player reads in between,
// the result errs early (a cue a moment late), never late (a cue early).
func (d *otoDevice) played() int64 {
	read := d.s.bytePos()
	return max(read-int64(d.p.BufferedSize()), 0)
}

// flush drops the player's buffer; the seek lands on the stream under the
// player's lock, so a prepared seam is applied before anything is read.
func (d *otoDevice) flush() { _, _ = d.p.Seek(0, io.SeekCurrent) }
