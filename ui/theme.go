package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableTheme is the default theme with text scaled up so it reads across a
// table, and dark by default for evening play.
type tableTheme struct {
	variant fyne.ThemeVariant
	scale   float32
}

func newTableTheme(dark bool, scale float32) *tableTheme {
	v := theme.VariantLight
	if dark {
		v = theme.VariantDark
	}
	if scale <= 0 {
		scale = 1
	}
	return &tableTheme{variant: v, scale: scale}
}

func (t *tableTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.variant)
}

func (t *tableTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *tableTheme) Size(n fyne.ThemeSizeName) float32 {
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
