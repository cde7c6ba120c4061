package timers

import (
	"bytes"
	"encoding/binary"
	"testing"
)

func TestWAVRoundTrip(t *testing.T) {
	pcm := make([]byte, 2*1000)
	for i := range 1000 {
		binary.LittleEndian.PutUint16(pcm[2*i:], uint16(int16(i*31-15000)))
	}
	var b bytes.Buffer
	if err := WriteWAV(&b, bytes.NewReader(pcm), int64(len(pcm))); err != nil {
		t.Fatal(err)
	}
	if b.Len() != 44+len(pcm) {
		t.Fatalf("wav is %d bytes", b.Len())
	}
	got, err := readWAV(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got {
		if int16(v*32768) != int16(i*31-15000) {
			t.Fatalf("sample %d = %v", i, v)
		}
	}
	if err := WriteWAV(&b, bytes.NewReader(pcm), int64(len(pcm))+2); err == nil {
		t.Fatal("short source accepted")
	}
}

func TestEscapeVoiceLoads(t *testing.T) {
	v, err := escapeVoice()
	if err != nil {
		t.Fatal(err)
	}
	if d := seconds(len(v)); d < 0.3 || d > 2 {
		t.Fatalf("voice lasts %.2f s", d)
	}
	if v[0] == 0 {
		t.Fatal("the voice clip starts with silence; its cue onset would be late")
	}
}

// FuzzReadWAV: the WAV loader never panics and never returns more than it
// was given.
func FuzzReadWAV(f *testing.F) {
	f.Add(escapeWAV)
	var b bytes.Buffer
	_ = WriteWAV(&b, bytes.NewReader([]byte{1, 2, 3, 4}), 4)
	f.Add(b.Bytes())
	f.Add([]byte("RIFF\x00\x00\x00\x00WAVEdata\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := readWAV(data)
		if err == nil && (len(s) == 0 || len(s) > len(data)/2) {
			t.Fatalf("%d samples from %d bytes", len(s), len(data))
		}
	})
}
