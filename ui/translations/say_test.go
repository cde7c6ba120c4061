package translations

import (
	"testing"

	"hordekeeper/engine"
)

// TestFrenchContractsDeLe: a name said with its article after "de" or "à"
// reads as French does ("du Rasta", "au Carrefour"); other languages and
// other words are left alone. The language is the one whose words are in
// force.
func TestFrenchContractsDeLe(t *testing.T) {
	t.Cleanup(func() { _, _ = Use("en") })
	cases := []struct{ in, fr string }{
		{"le pouvoir de le Geek", "le pouvoir du Geek"},
		{"la main de les joueurs", "la main des joueurs"},
		{"il va à le Carrefour (à le centre)", "il va au Carrefour (au centre)"},
		{"De le Carrefour à les Toilettes", "Du Carrefour aux Toilettes"},
		{"le Rasta de la Banque", "le Rasta de la Banque"},
	}
	for _, c := range cases {
		if got := contract("fr", c.in); got != c.fr {
			t.Errorf("fr %q: %q, want %q", c.in, got, c.fr)
		}
		if got := contract("de", c.in); got != c.in {
			t.Errorf("de %q contracted: %q", c.in, got)
		}
	}
	if language() != "en" {
		t.Fatalf("before Use the words in force are %q", language())
	}
	if _, err := Use("fr"); err != nil {
		t.Fatal(err)
	}
	if got := contracted("il va à le Carrefour"); language() != "fr" || got != "il va au Carrefour" {
		t.Errorf("with French in force (%q): %q", language(), got)
	}
	if _, err := Use("de"); err != nil {
		t.Fatal(err)
	}
	if got := contracted("de le"); language() != "de" || got != "de le" {
		t.Errorf("with German in force (%q): %q", language(), got)
	}
	if got := T(engine.Plain("x de le y")); got != "x de le y" {
		t.Errorf("plain words changed: %q", got)
	}
}
