package timers

import (
	"time"

	"hordekeeper/engine"
)

// The soundtrack's words as engine.Words, so a screen can show them in the
// players' language: each string a screen shows (Cue.Caption, Fired.Text,
// Cue.Words, Track.Name, CountdownMode's Title and Todo, Visible.NextLine,
// the audio's notice) has its twin here, and the string is the twin's
// English, so the docs and tests that read English are unchanged.

// CaptionWords is the cue's caption (Cue.Caption) in words a screen can
// translate.
func (c Cue) CaptionWords() engine.Words {
	n := engine.Args{"Countdown": c.Countdown}
	switch c.Kind {
	case KindIntro:
		return engine.Say("timers.words.intro", "Get ready: survivors on the church, dice in hand. Wait for the voice.", nil)
	case KindEscape:
		if c.Countdown == 0 {
			return engine.Say("timers.words.escapeFirst", "Escape! Start rolling.", nil)
		}
		return engine.Say("timers.words.escapeAgain", "Escape! Back to the search.", nil)
	case KindSilence:
		return engine.Say("timers.words.silence", "Silence… countdown {{.Countdown}} is coming.", n)
	case KindKnock:
		return engine.Say("timers.words.knock", "Knocking: something is at the door.", nil)
	case KindGong:
		if c.Countdown == 3 {
			return engine.Say("timers.words.gongLast", "Three gongs: the last countdown has begun.", nil)
		}
		return engine.Say("timers.words.gong", "Gong ×{{.Countdown}}: countdown {{.Countdown}} has begun.", n)
	case KindBackWindow:
		return engine.Say("timers.words.back", "Countdown {{.Countdown}}: get back to the church! {{.Seconds}} seconds.", engine.Args{"Countdown": c.Countdown, "Seconds": int(BackWindow / time.Second)})
	case KindDoorSlam:
		return engine.Say("timers.words.slam", "The church door slams shut.", nil)
	case KindDiscussion:
		return engine.Say("timers.words.discussion", "{{.Seconds}} seconds, no rolling: stragglers to the church, new items on empty buildings, make a plan.", engine.Args{"Seconds": int(Discussion / time.Second)})
	case KindFinalWindow:
		return engine.Say("timers.words.final", "Last countdown: get the van to the exit!", nil)
	case KindZombieCry:
		return engine.Say("timers.words.cry", "The horde is here: time is up.", nil)
	case KindEnd:
		return engine.Say("timers.words.end", "The soundtrack has ended.", nil)
	}
	return engine.Words{}
}

// PromptWords is the cue's question (Cue.Prompt) in words a screen can
// translate; zero for a cue that asks nothing.
func (c Cue) PromptWords() engine.Words {
	switch c.Kind {
	case KindDoorSlam:
		return engine.Say("timers.words.slamPrompt", "Who did not make it back? Each of them loses a die for the rest of the game.", nil)
	case KindZombieCry:
		return engine.Say("timers.words.cryPrompt", "Did the van reach the exit with no zombie on it?", nil)
	}
	return engine.Words{}
}

// TextWords is Fired.Text in words a screen can translate.
func (f Fired) TextWords() engine.Words { return f.TextWith(f.Cue.CaptionWords()) }

// TextWith is Fired.Text around a caption of the screen's choosing (the
// cue's caption in the table's words): a missed cue says how late it came,
// an unheard one that it was not heard.
func (f Fired) TextWith(caption engine.Words) engine.Words {
	switch {
	case !f.Missed:
		return caption
	case f.Unheard:
		return engine.Say("timers.words.unheard", "Not heard (the sound dropped out): {{.Caption}}", engine.Args{"Caption": caption})
	}
	return engine.Say("timers.words.missed", "Missed by {{.Late}} while the app was stalled: {{.Caption}}", engine.Args{"Late": FormatLeft(f.Late), "Caption": caption})
}

// MomentWords is Cue.Words (the cue's moment, "The door slam") in words a
// screen can translate.
func (c Cue) MomentWords() engine.Words {
	n := engine.Args{"Countdown": c.Countdown}
	switch c.Kind {
	case KindIntro:
		return engine.Say("timers.words.momentIntro", "The soundtrack", nil)
	case KindEscape:
		if c.Countdown == 0 {
			return engine.Say("timers.words.momentPlay", "\"Escape!\": play starts", nil)
		}
		return engine.Say("timers.words.momentSearch", "\"Escape!\": back to the search", nil)
	case KindSilence, KindKnock:
		return engine.Say("timers.words.momentCountdown", "Countdown {{.Countdown}}", n)
	case KindGong, KindBackWindow, KindFinalWindow:
		return engine.Say("timers.words.momentGong", "The gong of countdown {{.Countdown}}", n)
	case KindDoorSlam, KindDiscussion:
		return engine.Say("timers.words.momentSlam", "The door slam", nil)
	case KindZombieCry:
		return engine.Say("timers.words.momentCry", "The zombie cry", nil)
	case KindEnd:
		return engine.Say("timers.words.momentEnd", "The end of the soundtrack", nil)
	}
	return engine.Say("timers.words.momentNext", "The next sound", nil)
}

// NameWords is the track's name (Track.Name) in words a screen can
// translate: "Track 1", "Track 2", "Variant 42".
func (t Track) NameWords() engine.Words {
	switch {
	case t.ID == "1" || t.ID == "2":
		return engine.Say("timers.words.track", "Track {{.Number}}", engine.Args{"Number": t.ID})
	case len(t.ID) > 1 && t.ID[0] == 'v':
		return engine.Say("timers.words.variant", "Variant {{.Seed}}", engine.Args{"Seed": t.ID[1:]})
	}
	return engine.Plain(t.Name)
}

// SecondsWords is a number of seconds with its noun ("1 second", "23
// seconds") in words a screen can translate.
func SecondsWords(n int) engine.Words {
	return engine.SayN("timers.words.seconds", "1 second", "{{.Count}} seconds", n, nil)
}

// soundOffNotice is what a table that turned the sound off is told.
const soundOffNotice = "sound off: visual only"

// NoticeWords is Notice in words a screen can translate; zero when the
// audio is heard.
func (a *Audio) NoticeWords() engine.Words {
	switch a.notice {
	case "":
		return engine.Words{}
	case NoDeviceNotice:
		return engine.Say("timers.words.noDevice", "No audio device: visual only", nil)
	case soundOffNotice:
		return engine.Say("timers.words.soundOff", "Sound off: visual only", nil)
	}
	return engine.Plain(a.notice)
}

// NoticeWords is Notice in words a screen can translate.
func (p *Playback) NoticeWords() engine.Words { return p.audio.NoticeWords() }
