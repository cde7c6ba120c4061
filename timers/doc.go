// Package timers is the real-time half of Escape: Zombie City: the 15-minute
// soundtrack as data, the scheduler that fires it, the sounds synthesized to
// PCM, and the audio output. It imports no UI toolkit.
//
// A tour:
//
//   - A Track is a cue sheet: Cues in firing order, each with a Kind
//     (intro, "Escape!", silence, knocking, gong, the 38 seconds back to the
//     church, door slam, discussion, last run, zombie cry, end), an Offset
//     from the start of the track, a Caption for the screen and, where the
//     table has to answer something, Act and a Prompt. Track1 and Track2 are
//     the built-ins; Variant(seed) moves the countdowns within bounds so a
//     group cannot learn them; Lookup(id) gets any of them back from the ID a
//     save file keeps. Track.Validate checks the structure of the rules.
//   - A Scheduler fires a track's cues against one monotonic start instant:
//     Start, Pause, Resume, Elapsed, Next, and Poll(now) (pure, for tests)
//     or Run(ctx, fn) (sleeps until the next cue). After a stall the missed
//     cues come out at once, in order, marked Missed. The Clock is
//     injectable: RealClock in the app, FakeClock in tests, ScaledClock for
//     running a track fast on real timers, DrivenClock for the player
//     scripts of .ci/playcheck (a FakeClock another process moves).
//   - A Stream is the whole track as one PCM stream (44100 Hz, mono, 16-bit
//     little-endian), synthesized lazily and deterministically, every cue's
//     sound starting exactly at its offset. WriteWAV saves one; the command
//     timers/cmd/soundtrack renders them all.
//   - Audio plays a stream through oto, or silently when there is no
//     device (Silent, Notice), with an explicit output buffer
//     (DefaultOutputBuffer, SetOutputBuffer). Every cut in the sound (a
//     skip, a pad, a pause, a resume) is faded over JoinFade, so none
//     clicks. Playback ties one Scheduler and one Audio together; it is
//     what a screen drives. The scheduler runs on the clock and Playback
//     keeps the sound within AlignTolerance of it, skipping ahead after an
//     underrun or a stall and padding when the sound runs ahead (Stats says
//     how often).
//
// A screen's use of it:
//
//	p, err := timers.NewPlayback(track, timers.RealClock{}, soundOn)
//	if p.Silent() { show(p.Notice()) }
//	go p.Run(ctx, func(f timers.Fired) { fyne.Do(func() { showCue(f) }) })
//	p.Start() // later p.Pause(), p.Resume(), p.Elapsed()
//	p.Close() // the game is over or the screen goes: the device is released
//
// After a stall several cues come out at once: the first that was missed
// has Missed set, the ones after it in the same burst Catching; a screen
// keeps the missed cue's caption up until a cue comes that is not Catching.
// A cue whose sound was lost to a dry output (and the skip after it) comes
// with Missed and Unheard set, or, if it had already fired, once more with
// Again: the screen corrects its caption and acts on it no second time.
//
// docs/escape-tracks.md has the timelines of the tracks (kept equal to the
// code by a test), the sounds, and how the voice clips (one a language) were
// made.
package timers
