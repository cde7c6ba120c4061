package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Look is the theme a player chose: the system's, dark or light.
type Look int

// The three looks. LookSystem follows the device's light or dark setting.
const (
	LookSystem Look = iota
	LookDark
	LookLight
)

// Theme is Fyne's default theme with text scaled up so it reads across a
// table; it follows the system's light or dark unless the player chose one.
type Theme struct {
	look  Look
	scale float32
}

// NewTheme returns the table theme for a look and a text scale (1 is the
// table's normal size; "large type" is above 1).
func NewTheme(look Look, scale float32) *Theme {
	if scale <= 0 {
		scale = 1
	}
	return &Theme{look: look, scale: scale}
}

// Variant is the variant the theme draws with, given the system's.
func (t *Theme) Variant(system fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.look {
	case LookDark:
		return theme.VariantDark
	case LookLight:
		return theme.VariantLight
	}
	return system
}

// Color is the default theme's colour in the chosen variant, with the few
// colours that would not read well enough across a table made darker: the
// main button (white text on it), and on a light screen the colours of
// refusals, warnings and successes (see TestTextReadsInBothThemes).
func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.Variant(v)
	switch n {
	case theme.ColorNamePrimary:
		return color.NRGBA{0x15, 0x65, 0xC0, 0xFF}
	}
	if v == theme.VariantLight {
		switch n {
		case theme.ColorNameError:
			return color.NRGBA{0xB3, 0x26, 0x1E, 0xFF}
		case theme.ColorNameWarning:
			return color.NRGBA{0x8A, 0x5A, 0x00, 0xFF}
		case theme.ColorNameSuccess:
			return color.NRGBA{0x1B, 0x6E, 0x2A, 0xFF}
		}
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font is the default theme's font, behind the few signs it lacks
// (glyphs.go).
func (t *Theme) Font(s fyne.TextStyle) fyne.Resource { return textFont(s) }

// Icon is the default theme's icon.
func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size scales text and inline icons by 1.35 times the chosen scale and the
// padding by 1.2, so everything reads and taps from across a table.
func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	base := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		return base * 1.35 * t.scale
	case theme.SizeNameInlineIcon:
		return base * 1.3 * t.scale
	case theme.SizeNamePadding, theme.SizeNameInnerPadding:
		return base * 1.2
	}
	return base
}
