package cityofhorror

import (
	"strings"
	"testing"
)

// playTurn walks one turn with no movement conflicts: every player moves
// its first movable character to the Crossroads (or corner 1 if there),
// attacks are resolved by killing the first non-hidden character,
// supplies shared to the first players.
func playTurn(t *testing.T, s *State) *State {
	t.Helper()
	s = mustApply(t, s, AdvancePhase{}) // select -> invasion
	if s.Deck[s.Turn].FromPack {
		s = mustApply(t, s, ApplyInvasion{Card: &Card{Hour: s.Turn, Zombies: [6]int{1, 1, 1, 1, 1, 1}}})
	} else {
		s = mustApply(t, s, ApplyInvasion{})
	}
	s = mustApply(t, s, AdvancePhase{}) // -> movement
	for p := s.NextToMove(); p != ""; p = s.NextToMove() {
		r := s.Movable(p)[0]
		to := CrossroadsLoc
		if s.Character(r).At == CrossroadsLoc {
			to = Corner1
		}
		s = mustApply(t, s, MoveCharacter{Role: r, To: to})
	}
	s = mustApply(t, s, AdvancePhase{}) // -> resolution
	for s.Phase == PhaseResolution {
		l := s.ResolvingLoc()
		if s.Step == StepAttack && s.attackPending() {
			if l == CrossroadsLoc {
				sr := s.CrossroadsSearch()
				s = mustApply(t, s, ResolveCrossroads{Victim: sr.Candidates[0]})
			} else {
				for _, c := range s.At(l) {
					if !c.Hidden {
						s = mustApply(t, s, KillCharacter{Role: c.Role})
						break
					}
				}
			}
		}
		if s.Step == StepSharing && s.sharePending() {
			it := s.Airdrops[l]
			var gifts []Gift
			for _, p := range s.Players {
				if len(gifts) == min(it.Cards+it.Antidotes, s.activePlayers()) {
					break
				}
				if s.Eliminated(p.Colour) {
					continue
				}
				k := ItemCard
				if len(gifts) < it.Antidotes {
					k = ItemAntidote
				}
				gifts = append(gifts, Gift{To: p.Colour, Item: k})
			}
			s = mustApply(t, s, Share{At: l, Gifts: gifts})
		}
		s = mustApply(t, s, AdvancePhase{})
	}
	return s
}

func TestFullGameWalk(t *testing.T) {
	o := Options{Players: seats(Red, Blue, Green, White), Library: DefaultLibrary().Cards}
	s := newGame(t, o, 7)
	mustRefuse(t, s, ApplyInvasion{}, "physical pack")
	mustRefuse(t, s, ApplyInvasion{Card: &Card{Hour: 1}}, "00:00 card is due")
	mustRefuse(t, s, ApplyInvasion{Card: &Card{Hour: 0, Zombies: [6]int{-1}}}, "negative")
	s = mustApply(t, s, ApplyInvasion{Card: &Card{Hour: 0, Zombies: [6]int{2, 2, 2, 2, 2, 2}}})
	eq(t, "00:00 zombies", s.ZombieReserve(), 28)
	if !strings.Contains(s.PhaseWords().String(), "Setup") {
		t.Fatal(s.PhaseWords().String())
	}
	s = mustApply(t, s, AdvancePhase{})
	eq(t, "turn", [2]any{s.Turn, s.Phase}, [2]any{1, PhaseSelect})
	if !strings.Contains(s.PhaseWords().String(), "1:00") {
		t.Fatal(s.PhaseWords().String())
	}
	mustRefuse(t, s, ApplyInvasion{}, "invasion phase")
	s2 := mustApply(t, s, AdvancePhase{})
	mustRefuse(t, s2, AdvancePhase{}, "play the 1:00 invasion card")
	for turn := 1; turn <= Turns; turn++ {
		s = playTurn(t, s)
	}
	eq(t, "ended", s.Phase, PhaseEnded)
	wantNotice(t, s, "helicopter")
	mustRefuse(t, s, AdvancePhase{}, "game is over")
	mustRefuse(t, s, AddZombies{At: Corner1, Count: 1}, "game is over")
	eq(t, "phase text", s.PhaseWords().String(), "The game is over: count the points.")
	r := s.Score()
	eq(t, "final", r.Final, true)
	if len(r.Winners) == 0 || r.Text == "" {
		t.Fatalf("no winner: %+v", r)
	}
}

