package cityofhorror

import "testing"

// The rulebook's worked examples, one named test each.

func TestRulebookExample_3amInvasion(t *testing.T) {
	s := scene(t, Red, PhaseInvasion, Red, Blue, Green, White, Purple, Yellow)
	s.Turn = 3
	s.Zombies[Corner1], s.Zombies[Corner4] = 7, 4
	s.Leader = Red
	n := mustApply(t, s, ApplyInvasion{Card: ptr(RulebookCard())})
	// 4 of the 7 zombies fit at location 4; 3 stay, then 3 arrive.
	eq(t, "corner 1", n.Zombies[Corner1], 6)
	eq(t, "corner 4", n.Zombies[Corner4], 8)
	eq(t, "corner 2", n.Zombies[Corner2], 2)
	eq(t, "corner 3", n.Zombies[Corner3], 1)
	eq(t, "water tower", n.Zombies[WaterTowerLoc], 2)
	eq(t, "crossroads", n.Zombies[CrossroadsLoc], 1)
	eq(t, "airdrop 1", n.Airdrops[Corner1], Items{Antidotes: 2})
	eq(t, "airdrop 4", n.Airdrops[Corner4], Items{Cards: 1, Antidotes: 1})
	eq(t, "antidote reserve", n.AntidoteReserve, TotalAntidotes-3)
	eq(t, "leader", n.Leader, Yellow) // one wedge clockwise from red
	eq(t, "reserve", n.ZombieReserve(), TotalZombies-20)
	wantNotice(t, n, "Only 4 of 7 zombies could go")
	wantNotice(t, n, "3 stay behind")
	// the move came first: had arrivals come first, corner 1 would differ.
	eq(t, "deck applied", n.Deck[3].Applied, true)
	mustRefuse(t, n, ApplyInvasion{Card: ptr(RulebookCard())}, "already been played")
}

func ptr[T any](v T) *T { return &v }

// movementScene: Red (first), Yellow, Green, Blue clockwise; the Church
// (corner 1, 4 places) holds three characters.
func movementScene(t *testing.T) *State {
	s := scene(t, Red, PhaseMovement, Red, Yellow, Green, Blue)
	s.put(LittleBoy, Red, Corner3)       // the Bank
	s.put(Priest, Red, Corner1)          // the Church
	s.put(Punk, Yellow, CrossroadsLoc)   // the Crossroads
	s.put(Teen, Yellow, Corner1)         // the Church
	s.put(Rasta, Green, Corner4)         // the Armory
	s.put(Businesswoman, Green, Corner2) // the Hospital
	s.put(Businessman, Blue, Corner1)    // the Church
	return s
}

func TestRulebookExample_MovementLittleBoyToChurch(t *testing.T) {
	s := movementScene(t)
	eq(t, "next to move", s.NextToMove(), Red)
	mustRefuse(t, s, MoveCharacter{Role: Punk, To: Corner1}, "it is Red's move")
	n := mustApply(t, s, MoveCharacter{Role: LittleBoy, To: Corner1})
	eq(t, "little boy", n.Character(LittleBoy).At, Corner1)
	eq(t, "church full", n.Full(Corner1), true)
	eq(t, "next", n.NextToMove(), Yellow)
	mustRefuse(t, n, MoveCharacter{Role: Priest, To: Corner2}, "already moved")
}

func TestRulebookExample_MovementFullChurchPunkStaysAtCrossroads(t *testing.T) {
	s := mustApply(t, movementScene(t), MoveCharacter{Role: LittleBoy, To: Corner1})
	// The Teen is already at the Church: he cannot be the one to go there.
	mustRefuse(t, s, MoveCharacter{Role: Teen, To: Corner1}, "already at the Church")
	n := mustApply(t, s, MoveCharacter{Role: Punk, To: Corner1})
	eq(t, "punk", n.Character(Punk).At, CrossroadsLoc)
	wantNotice(t, n, "is full (4 of 4 places taken)")
	wantNotice(t, n, "stays there")
}

func TestRulebookExample_MovementGreenMustMoveBusinesswoman(t *testing.T) {
	s := mustApply(t, movementScene(t), MoveCharacter{Role: LittleBoy, To: Corner1})
	s = mustApply(t, s, MoveCharacter{Role: Punk, To: Corner1})
	mustRefuse(t, s, MoveCharacter{Role: Rasta, To: Corner4}, "already at the Armory")
	n := mustApply(t, s, MoveCharacter{Role: Businesswoman, To: Corner4})
	eq(t, "businesswoman", n.Character(Businesswoman).At, Corner4)
}

