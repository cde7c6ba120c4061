package kit

import (
	"fmt"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	qrcode "github.com/skip2/go-qrcode"
)

// MaxQRText is the longest text put in one QR code: short codes have large
// modules, so a phone scans them across a table from a 10-inch screen.
const MaxQRText = 250

// QRBitmap renders text as a QR code with medium error correction, one
// image pixel per module scaled by px, with the quiet zone around it.
func QRBitmap(text string, px int) (image.Image, error) {
	if len(text) > MaxQRText {
		return nil, fmt.Errorf("%d characters is too long for one code that scans across a table (at most %d)", len(text), MaxQRText)
	}
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, fmt.Errorf("could not make a QR code: %v", err)
	}
	bm := q.Bitmap()
	n := len(bm)
	img := image.NewGray(image.Rect(0, 0, n*px, n*px))
	for y := 0; y < n*px; y++ {
		for x := 0; x < n*px; x++ {
			c := color.Gray{Y: 255}
			if bm[y/px][x/px] {
				c = color.Gray{Y: 0}
			}
			img.SetGray(x, y, c)
		}
	}
	return img, nil
}

// NewQRImage is a canvas image of a QR code, drawn with sharp pixels and
// kept square.
func NewQRImage(text string, side float32) (*canvas.Image, error) {
	img, err := QRBitmap(text, 8)
	if err != nil {
		return nil, err
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	ci.SetMinSize(fyne.NewSize(side, side))
	return ci, nil
}
