package coh

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestCohLibraryEditAndTransfer shares the library as QR-sized text parts
// and pastes them on a second device, deletes a card after asking; a
// wrong card anywhere changes nothing. (Cards are entered and corrected
// on their picture in play: TestKeptCardEditedOnItsPicture.)
func TestCohLibraryEditAndTransfer(t *testing.T) {
	a, dir := newCohTestApp(t, 5)
	tapLabel(t, a, "Invasion cards")
	if on(a) != "coh-library" {
		t.Fatalf("screen %s", on(a))
	}
	n := len(a.lib.Cards)
	// A card kept in play, as the invasion screen keeps it.
	card := ch.Card{Hour: 2, Label: "new", Zombies: [6]int{1}, LeaderSteps: 1, Moves: []ch.ZombieMove{{From: ch.Corner1, To: ch.Corner2}}, Airdrops: []ch.Airdrop{{At: ch.Corner2, Antidotes: 1}}}
	if err := a.cohChangeLibrary(append(slices.Clone(a.lib.Cards), card)); err != nil {
		t.Fatal(err)
	}
	// A card with a label its hour already holds changes nothing.
	if err := a.cohChangeLibrary(append(slices.Clone(a.lib.Cards), ch.Card{Hour: 2, Label: "new"})); err == nil || len(a.lib.Cards) != n+1 {
		t.Fatalf("a duplicate label must be refused: %v", err)
	}
	a.show(a.cohLibraryScreen(func() {}))
	saved, err := os.ReadFile(filepath.Join(dir, cohLibraryName))
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := ch.LoadLibrary(saved)
	if err != nil || len(onDisk.Cards) != n+1 {
		t.Fatalf("the library file holds %d cards: %v", len(onDisk.Cards), err)
	}
	if got := onDisk.Cards[n]; got.Label != "new" || got.Zombies[0] != 1 || got.LeaderSteps != 1 || len(got.Moves) != 1 || got.Airdrops[0].Antidotes != 1 {
		t.Fatalf("card %+v", got)
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
