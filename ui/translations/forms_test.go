package translations_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/translations"
)

// noun is one name a sentence may take, with its forms.
type noun struct {
	name string
	w    engine.Words
}

// nouns are every place, building and character of the games, by the
// value names their sentences give them: a Mall sentence's Location is one
// of the six locations, its Character one of the four kinds, a City of Horror sentence's Place a building (alone
// or with its corner), its Char and Character a character.
func nouns(key, value string) []noun {
	mall := strings.HasPrefix(key, "mall")
	var out []noun
	switch {
	case mall && (value == "Location" || value == "Choices"):
		for _, l := range mh.Locations() {
			out = append(out, noun{l.Name(), l.Words()})
		}
	case mall && value == "Character":
		// A character alone, and a player's: "la Pin-up d'Amélie (R)",
		// "le Costaud de Clara (B)".
		st := mh.State{Players: []mh.Player{{Name: "Amélie", Colour: mh.Red}, {Name: "Clara", Colour: mh.Blue}}}
		for _, k := range mallKinds {
			out = append(out, noun{k.Words().String(), st.CharacterWords(mh.CharRef{Player: -1, Kind: k})},
				noun{"Amélie's " + k.Words().String(), st.CharacterWords(mh.CharRef{Player: 0, Kind: k})},
				noun{"Clara's " + k.Words().String(), st.CharacterWords(mh.CharRef{Player: 1, Kind: k})})
		}
	case mall && value == "Kind":
		for _, k := range mallKinds {
			out = append(out, noun{k.Words().String(), k.Words()})
		}
	case !mall && value == "Place":
		for _, b := range cohBuildings() {
			out = append(out, noun{string(b), b.Words()})
		}
		s := &ch.State{}
		for _, b := range cohBuildings() {
			if b != ch.WaterTower && b != ch.Crossroads {
				s.Boards[ch.Corner1].Building = b
				out = append(out, noun{string(b) + " corner 1", s.PlaceWords(ch.Corner1)})
			}
		}
	case !mall && (value == "Char" || value == "Character"):
		// The engine's sentences name a character with its article, the
		// screens' with its card's name.
		for _, r := range cohRoles() {
			if subjectKeys[key] {
				out = append(out, noun{string(r) + " subject", r.SubjectWords()})
			} else if strings.HasPrefix(key, "cohrules.") {
				out = append(out, noun{string(r), r.Words()})
			} else {
				out = append(out, noun{string(r) + " card", r.CardWords()})
			}
		}
	}
	return out
}

// subjectKeys are the engine's sentences that start with a character
// (Role.SubjectWords: "The Geek").
var subjectKeys = map[string]bool{"cohrules.deaths.eaten": true, "cohrules.deaths.crushed": true, "cohrules.legacy.killed": true}

// formUse is a value's form picked in a template: ".Location.to".
var formUse = regexp.MustCompile(`\.([A-Z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)`)

// placeholder fills a value a sentence names that is no noun.
func placeholder(name string) any {
	switch name {
	case "Count", "Number", "Corner", "Seat", "Round", "N", "Max", "Min":
		return 2
	}
	return "«" + name + "»"
}

// glued are what a sentence reads like when it puts a name where its
// article and case are wanted: a preposition before a place's number
// ("nach 1 Toiletten"), French "de le", a value's form missing.
var glued = regexp.MustCompile(`\b(nach|in|von|vor|auf|aus|dans|vers|devant|de|à) [0-9] |\b(de|à) les? |<no value>|map\[`)

// TestEverySentenceSaysEveryNounsForms: every French and German sentence
// that picks a form of a place or a character ({{.Location.to}},
// {{.Char.g}}) is said with every place, building and character of its
// game, in both plural forms; none fails, none leaves a form unsaid, none
// glues a preposition to a number or says "de le".
func TestEverySentenceSaysEveryNounsForms(t *testing.T) {
	t.Cleanup(func() { _, _ = translations.Use("en") })
	said := 0
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
				picked := formUse.FindAllStringSubmatch(text, -1)
				if len(picked) == 0 {
					continue
				}
				tmpl, err := template.New(key).Option("missingkey=error").Parse(text)
				if err != nil {
					t.Errorf("%s %s: %v", l, key, err)
					continue
				}
				names := map[string]bool{}
				for _, m := range value.FindAllStringSubmatch(text, -1) {
					names[m[1]] = true
				}
				nounNames := map[string]bool{}
				for _, m := range picked {
					nounNames[m[1]] = true
				}
				for n := range nounNames {
					all := nouns(key, n)
					if len(all) == 0 {
						t.Errorf("%s %s: picks a form of %s, which is no place or character this test knows", l, key, n)
						continue
					}
					for _, x := range all {
						args := map[string]any{}
						for v := range names {
							args[v] = placeholder(v)
						}
						if form == "one" {
							args["Count"] = 1
						}
						for m := range nounNames {
							args[m] = translations.Arg(nouns(key, m)[0].w)
						}
						args[n] = translations.Arg(x.w)
						var b strings.Builder
						if err := tmpl.Execute(&b, args); err != nil {
							t.Errorf("%s %s with %s: %v", l, key, x.name, err)
							continue
						}
						if g := glued.FindString(b.String()); g != "" {
							t.Errorf("%s %s with %s: %q reads %q", l, key, x.name, b.String(), g)
						}
						said++
					}
				}
			}
		}
	}
	if said < 500 {
		t.Errorf("only %d sentences said: the walk found too few", said)
	}
	t.Logf("%d sentences said with every noun", said)
}

// mallKinds are Mall of Horror's four kinds of character.
var mallKinds = []mh.CharKind{mh.PinUp, mh.ToughGuy, mh.Gunman, mh.LittleGirl}

// cohBuildings are City of Horror's six buildings.
func cohBuildings() []ch.Building {
	return append(append([]ch.Building{}, ch.CornerBuildings...), ch.WaterTower, ch.Crossroads)
}

// cohRoles are City of Horror's 21 characters.
func cohRoles() []ch.Role {
	out := make([]ch.Role, len(ch.Roles))
	for i, r := range ch.Roles {
		out[i] = r.Role
	}
	return out
}
