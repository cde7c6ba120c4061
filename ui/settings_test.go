package ui

import (
	"testing"

	"fyne.io/fyne/v2/theme"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestSettingsChooseTheLookAndKeepIt: the app follows the device until the
// player picks a look; the pick and the text size apply at once and are
// kept in the preferences for the next start.
func TestSettingsChooseTheLookAndKeepIt(t *testing.T) {
	a := newTestUI(t)
	c := a.Window().Canvas()
	th := a.fyneApp.Settings().Theme().(*kit.Theme)
	if th.Variant(theme.VariantLight) != theme.VariantLight || th.Variant(theme.VariantDark) != theme.VariantDark {
		t.Fatal("a new app follows the device")
	}
	uitest.Tap(t, c, "Settings")
	uitest.Tap(t, c, "Light")
	uitest.Tap(t, c, "Large text")
	th = a.fyneApp.Settings().Theme().(*kit.Theme)
	if th.Variant(theme.VariantDark) != theme.VariantLight {
		t.Fatal("Light applies at once")
	}
	if got := th.Size(theme.SizeNameText); got <= kit.NewTheme(kit.LookLight, 1).Size(theme.SizeNameText) {
		t.Fatalf("large text applies at once: %v", got)
	}
	b := New(a.fyneApp, queued(Options{DataDir: t.TempDir()}))
	if th := b.fyneApp.Settings().Theme().(*kit.Theme); th.Variant(theme.VariantDark) != theme.VariantLight {
		t.Fatal("the next start keeps the look")
	}
	uitest.Tap(t, c, "Games")
	if !uitest.Shows(c, "Pick tonight's game") {
		t.Fatal("back to the games")
	}
}
