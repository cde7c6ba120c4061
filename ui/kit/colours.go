package kit

import "image/color"

// PlayerColour maps a colour name to a colour readable on a dark tablet.
// Colour is never the only signal: every use also shows the letter or name.
func PlayerColour(name string) color.Color {
	switch name {
	case "yellow":
		return color.NRGBA{0xF2, 0xC9, 0x1E, 0xFF}
	case "red":
		return color.NRGBA{0xD3, 0x2F, 0x2F, 0xFF}
	case "green":
		return color.NRGBA{0x3F, 0xB9, 0x50, 0xFF}
	case "white":
		return color.NRGBA{0xEE, 0xEE, 0xEE, 0xFF}
	case "purple":
		return color.NRGBA{0x8E, 0x44, 0xC4, 0xFF}
	case "black":
		return color.NRGBA{0x2A, 0x2A, 0x2E, 0xFF}
	case "blue":
		return color.NRGBA{0x3A, 0x86, 0xF0, 0xFF}
	}
	return color.NRGBA{0x88, 0x88, 0x88, 0xFF}
}
