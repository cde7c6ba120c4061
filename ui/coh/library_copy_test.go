package coh

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestShareCopiesTheCardsText: Copy the text puts the whole transfer text,
// every part, on the app's clipboard, where Paste shared text on the other
// device reads it.
func TestShareCopiesTheCardsText(t *testing.T) {
	a, _ := newCohTestApp(t, 9)
	tapLabel(t, a, "Invasion cards")
	tapLabel(t, a, "Share as QR codes")
	fyne.CurrentApp().Clipboard().SetContent("")
	tapLabel(t, a, "Copy the text")
	parts, err := a.cohTransferParts()
	if err != nil || len(parts) == 0 {
		t.Fatalf("transfer parts: %v", err)
	}
	if got := fyne.CurrentApp().Clipboard().Content(); got != joinLines(parts) {
		t.Fatalf("clipboard %q, want the %d parts", got, len(parts))
	}
}