func TestResolutionStepsAndDuties(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Blonde, Red, Corner1).put(Geek, Blue, Corner1).put(Teen, Green, Corner2)
	s.Players[0].Moved, s.Players[1].Moved, s.Players[2].Moved = true, true, true
	s.Zombies[Corner1] = 2
	n := mustApply(t, s, AdvancePhase{})
	eq(t, "blonde draws a zombie", n.Zombies[Corner1], 3)
	wantNotice(t, n, "The Blonde draws a zombie")
	eq(t, "step", [3]any{n.Phase, n.ResolvingLoc(), n.Step}, [3]any{PhaseResolution, Corner1, StepActivation})
	if !strings.Contains(n.PhaseWords().String(), "the Church (corner 1), activation") {
		t.Fatal(n.PhaseWords().String())
	}
	n = mustApply(t, n, AdvancePhase{})
	eq(t, "attack step", n.Step, StepAttack)
	mustRefuse(t, n, AdvancePhase{}, "the attack at the Church (corner 1) must happen (attack: 3 zombies, needs 3)")
	// Killing a character elsewhere does not settle this attack.
	mustRefuse(t, n, KillCharacter{Role: Teen}, "only a character there can be eaten")
	k := mustApply(t, n, KillCharacter{Role: Geek})
	k = mustApply(t, k, AdvancePhase{})
	eq(t, "sharing", k.Step, StepSharing)
	k = mustApply(t, k, AdvancePhase{})
	eq(t, "next place", k.ResolvingLoc(), Corner2)
	// An attack with only hidden characters cannot happen.
	h := mustApply(t, n, Hide{Role: Blonde})
	h = mustApply(t, h, Hide{Role: Geek})
	mustApply(t, h, AdvancePhase{})
	// A hidden character still ends the turn standing.
	for h.Phase != PhaseSelect {
		h = mustApply(t, h, AdvancePhase{})
	}
	eq(t, "turn 2", h.Turn, 2)
	eq(t, "stood up", h.Character(Blonde).Hidden, false)
	wantNotice(t, h, "stand up again")
}

func TestInvasionAirdropLimits(t *testing.T) {
	s := scene(t, Red, PhaseInvasion, Red, Blue, Green)
	s.AntidoteReserve = 1
	c := Card{Hour: 1, Airdrops: []Airdrop{{At: Corner2, Antidotes: 3, Cards: 2}}, LeaderSteps: 2}
	n := mustApply(t, s, ApplyInvasion{Card: &c})
	eq(t, "airdrop", n.Airdrops[Corner2], Items{Cards: 2, Antidotes: 1})
	wantNotice(t, n, "had only 1 antidote left")
	eq(t, "leader", n.Leader, s.leaderAfter(s.Leader, 2))
	// A card from the table is checked first.
	bad := Card{Hour: 1, Airdrops: []Airdrop{{At: WaterTowerLoc, Cards: 1}}}
	mustRefuse(t, s, ApplyInvasion{Card: &bad}, "only fall on the four corner")
	// applyCard itself never drops supplies on the centre.
	s.applyCard(bad)
	wantNotice(t, s, "No supplies fall")
}

