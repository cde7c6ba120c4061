package cityofhorror

import "time"

// Games of version 0 created before 34f57d1 (23 November 2026 15:24 UTC)
// put the marker of a card with the explosion symbol played during setup
// on the board named; from then on such a card adds no marker during
// setup (ExplosionTargets is empty then), and no rule refuses the card,
// so the two are told apart by when the game was created, as the first
// day's are (legacy_firstday.go). Such a game plays under
// rulesSetupMarkers: before this, 2 of 40 games of 0528816 replayed with
// one marker fewer, and a Water Tower that had fallen stood.
const rulesSetupMarkers = -1

// setupMarkersEnd is when 34f57d1 replaced the engines that took them.
var setupMarkersEnd = time.Date(2026, 11, 23, 15, 24, 28, 0, time.UTC)
