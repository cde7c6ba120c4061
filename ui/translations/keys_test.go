package translations_test

import (
	"encoding/json"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"hordekeeper/ui/translations"
)

// entry is one key's words in one file: a text, or plural forms.
type entry struct {
	file  string
	text  string
	forms map[string]string
}

// language reads every file of one language: key -> its words. A key in two
// files is an error.
func language(t *testing.T, l string) map[string]entry {
	t.Helper()
	files, err := translations.Files.ReadDir(l)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]entry{}
	for _, f := range files {
		data, err := translations.Files.ReadFile(l + "/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s/%s: %v", l, f.Name(), err)
		}
		for key, raw := range m {
			e := entry{file: f.Name()}
			if err := json.Unmarshal(raw, &e.text); err != nil {
				if err := json.Unmarshal(raw, &e.forms); err != nil {
					t.Errorf("%s/%s: %q is neither words nor plural forms", l, f.Name(), key)
					continue
				}
			}
			if prev, dup := out[key]; dup {
				t.Errorf("%s: %q is in both %s and %s", l, key, prev.file, f.Name())
			}
			out[key] = e
		}
	}
	return out
}

var action = regexp.MustCompile(`{{[^}]*}}`)

// unsaid is a value the English names without saying it, for the languages
// that need it: "{{if .Vowel}}{{end}}".
var unsaid = regexp.MustCompile(`{{if \.([A-Z][A-Za-z0-9]*)}}{{end}}`)

// value is a value a template action names, and the form it picks of a
// noun: ".Location" or ".Location.to".
var value = regexp.MustCompile(`\.([A-Z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*))?`)

// nounForms are the forms a template may pick of a noun (engine.Noun): a
// language picks the one its grammar needs, the English perhaps another.
var nounForms = map[string]bool{
	"start": true, "the": true, "obj": true, "at": true, "to": true, "from": true, "outside": true, "of": true, "g": true, "none": true,
}

// actions are the values a text's template actions name, sorted, each
// once; without the count's when counted. A form of a noun counts as the
// noun ({{.Location.to}} names Location), and each language picks its own;
// a form no noun has is reported as "?form".
func actions(s string, counted bool) string {
	var found []string
	for _, a := range action.FindAllString(s, -1) {
		for _, m := range value.FindAllStringSubmatch(a, -1) {
			if counted && m[1] == "Count" {
				continue
			}
			found = append(found, "{{."+m[1]+"}}")
			if m[2] != "" && !nounForms[m[2]] {
				found = append(found, "?"+m[2])
			}
		}
	}
	sort.Strings(found)
	return strings.Join(compact(found), " ")
}

func compact(s []string) []string {
	var out []string
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// TestEveryShownKeyIsTranslated: every key the code looks up (screens,
// engine, soundtrack) has its words in English, French and German, in the
// same file of each language; the English says what the code says; a
// counted key has its plural forms in every language; a translation names
// the same values as the English; and no file keeps a key no code uses.
func TestEveryShownKeyIsTranslated(t *testing.T) {
	used := map[string]usedKey{}
	for _, k := range usedKeys(t) {
		if prev, ok := used[k.key]; ok && (prev.other != k.other || prev.one != k.one || prev.counted != k.counted) {
			t.Errorf("%s and %s: key %q with two different English texts", prev.at, k.at, k.key)
		}
		used[k.key] = k
	}
	en := language(t, "en")
	for _, l := range translations.Languages {
		file := language(t, l)
		for key, k := range used {
			e, ok := file[key]
			if !ok {
				t.Errorf("%s lacks %q (used at %s)", l, key, k.at)
				continue
			}
			if e.file != en[key].file {
				t.Errorf("%q is in %s/%s but en/%s", key, l, e.file, en[key].file)
			}
			if k.counted != (e.forms != nil) {
				t.Errorf("%s/%s: %q counted in the code (%s) is %v, its words plural forms %v", l, e.file, key, k.at, k.counted, e.forms != nil)
				continue
			}
			texts := []string{e.text}
			if e.forms != nil {
				texts = nil
				if e.forms["other"] == "" || (l != "en" && e.forms["one"] == "") {
					t.Errorf("%s/%s: %q lacks its one or other form", l, e.file, key)
				}
				for _, s := range e.forms {
					texts = append(texts, s)
				}
			}
			for _, s := range texts {
				if strings.TrimSpace(s) == "" && strings.TrimSpace(k.other) != "" {
					t.Errorf("%s/%s: %q is empty", l, e.file, key)
				}
				// A counted form may leave its count unsaid ("one die").
				// A value the English names only as "{{if .X}}{{end}}" is
				// one some language needs and English does not: a name's
				// first letter (French "d'Amélie"), a character's gender
				// (French "épuisée"). A translation may leave it unsaid.
				got, want := actions(s, k.counted), actions(k.other, k.counted)
				for _, m := range unsaid.FindAllStringSubmatch(k.other, -1) {
					if v := "{{." + m[1] + "}}"; !strings.Contains(got, v) {
						want = strings.TrimSpace(strings.Replace(strings.Replace(want, " "+v, "", 1), v, "", 1))
					}
				}
				if got != want {
					t.Errorf("%s/%s: %q names %q, the English %q", l, e.file, key, got, want)
				}
			}
			if l == "en" {
				other := e.text
				if e.forms != nil {
					other = e.forms["other"]
				}
				if k.other != "" && other != k.other {
					t.Errorf("en/%s says %q for %q, the code (%s) %q", e.file, other, key, k.at, k.other)
				}
				if k.one != "" && e.forms["one"] != k.one {
					t.Errorf("en/%s says %q for one of %q, the code (%s) %q", e.file, e.forms["one"], key, k.at, k.one)
				}
			}
		}
		var unused []string
		for key := range file {
			if _, ok := used[key]; !ok {
				unused = append(unused, key)
			}
		}
		sort.Strings(unused)
		if len(unused) > 0 {
			t.Errorf("%s has keys no code uses: %q", l, unused)
		}
	}
}

// TestNoWordLeftInEnglish: a French or German entry that says exactly what
// the English says (a word with letters in it) is an entry left
// untranslated, unless it is listed in testdata/same-as-english.txt (names,
// loanwords, words the languages share).
func TestNoWordLeftInEnglish(t *testing.T) {
	data, err := os.ReadFile("testdata/same-as-english.txt")
	if err != nil {
		t.Fatal(err)
	}
	same := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			same[line] = true
		}
	}
	en := language(t, "en")
	letters := regexp.MustCompile(`[A-Za-z]{2,}`)
	for _, l := range []string{"fr", "de"} {
		for key, e := range language(t, l) {
			ee, ok := en[key]
			if !ok || e.text != ee.text || e.forms["other"] != ee.forms["other"] || e.forms["one"] != ee.forms["one"] {
				continue
			}
			words := action.ReplaceAllString(ee.text+ee.forms["other"], "")
			if letters.MatchString(words) && !same[l+" "+key] {
				t.Errorf("%s/%s: %q says the English %q: translate it, or list it in testdata/same-as-english.txt", l, e.file, key, words)
			}
		}
	}
}
