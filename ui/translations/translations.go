// Package translations holds the words of Hordekeeper's screens in English,
// French and German (one JSON file per language, read by Fyne's lang
// package) and puts the chosen language in force.
package translations

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// Files are the translation files: a folder per language (fr/), a file per
// part of the app in each (fr/coh.json), the same files and keys in every
// folder. A key lives in one file only.
//
//go:embed en/*.json fr/*.json de/*.json
var Files embed.FS

// Languages are the languages the app speaks, English first (the fallback).
var Languages = []string{"en", "fr", "de"}

// Device is the language of the device among Languages: its first language
// if the app speaks it, else English.
func Device() string {
	base := lang.SystemLocale().LanguageString()
	base = strings.ToLower(strings.SplitN(strings.ReplaceAll(base, "_", "-"), "-", 2)[0])
	for _, l := range Languages {
		if l == base {
			return l
		}
	}
	return "en"
}

// Use puts a language in force for every later lang call and returns the one
// in force: choice is one of Languages, or "" for the device's language (an
// unknown choice is refused and changes nothing).
//
// Fyne's lang has no "set language": it always looks words up in the table
// of the device's locale (the closest one it has words for, English when
// none fits), then in English's. So the chosen language's files are loaded
// under English and under the device's locale, which overwrites those two
// tables with the chosen words. It works the same on every platform, since
// it does not depend on how the locale is read (environment on Linux,
// system calls on Windows, macOS and Android). Only the language in use is
// parsed and kept: the others are read from the embedded files when chosen
// (each language's table took 2 MB of memory; docs/benchmarks.md).
func Use(choice string) (string, error) {
	eff := choice
	if eff == "" {
		eff = Device()
	}
	if !known(eff) {
		return "", fmt.Errorf("no words for the language %q", choice)
	}
	if err := load(eff, "en"); err != nil {
		return "", err
	}
	// A device locale whose name the translation library cannot read as a
	// language gets the English table, which already holds the chosen words.
	if loc := lang.SystemLocale(); loc != "en" {
		if err := load(eff, loc); err != nil {
			fyne.LogError("the device's locale "+loc.String(), err)
		}
	}
	return eff, nil
}

// load puts every file of language l under the locale loc, in one call:
// each call of Fyne's lang rebuilds its language matcher, which made a
// switch of language cost ten matchers (half the time of the screens'
// French and German walks).
func load(l string, loc fyne.Locale) error {
	files, err := Files.ReadDir(l)
	if err != nil {
		return fmt.Errorf("no words for the language %q: %w", l, err)
	}
	all := map[string]json.RawMessage{}
	for _, f := range files {
		data, err := Files.ReadFile(l + "/" + f.Name())
		if err != nil {
			return err
		}
		var words map[string]json.RawMessage
		if err := json.Unmarshal(data, &words); err != nil {
			return fmt.Errorf("%s/%s: %w", l, f.Name(), err)
		}
		for k, w := range words {
			if _, twice := all[k]; twice {
				return fmt.Errorf("%s/%s: the key %q is in another file too", l, f.Name(), k)
			}
			all[k] = zeroAs(w, l, loc)
		}
	}
	data, err := json.Marshal(all)
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(data, loc); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	return nil
}

// zeroAs makes a count's forms follow language l's plural rule for zero
// when they are loaded under a locale whose rule differs: Fyne picks the
// form by the rule of the locale the words are loaded under, not of the
// words' language, and French says "0 zombie" (zero takes the singular)
// where English and German say "0 zombies". French loaded under English or
// German says its singular for a count of zero; English or German loaded
// under French its plural. Only zero differs among the three languages'
// rules for whole numbers. A form is chosen by the count, never mended
// after it is said.
func zeroAs(w json.RawMessage, l string, loc fyne.Locale) json.RawMessage {
	var forms map[string]string
	if json.Unmarshal(w, &forms) != nil || forms["one"] == "" || forms["other"] == "" {
		return w
	}
	frenchLoc := strings.HasPrefix(strings.ToLower(loc.String()), "fr")
	zero := `{{if eq (print .Count) "0"}}`
	switch {
	case l == "fr" && !frenchLoc:
		forms["other"] = zero + forms["one"] + "{{else}}" + forms["other"] + "{{end}}"
	case l != "fr" && frenchLoc:
		forms["one"] = zero + forms["other"] + "{{else}}" + forms["one"] + "{{end}}"
	default:
		return w
	}
	out, err := json.Marshal(forms)
	if err != nil {
		return w
	}
	return out
}

func known(l string) bool {
	for _, k := range Languages {
		if k == l {
			return true
		}
	}
	return false
}

// English words are in force from the start, before any Use (a screen's own
// tests build screens without the shell): a count of one finds its singular.
func init() {
	if err := load("en", "en"); err != nil {
		fyne.LogError("the English words", err)
	}
}
