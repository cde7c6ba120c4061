package mall

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/engine/store"
)

// TestOldRulesSaveIsExplained: a save whose step the rules of this version
// refuse (an earlier version saved it) is explained in a player's words:
// why, that nothing was deleted and where the file is; never the journal's
// "step 1 (place) no longer applies".
func TestOldRulesSaveIsExplained(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 3)
	newGame(t, h, 3)
	st := h.state()
	placer := st.Placer()
	tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	tap(t, h, "Games")
	tap(t, h, "Leave the game")
	path := h.journal()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The placement, rewritten as another seat's: today's rules refuse it,
	// as they would refuse a step an earlier version allowed.
	lines := bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n"))
	changed := false
	for i, l := range lines {
		var r map[string]json.RawMessage
		if len(l) < 10 || json.Unmarshal(l[9:], &r) != nil || string(r["k"]) != `"place"` {
			continue
		}
		var a map[string]any
		if err := json.Unmarshal(r["a"], &a); err != nil {
			t.Fatal(err)
		}
		a["player"] = (placer + 1) % 3
		r["a"], _ = json.Marshal(a)
		b, _ := json.Marshal(r)
		lines[i] = append([]byte(fmt.Sprintf("%08x ", crc32.ChecksumIEEE(b))), b...)
		changed = true
	}
	if !changed {
		t.Fatalf("no placement in the journal: %s", raw)
	}
	if err := os.WriteFile(path, append(bytes.Join(lines, []byte("\n")), '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	b := newHostIn(t, dir, 4)
	tap(t, b, "Resume Mall of Horror")
	aside := kept(t, dir, store.DamagedDir)
	if len(aside) != 1 || len(b.told) != 1 {
		t.Fatalf("the save must be set aside and explained: %v, %q", aside, b.told)
	}
	msg := b.told[0]
	for _, want := range []string{"earlier version", "rules", "Nothing was deleted", store.DamagedDir + "/" + filepath.Base(aside[0])} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message must say %q: %q", want, msg)
		}
	}
	if strings.Contains(msg, "no longer applies") || strings.Contains(msg, "(place)") || strings.Contains(msg, ".hkj:") {
		t.Errorf("the journal's words reached the player: %q", msg)
	}
}
