package timers

import (
	"encoding/binary"
	"io"
	"testing"
	"time"
)

// readFrames reads n frames from s as samples.
func readFrames(t *testing.T, s *Stream, n int) []int16 {
	t.Helper()
	b := make([]byte, n*BytesPerFrame)
	if _, err := io.ReadFull(s, b); err != nil {
		t.Fatal(err)
	}
	out := make([]int16, n)
	for i := range out {
		out[i] = int16(binary.LittleEndian.Uint16(b[2*i:]))
	}
	return out
}

// maxStep is the largest jump between neighbouring samples: a click shows as
// a step far above that of the sound around it.
func maxStep(x []int16) int {
	m := 0
	for i := 1; i < len(x); i++ {
		d := int(x[i]) - int(x[i-1])
		m = max(m, d, -d)
	}
	return m
}

// joinAt reads up to frame x, makes the seam and reads on: the frames around
// the seam, and a reference render of both sides.
func joinAt(t *testing.T, x int64, set func(s *Stream)) (got []int16, sc *score) {
	t.Helper()
	s, err := NewStream(Track1())
	if err != nil {
		t.Fatal(err)
	}
	const before = 2000
	if err := s.SeekTime(DurationOf(x - before)); err != nil {
		t.Fatal(err)
	}
	head := readFrames(t, s, before)
	set(s)
	if _, err := s.Seek(0, io.SeekCurrent); err != nil { // the device's flush
		t.Fatal(err)
	}
	return append(head, readFrames(t, s, 4000)...), s.sc
}

// A skip crossfades: no step at the seam bigger than the sound's own, where
// a plain cut jumps; after JoinFade the stream is exactly the new place.
func TestJoinSkipHasNoClick(t *testing.T) {
	x := FrameAt(2*time.Minute + 7*time.Second) // the bed plays
	to := x + FrameAt(137*time.Millisecond)
	got, sc := joinAt(t, x, func(s *Stream) { s.setJoin(x, to, to) })
	old, nu := renderPCM(sc, x-2000, 2200), renderPCM(sc, to, 4000)
	limit := max(maxStep(old), maxStep(nu)) + 300 // the fade's own slope
	if st := maxStep(got[1990 : 2010+int(joinFrames)]); st > limit {
		t.Errorf("step %d at the seam, sound's own up to %d", st, limit)
	}
	cut := append(append([]int16(nil), old[:2000]...), nu...)
	// The place is one where cutting does click, or the test shows nothing.
	if st := maxStep(cut[1998:2002]); st <= limit {
		t.Fatalf("a plain cut here steps only %d (limit %d): pick another place", st, limit)
	}
	fade := int(joinFrames)
	for i := fade; i < 4000; i++ {
		if got[2000+i] != nu[i] {
			t.Fatalf("frame %d after the seam is %d, the track has %d", i, got[2000+i], nu[i])
		}
	}
}

// A pad fades out, stays silent for exactly the pad, fades in and then goes
// on where the sound stopped: nothing is heard twice.
func TestJoinPadIsSilenceThenTheSameSound(t *testing.T) {
	x := FrameAt(2*time.Minute + 7*time.Second)
	pad := int(FrameAt(40 * time.Millisecond))
	got, sc := joinAt(t, x, func(s *Stream) { s.setJoin(x, x-int64(pad), x) })
	fade := int(joinFrames)
	for i := fade; i < pad; i++ {
		if got[2000+i] != 0 {
			t.Fatalf("pad frame %d is %d, want silence", i, got[2000+i])
		}
	}
	want := renderPCM(sc, x, 4000-pad)
	for i := fade; i < len(want); i++ {
		if got[2000+pad+i] != want[i] {
			t.Fatalf("frame %d after the pad is %d, the track has %d", i, got[2000+pad+i], want[i])
		}
	}
	old := renderPCM(sc, x-2000, 4000)
	if st, lim := maxStep(got[1990:]), maxStep(old)+300; st > lim {
		t.Errorf("step %d around the pad, sound's own up to %d", st, lim)
	}
}

// The fade before a pause ends in silence for good; the resume after it
// fades in from silence.
func TestJoinPauseFadesOutAndResumeFadesIn(t *testing.T) {
	x := FrameAt(2*time.Minute + 7*time.Second)
	got, sc := joinAt(t, x, func(s *Stream) { s.setFadeOut(x) })
	for i := 2000 + int(joinFrames); i < len(got); i++ {
		if got[i] != 0 {
			t.Fatalf("frame %d after the fade-out is %d", i-2000, got[i])
		}
	}
	old := renderPCM(sc, x-2000, 4000)
	if st, lim := maxStep(got[1990:]), maxStep(old)+300; st > lim {
		t.Errorf("step %d at the fade-out, sound's own up to %d", st, lim)
	}
	s, err := NewStream(Track1())
	if err != nil {
		t.Fatal(err)
	}
	s.setJoin(noOld, x, x)
	if _, err := s.Seek(0, io.SeekCurrent); err != nil {
		t.Fatal(err)
	}
	in := readFrames(t, s, 2000)
	if in[0] != 0 {
		t.Errorf("resume starts at %d, not from silence", in[0])
	}
	if st, lim := maxStep(in), maxStep(old)+300; st > lim {
		t.Errorf("step %d at the fade-in, sound's own up to %d", st, lim)
	}
}

// A plain seek drops a prepared seam: it is not applied later by surprise.
func TestSeekDropsPendingJoin(t *testing.T) {
	s, err := NewStream(Track1())
	if err != nil {
		t.Fatal(err)
	}
	s.setFadeOut(1000)
	if err := s.SeekTime(time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Seek(0, io.SeekCurrent); err != nil {
		t.Fatal(err)
	}
	if s.Pos() != time.Minute || s.join != nil {
		t.Fatalf("after a seek the old seam applied: pos %v", s.Pos())
	}
}
