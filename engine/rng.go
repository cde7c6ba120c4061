package engine

import (
	crand "crypto/rand"
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
)

// SeedBits is how many bits of a seed a setup code carries; NewSeed never
// returns more.
const SeedBits = 40

// SeedMask keeps the bits of a seed that a setup code can carry.
const SeedMask = 1<<SeedBits - 1

// NewSeed returns a fresh random seed of SeedBits bits.
func NewSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		// crypto/rand does not fail on supported platforms; a fixed fallback
		// still gives a playable game.
		return 0x5EED
	}
	return binary.LittleEndian.Uint64(b[:]) & SeedMask
}

// NewRand returns a generator for one named stream of a game's randomness.
// The same seed and stream always give the same numbers, so a replay or a
// second device that knows the seed draws exactly what the first one drew.
// Different streams ("setup", "dice/3") are independent of each other.
func NewRand(seed uint64, stream string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(stream))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}
