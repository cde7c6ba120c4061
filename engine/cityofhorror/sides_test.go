package cityofhorror

import "testing"

// The words twins of the side effects and of the character cards say what
// the English strings say, so the screens show the same words translated.
func TestWordsTwinsMatchTheirStrings(t *testing.T) {
	for _, b := range []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads} {
		for _, side := range []Side{SideA, SideB, SideRuins} {
			if b != WaterTower && side == SideRuins {
				continue
			}
			bd := Board{Building: b, Side: side}
			eq(t, string(b)+" "+string(side), bd.EffectWords().String(), bd.Rules().Effect)
		}
	}
	for _, i := range Roles {
		eq(t, i.Name, i.Role.Words().String(), i.Name)
		eq(t, i.Name+" power", i.Role.PowerWords().String(), i.Power)
		eq(t, i.Name+" drawback", i.Role.DrawbackWords().String(), i.Drawback)
	}
	for _, c := range AllColours {
		eq(t, string(c), c.Words().String(), c.Name())
	}
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	for _, l := range AllLocs {
		eq(t, l.String(), s.PlaceWords(l).String(), s.PlaceName(l))
		eq(t, l.String()+" title", l.TitleWords().String(), l.Title())
		eq(t, l.String()+" at", s.AtWords(l).String(), "at "+s.PlaceName(l))
		eq(t, l.String()+" to", s.ToWords(l).String(), "to "+s.PlaceName(l))
		eq(t, l.String()+" from", s.FromWords(l).String(), "from "+s.PlaceName(l))
		eq(t, l.String()+" building", s.Boards[l].Building.Words().String(), s.Boards[l].Building.Title())
	}
	for _, name := range []string{CardGun, CardGoggles, CardKitten} {
		eq(t, name, CardWords(name).String(), name)
	}
}

// The card names are the names without their article, as the UI showed
// them by trimming "the ".
func TestCardWordsDropTheArticle(t *testing.T) {
	for _, i := range Roles {
		eq(t, i.Name, "the "+i.Role.CardWords().String(), i.Name)
	}
	for _, b := range []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads} {
		eq(t, string(b), "the "+b.CardWords().String(), b.Title())
	}
}
