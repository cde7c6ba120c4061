package main

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// logCue is one "cue" line of playtrack's log.
type logCue struct {
	kind      string
	countdown int
	atMs      int64
	firedNs   int64
	lateMs    float64
	missed    bool
	catching  bool
}

// playLog is playtrack's log.
type playLog struct {
	startNs, fromMs, toMs int64
	cues                  []logCue
	end                   string
}

// readRaw reads a raw recording (s16le mono).
func readRaw(path string) ([]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return samples(b), nil
}

func samples(b []byte) []float64 {
	out := make([]float64, len(b)/2)
	for i := range out {
		out[i] = float64(int16(binary.LittleEndian.Uint16(b[2*i:]))) / 32768
	}
	return out
}

// readWAV reads the data chunk of a 16-bit mono WAV.
func readWAV(path string) ([]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 12 || string(b[:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return nil, fmt.Errorf("%s: not a WAV file", path)
	}
	for p := 12; p+8 <= len(b); {
		id, n := string(b[p:p+4]), int(binary.LittleEndian.Uint32(b[p+4:]))
		p += 8
		if id == "data" {
			return samples(b[p:min(p+n, len(b))]), nil
		}
		p += n + n%2
	}
	return nil, fmt.Errorf("%s: no data chunk", path)
}

func readLog(path string) (playLog, error) {
	f, err := os.Open(path)
	if err != nil {
		return playLog{}, err
	}
	defer f.Close()
	var pl playLog
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		tag, rest, _ := strings.Cut(sc.Text(), " ")
		kv := map[string]string{}
		for _, p := range strings.Fields(rest) {
			k, v, _ := strings.Cut(p, "=")
			kv[k] = v
		}
		num := func(k string) int64 { n, _ := strconv.ParseInt(kv[k], 10, 64); return n }
		switch tag {
		case "start":
			pl.startNs, pl.fromMs, pl.toMs = num("unix_ns"), num("from_ms"), num("to_ms")
		case "cue":
			late, _ := strconv.ParseFloat(kv["late_ms"], 64)
			pl.cues = append(pl.cues, logCue{kind: kv["kind"], countdown: int(num("countdown")), atMs: num("at_ms"),
				firedNs: num("unix_ns"), lateMs: late, missed: kv["missed"] == "true", catching: kv["catching"] == "true"})
		case "end":
			pl.end = rest
		}
	}
	if pl.startNs == 0 {
		return pl, errors.New(path + ": no start line")
	}
	return pl, sc.Err()
}
