package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestCohDemosOpen opens every City of Horror demo screen, as the
// screenshot script does, and checks each lands where it says.
func TestCohDemosOpen(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	for name, screen := range map[string]string{
		"coh-new": "coh-new", "coh-setup": "coh-setup", "coh-city": "coh-city", "coh-resolve": "coh-city",
		"coh-wheel": "coh-city", "coh-invasion": "coh-invasion", "coh-library": "coh-library", "coh-end": "coh-end", "coh-peek": "coh-city",
		"coh-char": "coh-city", "coh-settings": "coh-settings", "coh-card": "coh-library",
	} {
		a := New(test.NewTempApp(t), queued(Options{}))
		a.OpenDemo(name)
		if a.Screen() != screen {
			t.Errorf("demo %s shows %s, want %s", name, a.Screen(), screen)
		}
	}
}
