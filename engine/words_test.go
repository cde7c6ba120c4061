package engine

import (
	"errors"
	"testing"
)

func TestWordsSayTheirEnglish(t *testing.T) {
	full := Say("test.full", "{{.Place}} is full.", Args{"Place": Say("test.bank", "The Bank", nil)})
	cases := []struct {
		name string
		w    Words
		want string
	}{
		{"plain template", Say("test.hi", "Hello {{.Name}}.", Args{"Name": "Ann"}), "Hello Ann."},
		{"nested words", full, "The Bank is full."},
		{"one", SayN("test.z", "{{.Count}} zombie", "{{.Count}} zombies", 1, nil), "1 zombie"},
		{"other", SayN("test.z", "{{.Count}} zombie", "{{.Count}} zombies", 3, nil), "3 zombies"},
		{"zero is plural in English", SayN("test.z", "{{.Count}} zombie", "{{.Count}} zombies", 0, nil), "0 zombies"},
		{"list of words", Say("test.l", "At {{.Places}}.", Args{"Places": []Words{Plain("A"), Plain("B")}}), "At A, B."},
		{"plain keeps braces", Plain("{{odd}} name"), "{{odd}} name"},
		{"broken template kept", Say("test.b", "{{.X", nil), "{{.X"},
	}
	for _, c := range cases {
		if got := c.w.String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestRefusalCarriesItsWords(t *testing.T) {
	w := Say("test.full", "{{.Place}} is full.", Args{"Place": "Bank"})
	err := Refusal(w)
	var re *RuleError
	if !errors.As(err, &re) || re.Words.Key != "test.full" || err.Error() != "Bank is full." {
		t.Fatalf("got %#v", err)
	}
	n := NewNotice(w, Say("test.rule", "A place holds what it holds.", nil))
	if n.Text != "Bank is full." || n.Rule != "A place holds what it holds." || n.Words.Key != "test.full" {
		t.Fatalf("notice %#v", n)
	}
	if (Words{}).IsZero() != true || w.IsZero() {
		t.Fatal("IsZero")
	}
}

// BenchmarkWordsString: a sentence with a nested name, said in English.
func BenchmarkWordsString(b *testing.B) {
	w := Say("test.full", "{{.Place}} is full: {{.N}} of {{.N}}.", Args{"Place": Say("test.bank", "The Bank", nil), "N": 3})
	for b.Loop() {
		_ = w.String()
	}
}
