package translations

import (
	"testing"

	"hordekeeper/engine"
)

// TestFrenchContractsDeLe: a name said with its article after "de" or "à"
// reads as French does ("du Rasta", "au Carrefour"); other languages and
// other words are left alone.
func TestFrenchContractsDeLe(t *testing.T) {
	t.Cleanup(func() { _, _ = Use("en") })
	cases := []struct{ in, fr string }{
		{"le pouvoir de le Geek", "le pouvoir du Geek"},
		{"la main de les joueurs", "la main des joueurs"},
		{"il va à le Carrefour (à le centre)", "il va au Carrefour (au centre)"},
		{"De le Carrefour à les Toilettes", "Du Carrefour aux Toilettes"},
		{"le Rasta de la Banque", "le Rasta de la Banque"},
	}
	if _, err := Use("fr"); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if got := contract(c.in); got != c.fr {
			t.Errorf("fr %q: %q, want %q", c.in, got, c.fr)
		}
	}
	if _, err := Use("de"); err != nil {
		t.Fatal(err)
	}
	if got := contract("de le"); got != "de le" {
		t.Errorf("German contracted: %q", got)
	}
	if got := T(engine.Plain("x de le y")); got != "x de le y" {
		t.Errorf("plain words changed: %q", got)
	}
}
