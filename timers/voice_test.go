package timers

import (
	"slices"
	"testing"
)

// TestVoiceInEachLanguage: every language has its clip, each starts on its
// first sample (the cue's onset), and French and German are not the English.
func TestVoiceInEachLanguage(t *testing.T) {
	en, err := voiceIn("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"en", "fr", "de"} {
		v, err := voiceIn(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if d := seconds(len(v)); d < 0.3 || d > 2 {
			t.Errorf("%s voice lasts %.2f s", l, d)
		}
		if v[0] == 0 {
			t.Errorf("%s voice starts with silence; its cue onset would be late", l)
		}
		if l != "en" && slices.Equal(v, en) {
			t.Errorf("%s voice is the English clip", l)
		}
	}
}

// TestSetVoiceLanguageChoosesTheClip: the soundtrack made after the choice
// speaks the chosen language; an unknown language is refused and the voice
// stays as it was.
func TestSetVoiceLanguageChoosesTheClip(t *testing.T) {
	t.Cleanup(func() { _ = SetVoiceLanguage("en") })
	if err := SetVoiceLanguage("de"); err != nil {
		t.Fatal(err)
	}
	de, _ := voiceIn("de")
	c, err := makeClips(1)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.voice, de) {
		t.Fatal("the soundtrack's voice is not the German clip")
	}
	if err := SetVoiceLanguage("xx"); err == nil {
		t.Fatal("an unknown language is accepted")
	}
	if VoiceLanguage() != "de" {
		t.Fatalf("a refused language changed the voice to %q", VoiceLanguage())
	}
}
