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
//     character moves, the Priest's cancel and Stay for a stuck mover
//     (movement.go), starting places (placing.go), deaths, flips and hiding
//     (deaths.go), powers that act (powers.go), the zombie leader and the
//     Crossroads attack (leader.go), sharing, food and trades (items.go),
//     location effects once a player a turn (locuse.go), action cards
//     played for their effect and cancelled (cards.go), the counted action
//     deck (deck.go), counted ballots (ballots.go), the antidotes' choice
//     at the end (antidotes.go) and the phase and turn (turn.go).
//   - Queries the screens call: AttackCondition (attack.go),
//     CrossroadsSearch and LeaderWedges, Vote, VotesAt and VoteWeights,
//     NextToMove, CanUseWords and Users, ActionCards, FaceDownFood, Decisions,
//     Reminder, NextHour and the explosion thresholds (flow.go), Tell for
//     an action in a player's words (tell.go), and Score (scoring.go), the
//     ranked end with each score's parts and the tie-break reasons.
//   - The card library (library.go) holds the invasion cards a table typed
//     from its own box; a card entered in play is kept (Library.Keep), and
//     only a whole pack of an hour (its four cards) lets the app draw that
//     hour's card itself, from the seed. No card is ever preset.
package cityofhorror
