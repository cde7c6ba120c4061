package timers

import (
	"io"
	"sync"
	"time"
)

// fakeDevice is a sound output for tests, driven by hand: consume plays
// frames from its queue (what the speaker hears), fill tops the queue up from
// the stream in periods, as a real output's writer does. Its queue is the
// output's buffer: what is in it is taken (counted in played) and will be
// heard whatever happens, so flush leaves it and only applies a seam.
type fakeDevice struct {
	s      *Stream
	cap    int64 // frames the queue holds at most
	period int64 // frames taken from the stream at a time

	mu      sync.Mutex
	q       []fakeSeg
	queued  int64
	playing bool
	closed  bool
	heard   int64 // track frame the speaker plays next
	vol     float64
}

// fakeSeg is a run of queued frames and the track frame it starts at.
type fakeSeg struct{ at, n int64 }

func newFakeDevice(s *Stream, buffer time.Duration) *fakeDevice {
	c := FrameAt(buffer)
	// Small periods: the rig compares every 50 ms and would otherwise always
	// see the queue at the same point of its cycle.
	return &fakeDevice{s: s, cap: c, period: FrameAt(rigStep), vol: 1}
}

// fakeAudio returns an Audio on a fake device with the given output buffer.
func fakeAudio(t Track, buffer time.Duration) (*Audio, *fakeDevice, error) {
	s, err := NewStream(t)
	if err != nil {
		return nil, nil, err
	}
	d := newFakeDevice(s, buffer)
	return &Audio{stream: s, dev: d, paused: true}, d, nil
}

func (d *fakeDevice) play() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.playing = true
}

func (d *fakeDevice) pause() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.playing = false
}

func (d *fakeDevice) played() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.s.bytePos()
}

func (d *fakeDevice) flush() {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, _ = d.s.Seek(0, io.SeekCurrent)
}

// latency: the queue is topped up to cap whenever a period fits.
func (d *fakeDevice) latency() time.Duration { return DurationOf(d.cap) }

func (d *fakeDevice) setVolume(v float64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.vol = v
}

func (d *fakeDevice) close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closed = true
}

// fill reads periods from the stream while they fit in the queue.
func (d *fakeDevice) fill() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.playing {
		return
	}
	buf := make([]byte, d.period*BytesPerFrame)
	for d.queued+d.period <= d.cap {
		at := d.s.bytePos() / BytesPerFrame
		n, err := d.s.Read(buf)
		if n == 0 || err != nil {
			return
		}
		d.q = append(d.q, fakeSeg{at: at, n: int64(n / BytesPerFrame)})
		d.queued += int64(n / BytesPerFrame)
	}
}

// consume plays dt of the queue; what it lacks is a gap (an underrun).
func (d *fakeDevice) consume(dt time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.playing {
		return
	}
	n := FrameAt(dt)
	for n > 0 && len(d.q) > 0 {
		sg := &d.q[0]
		k := min(n, sg.n)
		sg.at += k
		sg.n -= k
		d.queued -= k
		n -= k
		d.heard = sg.at
		if sg.n == 0 {
			d.q = d.q[1:]
		}
	}
}

// heardAt returns the track time the speaker is at.
func (d *fakeDevice) heardAt() time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	return DurationOf(d.heard)
}
