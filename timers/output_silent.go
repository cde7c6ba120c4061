//go:build ci || (!cgo && !js)

package timers

import "errors"

// openDevice in this build has no sound output at all: the ci tag (tests
// need no sound card) or a desktop build without cgo, which oto needs on
// Linux (a browser build has oto's JavaScript output, output_js.go).
// Everything else works; Audio is silent and the screen carries the cues.
func openDevice(*Stream) (device, error) {
	return nil, errors.New("built without audio output")
}
