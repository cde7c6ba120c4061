package coh

import "fmt"

// count says a number of things with the right plural: "1 card", "3 cards".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
