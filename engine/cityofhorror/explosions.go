package cityofhorror

import "hordekeeper/engine"

// AddExplosion puts an explosion marker on the Water Tower or the Armory,
// after an action card with the explosion symbol was played for its effect.
// The third marker brings the Water Tower down; the Armory burns at its
// third (side A) or is blocked at its second (side B). After that, markers
// go on the other board.
type AddExplosion struct {
	On Building `json:"on"`
}

// Kind names the action in a journal.
func (AddExplosion) Kind() string { return "add-explosion" }

// ExplosionTargets lists the boards that can take a marker now.
func (s *State) ExplosionTargets() []Building {
	var out []Building
	if s.Phase == PhaseSetup && s.Rules >= 0 { // legacy_setupmarkers.go
		return nil
	}
	if !s.WaterTowerExploded {
		out = append(out, WaterTower)
	}
	if !s.ArmoryBurned && !s.ArmoryBlocked {
		out = append(out, Armory)
	}
	return out
}

func (a AddExplosion) apply(s *State) error {
	if s.Phase == PhaseSetup && s.Rules >= 1 { // version 0 took them: legacy.go
		// Markers come only with cards played for their effect, and no card
		// is played before the game begins; a marker now would burn a place
		// the movement cards still send characters to.
		return engine.Refusal(engine.Say("cohrules.explosions.setup", "explosion markers come with action cards played during the game, not during setup", nil))
	}
	switch a.On {
	case WaterTower:
		if s.WaterTowerExploded {
			if !s.ArmoryBurned && !s.ArmoryBlocked {
				return engine.Refusal(engine.Say("cohrules.explosions.towerfallen", "the Water Tower has already fallen: explosion markers go on the Armory now", nil))
			}
			return engine.Refusal(engine.Say("cohrules.explosions.neither", "neither board takes a marker: the Water Tower has fallen and the Armory is closed", nil))
		}
		if err := s.markerLeft(); err != nil {
			return err
		}
		s.WaterTowerMarkers++
		if s.WaterTowerMarkers >= 3 {
			s.explodeWaterTower()
		}
	case Armory:
		if s.ArmoryBurned || s.ArmoryBlocked {
			switch {
			case !s.WaterTowerExploded && s.ArmoryBlocked:
				return engine.Refusal(engine.Say("cohrules.explosions.blocked", "the Armory has had its door blocked: explosion markers go on the Water Tower now", nil))
			case !s.WaterTowerExploded:
				return engine.Refusal(engine.Say("cohrules.explosions.burned", "the Armory has burned down: explosion markers go on the Water Tower now", nil))
			case s.ArmoryBlocked:
				return engine.Refusal(engine.Say("cohrules.explosions.neitherblocked", "neither board takes a marker: the Armory has had its door blocked and the Water Tower has fallen", nil))
			}
			return engine.Refusal(engine.Say("cohrules.explosions.neitherburned", "neither board takes a marker: the Armory has burned down and the Water Tower has fallen", nil))
		}
		if err := s.markerLeft(); err != nil {
			return err
		}
		s.ArmoryMarkers++
		l := s.Where(Armory)
		if s.Boards[l].Side == SideB {
			if s.ArmoryMarkers >= 2 {
				s.ArmoryBlocked = true
				s.tell(ruleArmoryB, engine.Say("cohrules.explosions.blocks", "The second marker blocks the Armory's door for good: nobody goes in or out, but its zombies still attack.", nil))
			}
		} else if s.ArmoryMarkers >= 3 {
			s.burnArmory(l)
		}
	default:
		return engine.Refusal(engine.Say("cohrules.explosions.where", "explosion markers only go on the Water Tower or the Armory, not on {{.Place}}", engine.Args{"Place": a.On.Words()}))
	}
	return nil
}

func (s *State) explodeWaterTower() {
	l := WaterTowerLoc
	s.WaterTowerExploded = true
	s.MarkersInBox += s.WaterTowerMarkers
	s.WaterTowerMarkers = 0
	s.Boards[l].Side = SideRuins
	z := s.Zombies[l]
	s.Zombies[l] = 0
	s.tell(ruleWaterTower, engine.Say("cohrules.explosions.falls", "The third marker brings the Water Tower down: its zombies go back to the reserve ({{.Zombies}}), its markers to the box, and the ruins hold 3 characters from now on.", engine.Args{"Zombies": zombiesW(z)}))
	var victims []int
	for i, c := range s.Characters {
		if !c.Dead && c.At == l {
			victims = append(victims, i)
		}
	}
	s.kill(victims, NoLoc)
}

func (s *State) burnArmory(l Loc) {
	s.ArmoryBurned = true
	n := 0
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.Dead && c.At == l {
			c.At = CrossroadsLoc
			c.Extra = false
			n++
		}
	}
	s.tell(ruleArmoryA, engine.Say("cohrules.explosions.burns", "The third marker burns the Armory down: everyone inside flees to the Crossroads ({{.Characters}}), and it stays closed for the rest of the game; its zombies stay.", engine.Args{"Characters": charactersW(n)}))
}

func (s *State) markerLeft() error {
	if s.MarkersInBox+s.WaterTowerMarkers+s.ArmoryMarkers >= TotalMarkers {
		return engine.Refusal(engine.Say("cohrules.explosions.allused", "all {{.Count}} explosion markers are in use", engine.Args{"Count": TotalMarkers}))
	}
	return nil
}
