package translations_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"

	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/translations"
)

// players are the values that name a player: a name starting with a
// vowel, which French elides after "de" ("d'Amélie").
var players = map[string]bool{
	"Player": true, "Owner": true, "Victim": true, "Thief": true, "Other": true,
	"Taker": true, "Candidate": true, "For": true, "Winner": true,
}

// misread are what a native reader stumbles on in a said sentence, by
// language: French without its elision ("de Amélie", "de Église"), a
// doubled article ("le lieu l'Église"), German with a capital article after
// a comma ("gewürfelt, Das Cachou"), into the car park ("in den
// Parkplatz"), and in both a parenthesis inside a parenthesis.
var misread = map[string][]*regexp.Regexp{
	"fr": {
		regexp.MustCompile(`(?i)(^|[^\p{L}'])(de|que|le|la|ne|se|jusque|lorsque|puisque) [aeiouyéèêàâîôûœ]`),
		regexp.MustCompile(`\b(le|la|les|du|des|au|aux|un|une) (lieu|personnage|carte|bâtiment) (l'|le |la |les )`),
		regexp.MustCompile(`(^|[^\p{L}])(de|à) (le|les) `),
	},
	"de": {
		regexp.MustCompile(`, (Der|Die|Das|Den|Dem|Des) `),
		regexp.MustCompile(`\b(in den|im|ins|in dem) Parkplatz`),
	},
	"": {regexp.MustCompile(`\([^()]*\([^()]*\)[^()]*\)`), regexp.MustCompile(`<no value>|map\[`)},
}

// sampleArgs are the values a sentence is said with when they are no noun
// of nouns(): a player, a card, a character kind said as a name.
func sampleArgs(key string, names map[string]bool) map[string]any {
	args := map[string]any{}
	for v := range names {
		switch {
		case players[v]:
			args[v] = "Amélie (R)"
		case v == "Card" && strings.HasPrefix(key, "mall"):
			args[v] = translations.Arg(mh.Hardware.Words())
		case (v == "Character" || v == "Char" || v == "Role") && strings.HasPrefix(key, "coh"):
			args[v] = translations.Arg(ch.Housewife.CardWords())
		case v == "Place" && strings.HasPrefix(key, "coh"):
			args[v] = translations.Arg(ch.Church.Words())
		case v == "At" && strings.HasPrefix(key, "coh"):
			args[v] = translations.Arg(ch.Church.AtWords())
		default:
			args[v] = placeholder(v)
		}
	}
	return args
}