func TestRulebookExample_MovementBusinessmanToCrossroads(t *testing.T) {
	s := mustApply(t, movementScene(t), MoveCharacter{Role: LittleBoy, To: Corner1})
	s = mustApply(t, s, MoveCharacter{Role: Punk, To: Corner1})
	s = mustApply(t, s, MoveCharacter{Role: Businesswoman, To: Corner4})
	n := mustApply(t, s, MoveCharacter{Role: Businessman, To: CrossroadsLoc})
	eq(t, "businessman", n.Character(Businessman).At, CrossroadsLoc)
	eq(t, "movement over", n.NextToMove(), Colour(""))
	mustApply(t, n, AdvancePhase{})
}

// Steve (Red) 2 characters, Nick (Blue) 1 at the Armory with 4 zombies:
// Nick kills 2 zombies and the attack does not happen.
func TestRulebookExample_ArmoryAttackAvertedByKillingTwo(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner4).put(Rocker, Red, Corner4).put(Teen, Blue, Corner4)
	s.Zombies[Corner4] = 4
	a := s.AttackCondition(Corner4)
	eq(t, "attack", a.Attacks, true)
	eq(t, "text", a.Text, "attack: 4 zombies, needs 3")
	n := mustApply(t, s, RemoveZombies{At: Corner4, Count: 2})
	a = n.AttackCondition(Corner4)
	eq(t, "attack after", a.Attacks, false)
	eq(t, "text after", a.Text, "no attack: 2 zombies, needs 3")
}

// Annie (Red) 2 characters, Nick (Blue) and Emily (Green) 1 each at the
// Armory with 6 zombies; Chloe (White) holds the first-player token.
// Annie votes Nick, Emily and Nick vote Annie: 2-2; Chloe picks Nick.
func TestRulebookExample_AttackVoteTieBrokenByFirstPlayer(t *testing.T) {
	s := scene(t, White, PhaseResolution, Red, Blue, Green, White)
	s.put(Geek, Red, Corner4).put(Rocker, Red, Corner4).put(Teen, Blue, Corner4).put(Punk, Green, Corner4).put(Thief, White, Corner1).put(Rasta, Blue, Corner1)
	s.Zombies[Corner4] = 6
	ballots := map[Colour]Colour{Red: Blue, Green: Red, Blue: Red}
	r, err := s.Vote(Corner4, VoteAttack, ballots, "")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "needs tie break", r.NeedsTieBreak, true)
	eq(t, "tied", r.Tied, []Colour{Red, Blue})
	r, err = s.Vote(Corner4, VoteAttack, ballots, Blue)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "winner", r.Winner, Blue)
	if _, err := s.Vote(Corner4, VoteAttack, ballots, Green); err == nil {
		t.Fatal("the first player may only choose among the tied players")
	}
	// Nick loses his character; he takes the first-player token.
	s.Resolving, s.Step = 3, StepAttack
	n := mustApply(t, s, KillCharacter{Role: Teen})
	eq(t, "first player", n.FirstPlayer, Blue)
	eq(t, "attack done", n.AttackDone, true)
	wantNotice(t, n, "takes the first-player token")
}

// Steve (Red) 2 characters and Nick (Blue) 1 at the Armory: Steve wins the
// sharing, keeps an antidote and gives the other to Chloe (White), who is
// not there.
func TestRulebookExample_SharingArmorySteveWins(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, White)
	s.put(Geek, Red, Corner4).put(Rocker, Red, Corner4).put(Teen, Blue, Corner4).put(Thief, White, Corner1)
	s.Airdrops[Corner4] = Items{Antidotes: 2}
	r, err := s.Vote(Corner4, VoteSharing, map[Colour]Colour{Red: Red, Blue: Blue}, "")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "winner", r.Winner, Red)
	s.Resolving, s.Step = 3, StepSharing
	mustRefuse(t, s, AdvancePhase{}, "supplies wait")
	mustRefuse(t, s, Share{At: Corner4, Gifts: []Gift{{Red, ItemAntidote}, {Red, ItemAntidote}}}, "already gets an item")
	n := mustApply(t, s, Share{At: Corner4, Gifts: []Gift{{Red, ItemAntidote}, {White, ItemAntidote}}})
	eq(t, "steve", n.Player(Red).Antidotes, 1)
	eq(t, "chloe", n.Player(White).Antidotes, 1)
	eq(t, "left", n.Airdrops[Corner4], Items{})
	mustApply(t, n, AdvancePhase{})
}

