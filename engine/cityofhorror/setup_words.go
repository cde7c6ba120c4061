package cityofhorror

import "hordekeeper/engine"

// InstructionWords are the setup sheet in steps (Instructions), in a form
// a screen can translate.
func (su *Setup) InstructionWords() []engine.Words {
	var out []engine.Words
	var ws []engine.Words
	for i, b := range su.Boards {
		where := engine.Say("cohrules.setup_words.corner", "corner {{.Corner}}", engine.Args{"Corner": i + 1})
		if i >= 4 {
			where = engine.Say("cohrules.setup_words.centre", "centre", nil)
		}
		places := engine.Say("cohrules.setup_words.anynumber", "any number of characters", nil)
		if n := b.Rules().Places; n != Unlimited {
			places = engine.SayN("cohrules.setup_words.places", "1 place", "{{.Count}} places", n, nil)
		}
		ws = append(ws, engine.Say("cohrules.setup_words.board", "{{.Building}} side {{.Side}} ({{.Where}}, {{.Places}})", engine.Args{"Building": b.Building.Words(), "Side": string(b.Side), "Where": where, "Places": places}))
	}
	boards := ws[0]
	for _, w := range ws[1:] {
		boards = engine.Say("cohrules.setup_words.then", "{{.First}}; {{.Next}}", engine.Args{"First": boards, "Next": w})
	}
	out = append(out, engine.Say("cohrules.setup_words.boards", "Boards: {{.Boards}}. The Water Tower stands intact.", engine.Args{"Boards": boards}))
	out = append(out, engine.Say("cohrules.setup_words.box", "Put the 12 food tokens face down on the truck at the Crossroads, the {{.Antidotes}} antidotes on the ambulance, the {{.Cards}} action cards, shuffled, face down on the military truck, and all {{.Zombies}} zombies in the horde zone.", engine.Args{"Antidotes": TotalAntidotes, "Cards": TotalActionCards, "Zombies": TotalZombies}))
	out = append(out, engine.Say("cohrules.setup_words.colours", "Each player takes the summary card, the 6 movement cards and the stands of their colour.", nil))
	out = append(out, engine.Say("cohrules.setup_words.first", "First player: {{.Colour}}; the zombie leader starts on {{.Colour}}.", engine.Args{"Colour": su.FirstPlayer.Words()}))
	if len(su.Caches) > 0 {
		var cs []engine.Words
		for _, c := range su.Caches {
			cs = append(cs, c.Words())
		}
		out = append(out, engine.Say("cohrules.setup_words.caches", "Put caches on the wheel over {{.Colours}}.", engine.Args{"Colours": cs}))
	}
	out = append(out, engine.Say("cohrules.setup_words.characters", "Each player gets {{.Count}} characters, all rested. From the player to the first player's right, counter-clockwise (the first player last), each draws that many movement cards and puts one character on each place shown, choosing who goes where; a full place sends the character to the Crossroads:", engine.Args{"Count": su.CharactersEach}))
	for _, p := range su.Placements {
		args := engine.Args{"Colour": p.Player.Words(), "Char": p.Role.Words(), "Place": setupPlace(su, p.At), "Card": p.Card.Words()}
		if p.Overflow {
			out = append(out, engine.Say("cohrules.setup_words.overflow", "  {{.Colour}}: {{.Char}} on {{.Place}} (the card showed {{.Card}}, which was full)", args))
		} else {
			out = append(out, engine.Say("cohrules.setup_words.placed", "  {{.Colour}}: {{.Char}} on {{.Place}}", args))
		}
	}
	if su.Draft {
		out = append(out, engine.Say("cohrules.setup_words.draft", "Action cards: deal {{.Count}} to each player, then draft: keep one, pass the rest left, until everyone has {{.Count}}.", engine.Args{"Count": su.HandSize}))
	} else {
		out = append(out, engine.Say("cohrules.setup_words.deal", "Action cards: deal {{.Count}} to each player.", engine.Args{"Count": su.HandSize}))
	}
	if su.Boards[CrossroadsLoc-1].Side == SideB {
		out = append(out, engine.Say("cohrules.setup_words.faceup", "Crossroads side B: turn three food tokens face up beside the truck and tell the app their values.", nil))
	}
	for _, d := range su.Hours {
		hour := HourName(d.Hour)
		if d.FromPack {
			if d.Hour == 0 {
				out = append(out, engine.Say("cohrules.setup_words.pack0", "00:00: draw a random 00:00 card from the box and enter its zombies.", nil))
			} else {
				out = append(out, engine.Say("cohrules.setup_words.pack", "{{.Hour}}: draw a random {{.Hour}} card from the box without looking and put it in the deck.", engine.Args{"Hour": hour}))
			}
			continue
		}
		out = append(out, engine.Say("cohrules.setup_words.drawn", "{{.Hour}}: the app drew \"{{.Label}}\" at random from your {{.Hour}} pack; take that card out and put it in the deck. ({{.Card}})", engine.Args{"Hour": hour, "Label": d.Card.Label, "Card": d.Card.DescribeWords()}))
	}
	out = append(out, engine.Say("cohrules.setup_words.stack", "Stack the deck 1:00 on top down to 4:00.", nil))
	if su.Boards[WaterTowerLoc-1].Side == SideB {
		out = append(out, engine.Say("cohrules.setup_words.towerb", "Water Tower side B: players with a character on the tower choose their movement card after the others have shown theirs.", nil))
	} else {
		out = append(out, engine.Say("cohrules.setup_words.towera", "Water Tower side A: players with a character on the tower may look at the 1:00 card, without showing it.", nil))
	}
	return out
}

// setupPlace is the building a setup placement stands on.
func setupPlace(su *Setup, l Loc) engine.Words {
	if !l.Valid() {
		return engine.Plain(l.String())
	}
	return su.Boards[l-1].Building.Words()
}
