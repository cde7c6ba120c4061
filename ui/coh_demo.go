package ui

import (
	"fyne.io/fyne/v2"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
)

// cohSampleLibrary has a card for every hour, with moves, airdrops and
// leader steps: the demos and tests play from it without the box.
func cohSampleLibrary() coh.Library {
	return coh.Library{Cards: []coh.Card{
		{Hour: 0, Label: "z0", Zombies: [6]int{1, 1, 1, 1, 0, 2}},
		{Hour: 1, Label: "a", Zombies: [6]int{2, 1, 0, 1, 1, 2}, Airdrops: []coh.Airdrop{{At: coh.Corner1, Antidotes: 1, Cards: 1}}, LeaderSteps: 1},
		{Hour: 2, Label: "b", Zombies: [6]int{1, 2, 2, 0, 1, 2}, LeaderSteps: 2, Moves: []coh.ZombieMove{{From: coh.Corner1, To: coh.CrossroadsLoc}}, Airdrops: []coh.Airdrop{{At: coh.Corner2, Antidotes: 2}}},
		coh.RulebookCard(),
		{Hour: 4, Label: "d", Zombies: [6]int{3, 3, 3, 3, 2, 3}, Airdrops: []coh.Airdrop{{At: coh.Corner3, Cards: 2, Antidotes: 1}}},
	}}
}

// cohDemo opens a City of Horror demo screen by name for the
// documentation's screenshots; false when the name is not one. Demos play
// in memory with the sample library: they never touch the table's files.
func (a *App) cohDemo(name string) bool {
	switch name {
	case "cityofhorror":
		a.openGame("cityofhorror")
		return true
	case "coh-new":
		a.coh().lib = cohSampleLibrary()
		a.showCohNewGame()
		return true
	case "coh-library":
		a.coh().lib = cohSampleLibrary()
		a.show("coh-library", a.cohLibraryScreen(a.showCohNewGame))
		return true
	case "coh-card":
		a.coh().lib = cohSampleLibrary()
		e := a.cohLibEdit()
		e.editing, e.draft = 2, a.coh().lib.Cards[2]
		a.show("coh-library", a.cohLibraryScreen(a.showCohNewGame))
		return true
	case "coh-settings":
		a.show("coh-settings", a.cohSettingsScreen(a.showCohNewGame))
		return true
	case "coh-setup", "coh-city", "coh-wheel", "coh-invasion", "coh-end", "coh-peek", "coh-resolve", "coh-char":
	default:
		return false
	}
	a.coh().lib = cohSampleLibrary()
	o := coh.Options{Settings: a.coh().settings.Rules, Library: a.coh().lib.Cards, FirstPlayer: coh.Red}
	for _, p := range []coh.PlayerOption{{Colour: coh.Yellow, Name: "Ann"}, {Colour: coh.Red, Name: "Bo"}, {Colour: coh.Green, Name: "Cy"}, {Colour: coh.Blue, Name: "Di"}} {
		o.Players = append(o.Players, p)
	}
	raw, _ := jsonOf(o)
	s, err := engine.NewSession[*coh.State](coh.Rules{}, engine.Header{Game: coh.GameName, Seed: 7, Options: raw})
	if err != nil {
		return false
	}
	v := a.startCohView(s)
	v.peeksAsked = map[int]bool{1: true, 2: true, 3: true, 4: true}
	switch name {
	case "coh-setup":
		v.checks["board/1"], v.checks["board/2"], v.checks["wheel"] = true, true, true
	case "coh-char":
		v.autoUntil(func(st *coh.State) bool { return st.Turn == 2 && st.Phase == coh.PhaseMovement })
		v.render()
		for _, c := range v.state().Characters {
			if c.Role == coh.Geek || c.Role == coh.Rocker {
				v.characterActions(c.Role)
				return true
			}
		}
		v.characterActions(v.state().Characters[0].Role)
		return true
	case "coh-city", "coh-resolve":
		v.autoUntil(func(st *coh.State) bool {
			return st.Turn == 2 && st.Phase == coh.PhaseMovement && st.NextToMove() == ""
		})
		if name == "coh-resolve" {
			v.autoUntil(func(st *coh.State) bool { return st.Phase == coh.PhaseResolution && st.Step == coh.StepAttack })
		}
	case "coh-wheel":
		v.autoUntil(func(st *coh.State) bool {
			return st.ResolvingLoc() == coh.CrossroadsLoc && st.Step == coh.StepAttack && st.CrossroadsSearch().Attack
		})
		// The leader's colour hides there (a Hideout), so the search walks
		// on to the next wedge, as the screenshot should show.
		st := v.state()
		for _, c := range st.At(coh.CrossroadsLoc) {
			if c.Owner == st.Leader {
				v.s.Do(coh.Hide{Role: c.Role})
			}
		}
		v.searchShown = len(v.state().CrossroadsSearch().Steps)
	case "coh-invasion":
		v.autoUntil(func(st *coh.State) bool { return st.Turn == 2 && st.Phase == coh.PhaseInvasion })
		v.openInvasion()
	case "coh-end":
		v.autoUntil(func(st *coh.State) bool { return st.Phase == coh.PhaseEnded })
		v.do(coh.DeclareCannedFood{Player: coh.Green, Count: 1})
	case "coh-peek":
		v.autoUntil(func(st *coh.State) bool { return st.Turn == 2 && st.Phase == coh.PhaseSelect })
		v.render()
		v.peekAt(coh.Red, 2, "the Water Tower", nil)
		return true
	}
	v.render()
	return true
}

