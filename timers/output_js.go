//go:build js && !ci

package timers

import "time"

// In a browser, oto plays through the page's AudioContext, which may start
// only after a user gesture: oto resumes it on the first touchend, keyup or
// mouseup of the page after the context was made. So the context is made
// when the app starts, before any tap, and the first tap (the home screen's,
// or Start) lets it run; a context made later, in answer to Start, would
// wait for a second tap. The wait for it is not bounded the way a desktop's
// missing sound card is: the sound is asked for only after a tap.
func init() {
	readyTimeout = 24 * time.Hour
	go otoContext() // an error is logged, and kept for openDevice
}