func TestScoring(t *testing.T) {
	s := scene(t, Red, PhaseEnded, Red, Blue, Green, White)
	s.put(Blonde, Red, Corner1).put(Student, Red, Corner1) // 5 + 3
	s.put(Geek, Blue, Corner2).put(Teen, Blue, Corner2)    // 4 + 4
	s.put(Punk, Green, Corner3)                            // 4
	s.put(Rasta, White, Corner3)
	s.Characters[1].Exhausted = true       // the Student: 2
	s.Players[0].Antidotes = 3             // both saved, one left: 5+2+1 = 8
	s.Players[1].Antidotes = 1             // one saved: 4, one dies
	s.Players[1].Food = [4]int{1, 1, 1, 1} // 6 -> 10
	s.Players[2].Antidotes = 1
	s.Players[2].Food = [4]int{0, 0, 0, 1}
	s.Players[2].CannedFood = 2            // 4 + 3 + 2 = 9
	s.Players[3].Food = [4]int{0, 0, 5, 0} // nobody saved: 0
	r := s.Score()
	got := map[Colour]Score{}
	for _, sc := range r.Scores {
		got[sc.Player] = sc
	}
	eq(t, "red", [4]int{got[Red].Characters, got[Red].Antidotes, got[Red].Total, got[Red].Living}, [4]int{7, 1, 8, 2})
	eq(t, "blue", [4]int{got[Blue].Characters, got[Blue].Food, got[Blue].Total, got[Blue].Living}, [4]int{4, 6, 10, 1})
	eq(t, "blue died", len(got[Blue].Died), 1)
	eq(t, "green", [3]int{got[Green].Food, got[Green].CannedFood, got[Green].Total}, [3]int{3, 2, 9})
	eq(t, "white", [2]any{got[White].Total, got[White].NoSurvivor}, [2]any{0, true})
	eq(t, "winner", r.Winners, []Colour{Blue})
	eq(t, "text", r.Text, "Blue wins with 10 points.")
	// A tie on points goes to the most living characters.
	s.Players[2].CannedFood = 0            // green 7
	s.Players[1].Food = [4]int{0, 0, 2, 0} // blue 4+4 = 8, one living; red 8, two living
	eq(t, "tie to living", s.Score().Winners, []Colour{Red})
	// A full tie is shared.
	s.Players[1].Antidotes = 2
	s.Players[1].Food = [4]int{}
	s.Players[0].Antidotes = 4 // red 7 + 2 = 9, blue 8 + 0 = 8 -> make equal
	s.Players[1].Food = [4]int{0, 1, 0, 0}
	r = s.Score()
	eq(t, "shared", r.Winners, []Colour{Red, Blue})
	if !strings.Contains(r.Text, "share the win") {
		t.Fatal(r.Text)
	}
	s.Phase = PhaseResolution
	eq(t, "preview", s.Score().Final, false)
}

