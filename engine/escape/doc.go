// Package escape keeps the score sheet of Escape: Zombie City, the real-time
// game in which 2 to 4 survivors gather items, find the exit and drive a van
// out of town in 15 minutes.
//
// The board, the dice rolls and the soundtrack stay on the table (the
// soundtrack's timing lives in package timers); this package keeps what the
// table would otherwise track by hand and checks it against the rules:
//
//   - Options (options.go): the players, their names and colours, the
//     soundtrack (Track: "1", "2" or "v<seed>", so a variant resumes as
//     itself) and whether the table chose "Surprise me". Pack and
//     UnpackOptions turn the players into the 32 bits of a setup code; names
//     and the track are not carried.
//   - State (state.go): each player's dice (5 at the start) and every die
//     lost with its reason; the items in the cargo bay and how many are
//     needed (ItemsNeeded: 5, 6 or 7 for 2, 3 or 4 players); whether the exit
//     is revealed; zombies at the church (the third one ends the game); the
//     phase (1: collect items, 2: escape by van); the countdowns that have
//     ended; the soundtrack's clock as last recorded (Clock); the Outcome
//     (outcome.go: cause, reason, time of play, dice left, items); and the
//     Notices, each an engine.Notice with the rule behind it.
//   - Actions (actions.go, clock.go): small JSON values, one per thing the
//     table records. Kinds lists them.
//   - Rules (rules.go): implements engine.Rules[State]. Apply never changes
//     the state it is given and refuses an action with an *engine.RuleError
//     whose text is a player's sentence, never by clamping it silently.
//   - For the screens, pure reads of a state: AtCountdownEnd (slam.go), the
//     door-slam decision; Counters (counters.go), every count with its floor,
//     cap and what each button would get; CanEscape; Outcome.Title and Lines.
//
// The rules in brief, as this package applies them (dice.go, cargo.go,
// church.go, phases.go, outcome.go):
//
//   - At the end of the first and second countdowns, each survivor who is not
//     back at the church when the door slams loses a die for the rest of the
//     game (MissedDoor, one tap per survivor, or MissedReturn for a list),
//     once per survivor per countdown: a second loss is refused. After the
//     taps, EveryoneElseBack closes the question (State.Answering holds it
//     open till then, so a resumed game asks it again).
//   - In phase 2 the van rule replaces this: if the van is not back at the
//     church by the end of the second countdown, every survivor loses a die
//     (VanMissed). The first countdown costs nothing in phase 2.
//   - Phase 2 starts when the exit is revealed, the cargo bay holds the
//     items needed and every survivor stands in the church (StartPhase2).
//     The cargo bay counts up to the items needed and no further.
//   - The team wins by reaching the exit with the van and clearing it of
//     zombies within the 15 minutes (ReachExit, "We escaped!": the van must
//     be out, phase 2; that the exit is clear is the table's word); it loses
//     when the third zombie reaches the church (AddChurchZombie) or at the
//     zombie cry that ends the third countdown (TimeUp).
//   - The rules say nothing about a survivor with no dice left. This package
//     keeps the game going, refuses to take a die that is not there, and
//     says so in a notice (see dice.go).
//   - ClockAt only records how far into the soundtrack the game stands, for
//     resuming (State.Clock). MarkClock records it at most every ClockStep
//     (15 s) unless forced, so the journal stays small; a mark joins the
//     group of the move before it (an engine.Mark), so Undo means the
//     table's last move (marks.go). Nothing else passes by itself: the
//     table taps every step, so the rules have no engine.Flow.
package escape