// Steve (Red) and Nick (Blue) each have one character at the Bank and vote
// for themselves; Chloe (White), first player, chooses Steve.
func TestRulebookExample_SharingBankTieFirstPlayerChoosesSteve(t *testing.T) {
	s := scene(t, White, PhaseResolution, Red, Blue, White)
	s.put(Geek, Red, Corner3).put(Teen, Blue, Corner3)
	r, err := s.Vote(Corner3, VoteSharing, map[Colour]Colour{Red: Red, Blue: Blue}, "")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "tie", r.NeedsTieBreak, true)
	r, _ = s.Vote(Corner3, VoteSharing, map[Colour]Colour{Red: Red, Blue: Blue}, Red)
	eq(t, "winner", r.Winner, Red)
}

// Three players' characters in the Hospital, one antidote and one card:
// the vote's winner hands out both, one item a player.
func TestRulebookExample_HospitalSharingOneItemEach(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner2).put(Teen, Blue, Corner2).put(Punk, Green, Corner2)
	s.Airdrops[Corner2] = Items{Cards: 1, Antidotes: 1}
	s.Resolving, s.Step = 1, StepSharing
	mustRefuse(t, s, Share{At: Corner2, Gifts: []Gift{{Red, ItemAntidote}}}, "hand out 2")
	mustRefuse(t, s, Share{At: Corner2, Gifts: []Gift{{Red, ItemAntidote}, {Blue, ItemAntidote}}}, "not that many antidotes")
	n := mustApply(t, s, Share{At: Corner2, Gifts: []Gift{{Green, ItemAntidote}, {Blue, ItemCard}}})
	eq(t, "emily", n.Player(Green).Antidotes, 1)
	eq(t, "items", n.Airdrops[Corner2], Items{})
	mustRefuse(t, n, Share{At: Corner2, Gifts: []Gift{{Green, ItemAntidote}}}, "over for this turn")
}

// Leader on green; at the Crossroads 1 red, 1 green (hidden) and 2 blue
// characters and 2 zombies. Greg (Blue) kills one zombie; one remains. The
// leader passes green (hidden), purple, white and stops on blue; Greg
// loses a character, takes the first-player token, and the leader moves
// on to red.
func TestRulebookExample_CrossroadsLeaderSkipsHiddenGreen(t *testing.T) {
	s := scene(t, Yellow, PhaseResolution, Yellow, Red, Green, White, Purple, Blue)
	s.put(Punk, Red, CrossroadsLoc).put(Teen, Green, CrossroadsLoc).put(Geek, Blue, CrossroadsLoc).put(Rocker, Blue, CrossroadsLoc)
	s.Zombies[CrossroadsLoc] = 2
	s.Leader = Green
	s.Resolving, s.Step = 5, StepAttack
	s = mustApply(t, s, Hide{Role: Teen})
	s = mustApply(t, s, RemoveZombies{At: CrossroadsLoc, Count: 1})
	eq(t, "attack", s.AttackCondition(CrossroadsLoc).Text, "attack: 1 zombie, needs 1")
	sr := s.CrossroadsSearch()
	var path []Colour
	for _, st := range sr.Steps {
		path = append(path, st.Colour)
	}
	eq(t, "search path", path, []Colour{Green, Purple, White, Blue})
	eq(t, "victim", sr.Victim, Blue)
	eq(t, "candidates", sr.Candidates, []Role{Geek, Rocker})
	eq(t, "after", sr.After, Red)
	mustRefuse(t, s, AdvancePhase{}, "Crossroads attack must happen")
	mustRefuse(t, s, ResolveCrossroads{Victim: Punk}, "stops on Blue")
	mustRefuse(t, s, KillCharacter{Role: Geek}, "zombie leader picks the victim")
	n := mustApply(t, s, ResolveCrossroads{Victim: Rocker})
	eq(t, "rocker dead", n.Character(Rocker).Dead, true)
	eq(t, "leader", n.Leader, Red)
	eq(t, "first player", n.FirstPlayer, Blue)
	wantNotice(t, n, "moves from Green to Blue")
	mustRefuse(t, n, ResolveCrossroads{Victim: Geek}, "over for this turn")
	mustApply(t, n, AdvancePhase{})
}
