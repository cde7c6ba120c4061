package coh

import "hordekeeper/ui/translations"

// The app puts its language in force before any screen shows (ui/language.go);
// the tests of this package do the same, in English, so a count of one
// reads "1 card" (lang.XN finds its "one" form only in the files).
func init() {
	if _, err := translations.Use("en"); err != nil {
		panic(err)
	}
}
