package engine

import (
	"fmt"
	"strings"
)

// The setup-code alphabet is Crockford's base 32: no I, L, O or U, so no two
// characters look alike; on input O reads as 0 and I or L as 1.
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// SetupCodeLen is the length of a setup code, without the display dashes.
const SetupCodeLen = 16

// MaxCodeGame is the highest game number a setup code holds (3 bits); each
// game's number is in the list of games (Game.Code, engine/games).
const MaxCodeGame = 7

// SetupCode is what a setup code carries: which game, the seed, and the
// game's options packed into 32 bits by the game itself.
type SetupCode struct {
	Game    int // 0-7, a game's Game.Code
	Seed    uint64
	Options uint32
}

// String formats the code as four groups of four, e.g. "1A2B-3C4D-5E6F-7G8H".
func (c SetupCode) String() string {
	s, err := c.Encode()
	if err != nil {
		return "invalid code: " + err.Error()
	}
	return s[0:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:16]
}

// Encode packs the code into 16 characters: 15 for 75 bits (3 game, 40
// seed, 32 options) and a check character (Luhn mod 32) that catches any one
// mistyped character and most swapped neighbours.
func (c SetupCode) Encode() (string, error) {
	if c.Game < 0 || c.Game > MaxCodeGame {
		return "", fmt.Errorf("game number %d is out of range", c.Game)
	}
	if c.Seed > SeedMask {
		return "", fmt.Errorf("seed %d has more than %d bits", c.Seed, SeedBits)
	}
	// 75 bits, most significant first: game(3) seed(40) options(32).
	hi := uint64(c.Game)<<40 | c.Seed // 43 bits
	lo := uint64(c.Options)           // 32 bits
	var b [SetupCodeLen]byte
	var digits [SetupCodeLen - 1]int
	for i := SetupCodeLen - 2; i >= 0; i-- {
		digits[i] = int(lo & 31)
		lo = lo>>5 | (hi&31)<<27
		hi >>= 5
	}
	for i, d := range digits {
		b[i] = codeAlphabet[d]
	}
	b[SetupCodeLen-1] = codeAlphabet[luhnCheck(digits[:])]
	return string(b[:]), nil
}

// luhnCheck computes the Luhn mod N check digit for N = 32.
func luhnCheck(digits []int) int {
	const n = 32
	factor, sum := 2, 0
	for i := len(digits) - 1; i >= 0; i-- {
		add := factor * digits[i]
		factor = 3 - factor
		sum += add/n + add%n
	}
	return (n - sum%n) % n
}

// CodeError says what is wrong with a typed setup code.
type CodeError struct {
	// Problem is what is wrong, in English ("has 15 characters; it needs 16").
	Problem string
	// Words is Problem for a screen to translate; zero in an error made from
	// text alone.
	Words Words
}

func (e *CodeError) Error() string { return "setup code " + e.Problem }

// Unwrap gives the error as a refusal in words a screen can translate, so
// that translations.Err says it in the players' language.
func (e *CodeError) Unwrap() error {
	if e.Words.IsZero() {
		return nil
	}
	return Refusal(Say("engine.setupcode.refused", "setup code {{.Problem}}", Args{"Problem": e.Words}))
}

// codeError is a CodeError from words.
func codeError(w Words) *CodeError { return &CodeError{Problem: w.String(), Words: w} }

// ParseSetupCode reads a typed code. Case, spaces and dashes do not matter;
// O reads as 0 and I or L as 1. A wrong length, a character that is not in
// the alphabet or a failed check gives a *CodeError that says which. Which
// game the number names is the list of games' to say (Games.ForCode).
func ParseSetupCode(s string) (SetupCode, error) {
	var digits []int
	for _, r := range strings.ToUpper(s) {
		switch r {
		case ' ', '-', '\t':
			continue
		case 'O':
			r = '0'
		case 'I', 'L':
			r = '1'
		}
		i := strings.IndexRune(codeAlphabet, r)
		if i < 0 {
			return SetupCode{}, codeError(Say("engine.setupcode.badChar", "has “{{.Char}}”, which is not a code character (codes use 0-9 and letters other than I, L, O and U)", Args{"Char": string(r)}))
		}
		digits = append(digits, i)
	}
	if len(digits) != SetupCodeLen {
		return SetupCode{}, codeError(Say("engine.setupcode.length", "has {{.Count}} characters; it needs {{.Need}}", Args{"Count": len(digits), "Need": SetupCodeLen}))
	}
	if luhnCheck(digits[:SetupCodeLen-1]) != digits[SetupCodeLen-1] {
		return SetupCode{}, codeError(Say("engine.setupcode.check", "does not check out: a character is mistyped; read it again", nil))
	}
	var hi, lo uint64 // 43 and 32 bits
	for _, d := range digits[:SetupCodeLen-1] {
		hi = hi<<5 | lo>>27
		lo = (lo<<5 | uint64(d)) & (1<<32 - 1)
	}
	return SetupCode{Game: int(hi >> 40), Seed: hi & SeedMask, Options: uint32(lo)}, nil
}
