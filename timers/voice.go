package timers

import (
	_ "embed"
	"fmt"
	"sync"
	"sync/atomic"
)

// The spoken "Escape!" in each language, made once with espeak-ng and sox
// (the exact commands and the words chosen are in docs/escape-tracks.md).
// They are embedded here rather than in assets/ so that timers needs nothing
// outside its own tree.
var (
	//go:embed voice/escape.wav
	escapeWAV []byte
	//go:embed voice/escape-fr.wav
	escapeWAVFrench []byte
	//go:embed voice/escape-de.wav
	escapeWAVGerman []byte
)

// voiceWAVs are the clips by language; English is the fallback.
var voiceWAVs = map[string][]byte{"en": escapeWAV, "fr": escapeWAVFrench, "de": escapeWAVGerman}

// voiceLang is the language the next soundtrack speaks in.
var voiceLang atomic.Value // string

// voiceClips caches each language's decoded clip.
var voiceClips sync.Map // language -> func() ([]float32, error)

// SetVoiceLanguage chooses the language of the soundtrack's spoken words
// ("en", "fr" or "de") for the soundtracks rendered from now on; one already
// playing keeps its voice. A language without a clip is refused with an
// error and changes nothing.
func SetVoiceLanguage(lang string) error {
	if _, ok := voiceWAVs[lang]; !ok {
		return fmt.Errorf("the soundtrack has no voice in %q", lang)
	}
	voiceLang.Store(lang)
	return nil
}

// VoiceLanguage is the language the soundtrack speaks in now ("en" until
// SetVoiceLanguage chooses another).
func VoiceLanguage() string {
	if l, ok := voiceLang.Load().(string); ok {
		return l
	}
	return "en"
}

// escapeVoice is the decoded "Escape!" in the language in force.
func escapeVoice() ([]float32, error) {
	return voiceIn(VoiceLanguage())
}

// voiceIn is the decoded "Escape!" in a language, decoded once.
func voiceIn(lang string) ([]float32, error) {
	data, ok := voiceWAVs[lang]
	if !ok {
		return nil, fmt.Errorf("the soundtrack has no voice in %q", lang)
	}
	f, _ := voiceClips.LoadOrStore(lang, sync.OnceValues(func() ([]float32, error) { return readWAV(data) }))
	return f.(func() ([]float32, error))()
}
