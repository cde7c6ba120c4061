package timers

import (
	"io"
	"sync"
	"time"
)

// fakeDevice is a sound output for tests, driven by hand, built as oto's
// is: a player buffer that holds up to fakePlayerBuffer of the stream ahead
// of the output (oto's player, topped up from the stream), and the output's
// buffer (the queue) that the speaker plays from. consume plays frames from
// the queue (what the speaker hears); fill moves periods from the player
// into the queue, as a real output's writer does, and tops the player up.
// What is in the queue is taken (counted in played) and will be heard
// whatever happens; flush drops the player's buffer, as oto's Seek does,
// and applies a prepared seam.
type fakeDevice struct {
	s      *Stream
	cap    int64 // frames the queue holds at most
	pcap   int64 // frames the player holds at most
	period int64 // frames taken from the player at a time

	mu      sync.Mutex
	q       []fakeSeg
	queued  int64
	pq      []fakeSeg // the player's buffer
	pqueued int64
	playing bool
	closed  bool
	heard   int64 // track frame the speaker plays next
	vol     float64
}

// fakePlayerBuffer is the fake player's buffer, as oto's in the app
// (playerBuffer in output_oto.go, which a ci build does not compile).
const fakePlayerBuffer = 250 * time.Millisecond

// fakeSeg is a run of queued frames and the track frame it starts at.
type fakeSeg struct{ at, n int64 }

func newFakeDevice(s *Stream, buffer time.Duration) *fakeDevice {
	c := FrameAt(buffer)
	// Small periods: the rig compares every 50 ms and would otherwise always
	// see the queue at the same point of its cycle.
	return &fakeDevice{s: s, cap: c, pcap: FrameAt(fakePlayerBuffer), period: FrameAt(rigStep), vol: 1}
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

// played is what left the player for the output, as otoDevice.played.
func (d *fakeDevice) played() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return max(d.s.bytePos()-d.pqueued*BytesPerFrame, 0)
}

func (d *fakeDevice) flush() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pq, d.pqueued = nil, 0
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

// fill moves periods from the player to the queue while they fit, and tops
// the player up from the stream.
func (d *fakeDevice) fill() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.playing {
		return
	}
	for {
		d.topUp()
		if d.queued+d.period > d.cap || d.pqueued == 0 {
			return
		}
		n := min(d.period, d.pqueued)
		d.queued += n
		d.pqueued -= n
		for n > 0 {
			sg := &d.pq[0]
			k := min(n, sg.n)
			d.q = append(d.q, fakeSeg{at: sg.at, n: k})
			sg.at += k
			sg.n -= k
			n -= k
			if sg.n == 0 {
				d.pq = d.pq[1:]
			}
		}
	}
}

// topUp reads the stream into the player's buffer while a period fits.
// d.mu must be held.
func (d *fakeDevice) topUp() {
	buf := make([]byte, d.period*BytesPerFrame)
	for d.pqueued+d.period <= d.pcap {
		at := d.s.bytePos() / BytesPerFrame
		n, err := d.s.Read(buf)
		if n == 0 || err != nil {
			return
		}
		d.pq = append(d.pq, fakeSeg{at: at, n: int64(n / BytesPerFrame)})
		d.pqueued += int64(n / BytesPerFrame)
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
