package uitest

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hordekeeper/ui/translations"
)

// pseudoLetters swap each plain letter for an accented look-alike.
var pseudoLetters = strings.NewReplacer(strings.Split(
	"a,à,b,ƀ,c,ç,d,ď,e,é,f,ƒ,g,ĝ,h,ĥ,i,î,j,ĵ,k,ķ,l,ĺ,m,ɱ,n,ñ,o,ö,p,þ,q,ǫ,r,ŕ,s,ś,t,ţ,u,û,v,ṽ,w,ŵ,x,ẋ,y,ý,z,ž,"+
		"A,À,B,Ɓ,C,Ç,D,Ď,E,É,F,Ƒ,G,Ĝ,H,Ĥ,I,Î,J,Ĵ,K,Ķ,L,Ĺ,M,Ṁ,N,Ñ,O,Ö,P,Ƥ,Q,Ǫ,R,Ŕ,S,Ś,T,Ţ,U,Û,V,Ṽ,W,Ŵ,X,Ẋ,Y,Ý,Z,Ž", ",")...)

// pseudoText swaps the letters of s outside its {{ }} template actions.
func pseudoText(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(pseudoLetters.Replace(s))
			return b.String()
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			b.WriteString(pseudoLetters.Replace(s))
			return b.String()
		}
		b.WriteString(pseudoLetters.Replace(s[:i]))
		b.WriteString(s[i : i+j+2])
		s = s[i+j+2:]
	}
}

// Pseudo puts a made-up language in force until the test ends: every word of
// the English translation files with its letters swapped for accented
// look-alikes ("Start" shows "Śţàŕţ"), templates kept. A screen drawn in it
// shows plain letters only where a word did not go through the translation
// files (see Untranslated). English is put back at the end.
func Pseudo(t testing.TB) {
	t.Helper()
	files, err := translations.Files.ReadDir("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := translations.Files.ReadFile("en/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("en/%s: %v", f.Name(), err)
		}
		for k, v := range m {
			switch x := v.(type) {
			case string:
				m[k] = pseudoText(x)
			case map[string]any:
				for form, s := range x {
					if str, ok := s.(string); ok {
						x[form] = pseudoText(str)
					}
				}
			}
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range []fyne.Locale{"en", lang.SystemLocale()} {
			if err := lang.AddTranslationsForLocale(out, loc); err != nil {
				t.Fatalf("pseudo en/%s: %v", f.Name(), err)
			}
		}
	}
	t.Cleanup(func() {
		if _, err := translations.Use("en"); err != nil {
			t.Error(err)
		}
	})
}

// Untranslated lists the texts on the canvas (overlays included) that show a
// word in plain letters under Pseudo: words that did not go through the
// translation files. allow are words shown as they are in every language
// (the players' names, the games' titles).
func Untranslated(c fyne.Canvas, allow ...string) []string {
	ok := map[string]bool{}
	for _, a := range allow {
		for _, w := range words(a) {
			ok[w] = true
		}
	}
	var out []string
	for _, text := range Texts(c) {
		for _, w := range words(text) {
			// A lone letter is a mark, not a word: a board's side (A, B),
			// a colour's initial on its swatch.
			if !ok[w] && len([]rune(w)) > 1 && hasPlainLetter(w) {
				out = append(out, text)
				break
			}
		}
	}
	return out
}

// words splits s into its runs of letters.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

func hasPlainLetter(w string) bool {
	for _, r := range w {
		if r < unicode.MaxASCII && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
