// Package assets holds the files embedded in the app: its icon and default
// data.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app icon (512x512 PNG).
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
