// Package engine is the shared core of Hordekeeper's rules: what every game
// needs and no game owns.
//
// A tour:
//
//   - An Action is one thing a player does: a small typed value with a Kind
//     that encodes to JSON (see Encode and Registry).
//   - Rules is what a game gives the core: how to build the first state from
//     a Header (game, format, seed, options), how to Apply an action, and how
//     to decode one. Apply never changes the state it is given; it returns a
//     new one or a refusal, a *RuleError whose text names the rule; automatic
//     consequences are Notices that carry the rule behind them.
//   - A Session holds the action list and the states it produced; Do, Undo
//     and Redo move along it. With a Journal attached, every step is written
//     and synced to disk before the new state is returned, so a game killed at
//     any moment comes back as it was.
//   - All randomness comes from NewRand(seed, stream): the same seed gives the
//     same setup and the same draws on every device and every replay.
//   - A setup code (SetupCode.Encode and String to write it, ParseSetupCode
//     to read it) packs the game, the seed and the options into 16
//     characters a player can read aloud or type on a second device; each
//     game packs its own options into the code's 32 bits.
//   - Saved games live in one folder managed by the sub-package store:
//     created, resumed, listed, finished, archived or set aside with their
//     reason, the same way for every game, never over an existing file.
//   - A position notation (NotationFields and NotationError here, each
//     game's ParseNotation and Notation; docs/notation.md) sets up any
//     situation from one line of text, for tests, bug reports and fuzzers.
//
// The games live in the sub-packages cityofhorror, escape and mallofhorror,
// and all three speak one dialect: constants Name (in saves), Title and Code
// (in setup codes); Rules with Game, New, Decode and Apply; each action a
// value type with Kind and an unexported apply(*State) error that is its
// rule, registered once in the package's registry (Kinds lists them). Apply
// refuses what is not the game's or comes after its end, then runs the
// action's apply on a copy. A rule sits beside its action, so a new action
// is one type, one method and one registry line, with no central switch to
// forget; each game's TestEveryKindHasItsRule checks the registry against
// the rules. The list of games is the sub-package games. Nothing here
// imports a UI toolkit.
package engine
