package ui

import (
	"hordekeeper/ui/kit"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// decodeQR reads back the text of a QR image, as a phone would.
func decodeQR(t *testing.T, text string) string {
	t.Helper()
	img, err := kit.QRBitmap(text, 4)
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("QR for %q does not decode: %v", text, err)
	}
	return res.GetText()
}

func TestQRCodesDecodeToTheExactSecret(t *testing.T) {
	for _, s := range []string{
		"2:00 card: +2 zombies on corner 1, +1 on the Crossroads; move Armory -> Hospital; 1 antidote on corner 3; leader 2 steps",
		"Zombie dice: 3 5 5 6",
		"HK-SETUP 1A2B-3C4D-5E6F-7G8H",
		strings.Repeat("x", kit.MaxQRText),
		"é ü ñ: non-ASCII survives",
	} {
		if got := decodeQR(t, s); got != s {
			t.Errorf("decoded %q, want %q", got, s)
		}
	}
	if _, err := kit.QRBitmap(strings.Repeat("y", kit.MaxQRText+1), 1); err == nil {
		t.Fatal("a secret too long for one code must be refused, not cut")
	}
}

// visibleTexts lists every piece of text drawn in the window, overlays
// included, through the renderers as the screen would draw them.
func visibleTexts(c fyne.Canvas) []string {
	var out []string
	walk := func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *canvas.Text:
			out = append(out, v.Text)
		case *widget.Label:
			out = append(out, v.Text)
		case *widget.Entry:
			out = append(out, v.Text)
		}
		for _, child := range test.LaidOutObjects(o) {
			if child != o {
				switch v := child.(type) {
				case *canvas.Text:
					out = append(out, v.Text)
				}
			}
		}
	}
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		walk(o)
	}
	return out
}

func containsSecret(texts []string, secret string) bool {
	for _, t := range texts {
		if t != "" && strings.Contains(t, secret) {
			return true
		}
	}
	return false
}

func TestCurtainShowsTheSecretOnlyWhileHeld(t *testing.T) {
	a := newTestUI(t)
	secret := Secret{For: "Red: Ann", Title: "The 2:00 invasion card", Text: "corner 1 +3, Crossroads +2"}
	var looked, done bool
	r := a.showPrivateReveal(secret, RevealCurtain, func(l bool) { looked, done = l, true })
	if containsSecret(visibleTexts(a.win.Canvas()), "corner 1 +3") {
		t.Fatal("the secret is on screen before the player holds the curtain")
	}
	if !containsSecret(visibleTexts(a.win.Canvas()), "Give the tablet to Red: Ann") {
		t.Fatal("the curtain must say whom to hand the tablet to")
	}
	r.Hold().Press()
	if !containsSecret(visibleTexts(a.win.Canvas()), "corner 1 +3") {
		t.Fatal("holding must show the secret")
	}
	r.Hold().Release()
	if containsSecret(visibleTexts(a.win.Canvas()), "corner 1 +3") {
		t.Fatal("letting go must hide the secret again")
	}
	test.Tap(r.Done())
	if !done || !looked {
		t.Fatalf("done=%v looked=%v", done, looked)
	}
	if len(a.win.Canvas().Overlays().List()) != 0 {
		t.Fatal("the reveal must go away when done")
	}
}

func TestQRRevealHasNoSecretAsText(t *testing.T) {
	a := newTestUI(t)
	secret := Secret{For: "Blue: Bo", Title: "Zombie dice", Text: "dice 2 4 4 6"}
	r := a.showPrivateReveal(secret, RevealQR, nil)
	for _, s := range visibleTexts(a.win.Canvas()) {
		if strings.Contains(s, "2 4 4 6") {
			t.Fatalf("the secret is on screen as text: %q", s)
		}
	}
	test.Tap(r.Done())
	a2 := newTestUI(t)
	long := Secret{For: "x", Title: "too long", Text: strings.Repeat("z", 400)}
	a2.showPrivateReveal(long, RevealQR, nil)
	if !containsSecret(visibleTexts(a2.win.Canvas()), "cannot be shown as a code") {
		t.Fatal("a secret too long must say so")
	}
}
