package timers

import (
	"fmt"
	"time"
)

// The fixed lengths of the rules. Only these are printed in the rules; the
// times of the countdowns are each track's own.
const (
	// TrackLength is the length of every track, intro and outro included.
	TrackLength = 16 * time.Minute
	// PlayTime runs from the first "Escape!" to the zombie cry.
	PlayTime = 15 * time.Minute
	// BackWindow is the time to get back to the church in countdowns 1 and
	// 2, from the first gong to the door slam.
	BackWindow = 38 * time.Second
	// Discussion is the talk after a door slam, up to the next "Escape!".
	Discussion = 20 * time.Second
)

// Track is a whole soundtrack as data: an ordered cue sheet plus the seed its
// sounds are synthesized from. Treat a Track as read-only; Validate says
// whether it keeps the structure of the rules.
type Track struct {
	// ID is the short stable name a save file or setting stores: "1", "2"
	// or "v<seed>" for a variant; Lookup turns it back into the track.
	ID string
	// Name is what a player sees in a menu.
	Name string
	// Seed drives the small random details of the synthesized sound, so
	// the same track always renders to the same bytes.
	Seed uint64
	// Cues is the cue sheet, in firing order.
	Cues []Cue
}

// Length returns the offset of the last cue (16:00 for a valid track).
func (t Track) Length() time.Duration {
	if len(t.Cues) == 0 {
		return 0
	}
	return t.Cues[len(t.Cues)-1].Offset
}

// PlayStart returns the offset of the first "Escape!", where play begins,
// or -1 if the track has none.
func (t Track) PlayStart() time.Duration {
	for _, c := range t.Cues {
		if c.Kind == KindEscape {
			return c.Offset
		}
	}
	return -1
}

// countdownTimes is where one countdown sits, measured from the start of play:
// the first gong, and the silence and knocking that lead up to it.
type countdownTimes struct {
	gong    time.Duration // first gong strike, from the start of play
	silence time.Duration // length of the silence before the knocking
	knock   time.Duration // length of the knocking before the gong
}

// layout is everything that differs between tracks; build turns it into a
// cue sheet so built-ins and variants share one construction.
type layout struct {
	intro      time.Duration
	countdowns [3]countdownTimes
}

// build lays out the cue sheet of the rules around l's times.
func build(id, name string, seed uint64, l layout) Track {
	t := Track{ID: id, Name: name, Seed: seed}
	add := func(k Kind, off time.Duration, cd int) { t.Cues = append(t.Cues, cue(k, off, cd)) }
	play := l.intro
	add(KindIntro, 0, 0)
	add(KindEscape, play, 0)
	for i, cd := range l.countdowns {
		n := i + 1
		gong := play + cd.gong
		add(KindSilence, gong-cd.knock-cd.silence, n)
		add(KindKnock, gong-cd.knock, n)
		add(KindGong, gong, n)
		if n < 3 {
			add(KindBackWindow, gong, n)
			add(KindDoorSlam, gong+BackWindow, n)
			add(KindDiscussion, gong+BackWindow, n)
			add(KindEscape, gong+BackWindow+Discussion, n)
		} else {
			add(KindFinalWindow, gong, n)
			add(KindZombieCry, play+PlayTime, n)
		}
	}
	add(KindEnd, TrackLength, 0)
	return t
}

func sec(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func mmss(m, s int) time.Duration { return time.Duration(m)*time.Minute + time.Duration(s)*time.Second }

// Track1 returns the first built-in track: the one to learn the game with.
func Track1() Track {
	return build("1", "Track 1", 0x7261636b31, layout{
		intro: 30 * time.Second,
		countdowns: [3]countdownTimes{
			{gong: mmss(4, 0), silence: sec(4), knock: sec(6)},
			{gong: mmss(8, 55), silence: sec(3), knock: sec(7)},
			{gong: mmss(14, 0), silence: sec(3), knock: sec(5)},
		},
	})
}

// Track2 returns the second built-in track: the same 15 minutes of play with
// the countdowns at other times.
func Track2() Track {
	return build("2", "Track 2", 0x7261636b32, layout{
		intro: 30 * time.Second,
		countdowns: [3]countdownTimes{
			{gong: mmss(4, 48), silence: sec(3), knock: sec(8)},
			{gong: mmss(10, 16), silence: sec(5), knock: sec(6)},
			{gong: mmss(13, 50), silence: sec(4), knock: sec(6)},
		},
	})
}

// Tracks returns the built-in tracks in menu order.
func Tracks() []Track { return []Track{Track1(), Track2()} }

// Lookup returns the track a stored ID names: "1", "2" or "v<seed>" with the
// seed in decimal (as Variant sets it). The error is fit to show a player.
func Lookup(id string) (Track, error) {
	switch id {
	case "1":
		return Track1(), nil
	case "2":
		return Track2(), nil
	}
	if len(id) > 1 && id[0] == 'v' {
		var seed uint64
		digits := id[1:]
		ok := len(digits) <= 20
		for _, r := range digits {
			if r < '0' || r > '9' {
				ok = false
				break
			}
			d := uint64(r - '0')
			if seed > (^uint64(0)-d)/10 {
				ok = false
				break
			}
			seed = seed*10 + d
		}
		if ok && (digits == "0" || digits[0] != '0') {
			return Variant(seed), nil
		}
	}
	return Track{}, fmt.Errorf("unknown soundtrack %q: pick track 1, track 2 or a variant", id)
}
