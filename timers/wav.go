package timers

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// WriteWAV writes the whole of r (PCM in this package's format, size bytes
// long) to w as a canonical 44-byte-header WAV file.
func WriteWAV(w io.Writer, r io.Reader, size int64) error {
	if size < 0 || size > 0xFFFFFFFF-36 {
		return fmt.Errorf("wav: %d bytes do not fit a WAV file", size)
	}
	var h [44]byte
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+size))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], Channels)
	binary.LittleEndian.PutUint32(h[24:], SampleRate)
	binary.LittleEndian.PutUint32(h[28:], SampleRate*BytesPerFrame)
	binary.LittleEndian.PutUint16(h[32:], BytesPerFrame)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(size))
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	n, err := io.CopyN(w, r, size)
	if err != nil {
		return fmt.Errorf("wav: wrote %d of %d bytes: %w", n, size, err)
	}
	return nil
}

// maxClipFrames bounds what readWAV accepts; a voice clip is a second or two.
const maxClipFrames = 30 * SampleRate

// readWAV decodes a WAV file that is already in this package's format and
// returns its samples scaled to [-1, 1). It refuses anything else rather
// than resampling, because the clips are made for this rate on purpose.
func readWAV(b []byte) ([]float32, error) {
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return nil, errors.New("wav: not a RIFF/WAVE file")
	}
	var gotFmt bool
	rest := b[12:]
	for len(rest) >= 8 {
		id := string(rest[0:4])
		n := binary.LittleEndian.Uint32(rest[4:8])
		rest = rest[8:]
		if uint64(n) > uint64(len(rest)) {
			return nil, fmt.Errorf("wav: chunk %q claims %d bytes, %d left", id, n, len(rest))
		}
		body := rest[:n]
		switch id {
		case "fmt ":
			if n < 16 {
				return nil, errors.New("wav: short fmt chunk")
			}
			format := binary.LittleEndian.Uint16(body[0:])
			channels := binary.LittleEndian.Uint16(body[2:])
			rate := binary.LittleEndian.Uint32(body[4:])
			bits := binary.LittleEndian.Uint16(body[14:])
			if format != 1 || channels != Channels || rate != SampleRate || bits != 16 {
				return nil, fmt.Errorf("wav: format %d, %d channels, %d Hz, %d bits; want PCM, %d channel, %d Hz, 16 bits",
					format, channels, rate, bits, Channels, SampleRate)
			}
			gotFmt = true
		case "data":
			if !gotFmt {
				return nil, errors.New("wav: data before fmt")
			}
			frames := len(body) / BytesPerFrame
			if frames == 0 || frames > maxClipFrames {
				return nil, fmt.Errorf("wav: %d frames, want 1 to %d", frames, maxClipFrames)
			}
			out := make([]float32, frames)
			for i := range out {
				out[i] = float32(int16(binary.LittleEndian.Uint16(body[2*i:]))) / 32768
			}
			return out, nil
		}
		// Chunks are padded to an even size.
		skip := int(n) + int(n&1)
		if skip > len(rest) {
			skip = len(rest)
		}
		rest = rest[skip:]
	}
	return nil, errors.New("wav: no data chunk")
}
