package escape

// The rules that games saved before headers said their rules version
// (version 0, State.Rules) were played under, where version 1 changed
// them. Such a game replays and goes on under them to its end; before
// this, a game of the first day's engine (e13cca0 and f401304, 22 November
// 2026) stopped at such a step ("step 18 (lose-die) no longer applies").
//
// Version 1 changed, from 20fea29 (23 November 12:34) on:
//   - LoseDie for a door slam or the van rule takes one die a survivor a
//     countdown; version 0 took a second one for the same countdown.
//     Every engine of version 0 after the first day refused the second,
//     so no journal of theirs holds one: a game of version 0 may take it
//     without being told which engine saved it.
//   - The outcome's Reason is the sentence EndWords says now ("The zombie
//     cry came while the survivors were still in phase 1..."); the first
//     day's engine wrote "The third countdown ended before the survivors
//     reached the van". Only the words changed: Over and Won are the same,
//     so the old saves' Reason is not compared (TestOldSavesGoOn).
