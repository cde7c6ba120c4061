package coh

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/translations"
)

// Beside its games (resume.go), City of Horror keeps two files in the data
// dir: the table's invasion-card library and, from older versions, its
// settings.
const (
	cohLibraryName  = "cityofhorror-library.json"
	cohSettingsName = "cityofhorror-settings.json"
)

func (a *table) cohPath(name string) string {
	if a.h.GamesDir() == "" {
		return ""
	}
	return filepath.Join(a.h.GamesDir(), name)
}

// cohSettings are the table's choices that outlive a game: the rule facts
// the printed rules leave open (used by the next new game) and how the
// screen looks (used at once).
type cohSettings struct {
	Rules ch.Settings `json:"rules"`
	// Light, Look and TextScale are read from older files and no longer
	// used: the look of the screen is the app's own setting now.
	Light bool `json:"light,omitempty"`
	// Look is the theme chosen: "" follows the device, "dark" or "light".
	Look string `json:"look,omitempty"`
	// TextScale multiplies the text size (1 is the app's table size).
	TextScale float32 `json:"textScale,omitempty"`
	// Curtain hands the tablet over for a peek instead of showing a QR code.
	Curtain bool `json:"curtain,omitempty"`
}

// prefSettings is where City of Horror's settings live in the app's
// preferences.
const prefSettings = "coh.settings"

// loadCohSettings reads the settings from the preferences. A settings file
// left by an older version is read once, moved into the preferences and
// kept aside; an unreadable one gives the defaults and is named.
func (a *table) loadCohSettings() (cohSettings, string) {
	var st cohSettings
	if raw := a.h.Prefs().String(prefSettings); raw != "" {
		if err := json.Unmarshal([]byte(raw), &st); err == nil {
			return st, ""
		}
		return cohSettings{}, lang.X("coh.store.settingsUnread", "The saved City of Horror settings could not be read; the defaults are used.")
	}
	p := a.cohPath(cohSettingsName)
	if p == "" {
		return st, ""
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return st, ""
	}
	aside, _ := engine.MoveAside(p)
	if err := json.Unmarshal(b, &st); err != nil {
		return cohSettings{}, lang.X("coh.store.settingsFile", "The settings file could not be read ({{.Reason}}); it was kept as {{.File}} and the defaults are used.", map[string]any{"Reason": translations.Err(err), "File": filepath.Base(aside)})
	}
	a.saveCohSettings(st)
	return st, ""
}

// saveCohSettings keeps the settings in the preferences.
func (a *table) saveCohSettings(st cohSettings) error {
	b, err := json.Marshal(st)
	if err != nil {
		return err
	}
	a.h.Prefs().SetString(prefSettings, string(b))
	return nil
}

// loadCohLibrary reads the table's card library. With no file yet it is
// the default library (empty). A damaged file is moved aside
// and the message names it.
func (a *table) loadCohLibrary() (ch.Library, string) {
	p := a.cohPath(cohLibraryName)
	if p == "" {
		return ch.DefaultLibrary(), ""
	}
	b, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return ch.DefaultLibrary(), ""
	}
	if err == nil {
		var l ch.Library
		if l, err = ch.LoadLibrary(b); err == nil {
			return l, ""
		}
	}
	aside, _ := engine.MoveAside(p)
	return ch.DefaultLibrary(), lang.X("coh.store.libraryUnread", "The card library could not be read: {{.Reason}}\n\nThe file was kept as {{.File}}; the app starts again with no card.", map[string]any{"Reason": translations.Err(err), "File": filepath.Base(aside)})
}

// saveCohLibrary checks the library with the engine and writes it
// atomically: a crash leaves the old file or the new one, whole.
func (a *table) saveCohLibrary(l ch.Library) error {
	b, err := l.Save()
	if err != nil {
		return err
	}
	p := a.cohPath(cohLibraryName)
	if p == "" {
		return nil
	}
	return engine.WriteFileAtomic(p, b, true)
}

func removeFile(p string) { _ = os.Remove(p) }
