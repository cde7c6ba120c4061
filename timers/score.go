package timers

import (
	"fmt"
	"sort"
	"sync"
)

// event places one clip in the mix. cue is the index of the cue whose onset
// this is, or -1 for the later knocks, strikes and beats of a cue.
type event struct {
	start int64 // first frame
	clip  []float32
	gain  float32
	cue   int
}

// score is a track turned into sound: the clips and where they go, and the
// bed stretches. Building it is cheap; the samples are made when read.
type score struct {
	seed    uint64
	length  int64 // frames
	events  []event
	maxClip int64
	bed     []bedSeg // contiguous, covering [0, length)
}

// clips are the synthesized sounds of one seed.
type clips struct {
	knock [3][]float32
	gong  []float32
	door  []float32
	heart []float32
	cry   []float32
	voice []float32
}

// synthClips keeps each seed's synthesized clips once made: they are the
// same for every game of a track, only read, and making them cost about
// half a second of CPU at each game's start (several seconds under -race).
var synthClips sync.Map // seed → func() clips

func makeClips(seed uint64) (clips, error) {
	voice, err := escapeVoice()
	if err != nil {
		return clips{}, fmt.Errorf("escape voice clip: %w", err)
	}
	f, _ := synthClips.LoadOrStore(seed, sync.OnceValue(func() clips {
		var c clips
		for v := range c.knock {
			c.knock[v] = knockClip(seed, v)
		}
		c.gong = gongClip(seed + 1)
		c.door = doorClip(seed + 2)
		c.heart = heartClip()
		c.cry = cryClip(seed + 3)
		return c
	}))
	c := f.(func() clips)()
	c.voice = voice
	return c, nil
}

// newScore lays out the sounds of t. Every cue that makes a sound has an
// event starting at exactly FrameAt(cue.Offset); the tests hold it to that.
func newScore(t Track) (*score, error) {
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("cannot render soundtrack %q: %w", t.ID, err)
	}
	c, err := makeClips(t.Seed)
	if err != nil {
		return nil, err
	}
	r := splitmix{state: t.Seed}
	s := &score{seed: t.Seed, length: FrameAt(t.Length())}
	add := func(at int64, clip []float32, gain float64, cue int) {
		s.events = append(s.events, event{start: at, clip: clip, gain: float32(gain), cue: cue})
	}
	seg := func(i int, kind bedKind) {
		s.bed = append(s.bed, bedSeg{start: FrameAt(t.Cues[i].Offset), end: FrameAt(t.Cues[i+1].Offset), kind: kind, cue: i})
	}
	for i, q := range t.Cues {
		at := FrameAt(q.Offset)
		switch q.Kind {
		case KindIntro:
			seg(i, bedIntro)
		case KindEscape:
			add(at, c.voice, 1, i)
			seg(i, bedRise)
		case KindSilence:
			seg(i, bedSilent)
		case KindKnock:
			seg(i, bedKnock)
			dur := (t.Cues[i+1].Offset - q.Offset).Seconds()
			times, gains := knockTimes(&r, dur)
			for k, kt := range times {
				cue := -1
				if k == 0 {
					cue = i
				}
				add(at+int64(frames(kt)), c.knock[r.below(3)], gains[k], cue)
			}
		case KindGong:
			for k := 0; k < q.Gongs; k++ {
				cue := -1
				if k == 0 {
					cue = i
				}
				add(at+int64(k*frames(GongSpacing)), c.gong, 0.9, cue)
			}
		case KindBackWindow, KindFinalWindow:
			kind, bpm0, bpm1 := bedWindow, 72.0, 132.0
			if q.Kind == KindFinalWindow {
				kind, bpm0, bpm1 = bedFinal, 84, 156
			}
			// The window's bed starts after the gong and ends at the next cue
			// with a later offset (the door slam or the cry).
			seg(i, kind)
			dur := (t.Cues[i+1].Offset - q.Offset).Seconds()
			for k, ht := range heartTimes(dur, bpm0, bpm1) {
				cue := -1
				if k == 0 {
					cue = i
				}
				add(at+int64(frames(ht)), c.heart, 0.55, cue)
			}
		case KindDoorSlam:
			add(at, c.door, 0.95, i)
		case KindDiscussion:
			seg(i, bedTalk)
		case KindZombieCry:
			add(at, c.cry, 0.95, i)
			seg(i, bedOutro)
		}
	}
	// Zero-length stretches (a cue sharing its offset with the next) would
	// divide by zero in bedSample and cover nothing anyway.
	bed := s.bed[:0]
	for _, b := range s.bed {
		if b.end > b.start {
			bed = append(bed, b)
		}
	}
	s.bed = bed
	sort.SliceStable(s.events, func(a, b int) bool { return s.events[a].start < s.events[b].start })
	for _, e := range s.events {
		s.maxClip = max(s.maxClip, int64(len(e.clip)))
	}
	return s, nil
}

// render writes frames [from, from+len(dst)) of the mix, before clipping
// and quantizing, into dst.
func (s *score) render(dst []float64, from int64) {
	to := from + int64(len(dst))
	clear(dst)
	// The bed: find the stretch holding from, then walk forward.
	k := sort.Search(len(s.bed), func(j int) bool { return s.bed[j].end > from })
	for i := from; i < to && k < len(s.bed); i++ {
		for k < len(s.bed) && s.bed[k].end <= i {
			k++
		}
		if k < len(s.bed) && i >= s.bed[k].start {
			dst[i-from] = bedSample(s.seed, s.bed[k], i)
		}
	}
	// The clips that overlap [from, to).
	first := sort.Search(len(s.events), func(j int) bool { return s.events[j].start+s.maxClip > from })
	for _, e := range s.events[first:] {
		if e.start >= to {
			break
		}
		end := e.start + int64(len(e.clip))
		if end <= from {
			continue
		}
		a, b := max(from, e.start), min(to, end)
		g := float64(e.gain)
		for i := a; i < b; i++ {
			dst[i-from] += g * float64(e.clip[i-e.start])
		}
	}
}