func TestItemsAndFood(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Punk, Green, Corner1)
	// The Hospital (corner 2 in the scene) gives one antidote a player.
	h := s.clone()
	h.Resolving = 1
	h.put(Rasta, Red, Corner2)
	n := mustApply(t, h, TakeAntidote{Player: Red, Count: 1})
	eq(t, "antidotes", [3]int{n.Player(Red).Antidotes, n.AntidoteReserve, n.Player(Red).Cards}, [3]int{1, 19, HandSize(3) - 1})
	mustRefuse(t, h, TakeAntidote{Player: Red, Count: 2}, "one antidote")
	mustRefuse(t, h, TakeAntidote{Player: "pink", Count: 1}, "not at the table")
	mustRefuse(t, h, TakeAntidote{Player: Blue, Count: 1}, "no character at")
	mustRefuse(t, n, TakeAntidote{Player: Red, Count: 1}, "once a turn")
	h.AntidoteReserve = 0
	mustRefuse(t, h, TakeAntidote{Player: Red, Count: 1}, "no antidote left")
	n = n.clone()
	n.Player(Red).Antidotes = 2

	// The truck at the Crossroads: the player says the value drawn.
	f := s.clone()
	f.Resolving = 5
	f.put(Rasta, Blue, CrossroadsLoc).put(Rocker, Green, CrossroadsLoc)
	mustRefuse(t, f, TakeFood{Player: Blue}, "say which value")
	f1 := mustApply(t, f, TakeFood{Player: Blue, Value: ptr(3)})
	eq(t, "value 3", f1.Player(Blue).Food, [4]int{0, 0, 0, 1})
	eq(t, "truck", f1.FaceDownFood(), 11)
	mustRefuse(t, f1, TakeFood{Player: Green, Value: ptr(3)}, "no food token of value 3")
	mustRefuse(t, f, TakeFood{Player: Blue, Value: ptr(4)}, "0, 1, 2 or 3")
	mustRefuse(t, f, TakeFood{Player: Blue, Slot: 1}, "no face-up food")
	// Side B: three face-up tokens; the table says what refills the row.
	b := f.clone()
	b.Boards[CrossroadsLoc].Side = SideB
	b.FaceUpFood = []int{0, 2, 3}
	b.Truck = [4]int{0, 1, 0, 0}
	b = mustApply(t, b, TakeFood{Player: Green, Slot: 3, Refill: ptr(1)})
	eq(t, "took the 3", b.Player(Green).Food, [4]int{0, 0, 0, 1})
	eq(t, "refilled", b.FaceUpFood, []int{0, 2, 1})
	wantNotice(t, b, "refill")
	mustRefuse(t, b, TakeFood{Player: Blue, Slot: 4}, "numbers 1 to 3")
	mustRefuse(t, b, TakeFood{Player: Blue, Slot: 1, Value: ptr(0)}, "leave the value out")
	b = mustApply(t, b, TakeFood{Player: Blue, Slot: 1})
	eq(t, "not refilled when the truck is empty", b.FaceUpFood, []int{2, 1})

	// Church side B: a food token leaves the game.
	d := mustApply(t, b, DiscardFood{Player: Green, Value: 3})
	eq(t, "discarded", d.Player(Green).Food[3], 0)
	mustRefuse(t, d, DiscardFood{Player: Green, Value: 3}, "no food token of value 3")
	mustRefuse(t, d, DiscardFood{Player: Green, Value: 7}, "0 to 3")
	mustRefuse(t, d, DiscardFood{Player: "x", Value: 1}, "not at the table")

	// Trades.
	tr := mustApply(t, n, Trade{From: Red, To: Green, Antidotes: 1})
	eq(t, "traded", [2]int{tr.Player(Red).Antidotes, tr.Player(Green).Antidotes}, [2]int{1, 1})
	tr = mustApply(t, b, Trade{From: Green, To: Red, Food: [4]int{0, 0, 0, 1}})
	eq(t, "food traded", tr.Player(Red).Food, [4]int{0, 0, 0, 1})
	mustRefuse(t, n, Trade{From: Red, To: Red, Antidotes: 1}, "two different")
	mustRefuse(t, n, Trade{From: Red, To: Green, Antidotes: 5}, "has 2 antidotes")
	mustRefuse(t, n, Trade{From: Red, To: Green, Food: [4]int{0, 1}}, "value 1")
	mustRefuse(t, n, Trade{From: Red, To: Green}, "at least one")
	mustRefuse(t, n, Trade{From: Red, To: "x", Antidotes: 1}, "not at the table")
	mustRefuse(t, n, Trade{From: "x", To: Red, Antidotes: 1}, "not at the table")

	// Canned Food: two cards in the deck.
	c := mustApply(t, n, DeclareCannedFood{Player: Red, Count: 2})
	mustRefuse(t, c, DeclareCannedFood{Player: Blue, Count: 1}, "holds 2 Canned Food")
	mustRefuse(t, c, DeclareCannedFood{Player: Blue, Count: -1}, "Canned Food")
	mustRefuse(t, c, DeclareCannedFood{Player: "x", Count: 1}, "not at the table")
	c.Phase = PhaseEnded
	mustApply(t, c, DeclareCannedFood{Player: Red, Count: 1})

	// Sharing refusals.
	sh := scene(t, Red, PhaseResolution, Red, Blue, Green)
	sh.put(Geek, Red, Corner1).put(Teen, Blue, Corner3)
	sh.Step = StepSharing
	mustRefuse(t, sh, Share{At: Corner1}, "nothing to share")
	mustRefuse(t, sh, Share{At: Corner2}, "sharing step of the place")
	sh.Airdrops[Corner1] = Items{Cards: 1}
	mustRefuse(t, sh, Share{At: Corner1, Gifts: []Gift{{"pink", ItemCard}}}, "not at the table")
	mustRefuse(t, sh, Share{At: Corner1, Gifts: []Gift{{Green, ItemCard}}}, "out of the game")
	mustRefuse(t, sh, Share{At: Corner1, Gifts: []Gift{{Red, "gun"}}}, "not \"gun\"")
	mustRefuse(t, sh, Share{At: Corner1, Gifts: []Gift{{Red, ItemAntidote}}}, "not that many antidotes")
	sh.Airdrops[Corner1] = Items{Cards: 4}
	x := mustApply(t, sh, Share{At: Corner1, Gifts: []Gift{{Red, ItemCard}, {Blue, ItemCard}}})
	eq(t, "two stay", x.Airdrops[Corner1], Items{Cards: 2})
	wantNotice(t, x, "later sharing: 2 items")
	eq(t, "cards in hand", x.Player(Red).Cards, sh.Player(Red).Cards+1)
	mustRefuse(t, sh, Share{At: Corner1, Gifts: []Gift{{Red, ItemCard}, {Blue, ItemCard}, {Blue, ItemCard}}}, "hand out 2")
}

