package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"
)

const rate = 44100

// record copies stdin to -out and writes -out.anchor: the Unix time in ns
// at which the first sample was played. Each read tells that the samples
// so far had been played by the time it returned; the earliest of those
// bounds (less the capture's own latency, unknown but small) is the anchor.
func record(args []string) error {
	fs := flag.NewFlagSet("record", flag.ExitOnError)
	out := fs.String("out", "rec.raw", "raw recording to write")
	_ = fs.Parse(args)
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	buf := make([]byte, 4096)
	var n int64
	anchor := int64(math.MaxInt64)
	for {
		k, err := os.Stdin.Read(buf)
		now := time.Now().UnixNano()
		if k > 0 {
			n += int64(k)
			if _, werr := w.Write(buf[:k]); werr != nil {
				return werr
			}
			anchor = min(anchor, now-(n/2)*int64(time.Second)/rate)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.WriteFile(*out+".anchor", fmt.Appendf(nil, "%d\n", anchor), 0o644)
}
