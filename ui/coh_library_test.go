package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// TestCohLibraryEditAndTransfer adds, edits and deletes cards by taps,
// shares the library as QR-sized text parts and pastes them on a second
// device; a wrong card anywhere changes nothing.
func TestCohLibraryEditAndTransfer(t *testing.T) {
	a, dir := newCohTestApp(t, 5)
	tap(t, a, "home/cityofhorror")
	tap(t, a, "coh/library")
	if a.Screen() != "coh-library" {
		t.Fatalf("screen %s", a.Screen())
	}
	n := len(a.coh().lib.Cards)

	// A new 1:00 card with a wrong label clash is refused with the engine's words.
	tap(t, a, "coh/lib/add")
	test.Type(a.cohEntries()["coh/card/label"], "a") // "a" is already a 1:00 card
	tap(t, a, "coh/card/z/corner1/+")
	tap(t, a, "coh/lib/save")
	e := a.cohLibEdit()
	if e.editing == -2 || !strings.Contains(e.problem, "a") {
		t.Fatalf("a duplicate label must be refused: %q", e.problem)
	}
	// A negative count is refused, never clamped.
	a.cohEntries()["coh/card/label"].SetText("new")
	tap(t, a, "coh/card/hour/2")
	tap(t, a, "coh/card/leader/-")
	tap(t, a, "coh/lib/save")
	if !strings.Contains(e.problem, "negative") {
		t.Fatalf("negative leader steps: %q", e.problem)
	}
	tap(t, a, "coh/card/leader/+")
	tap(t, a, "coh/card/leader/+")
	tap(t, a, "coh/card/move/0/from")
	tap(t, a, "coh/card/move/0/to")
	tap(t, a, "coh/card/move/0/to")
	tap(t, a, "coh/card/antidotes/corner2/+")
	tap(t, a, "coh/lib/save")
	if e.editing != -2 || len(a.coh().lib.Cards) != n+1 {
		t.Fatalf("saved: %q, %d cards", e.problem, len(a.coh().lib.Cards))
	}
	saved, err := os.ReadFile(filepath.Join(dir, cohLibraryName))
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := coh.LoadLibrary(saved)
	if err != nil || len(onDisk.Cards) != n+1 {
		t.Fatalf("the library file holds %d cards: %v", len(onDisk.Cards), err)
	}
	got := onDisk.Cards[n]
	if got.Label != "new" || got.Zombies[0] != 1 || got.LeaderSteps != 1 || len(got.Moves) != 1 || got.Moves[0] != (coh.ZombieMove{From: coh.Corner1, To: coh.Corner2}) || got.Airdrops[0].Antidotes != 1 {
		t.Fatalf("card %+v", got)
	}
	// Edit it.
	tap(t, a, "coh/lib/2/new/edit")
	tap(t, a, "coh/card/z/crossroads/+")
	tap(t, a, "coh/lib/save")
	if a.coh().lib.Cards[n].Zombies[5] != 1 {
		t.Fatal("edit saved")
	}

	// Share as QR codes: parts marked 1/k, each short enough for one code.
	tap(t, a, "coh/lib/qr")
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
		tap(t, a, "coh/lib/qr/next")
		if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), " "), "Code 2/") {
			t.Fatal("the second code is marked 2/n")
		}
	}
	text := a.cohEntries()["coh/lib/text"].Text
	tap(t, a, "coh/lib/qr/done")

	// A second device pastes the text: the cards arrive.
	b, _ := newCohTestApp(t, 6)
	tap(t, b, "home/cityofhorror")
	b.coh().lib = coh.Library{}
	tap(t, b, "coh/library")
	tap(t, b, "coh/lib/paste")
	test.Type(b.cohEntries()["coh/lib/paste"], text)
	tap(t, b, "coh/lib/paste/import")
	if len(b.coh().lib.Cards) != n+1 {
		t.Fatalf("pasted %d cards: %s", len(b.coh().lib.Cards), b.lastTell)
	}

	// One wrong card in an import: nothing changes, the engine says which.
	raw := []byte(`{"format":1,"cards":[{"hour":2,"label":"ok","zombies":[1,0,0,0,0,0]},{"hour":3,"label":"bad","zombies":[-2,0,0,0,0,0]}]}`)
	before := len(b.coh().lib.Cards)
	if _, err := b.cohImportCards(raw); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Fatalf("a wrong card must refuse the import: %v", err)
	}
	tparts, _ := engine.PackTransfer(cohTransferTag, raw, kit.MaxQRText)
	tap(t, b, "coh/lib/paste")
	b.cohEntries()["coh/lib/paste"].SetText(strings.Join(tparts, "\n"))
	tap(t, b, "coh/lib/paste/import")
	if len(b.coh().lib.Cards) != before || !strings.Contains(b.lastTell, "Nothing was imported") {
		t.Fatalf("after a bad import: %d cards, %q", len(b.coh().lib.Cards), b.lastTell)
	}
	// A file import merges: same hour and label replace, others are added.
	msg, err := b.cohImportCards([]byte(`{"format":1,"cards":[{"hour":2,"label":"new","zombies":[5,0,0,0,0,0]},{"hour":4,"label":"z","zombies":[0,0,0,0,0,1]}]}`))
	if err != nil || msg != "1 card(s) added, 1 replaced." {
		t.Fatalf("merge: %q %v", msg, err)
	}

	// Delete asks first, then the card is gone from the file too.
	tap(t, a, "coh/lib/2/new/delete")
	if len(a.coh().lib.Cards) != n+1 {
		t.Fatal("delete must ask first")
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
