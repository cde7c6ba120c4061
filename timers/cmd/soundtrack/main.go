// Command soundtrack renders the Escape: Zombie City soundtracks to WAV files
// (44100 Hz, mono, 16-bit): both built-in tracks and one seeded variant.
//
//	go run ./timers/cmd/soundtrack -out build/soundtrack -seed 42
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"hordekeeper/timers"
)

func main() {
	out := flag.String("out", "build/soundtrack", "directory for the WAV files")
	seed := flag.Uint64("seed", 1, "seed of the variant track")
	flag.Parse()
	if err := run(*out, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "soundtrack:", err)
		os.Exit(1)
	}
}

func run(dir string, seed uint64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tracks := append(timers.Tracks(), timers.Variant(seed))
	for _, t := range tracks {
		s, err := timers.NewStream(t)
		if err != nil {
			return err
		}
		path := filepath.Join(dir, "escape-track-"+t.ID+".wav")
		if err := write(path, s); err != nil {
			return err
		}
		fmt.Printf("%s  %s  %s\n", path, t.Name, timers.FormatOffset(s.Duration()))
	}
	return nil
}

func write(path string, s *timers.Stream) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	w := bufio.NewWriterSize(f, 1<<16)
	if err := timers.WriteWAV(w, s, s.Size()); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return w.Flush()
}
