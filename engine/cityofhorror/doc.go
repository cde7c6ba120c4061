// Package cityofhorror is the rules engine of City of Horror for
// Hordekeeper: the state of the city and every rule the app keeps for the
// table. It is pure Go and imports no UI toolkit.
//
// A tour:
//
//   - Options (options.go) choose the seats, the first player, the
//     first-game and draft variants, the Settings the rules leave open
//     (resolution numbers, leader wheel order, Gun and Bomb counts) and the
//     invasion cards to draw from. Pack and UnpackOptions fit everything but
//     the names into a setup code's 32 bits; the library travels as a tag.
//   - NewGame (setup.go) builds the first State from a header and its seed:
//     corners, board sides, characters and their starting places, food,
//     the invasion deck. State.Setup is the setup sheet; Instructions tells
//     it in steps.
//   - State (state.go) is the city at one moment. Rules.Apply takes an
//     action and returns a new State, never touching the old one; each
//     automatic consequence is a Notice on the new state, and each refusal
//     a *RuleError whose text names the rule.
//   - Actions are small values that encode to JSON: zombies (zombies.go),
//     invasion cards (invasion.go), explosion markers (explosions.go),
//     character moves (movement.go), deaths, powers and hiding
//     (deaths.go), the zombie leader and the Crossroads attack (leader.go),
//     supplies, food and trades (items.go), Weapon Replicas (votes.go) and
//     the phase and turn (turn.go).
//   - Queries the screens call: AttackCondition (attack.go),
//     CrossroadsSearch (leader.go), Vote and VotesAt (votes.go), NextToMove
//     (movement.go), ResolutionOrder and PhaseText, and Score (scoring.go)
//     for the end of the game.
//   - The card library (library.go) holds the invasion cards a table typed
//     from its own box; it ships with the rulebook's one printed card.
package cityofhorror
