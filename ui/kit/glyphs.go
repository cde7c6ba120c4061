package kit

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The signs the screens write that Fyne's Noto Sans lacks (■ □ ● ○ ★ → ⚠ −
// from DejaVu Sans, 🏆 from Symbola), cut out by .ci/glyph-font (2.4 KB a
// style; the licences are fonts/LICENSE-*.txt). With ⚠ and 🏆 here the app
// needs no emoji font: it is built with -tags no_emoji. On the desktop Fyne
// would find them in the system's fonts, but a browser gives it none, and
// they showed as "�".
// Fyne tries the theme's font first and then its own for each letter, so
// with these as the theme's font every other letter is still Noto's.
var (
	//go:embed fonts/glyphs.ttf
	glyphsRegular []byte
	//go:embed fonts/glyphs-bold.ttf
	glyphsBold []byte

	glyphFontRegular = fyne.NewStaticResource("HordekeeperGlyphs-Regular.ttf", glyphsRegular)
	glyphFontBold    = fyne.NewStaticResource("HordekeeperGlyphs-Bold.ttf", glyphsBold)
)

// textFont is the font for a text style: the signs first, in the style's
// weight, then (by Fyne's fallback) the default theme's font. Monospace and
// symbol text keep the default theme's own.
func textFont(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Bold:
		return glyphFontBold
	}
	return glyphFontRegular
}
