package translations_test

import (
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/translations"
)

// TestPlacesFormsAsAPlayerSaysThem: a sample of the sentences, said through
// Fyne's lang as the screens say them, with each place of each game and
// each form the languages use, against what a French or German player says.
func TestPlacesFormsAsAPlayerSaysThem(t *testing.T) {
	t.Cleanup(func() { _, _ = translations.Use("en") })
	type row struct{ l, key, english, value, want string }
	mall := func(l, key, english string, wants ...string) []row {
		var rows []row
		for i, loc := range mh.Locations() {
			rows = append(rows, row{l, key, english, "mall " + loc.Name(), wants[i]})
		}
		return rows
	}
	var rows []row
	// at, to, outside, the subject with its verb, in German and French.
	rows = append(rows, mall("de", "mallrules.attack.nobody", "nobody is in {{.Location}}",
		"niemand ist in den Toiletten (1)", "niemand ist im Cachou (2)", "niemand ist im Megatoys (3)",
		"niemand ist auf dem Parkplatz (4)", "niemand ist in der Sicherheitszentrale (5)", "niemand ist im Supermarkt (6)")...)
	rows = append(rows, mall("de", "mallrules.reminders.move", "{{.Player}} moves one character to {{.Location}}; if it is full, the character goes to the Parking.",
		"Anna (R) zieht eine Figur in die Toiletten (1); ist dort kein Platz, geht sie auf den Parkplatz (4).",
		"Anna (R) zieht eine Figur ins Cachou (2); ist dort kein Platz, geht sie auf den Parkplatz (4).",
		"Anna (R) zieht eine Figur ins Megatoys (3); ist dort kein Platz, geht sie auf den Parkplatz (4).",
		"Anna (R) zieht eine Figur auf den Parkplatz (4); ist dort kein Platz, geht sie auf den Parkplatz (4).",
		"Anna (R) zieht eine Figur in die Sicherheitszentrale (5); ist dort kein Platz, geht sie auf den Parkplatz (4).",
		"Anna (R) zieht eine Figur in den Supermarkt (6); ist dort kein Platz, geht sie auf den Parkplatz (4).")...)
	rows = append(rows, mall("de", "mallrules.resolve.outside", "The zombies now stay outside {{.Location}}: the players there may play more cards, then resolve the attack.",
		"Die Zombies bleiben jetzt vor den Toiletten (1): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.",
		"Die Zombies bleiben jetzt vor dem Cachou (2): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.",
		"Die Zombies bleiben jetzt vor dem Megatoys (3): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.",
		"Die Zombies bleiben jetzt vor dem Parkplatz (4): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.",
		"Die Zombies bleiben jetzt vor der Sicherheitszentrale (5): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.",
		"Die Zombies bleiben jetzt vor dem Supermarkt (6): die Spieler dort dürfen weitere Karten spielen, dann den Angriff abschließen.")...)
	rows = append(rows, mall("de", "mallrules.reminders.full", "{{.Location}} is full",
		"Die Toiletten (1) sind voll", "Das Cachou (2) ist voll", "Das Megatoys (3) ist voll",
		"Der Parkplatz (4) ist voll", "Die Sicherheitszentrale (5) ist voll", "Der Supermarkt (6) ist voll")...)
	rows = append(rows, mall("de", "mallrules.movement.announced", "the Chief already announced {{.Location}}",
		"der Chef hat schon die Toiletten (1) angesagt", "der Chef hat schon das Cachou (2) angesagt", "der Chef hat schon das Megatoys (3) angesagt",
		"der Chef hat schon den Parkplatz (4) angesagt", "der Chef hat schon die Sicherheitszentrale (5) angesagt", "der Chef hat schon den Supermarkt (6) angesagt")...)
	rows = append(rows, mall("fr", "mallrules.attack.nobody", "nobody is in {{.Location}}",
		"personne n'est dans les Toilettes (1)", "personne n'est chez Cachou (2)", "personne n'est chez Megatoys (3)",
		"personne n'est au Parking (4)", "personne n'est au PC sécurité (5)", "personne n'est au Supermarché (6)")...)
	rows = append(rows, mall("fr", "mallrules.movement.sprinted", "{{.Player}} plays a Sprint: {{.Sprint}} instead of {{.Location}}.",
		"Anna (R) joue un Sprint : «Sprint» au lieu des Toilettes (1).", "Anna (R) joue un Sprint : «Sprint» au lieu de Cachou (2).",
		"Anna (R) joue un Sprint : «Sprint» au lieu de Megatoys (3).", "Anna (R) joue un Sprint : «Sprint» au lieu du Parking (4).",
		"Anna (R) joue un Sprint : «Sprint» au lieu du PC sécurité (5).", "Anna (R) joue un Sprint : «Sprint» au lieu du Supermarché (6).")...)
	rows = append(rows, mall("fr", "mallrules.reminders.full", "{{.Location}} is full",
		"Les Toilettes (1) sont pleines", "Cachou (2) est plein", "Megatoys (3) est plein",
		"Le Parking (4) est plein", "Le PC sécurité (5) est plein", "Le Supermarché (6) est plein")...)
	// City of Horror: "de" and "à" with each building's article, and a
	// character's gender.
	coh := map[string][2]string{
		"Church":      {"le partage de l'Église est terminé pour ce tour", "die Verteilung der Kirche ist in dieser Runde vorbei"},
		"Hospital":    {"le partage de l'Hôpital est terminé pour ce tour", "die Verteilung des Krankenhauses ist in dieser Runde vorbei"},
		"Bank":        {"le partage de la Banque est terminé pour ce tour", "die Verteilung der Bank ist in dieser Runde vorbei"},
		"Armory":      {"le partage de l'Armurerie est terminé pour ce tour", "die Verteilung der Waffenkammer ist in dieser Runde vorbei"},
		"Water Tower": {"le partage du Château d'eau est terminé pour ce tour", "die Verteilung des Wasserturms ist in dieser Runde vorbei"},
		"Crossroads":  {"le partage du Carrefour est terminé pour ce tour", "die Verteilung der Kreuzung ist in dieser Runde vorbei"},
	}
	for _, b := range cohBuildings() {
		w := coh[b.Title()[4:]]
		rows = append(rows, row{"fr", "cohrules.items.over", "the sharing of {{.Place}} is over for this turn", "coh " + b.Title()[4:], w[0]},
			row{"de", "cohrules.items.over", "the sharing of {{.Place}} is over for this turn", "coh " + b.Title()[4:], w[1]})
	}
	rows = append(rows,
		row{"fr", "coh.vote_alone.eaten", "{{.Character}} is eaten", "card Granny", "Dévorée : Mamie"},
		row{"fr", "coh.vote_alone.eaten", "{{.Character}} is eaten", "card Grandpa", "Dévoré : Papy"},
		row{"fr", "coh.vote_alone.eaten", "{{.Character}} is eaten", "card Guard and Rex", "Dévorés : Vigile et Rex"},
		row{"fr", "mallrules.attack.alreadyHidden", "{{.Character}} is already hidden", "kind Pin-Up", "la Pin-up est déjà cachée"},
		row{"fr", "mallrules.attack.alreadyHidden", "{{.Character}} is already hidden", "kind Gunman", "le Flingueur est déjà caché"},
		row{"fr", "cohrules.tell.kill", "the death of {{.Char}}", "role Geek", "la mort du Geek"},
		row{"fr", "cohrules.tell.kill", "the death of {{.Char}}", "role Granny", "la mort de la Mamie"},
		row{"fr", "cohrules.tell.kill", "the death of {{.Char}}", "role Teen", "la mort de l'Ado"},
		row{"de", "cohrules.tell.kill", "the death of {{.Char}}", "role Geek", "der Tod des Geeks"},
		row{"de", "cohrules.tell.kill", "the death of {{.Char}}", "role Little Girl", "der Tod des kleinen Mädchens"},
	)
	// A language is put in force once for its rows: each Use parses all
	// its files (a second under -race), which took 44 s a run.
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].l < rows[j].l })
	inForce := ""
	for _, r := range rows {
		if r.l != inForce {
			if _, err := translations.Use(r.l); err != nil {
				t.Fatal(err)
			}
			inForce = r.l
		}
		w, ok := sampleNoun(r.value)
		if !ok {
			t.Fatalf("no noun %q", r.value)
		}
		name := "Location"
		switch {
		case strings.HasPrefix(r.key, "coh.vote_alone"), strings.HasPrefix(r.key, "mallrules.attack.alreadyHidden"):
			name = "Character"
		case strings.HasPrefix(r.key, "cohrules.tell"):
			name = "Char"
		case strings.HasPrefix(r.key, "coh"):
			name = "Place"
		}
		args := map[string]any{"Player": "Anna (R)", "Sprint": "«Sprint»", name: translations.Arg(w)}
		if got := lang.X(r.key, r.english, args); got != r.want {
			t.Errorf("%s %s with %s:\n got %q\nwant %q", r.l, r.key, r.value, got, r.want)
		}
	}
}

// sampleNoun is a noun of the sample table by its name there.
func sampleNoun(v string) (engine.Words, bool) {
	kind, name, _ := strings.Cut(v, " ")
	switch kind {
	case "mall":
		for _, l := range mh.Locations() {
			if l.Name() == name {
				return l.Words(), true
			}
		}
	case "coh":
		for _, b := range cohBuildings() {
			if b.Title() == "the "+name {
				return b.Words(), true
			}
		}
	case "kind":
		for _, k := range []mh.CharKind{mh.PinUp, mh.ToughGuy, mh.Gunman, mh.LittleGirl} {
			if k.Words().String() == name {
				return mh.State{}.CharacterWords(mh.CharRef{Player: -1, Kind: k}), true
			}
		}
	case "card", "role":
		for _, r := range cohRoles() {
			if r.Words().String() == "the "+name {
				if kind == "card" {
					return r.CardWords(), true
				}
				return r.Words(), true
			}
		}
	}
	return engine.Words{}, false
}
