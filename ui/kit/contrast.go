package kit

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2/theme"
)

// Luminance is a colour's relative luminance as WCAG 2 defines it (0 black,
// 1 white).
func Luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xFFFF
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast is the WCAG 2 contrast ratio of two colours, from 1 to 21: text
// needs 4.5, shapes and large marks 3.
func Contrast(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Ink is the text colour that reads best on a background: near-black on
// light colours, white on dark ones.
func Ink(bg color.Color) color.Color {
	dark, light := color.NRGBA{0x10, 0x10, 0x10, 0xFF}, color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF}
	if Contrast(dark, bg) >= Contrast(light, bg) {
		return dark
	}
	return light
}

// IsDark reports whether the theme in force draws on a dark background, for
// the few surfaces (a place's tile) that have a colour of their own.
func IsDark() bool { return Luminance(theme.Color(theme.ColorNameBackground)) < 0.5 }
