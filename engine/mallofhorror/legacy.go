package mallofhorror

// The rules that games saved before headers said their rules version
// (version 0, State.Rules) were played under, where version 1 changed
// them. Such a game replays and goes on under them to its end: its file
// holds steps version 1 refuses, and before this a resumed game stopped
// at the first one ("step 33 (play-card) no longer applies").
//
// Version 1 changed, from the engine of 23 November 2026 16:46 on:
//   - a Threat from a player with no vote where the vote is held is
//     refused (checkThreatVoter); version 0 took the card, which then
//     added no vote.
//
// The Parking's reading changed later as a setting in the header's
// options instead (ParkingAlwaysFeeds, absent in older saves), so it
// needs no version.
