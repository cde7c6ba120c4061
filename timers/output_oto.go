//go:build !ci && cgo

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
// ready by then is treated as absent.
const readyTimeout = 3 * time.Second

// otoContext is created once per process: oto allows only one context, and
// one probe is also what keeps a missing device from being reported (or
// retried) again and again.
var otoContext = sync.OnceValues(func() (*oto.Context, error) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: Channels,
		Format:       oto.FormatSignedInt16LE,
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
	return ctx, nil
})

// openDevice plays s through oto, paused until play is called.
func openDevice(s *Stream) (device, error) {
	ctx, err := otoContext()
	if err != nil {
		return nil, err
	}
	return &otoDevice{p: ctx.NewPlayer(s), s: s}, nil
}

type otoDevice struct {
	p *oto.Player
	s *Stream
}

func (d *otoDevice) play()               { d.p.Play() }
func (d *otoDevice) pause()              { d.p.Pause() }
func (d *otoDevice) setVolume(v float64) { d.p.SetVolume(v) }
func (d *otoDevice) close()              { _ = d.p.Close() }

// played is what the player has read from the stream minus what it still
// holds. The stream position is read first: if the player reads in between,
// the result errs early (a cue a moment late), never late (a cue early).
func (d *otoDevice) played() int64 {
	read := d.s.bytePos()
	return max(read-int64(d.p.BufferedSize()), 0)
}

func (d *otoDevice) seek(b int64) error {
	_, err := d.p.Seek(b, io.SeekStart)
	return err
}