// TestEverySentenceReadsAsANativeSaysIt says every French and German
// sentence that names a player, a place, a character or a card, with a
// player whose name starts with a vowel and with each place and character
// of its game, and fails on what a native reader stumbles on (misread).
// HK_SENTENCES=file writes every sentence said, to read them.
func TestEverySentenceReadsAsANativeSaysIt(t *testing.T) {
	t.Cleanup(func() { _, _ = translations.Use("en") })
	var out []string
	said, wrong := 0, 0
	for _, l := range []string{"fr", "de"} {
		if _, err := translations.Use(l); err != nil {
			t.Fatal(err)
		}
		file := language(t, l)
		keys := make([]string, 0, len(file))
		for k := range file {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, key := range keys {
			e := file[key]
			texts := map[string]string{"": e.text}
			if e.forms != nil {
				texts = e.forms
			}
			for form, text := range texts {
				names := map[string]bool{}
				for _, a := range action.FindAllString(text, -1) {
					for _, m := range value.FindAllStringSubmatch(a, -1) {
						names[m[1]] = true
					}
				}
				var nounName string
				sayable := false
				for n := range names {
					if len(nouns(key, n)) > 0 && nounName == "" {
						nounName = n
					}
					sayable = sayable || players[n] || n == "Card" || n == "Kind" || n == "Character" || n == "Char" || n == "Role" || n == "Place" || n == "Location"
				}
				if !sayable && nounName == "" {
					continue
				}
				tmpl, err := template.New(key).Option("missingkey=error").Parse(text)
				if err != nil {
					t.Errorf("%s %s: %v", l, key, err)
					continue
				}
				all := []noun{{}}
				if nounName != "" {
					all = nouns(key, nounName)
				}
				for _, x := range all {
					args := sampleArgs(key, names)
					if form == "one" {
						args["Count"] = 1
					}
					for n := range names {
						if ns := nouns(key, n); len(ns) > 0 {
							args[n] = translations.Arg(ns[0].w)
						}
					}
					if nounName != "" {
						args[nounName] = translations.Arg(x.w)
					}
					var b strings.Builder
					if err := tmpl.Execute(&b, args); err != nil {
						t.Errorf("%s %s with %s: %v", l, key, x.name, err)
						continue
					}
					s := b.String()
					said++
					out = append(out, fmt.Sprintf("%s %s%s: %s", l, key, map[bool]string{true: "." + form}[form != ""], s))
					for _, re := range append(misread[l], misread[""]...) {
						if g := re.FindString(s); g != "" {
							wrong++
							t.Errorf("%s %s with %s: %q reads %q", l, key, x.name, s, g)
						}
					}
				}
			}
		}
	}
	if said < 1000 {
		t.Errorf("only %d sentences said: the walk found too few", said)
	}
	t.Logf("%d sentences said, %d misread", said, wrong)
	if f := os.Getenv("HK_SENTENCES"); f != "" {
		if err := os.WriteFile(f, []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestZeroTakesEachLanguagesOwnPlural: French says "0 zombie" (zero takes
// the singular) and German "0 Zombies", whatever the device's locale
// under which Fyne picks a count's form.
func TestZeroTakesEachLanguagesOwnPlural(t *testing.T) {
	t.Cleanup(func() { _, _ = translations.Use("en") })
	inForce := ""
	for _, c := range []struct {
		l    string
		n    int
		want string
	}{{"fr", 0, "0 zombie"}, {"fr", 1, "1 zombie"}, {"fr", 2, "2 zombies"}, {"de", 0, "0 Zombies"}, {"de", 1, "1 Zombie"}, {"en", 0, "0 zombies"}} {
		if c.l != inForce {
			if _, err := translations.Use(c.l); err != nil {
				t.Fatal(err)
			}
			inForce = c.l
		}
		if got := lang.XN("coh.setup_words.zombies", "{{.Count}} zombies", c.n, map[string]any{"Count": c.n}); got != c.want {
			t.Errorf("%s, %d: %q, want %q", c.l, c.n, got, c.want)
		}
	}
}

// TestCharactersFormsAsAPlayerSaysThem: Mall's characters said with their
// article and case, alone and a player's, through Fyne's lang as the
// screens say them ("hat den Schützen … aufgestellt", "la Pin-up
// d'Amélie (R)" but "de Clara (B)").
func TestCharactersFormsAsAPlayerSaysThem(t *testing.T) {
	t.Cleanup(func() { _, _ = translations.Use("en") })
	st := mh.State{Players: []mh.Player{{Name: "Amélie", Colour: mh.Red}, {Name: "Clara", Colour: mh.Blue}}}
	loc := mh.Parking.Words()
	inForce := ""
	for _, c := range []struct {
		l, key, english string
		kind            mh.CharKind
		seat            int
		want            string
	}{
		{"de", "mall.replay.placed", "{{.Player}} placed the {{.Kind}} in {{.Location}}.", mh.Gunman, -1, "Clara (B) hat den Schützen auf dem Parkplatz (4) aufgestellt."},
		{"de", "mall.replay.placed", "{{.Player}} placed the {{.Kind}} in {{.Location}}.", mh.PinUp, -1, "Clara (B) hat das Pin-up auf dem Parkplatz (4) aufgestellt."},
		{"de", "mall.inputs.where", "Where does the {{.Kind}} go?", mh.LittleGirl, -1, "Wohin kommt das kleine Mädchen?"},
		{"de", "mallrules.attack.noSuchCharacter", "{{.Player}} has no {{.Kind}}", mh.ToughGuy, -1, "Clara (B) hat keinen Schläger"},
		{"de", "mallrules.attack.eat", "The zombies eat {{.Character}} in {{.Location}}.", mh.Gunman, 0, "Die Zombies fressen den Schützen von Amélie (R) auf dem Parkplatz (4)."},
		{"de", "mallrules.movement.stays", "{{.Character}} stays in {{.Location}}.", mh.ToughGuy, 1, "Der Schläger von Clara (B) bleibt auf dem Parkplatz (4)."},
		{"fr", "mallrules.attack.eat", "The zombies eat {{.Character}} in {{.Location}}.", mh.PinUp, 0, "Les zombies dévorent la Pin-up d'Amélie (R) au Parking (4)."},
		{"fr", "mallrules.attack.eat", "The zombies eat {{.Character}} in {{.Location}}.", mh.Gunman, 1, "Les zombies dévorent le Flingueur de Clara (B) au Parking (4)."},
		{"fr", "mallrules.attack.alreadyHidden", "{{.Character}} is already hidden", mh.LittleGirl, 0, "la Petite fille d'Amélie (R) est déjà cachée"},
		{"fr", "mall.replay.placed", "{{.Player}} placed the {{.Kind}} in {{.Location}}.", mh.ToughGuy, -1, "Clara (B) a placé le Costaud au Parking (4)."},
		{"fr", "mallrules.characters.none", "{{.Player}} has no {{.Kind}}", mh.PinUp, -1, "Clara (B) n'a aucune Pin-up"},
	} {
		// Rows are grouped by language: each Use parses all its files.
		if c.l != inForce {
			if _, err := translations.Use(c.l); err != nil {
				t.Fatal(err)
			}
			inForce = c.l
		}
		args := map[string]any{"Player": "Clara (B)", "Location": translations.Arg(loc), "Kind": translations.Arg(c.kind.Words())}
		if c.seat >= 0 {
			args["Character"] = translations.Arg(st.CharacterWords(mh.CharRef{Player: c.seat, Kind: c.kind}))
		}
		if got := lang.X(c.key, c.english, args); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.l, c.key, got, c.want)
		}
	}
}
