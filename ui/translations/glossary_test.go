package translations_test

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// glossaryEntry is one thing of the glossary in docs/translations.md: the
// word each language says for it, the words it must never say instead,
// and the files it holds for (names starting with a scope).
type glossaryEntry struct {
	english     string
	word, never map[string][]string
	scopes      []string
	line        int
}

// glossary reads the table under "## Glossary" in docs/translations.md.
func glossary(t *testing.T) []glossaryEntry {
	t.Helper()
	data, err := os.ReadFile("../../docs/translations.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var out []glossaryEntry
	in := false
	for i, line := range lines {
		if strings.HasPrefix(line, "## ") {
			in = line == "## Glossary"
			continue
		}
		if !in || !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| English") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 6 {
			t.Fatalf("docs/translations.md:%d: a glossary row has 6 cells: %q", i+1, line)
		}
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		list := func(s string) []string {
			var l []string
			for _, w := range strings.Split(s, ",") {
				if w = strings.TrimSpace(w); w != "" {
					l = append(l, w)
				}
			}
			return l
		}
		out = append(out, glossaryEntry{
			english: cells[0],
			word:    map[string][]string{"fr": {cells[1]}, "de": {cells[2]}},
			never:   map[string][]string{"fr": list(cells[3]), "de": list(cells[4])},
			scopes:  list(cells[5]),
			line:    i + 1,
		})
	}
	return out
}

// wordIn matches w as a whole word, in any case.
func wordIn(w string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^\p{L}\p{N}-])` + regexp.QuoteMeta(w) + `($|[^\p{L}\p{N}-])`)
}

// TestGlossaryOneWordPerThing: each language says one word for each thing
// of the glossary (docs/translations.md) in the files of its scope: never
// a word of its "never" column ("Zielscheibe" for the players' wheels,
// "Kamerakarte" for the Security Camera), and its own word at least once.
func TestGlossaryOneWordPerThing(t *testing.T) {
	entries := glossary(t)
	if len(entries) < 10 {
		t.Fatalf("the glossary has %d entries; is its table under \"## Glossary\"?", len(entries))
	}
	for _, l := range []string{"fr", "de"} {
		file := language(t, l)
		for _, e := range entries {
			// Each word's pattern once: compiled for every text it took
			// most of the package's test time.
			never := make([]*regexp.Regexp, len(e.never[l]))
			for i, w := range e.never[l] {
				never[i] = wordIn(w)
			}
			var texts []string
			for key, x := range file {
				inScope := false
				for _, s := range e.scopes {
					inScope = inScope || strings.HasPrefix(x.file, s)
				}
				if !inScope {
					continue
				}
				all := []string{x.text}
				for _, f := range x.forms {
					all = append(all, f)
				}
				for _, s := range all {
					texts = append(texts, s)
					for i, w := range e.never[l] {
						if never[i].MatchString(s) {
							t.Errorf("%s/%s %q says %q for %s: the glossary (docs/translations.md:%d) says %q", l, x.file, key, w, e.english, e.line, e.word[l][0])
						}
					}
				}
			}
			joined := strings.Join(texts, "\n")
			if !wordIn(e.word[l][0]).MatchString(joined) {
				t.Errorf("%s never says %q (%s) in %v: docs/translations.md:%d", l, e.word[l][0], e.english, e.scopes, e.line)
			}
		}
	}
}
