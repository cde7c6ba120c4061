// Package mallofhorror keeps the bookkeeping of Mall of Horror, the 3-6
// player game of votes and betrayal in a mall full of zombies: the secret
// zombie dice, zombies per location, condemned locations, bonus zombies,
// the Chief of Security, attacks, end conditions and scoring. The board, the
// voting wheels and the cards stay on the table; the app records what the
// table decided and works out the rest.
//
// A tour:
//
//   - Options (options.go): players clockwise with names (trimmed, told
//     apart: names.go) and colours, the first Chief, and three table
//     settings for readings the rules text allows either way
//     (ParkingAlwaysFeeds, MustMove, ZombieOnlyNextRound; settings.go lists
//     them for a screen, docs/mall-rules.md says why each default); names
//     are cosmetic. A Mall game has no setup code: the zombie dice come
//     from the seed, so a code would give them away.
//   - The mall (locations.go): 1 Restroom (3 places), 2 Cachou (4, closed
//     at 3-4 players), 3 Megatoys (4), 4 Parking (no limit), 5 Security HQ
//     (3), 6 Supermarket (6).
//   - Characters (characters.go): Pin-Up 7 points, Tough Guy 5 (defends as
//     2), Gunman 3, and at 3 players the Little Girl 1. A CharRef names one
//     by owner and kind.
//   - Cards (cards.go): 21 action cards, 3 each of Threat, Security Camera,
//     Sprint, Hardware, Hidden and the two weapons. The app knows how many
//     each player holds, never which; a card's kind is known when played.
//   - State (state.go) and Rules (rules.go): Apply never changes its input
//     and refuses an action with a *engine.RuleError naming the rule.
//     Notices (notices.go) explain every automatic consequence of the last
//     action, each with the rule behind it.
//   - For screens (legal.go, reminders.go): Legal lists the actions
//     accepted now, Check gives the refusal of any other (Reason its
//     sentence), DestinationChoices, Movable, CanSprint and PlayableCards
//     serve single inputs; Reminders are the rule reminders of the moment.
//
// Play, with the action that records each step (actions.go, phases.go):
//
//   - Setup (setup.go): from the Chief clockwise, the app rolls two dice for
//     each character and the player puts it in a location a die shows
//     (Place); when both are full, anywhere with room. Then the Chief's four
//     dice place the first zombies.
//   - Votes (count.go): CurrentVote tells the vote being held and each
//     seat's weight (a vote per character, a Gunman one more, hidden
//     characters none, a Threat one more; at a re-vote one vote for each
//     player without a character there). CountVote takes every seat's
//     ballot, counts, and applies the winner, calls a re-vote among the
//     tied colours, or applies what a second tie means. The table may
//     instead enter the result directly with the actions below.
//   - A. Truck (votes.go): TruckSearch records the Parking's vote; skipped
//     when nobody is there or the deck is empty.
//   - B. Election: ElectChief records the Security HQ's vote; a tie, an
//     empty HQ or a condemned HQ keep the Chief.
//   - C. Arrival (dice.go): RollZombieDice rolls four dice in secret.
//     PublicDice is what the shared screen shows ("rolled (secret)");
//     SecretDice(seat) gives the values only to the elected Chief or a
//     Security Camera player, for a private reveal. Proceed ends the phase.
//   - D. Destinations (movement.go): an elected Chief announces first
//     (ChiefAnnounces); RevealDestinations records every wheel (with
//     MustMove, never where all of a player's characters stand), and where
//     players without characters place their zombie (every round, or with
//     ZombieOnlyNextRound the next round only).
//   - E. Movement: zombies come by the dice (closed locations ignored), an
//     empty location with 8 or more is condemned (condemn.go), then Move,
//     from the Chief clockwise; a full (or just condemned) destination sends
//     the character to the Parking; a Sprint changes the destination.
//   - F. Attack (bonus.go, attack.go): one bonus zombie for the location
//     with the most characters and one for the most Pin-Ups (ties: none);
//     then locations 1 to 6: zombies get in when they are at least the
//     defence (Tough Guy 2, Hardware +1 except in the Parking or against 4+
//     in the Supermarket; the Supermarket falls to 4 whatever). PlayCard
//     plays Hardware, weapons and Hidden; TieBreak draws by lot one of the
//     colours that tied the second vote; Eat records the victim. In the
//     Parking each zombie takes a victim, one vote each, cards may be played
//     before each vote, and the Parking is cleared at the end of the round.
//   - End (scoring.go): after a round in which every remaining character
//     stands in one location other than the Parking, or only 4 remain (6 at
//     6 players). Surviving characters score; ties go to the most unused
//     cards. Standings (standings.go) ranks the players with shared places
//     for true ties and each tie-break in words.
//   - Undo: every action is its own group, and the rules have no
//     engine.Flow. What the rulebook makes happen by itself (an election
//     skipped when the Security HQ is condemned or empty, the Parking
//     cleared at the end of the round) happens inside the action that
//     causes it (phases.go, scoring.go), so one Undo takes back a player's
//     step and all it caused, before a resume as after.
//
// All randomness comes from engine.NewRand with the game's seed, in the
// streams "setup/place-N", "setup/zombies", "dice/round-N" and
// "tie/round-N/location-L/victim-V", so a replay draws the same.
package mallofhorror
