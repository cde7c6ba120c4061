package engine

import (
	"fmt"
	"strings"
	"sync"
	"text/template"
)

// Words is a sentence for the players in a form the screens can put in the
// players' language: a key into the translation files, the English words,
// and the values they name. The English is a Go text/template over Args
// ("{{.Place}} is full."), the form Fyne's lang package reads, so the same
// key finds the French and German words in the translation files.
//
// A value in Args that is itself Words is put in the language too (a place's
// name inside a refusal). With a count (SayN), One is the English for a
// count of one, Other for any other, and Args["Count"] holds the count.
//
// The zero Words says nothing; String gives the English.
type Words struct {
	// Key names the sentence in the translation files ("coh.refuse.full").
	Key string
	// One is the English for a count of one, "" for a sentence without a count.
	One string
	// Other is the English (for a count other than one, when counted).
	Other string
	// Count is the number the sentence is said for, when One is set.
	Count int
	// Args are the values the English names, by name.
	Args Args
	// Forms are a name's other forms by what a sentence needs of it ("to":
	// "to the Parking (4)", "g": its grammatical gender), each its own key
	// so that every language gives its own (German "auf den Parkplatz (4)",
	// French "au Parking (4)"). A template picks one: {{.Location.to}}.
	Forms map[string]Words `json:",omitempty"`
}

// Noun is a name with its forms: said alone it is w, and a sentence's
// template picks a form by its name ({{.Place.at}}). A language chooses the
// article, case and preposition of each form, so no sentence glues a
// preposition to a name, and no words are mended after they are said.
func Noun(w Words, forms map[string]Words) Words {
	w.Forms = forms
	return w
}

// Said is a noun said in a language: String is the name itself, and each
// form is under its name for a template ({{.Place.to}}, {{.Char.g}}).
type Said map[string]string

// String is the noun's name as it is said alone.
func (s Said) String() string { return s[""] }

// SayNoun says w and each of its forms by say: a Said for a noun, the words
// themselves for words without forms.
func SayNoun(w Words, say func(Words) string) any {
	if len(w.Forms) == 0 {
		return say(w)
	}
	out := make(Said, len(w.Forms)+1)
	out[""] = say(Words{Key: w.Key, One: w.One, Other: w.Other, Count: w.Count, Args: w.Args})
	for k, f := range w.Forms {
		out[k] = say(f)
	}
	return out
}

// VowelFirst reports whether a name starts with a vowel or an h: a value
// a sentence takes with a player's name ("Vowel"), for French to elide
// "de" before it ("d'Amélie", "d'Hugo", but "de Clara").
func VowelFirst(name string) bool {
	for _, r := range strings.ToLower(name) {
		return strings.ContainsRune("aeiouyhàâäéèêëîïôöûüùœæ", r)
	}
	return false
}

// Args are the values a sentence names: a number, a player's name, or Words
// to be put in the language first.
type Args = map[string]any

// Say is a sentence without a count. The key and the English must be
// literal strings: a test reads them from the source to check that every
// key has its French and German words.
func Say(key, english string, args Args) Words {
	return Words{Key: key, Other: english, Args: args}
}

// SayN is a sentence said for a count, in its two English forms ("1 zombie",
// "{{.Count}} zombies"); the count is also Args["Count"].
func SayN(key, one, other string, count int, args Args) Words {
	a := Args{"Count": count}
	for k, v := range args {
		a[k] = v
	}
	return Words{Key: key, One: one, Other: other, Count: count, Args: a}
}

// Plain is words that need no translation (a player's own name, a number):
// said as they are in every language.
func Plain(s string) Words { return Words{Other: s, Args: plainArgs} }

// plainArgs marks Plain words: a key-less Words with Args is never a template.
var plainArgs = Args{}

// IsZero reports whether the words say nothing.
func (w Words) IsZero() bool { return w.Key == "" && w.Other == "" }

// Counted reports whether the words are said for a count.
func (w Words) Counted() bool { return w.One != "" }

// English is the template of the words in English for their count.
func (w Words) English() string {
	if w.Counted() && w.Count == 1 {
		return w.One
	}
	return w.Other
}

// String is the sentence in English.
func (w Words) String() string {
	if w.Key == "" && w.Args != nil {
		return w.Other
	}
	return Render(w.Key, w.English(), w.Args, func(v Words) string { return v.String() })
}

// Render fills a template with args, each Words among them said first by
// say. A template that does not parse or fill is returned as it is, so a
// sentence is never lost.
func Render(name, text string, args Args, say func(Words) string) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := parsed(text)
	if err != nil {
		return text
	}
	var b strings.Builder
	if err := t.Execute(&b, Resolve(args, say)); err != nil {
		return text
	}
	return b.String()
}

// Resolve returns args with every Words value (and every list of Words,
// joined with commas) said by say; other values are kept.
func Resolve(args Args, say func(Words) string) Args {
	if len(args) == 0 {
		return args
	}
	out := make(Args, len(args))
	for k, v := range args {
		switch x := v.(type) {
		case Words:
			out[k] = SayNoun(x, say)
		case []Words:
			parts := make([]string, len(x))
			for i, p := range x {
				parts[i] = say(p)
			}
			out[k] = strings.Join(parts, ", ")
		case fmt.Stringer:
			out[k] = x.String()
		default:
			out[k] = v
		}
	}
	return out
}

// templates keeps each English template parsed once: a screen says the same
// sentences at every tap (a template is safe to fill from several goroutines).
var templates sync.Map // text -> *template.Template

// parsed is the template of text, parsed at its first use.
func parsed(text string) (*template.Template, error) {
	if t, ok := templates.Load(text); ok {
		return t.(*template.Template), nil
	}
	t, err := template.New("").Parse(text)
	if err != nil {
		return nil, err
	}
	templates.Store(text, t)
	return t, nil
}
