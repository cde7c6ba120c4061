package coh

import (
	"fmt"
	"os"
	"testing"

	"hordekeeper/ui/translations"
)

// TestMain puts the English translation files in force, as the app does at
// start: counted words ("1 vote", "2 votes") need their plural forms
// loaded, else Fyne's lang only knows the "other" form.
func TestMain(m *testing.M) {
	if _, err := translations.Use("en"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
