package coh

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestCohLibraryEditAndTransfer adds, edits and deletes cards by taps,
// shares the library as QR-sized text parts and pastes them on a second
// device; a wrong card anywhere changes nothing.
func TestCohLibraryEditAndTransfer(t *testing.T) {
	a, dir := newCohTestApp(t, 5)
	tapLabel(t, a, "Invasion cards")
	if on(a) != "coh-library" {
		t.Fatalf("screen %s", on(a))
	}
	n := len(a.lib.Cards)

	// A new 1:00 card with a wrong label clash is refused with the engine's words.
	tapLabel(t, a, "Add a card")
	test.Type(uitest.Entry(t, canvasOf(a), "a short mark to tell it from the others of its hour"), "A") // "A" is already a 1:00 card
	tapIn(t, a, "corner 1", "+")
	tapLabel(t, a, "Save the card")
	e := a.cohLibEdit()
	if e.editing == -2 || !strings.Contains(e.problem, "A") {
		t.Fatalf("a duplicate label must be refused: %q", e.problem)
	}
	// A negative count is refused, never clamped.
	uitest.Entry(t, canvasOf(a), "a short mark to tell it from the others of its hour").SetText("new")
	tapLabel(t, a, "2:00")
	tapIn(t, a, "zombie leader steps", "-")
	tapLabel(t, a, "Save the card")
	if !strings.Contains(e.problem, "negative") {
		t.Fatalf("negative leader steps: %q", e.problem)
	}
	tapIn(t, a, "zombie leader steps", "+")
	tapIn(t, a, "zombie leader steps", "+")
	tapNth(t, a, "from ", 0)
	tapNth(t, a, "to ", 0)
	tapNth(t, a, "to ", 0)
	tapIn(t, a, "antidotes on corner 2", "+")
	tapLabel(t, a, "Save the card")
	if e.editing != -2 || len(a.lib.Cards) != n+1 {
		t.Fatalf("saved: %q, %d cards", e.problem, len(a.lib.Cards))
	}
	saved, err := os.ReadFile(filepath.Join(dir, cohLibraryName))
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := ch.LoadLibrary(saved)
	if err != nil || len(onDisk.Cards) != n+1 {
		t.Fatalf("the library file holds %d cards: %v", len(onDisk.Cards), err)
	}
	got := onDisk.Cards[n]
	if got.Label != "new" || got.Zombies[0] != 1 || got.LeaderSteps != 1 || len(got.Moves) != 1 || got.Moves[0] != (ch.ZombieMove{From: ch.Corner1, To: ch.Corner2}) || got.Airdrops[0].Antidotes != 1 {
		t.Fatalf("card %+v", got)
	}
	// Edit it.
	tapIn(t, a, `"new"`, "Edit")
	tapIn(t, a, "Crossroads", "+")
	tapLabel(t, a, "Save the card")
	if a.lib.Cards[n].Zombies[5] != 1 {
		t.Fatal("edit saved")
	}

	// Share as QR codes: parts marked 1/k, each short enough for one code.
	tapLabel(t, a, "Share as QR codes")
	parts, err := a.cohTransferParts()
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range parts {
		if len(p) > kit.MaxQRText || !strings.Contains(p, ":"+itoa(i+1)+"/"+itoa(len(parts))+":") {
			t.Fatalf("part %d: %q", i+1, p)
		}
	}
	if len(parts) > 1 {
		tapLabel(t, a, "Next code")
		if !strings.Contains(strings.Join(uitest.Texts(canvasOf(a)), " "), "Code 2/") {
			t.Fatal("the second code is marked 2/n")
		}
	}
	text := uitest.Entries(canvasOf(a), "")[0].Text
	tapLabel(t, a, "Done")

	// A second device pastes the text: the cards arrive.
	b, _ := newCohTestApp(t, 6)
	b.lib = ch.Library{}
	tapLabel(t, b, "Invasion cards")
	tapLabel(t, b, "Paste shared text")
	test.Type(uitest.Entry(t, canvasOf(b), "HK:coh-cards:1/2:… HK:coh-cards:2/2:…"), text)
	tapLabel(t, b, "Import the cards")
	if len(b.lib.Cards) != n+1 {
		t.Fatalf("pasted %d cards: %s", len(b.lib.Cards), lastTell(b))
	}

	// One wrong card in an import: nothing changes, the engine says which.
	raw := []byte(`{"format":1,"cards":[{"hour":2,"label":"ok","zombies":[1,0,0,0,0,0]},{"hour":3,"label":"bad","zombies":[-2,0,0,0,0,0]}]}`)
	before := len(b.lib.Cards)
	if _, err := b.cohImportCards(raw); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Fatalf("a wrong card must refuse the import: %v", err)
	}
	tparts, _ := engine.PackTransfer(cohTransferTag, raw, kit.MaxQRText)
	tapLabel(t, b, "Paste shared text")
	uitest.Entry(t, canvasOf(b), "HK:coh-cards:1/2:… HK:coh-cards:2/2:…").SetText(strings.Join(tparts, "\n"))
	tapLabel(t, b, "Import the cards")
	if len(b.lib.Cards) != before || !strings.Contains(lastTell(b), "Nothing was imported") {
		t.Fatalf("after a bad import: %d cards, %q", len(b.lib.Cards), lastTell(b))
	}
	// A file import merges: same hour and label replace, others are added.
	msg, err := b.cohImportCards([]byte(`{"format":1,"cards":[{"hour":2,"label":"new","zombies":[5,0,0,0,0,0]},{"hour":4,"label":"z","zombies":[0,0,0,0,0,1]}]}`))
	if err != nil || msg != "1 card added, 1 replaced." {
		t.Fatalf("merge: %q %v", msg, err)
	}

	// Delete asks first, then the card is gone from the file too.
	tapIn(t, a, `"new"`, "Delete")
	if len(a.lib.Cards) != n+1 {
		t.Fatal("delete must ask first")
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
