package cityofhorror

import "testing"

// Every character's power does what its card says and exhausts it: state
// before, the power, state after.
func TestCharacterPowersDoWhatTheySay(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Punk, Blue, Corner2).put(Rasta, Green, Corner3)
	base.Zombies = [7]int{0, 3, 0, 0, 0, 0, 1}
	for _, tc := range []struct {
		role  Role
		use   UsePower
		prep  func(*State)
		check func(t *testing.T, b, n *State)
	}{
		{Blonde, UsePower{}, nil, func(t *testing.T, b, n *State) {
			wantNotice(t, n, "no longer draws zombies")
		}},
		{Businessman, UsePower{Card: CardGun}, func(s *State) { s.DiscardPile, s.Played = 1, map[string]int{CardGun: 1} }, func(t *testing.T, b, n *State) {
			eq(t, "a card for a card", [3]int{n.Player(Red).Cards, n.DiscardPile, n.Played[CardGun]}, [3]int{b.Player(Red).Cards, 1, 0})
		}},
		{Businesswoman, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "a card for a card", [2]int{n.Player(Red).Cards, n.DiscardPile}, [2]int{b.Player(Red).Cards, b.DiscardPile})
		}},
		{SushiChef, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "drew a card", [2]int{n.Player(Red).Cards, n.DeckLeft}, [2]int{b.Player(Red).Cards + 1, b.DeckLeft - 1})
		}},
		{Geek, UsePower{To: Corner4}, nil, func(t *testing.T, b, n *State) {
			eq(t, "a zombie sent", [2]int{n.Zombies[Corner1], n.Zombies[Corner4]}, [2]int{2, 1})
		}},
		{Rocker, UsePower{To: CrossroadsLoc}, nil, func(t *testing.T, b, n *State) {
			eq(t, "a zombie sent", [2]int{n.Zombies[Corner1], n.Zombies[CrossroadsLoc]}, [2]int{2, 2})
		}},
		{Grandpa, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "votes this turn", [2]int{b.VotesAt(Corner1)[Red], n.VotesAt(Corner1)[Red]}, [2]int{0, 1})
		}},
		{Granny, UsePower{}, func(s *State) { s.Phase = PhaseMovement }, func(t *testing.T, b, n *State) {
			eq(t, "may move", [2]int{len(b.Movable(Red)), len(n.Movable(Red))}, [2]int{0, 1})
		}},
		{Housewife, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "two zombies killed", n.Zombies[Corner1], 1)
		}},
		{GuardAndRex, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "two zombies killed", n.Zombies[Corner1], 1)
		}},
		{Student, UsePower{}, func(s *State) { s.FirstPlayer = Blue }, func(t *testing.T, b, n *State) {
			eq(t, "first player", n.FirstPlayer, Red)
		}},
		{LittleBoy, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "out of reach", [2]any{n.Character(LittleBoy).Hidden, n.VotesAt(Corner1)[Red]}, [2]any{true, 0})
		}},
		{LittleGirl, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "out of reach", n.Character(LittleGirl).Hidden, true)
		}},
		{PregnantWoman, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "two votes", n.VotesAt(Corner1)[Red], 2)
			mustRefuse(t, n, Rest{Role: PregnantWoman}, "never returns")
		}},
		{Rasta, UsePower{}, nil, func(t *testing.T, b, n *State) {
			eq(t, "looked at 1:00", n.Peeked(Green, 1), true)
		}},
		{SecretAgent, UsePower{Leader: Green}, nil, func(t *testing.T, b, n *State) {
			eq(t, "leader", n.Leader, Green)
		}},
		{Teen, UsePower{}, nil, func(t *testing.T, b, n *State) {
			wantNotice(t, n, "change their movement card")
		}},
		{Thief, UsePower{From: Blue}, nil, func(t *testing.T, b, n *State) {
			eq(t, "stolen", [2]int{n.Player(Red).Cards, n.Player(Blue).Cards}, [2]int{b.Player(Red).Cards + 1, b.Player(Blue).Cards - 1})
		}},
	} {
		t.Run(tc.role.Name(), func(t *testing.T) {
			b := base.clone()
			if tc.role != Rasta {
				b.put(tc.role, Red, Corner1)
			}
			if tc.prep != nil {
				tc.prep(b)
			}
			u := tc.use
			u.Role = tc.role
			n := mustApply(t, b, u)
			tc.check(t, b, n)
			eq(t, "exhausted", n.Character(tc.role).Exhausted, true)
			mustRefuse(t, n, u, "exhausted")
		})
	}
}