// autoUntil plays the game on as a simple table would, until done says
// stop: each player moves their first character to the Crossroads, the
// first one there is eaten, supplies go to the players in turn order.
func (v *cohView) autoUntil(done func(*coh.State) bool) {
	if v.autoUsed == nil {
		v.autoUsed = map[int]bool{}
	}
	for i := 0; i < 500 && !done(v.state()); i++ {
		if !v.autoStep() {
			return
		}
	}
}

func (v *cohView) autoStep() bool {
	st := v.state()
	try := func(a engine.Action) bool {
		_, err := v.s.Do(a)
		return err == nil
	}
	switch st.Phase {
	case coh.PhaseSetup:
		return try(coh.AdvancePhase{})
	case coh.PhaseInvasion:
		if !st.Deck[st.Turn].Applied {
			return try(coh.ApplyInvasion{})
		}
	case coh.PhaseMovement:
		if p := st.NextToMove(); p != "" {
			// Each moves to the quietest place with room, as players would.
			r := st.Movable(p)[0]
			to := coh.NoLoc
			for _, l := range coh.AllLocs {
				if l != st.Character(r).At && !st.Full(l) && (to == coh.NoLoc || st.Zombies[l] < st.Zombies[to]) {
					to = l
				}
			}
			return try(coh.MoveCharacter{Role: r, To: to})
		}
	case coh.PhaseResolution:
		l := st.ResolvingLoc()
		if st.Step == coh.StepActivation && !v.autoUsed[st.Turn*10+int(l)] {
			// Everyone there uses the place: an antidote at the Hospital,
			// food at the Crossroads.
			v.autoUsed[st.Turn*10+int(l)] = true
			for _, c := range st.At(l) {
				switch st.Boards[l].Building {
				case coh.Hospital:
					v.s.Do(coh.TakeAntidote{Player: c.Owner, Count: 1})
				case coh.Crossroads:
					v.s.Do(coh.TakeFood{Player: c.Owner})
				}
			}
		}
		if st.Step == coh.StepAttack && st.AttackCondition(l).Attacks && !st.AttackDone {
			if l == coh.CrossroadsLoc {
				sr := st.CrossroadsSearch()
				if sr.Victim == "" {
					return try(coh.ResolveCrossroads{})
				}
				return try(coh.ResolveCrossroads{Victim: sr.Candidates[0]})
			}
			for _, c := range st.At(l) {
				if !c.Hidden {
					return try(coh.KillCharacter{Role: c.Role})
				}
			}
		}
		if it := st.Airdrops[l]; st.Step == coh.StepSharing && !st.Shared && it.Cards+it.Antidotes > 0 && cohAnyVote(st) {
			var gs []coh.Gift
			for _, p := range st.TurnOrder() {
				if st.Eliminated(p) || len(gs) == it.Cards+it.Antidotes {
					continue
				}
				k := coh.ItemCard
				if len(gs) < it.Antidotes {
					k = coh.ItemAntidote
				}
				gs = append(gs, coh.Gift{To: p, Item: k})
			}
			return try(coh.Share{At: l, Gifts: gs})
		}
	}
	return try(coh.AdvancePhase{})
}

var _ fyne.CanvasObject = (*cohWheel)(nil)
