package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// deviceLocale makes the device's language that of the environment's
// locale (Linux reads it there), with nothing else set to override it.
func deviceLocale(t *testing.T, locale string) {
	t.Helper()
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", locale)
}

// english puts the words back in English after a test that changed them:
// the language is the whole process's.
func english(t *testing.T) {
	t.Cleanup(func() {
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
		_ = timers.SetVoiceLanguage("en")
	})
}

// TestLanguageFollowsTheDeviceUntilChosen: with no choice the words are the
// device's language (English for one the app does not speak); a choice wins
// over any device's language, and "" goes back to the device's.
func TestLanguageFollowsTheDeviceUntilChosen(t *testing.T) {
	english(t)
	for _, tc := range []struct {
		device, choice, want string
	}{
		{"de_DE.UTF-8", "", "Einstellungen"},
		{"fr_FR.UTF-8", "", "Réglages"},
		{"fr_CA.UTF-8", "", "Réglages"},
		{"ja_JP.UTF-8", "", "Settings"},
		{"C", "", "Settings"},
		{"en_US.UTF-8", "fr", "Réglages"},
		{"fr_FR.UTF-8", "de", "Einstellungen"},
		{"de_DE.UTF-8", "fr", "Réglages"},
		{"de_DE.UTF-8", "en", "Settings"},
		{"es_ES.UTF-8", "de", "Einstellungen"},
		{"C", "fr", "Réglages"},
		{"de_DE.UTF-8", "", "Einstellungen"}, // back to the device after a choice
	} {
		deviceLocale(t, tc.device)
		if _, err := translations.Use(tc.choice); err != nil {
			t.Fatal(err)
		}
		if got := lang.X("settings.title", "Settings"); got != tc.want {
			t.Errorf("device %s, choice %q: %q, want %q", tc.device, tc.choice, got, tc.want)
		}
	}
	if _, err := translations.Use("xx"); err == nil {
		t.Error("a language the app does not speak is accepted")
	}
}

// TestHomeAndSettingsInFrenchAndGerman: a French device shows the home
// screen in French; the settings' language choice turns the app German at
// once and for the next start, and the soundtrack's voice with it.
func TestHomeAndSettingsInFrenchAndGerman(t *testing.T) {
	english(t)
	a := newTestUI(t)
	deviceLocale(t, "fr_FR.UTF-8")
	a.applyLanguage()
	a.goHome()
	c := a.Window().Canvas()
	for _, s := range []string{"Choisissez le jeu de ce soir.", "City of Horror", "3 à 6 joueurs", "Rejoindre avec un code de mise en place"} {
		if !uitest.Shows(c, s) {
			t.Fatalf("the French home screen lacks %q: %q", s, uitest.Texts(c))
		}
	}
	if timers.VoiceLanguage() != "fr" {
		t.Errorf("the voice speaks %q on a French device", timers.VoiceLanguage())
	}
	uitest.Tap(t, c, "Réglages")
	for _, s := range []string{"Langue", "Comme l'appareil", "Sombre", "Grand texte"} {
		if !uitest.Shows(c, s) {
			t.Fatalf("the French settings lack %q: %q", s, uitest.Texts(c))
		}
	}
	uitest.Tap(t, c, "Deutsch")
	if !uitest.Shows(c, "Sprache") || !uitest.Shows(c, "Systemeinstellung") {
		t.Fatalf("Deutsch does not turn the settings German: %q", uitest.Texts(c))
	}
	if timers.VoiceLanguage() != "de" {
		t.Errorf("the voice speaks %q after Deutsch", timers.VoiceLanguage())
	}
	uitest.Tap(t, c, "Spiele")
	if !uitest.Shows(c, "Wählt das Spiel für heute Abend.") {
		t.Fatalf("the home screen is not German: %q", uitest.Texts(c))
	}
	b := New(a.fyneApp, queued(Options{DataDir: t.TempDir()}))
	if !uitest.Shows(b.Window().Canvas(), "Mit einem Aufbau-Code beitreten") {
		t.Fatalf("the next start forgets German: %q", uitest.Texts(b.Window().Canvas()))
	}
	uitest.Tap(t, b.Window().Canvas(), "Einstellungen")
	// The language's "like the device", beside the languages' names (the
	// screen's look has one too).
	test.Tap(uitest.ButtonIn(t, b.Window().Canvas(), "English", "Systemeinstellung").(fyne.Tappable))
	if !uitest.Shows(b.Window().Canvas(), "Langue") {
		t.Fatalf("like the device is not French again: %q", uitest.Texts(b.Window().Canvas()))
	}
}