// Power refusals; the Mama and the Priest have their own moments.
func TestCharacterPowerRefusals(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Mama, Red, Corner2).put(SecretAgent, Blue, Corner2).put(Thief, Green, Corner3).put(GuardAndRex, Green, Corner4)
	for _, tc := range []struct {
		name   string
		use    UsePower
		refuse string
	}{
		{"the Geek needs a zombie", UsePower{Role: Geek, To: Corner2}, "no zombie to send"},
		{"the Geek needs a place", UsePower{Role: Geek}, "choose a place"},
		{"the Mama moves", UsePower{Role: Mama}, "while she moves"},
		{"the Secret Agent needs a colour in play", UsePower{Role: SecretAgent, Leader: Purple}, "under a cache"},
		{"the Thief from himself", UsePower{Role: Thief, From: Green}, "not from yourself"},
		{"the Guard and Rex need zombies", UsePower{Role: GuardAndRex}, "no zombie to kill"},
		{"a character not dealt", UsePower{Role: Blonde}, "not dealt"},
	} {
		t.Run(tc.name, func(t *testing.T) { mustRefuse(t, s, tc.use, tc.refuse) })
	}
	// The old "use power" tap acts too for powers that need no choice.
	s.Zombies[Corner4] = 3
	n := mustApply(t, s, Exhaust{Role: GuardAndRex, Power: true})
	eq(t, "Guard and Rex kill two", n.Zombies[Corner4], 1)
}

// The wedges a player may tap to move the zombie leader.
func TestLeaderWedges(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	eq(t, "any wedge in play", s.LeaderWedges(LeaderAnyWedge), []Colour{Green, Blue, Red})
	eq(t, "one wedge either way, or stay", s.LeaderWedges(LeaderOneWedge), []Colour{Green, Blue, Red})
	s4 := scene(t, Red, PhaseResolution, Red, Blue, Green, White)
	eq(t, "four players", s4.LeaderWedges(LeaderOneWedge), []Colour{Green, Blue, Red})
}

// A wedge tap moves the zombie leader for a reason the rules allow.
func TestMoveLeaderByWedgeTap(t *testing.T) {
	base := activating(scene(t, Red, PhaseResolution, Red, Blue, Green), Corner3)
	base.put(SecretAgent, Blue, Corner1).put(Geek, Red, Corner3).put(Rasta, Green, Corner2)
	for _, tc := range []struct {
		name   string
		move   MoveLeader
		prep   func(*State)
		refuse string
	}{
		{"a Flashlight", MoveLeader{Player: Green, To: Blue, By: ByFlashlight}, nil, ""},
		{"the Secret Agent", MoveLeader{Player: Blue, To: Green, By: BySecretAgent}, nil, ""},
		{"the Bank, side A", MoveLeader{Player: Red, To: Green, By: ByBank}, nil, ""},
		{"the Bank, side B, one wedge", MoveLeader{Player: Red, To: base.leaderAfter(Red, 1), By: ByBank}, func(s *State) { s.Boards[Corner3].Side = SideB }, ""},
		{"someone else's Secret Agent", MoveLeader{Player: Red, To: Green, By: BySecretAgent}, nil, "no Secret Agent"},
		{"the Bank without a character there", MoveLeader{Player: Blue, To: Green, By: ByBank}, nil, "no character at"},
		{"no reason", MoveLeader{Player: Red, To: Green, By: "wish"}, nil, "Flashlight, the Secret Agent or the Bank"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := base.clone()
			if tc.prep != nil {
				tc.prep(s)
			}
			if tc.refuse != "" {
				mustRefuse(t, s, tc.move, tc.refuse)
				return
			}
			n := mustApply(t, s, tc.move)
			eq(t, "leader", n.Leader, tc.move.To)
		})
	}
}