func TestVoteRefusalsAndReplica(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Punk, Green, Corner2)
	_, err := s.Vote(NoLoc, VoteAttack, nil, "")
	eq(t, "no place", err != nil, true)
	_, err = s.Vote(Corner1, "coin", nil, "")
	eq(t, "bad kind", err != nil, true)
	_, err = s.Vote(Corner3, VoteAttack, nil, "")
	eq(t, "no voters", err != nil, true)
	_, err = s.Vote(Corner1, VoteAttack, map[Colour]Colour{Red: Blue}, "")
	eq(t, "blue must vote", err != nil && strings.Contains(err.Error(), "must point"), true)
	_, err = s.Vote(Corner1, VoteAttack, map[Colour]Colour{Red: Blue, Blue: Red, Green: Red}, "")
	eq(t, "green has no vote", err != nil && strings.Contains(err.Error(), "no vote"), true)
	_, err = s.Vote(Corner1, VoteAttack, map[Colour]Colour{Red: Green, Blue: Red}, "")
	eq(t, "green not here", err != nil && strings.Contains(err.Error(), "not hidden"), true)
	_, err = s.Vote(Corner1, VoteSharing, map[Colour]Colour{Red: Green, Blue: Red}, "")
	eq(t, "sharing target", err != nil && strings.Contains(err.Error(), "needs a character"), true)
	// A Weapon Replica: two more votes for Green at the Church, once a
	// Green character stands there.
	s.put(Housewife, Green, Corner1)
	r := mustApply(t, s, PlayWeaponReplica{Player: Green, At: Corner1})
	eq(t, "votes", r.VotesAt(Corner1), map[Colour]int{Red: 1, Blue: 1, Green: 3})
	// Without a character there, the replica gives nothing.
	gone := r.clone()
	gone.Characters[3].Dead = true
	eq(t, "replica without a character", gone.VotesAt(Corner1), map[Colour]int{Red: 1, Blue: 1})
	v, err := r.Vote(Corner1, VoteAttack, map[Colour]Colour{Red: Blue, Blue: Red, Green: Blue}, "")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "winner", v.Winner, Blue)
	mustRefuse(t, s, PlayWeaponReplica{Player: "x", At: Corner1}, "not at the table")
	mustRefuse(t, s, PlayWeaponReplica{Player: Red, At: NoLoc}, "choose a place")
	s.Characters[2].Dead = true
	s.Characters[3].Dead = true
	mustRefuse(t, s, PlayWeaponReplica{Player: Green, At: Corner1}, "out of the game")
}

func TestApplyEdges(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	if _, err := (Rules{}).Apply(nil, AdvancePhase{}); err == nil {
		t.Fatal("nil state")
	}
	mustRefuse(t, s, nil, "no action")
	mustRefuse(t, s, foreign{}, "not a City of Horror action")
	eq(t, "game", Rules{}.Game(), "cityofhorror")
	if len(Kinds()) < 24 {
		t.Fatalf("kinds: %v", Kinds())
	}
	s.Phase = "weird"
	mustRefuse(t, s, AdvancePhase{}, "unknown phase")
}

type foreign struct{}

func (foreign) Kind() string { return "foreign" }
