//go:build ci || !cgo

package timers

import "errors"

// openDevice in this build has no sound output at all: the ci tag (tests
// need no sound card) or a build without cgo, which oto needs on Linux.
// Everything else works; Audio is silent and the screen carries the cues.
func openDevice(*Stream) (device, error) {
	return nil, errors.New("built without audio output")
}
