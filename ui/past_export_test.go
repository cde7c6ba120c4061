package ui

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/ui/internal/uitest"
)

// exportsBytes: the list's CSV has a line a game with its date,
// game, players and result, and the damaged file with its reason; the
// record's CSV a line a person and game; one game's file is the archived
// journal byte for byte, which --open reads back.
func exportsBytes(t *testing.T, a *App) {
	games := a.pastGames("")
	lines, err := csv.NewReader(bytes.NewReader(listCSV(games, a.finishedOf(games)))).ReadAll()
	if err != nil || len(lines) != 11 {
		t.Fatalf("the list's CSV: %d lines (want a header and 10), %v", len(lines), err)
	}
	if got := strings.Join(lines[0], ","); got != "date,game,players,result,winners,points,problem" {
		t.Errorf("header %q", got)
	}
	mall := lines[3] // newest first: City of Horror, Escape, then Mall
	if mall[1] != "Mall of Horror" || !strings.Contains(mall[2], "Ann (red)") || !strings.HasPrefix(mall[3], "Winner: Ann (R)") {
		t.Errorf("the Mall line: %q", mall)
	}
	if last := lines[10]; !strings.Contains(last[6], "not a Hordekeeper save file") {
		t.Errorf("the damaged file's line: %q", last)
	}

	var order []string
	for _, g := range a.games() {
		order = append(order, g.Name)
	}
	fin, _ := a.allFinished("")
	rows := tableRecord(fin, order)
	rec, err := csv.NewReader(bytes.NewReader(recordCSV(rows))).ReadAll()
	if err != nil || len(rec) != len(rows)+1 {
		t.Fatalf("the record's CSV: %d lines for %d rows, %v", len(rec), len(rows), err)
	}
	for i, r := range rows {
		if rec[i+1][1] != r.Player || rec[i+1][2] != fmt.Sprint(r.Games) {
			t.Errorf("record line %d: %q for %+v", i+1, rec[i+1], r)
		}
	}

	p := games[2] // the newest Mall game
	b, err := a.journalBytes(p)
	if err != nil {
		t.Fatal(err)
	}
	if orig, _ := os.ReadFile(p.e.Path); !bytes.Equal(b, orig) {
		t.Fatal("the game's file is not the archived journal")
	}
	out := filepath.Join(t.TempDir(), "sent.hkj")
	os.WriteFile(out, b, 0o644)
	if err := a.OpenFile(out); err != nil {
		t.Fatalf("--open does not read the saved game back: %v", err)
	}
	if !uitest.Shows(a.Window().Canvas(), "Game over") {
		t.Errorf("the saved game opens elsewhere than its end: %q", uitest.Texts(a.Window().Canvas()))
	}
}
